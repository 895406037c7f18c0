#pragma once
// A value or an error; the small stand-in for C++23's std::expected. Failures are typed
// (Error.h): a code and its arguments, never words; models/ErrorText turns them into sentences.
#include "Error.h"

#include <optional>
#include <utility>

namespace trellis {

template <class T> class Result {
  public:
    Result(T value) : value_(std::move(value)) {}
    static Result failure(Error error) {
        Result r;
        r.error_ = std::move(error);
        return r;
    }
    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const { return *value_; }
    T& value() { return *value_; }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    // ErrorCode::None while ok().
    const Error& error() const { return error_; }

  private:
    Result() = default;
    std::optional<T> value_;
    Error error_;
};

} // namespace trellis
