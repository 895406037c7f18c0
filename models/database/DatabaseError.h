#pragma once
// What can go wrong with a game database, as a code with arguments; text() gives the
// translatable sentence (the one place that words these errors). DbResult is a value or such
// an error.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace trellis::db {

enum class DatabaseErrorCode {
    None,
    NotFound,     // {path}
    CannotOpen,   // {path, reason}
    NotADatabase, // {path}: not an SQLite file
    NotTrellis,   // {path}: an SQLite database that is not a game database
    NewerSchema,  // {path, found version, newest known version}
    Damaged,      // {path, reason}
    Statement,    // {reason}: a statement failed (disk full, locked, ...)
    NoSuchGame,   // {id}
    BadGame,      // {id, reason}: a stored game that cannot be read back
    CannotStore,  // {reason}: a game that cannot be encoded
    FileRead,     // {path, reason}
    FileWrite,    // {path, reason}
    Cancelled,    // {}
    Locked,       // {path}: another program holds the database's lock
    BadPosition,  // {variant, position, reason}: a position string the variant cannot load
};

class DatabaseError {
    Q_DECLARE_TR_FUNCTIONS(DatabaseError)

  public:
    DatabaseError() = default;
    DatabaseError(DatabaseErrorCode c, QStringList a = {}) : code(c), args(std::move(a)) {}
    DatabaseErrorCode code = DatabaseErrorCode::None;
    QStringList args;
    // One sentence, e.g. "games.trellisdb was written by a newer Trellis (schema 3; this
    // version reads up to 2)".
    QString text() const;
    // The code's name ("NewerSchema"), for JSON and tests.
    QString codeName() const;
};

template <class T> class DbResult {
  public:
    DbResult(T value) : value_(std::move(value)) {}
    DbResult(DatabaseError error) : error_(std::move(error)) {}
    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *value_; }
    T& value() & { return *value_; }
    T value() && { return std::move(*value_); }
    const T& operator*() const& { return *value_; }
    T& operator*() & { return *value_; }
    // On a temporary, the value itself, so that `for (auto& row : *db.rows(q))` is safe.
    T operator*() && { return std::move(*value_); }
    const T* operator->() const { return &*value_; }
    T* operator->() { return &*value_; }
    const DatabaseError& error() const { return error_; }

  private:
    std::optional<T> value_;
    DatabaseError error_;
};

} // namespace trellis::db
