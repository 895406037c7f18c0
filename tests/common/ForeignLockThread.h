#pragma once
// Another program holding a database's exclusive lock (ForeignLock, Kind::Exclusive) on a thread
// of its own, so that it can let go while the test's thread is busy: for example blocked in a
// destructor that waits for a reader the lock holds up. Take it with no other connection open.
#include "ForeignLock.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace trellis::testing {

class ForeignLockThread {
  public:
    explicit ForeignLockThread(const QString& path) : thread_([this, path] { hold(path); }) {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [this] { return taken_; });
    }
    ~ForeignLockThread() {
        letGoAfter(0);
        thread_.join();
    }
    ForeignLockThread(const ForeignLockThread&) = delete;
    ForeignLockThread& operator=(const ForeignLockThread&) = delete;

    bool held() const {
        std::lock_guard lock(mutex_);
        return held_;
    }
    // The lock goes `ms` milliseconds from now (once).
    void letGoAfter(int ms) {
        std::lock_guard lock(mutex_);
        if (letGo_) return;
        letGo_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
        changed_.notify_all();
    }
    // Whether the lock is gone.
    bool released() const {
        std::lock_guard lock(mutex_);
        return released_;
    }

  private:
    void hold(const QString& path) {
        {
            ForeignLock lock(path, ForeignLock::Kind::Exclusive);
            std::unique_lock guard(mutex_);
            held_ = lock.held();
            taken_ = true;
            changed_.notify_all();
            changed_.wait(guard, [this] { return letGo_.has_value(); });
            const auto until = *letGo_;
            guard.unlock();
            std::this_thread::sleep_until(until);
        }
        std::lock_guard guard(mutex_);
        released_ = true;
    }

    mutable std::mutex mutex_;
    std::condition_variable changed_;
    bool taken_ = false, held_ = false, released_ = false;
    std::optional<std::chrono::steady_clock::time_point> letGo_;
    std::thread thread_;
};

} // namespace trellis::testing
