#include "StopListener.h"

#include <iostream>
#include <string>

#include <poll.h>
#include <unistd.h>

namespace trellis::cli {

namespace {

bool isStop(std::string line) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    while (!line.empty() && line.front() == ' ') line.erase(0, 1);
    return line == "stop";
}

} // namespace

StopListener::StopListener(std::istream& in, std::atomic<bool>& stop) : stop_(stop) {
    if (&in == &std::cin)
        thread_ = std::thread([this] { watchStandardInput(); });
    else
        thread_ = std::thread([this, &in] { watchStream(in); });
}

StopListener::~StopListener() {
    finished_ = true;
    if (thread_.joinable()) thread_.join();
}

void StopListener::watchStream(std::istream& in) {
    std::string line;
    while (!finished_ && std::getline(in, line))
        if (isStop(line)) break;
    stop_ = true;
}

// poll() with a short timeout, so the thread notices when the search has finished on its own.
void StopListener::watchStandardInput() {
    std::string pending;
    while (!finished_) {
        pollfd p{STDIN_FILENO, POLLIN, 0};
        const int ready = ::poll(&p, 1, 20);
        if (ready <= 0) continue;
        char buffer[256];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n <= 0) break; // end of input (or an error): stop as well
        pending.append(buffer, std::size_t(n));
        for (std::size_t eol; (eol = pending.find('\n')) != std::string::npos;) {
            if (isStop(pending.substr(0, eol))) {
                stop_ = true;
                return;
            }
            pending.erase(0, eol + 1);
        }
    }
    if (!finished_) stop_ = true;
}

} // namespace trellis::cli
