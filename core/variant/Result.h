#pragma once
// A value or an error; the small stand-in for C++23's std::expected.
// Transitional: failures may still carry an English message (the old form) while core moves to
// typed errors (Error.h); typedError() is what new code reads.
#include "Error.h"

#include <optional>
#include <string>
#include <utility>

namespace trellis {

template <class T> class Result {
  public:
    Result(T value) : value_(std::move(value)) {}
    static Result failure(Error error) {
        Result r;
        r.typed_ = std::move(error);
        r.error_ = errorCodeName(r.typed_.code);
        return r;
    }
    static Result failure(std::string message) {
        Result r;
        r.error_ = std::move(message);
        return r;
    }
    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const { return *value_; }
    T& value() { return *value_; }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    const std::string& error() const { return error_; }
    const Error& typedError() const { return typed_; }

  private:
    Result() = default;
    std::optional<T> value_;
    std::string error_;
    Error typed_;
};

} // namespace trellis
