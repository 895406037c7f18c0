#pragma once
// A value or an error; the small stand-in for C++23's std::expected. Failures are typed
// (Error.h): a code and its arguments, never words; models/ErrorText turns them into sentences.
#include "Error.h"

#include <memory>
#include <optional>
#include <utility>

namespace trellis {

template <class T> class Result {
  public:
    // (Two constructors, not one by value: a value moved in is moved once, not twice.)
    Result(T&& value) : value_(std::move(value)) {}
    Result(const T& value) : value_(value) {}
    static Result failure(Error error) {
        Result r;
        r.error_ = std::make_shared<const Error>(std::move(error));
        return r;
    }
    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const { return *value_; }
    T& value() { return *value_; }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    // ErrorCode::None while ok().
    const Error& error() const { return error_ ? *error_ : none(); }

  private:
    Result() = default;
    static const Error& none() {
        static const Error empty;
        return empty;
    }
    std::optional<T> value_;
    // Behind a pointer, so that a success carries no Error to destroy: every turn of every
    // imported game is read into a Result, and the Error's destructor was 0.8 % of an import.
    std::shared_ptr<const Error> error_;
};

} // namespace trellis
