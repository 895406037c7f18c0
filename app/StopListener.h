#pragma once
// Watches the engine's input while a search runs (the --stream protocol): a line "stop", or the
// end of the input, sets the stop flag. For the process's standard input it waits with poll()
// so that it can always be joined, even when nobody ever writes or closes the input; any other
// stream (tests pass a std::istringstream) is read line by line.
#include <atomic>
#include <iosfwd>
#include <thread>

namespace trellis::cli {

class StopListener {
  public:
    StopListener(std::istream& in, std::atomic<bool>& stop);
    ~StopListener();
    StopListener(const StopListener&) = delete;
    StopListener& operator=(const StopListener&) = delete;

  private:
    std::atomic<bool>& stop_;
    std::atomic<bool> finished_{false};
    std::thread thread_;

    void watchStandardInput();
    void watchStream(std::istream& in);
};

} // namespace trellis::cli
