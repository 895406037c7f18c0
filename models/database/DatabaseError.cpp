#include "DatabaseError.h"

namespace trellis::db {

QString DatabaseError::text() const {
    const auto arg = [this](int i) { return i < args.size() ? args[i] : QString(); };
    switch (code) {
    case DatabaseErrorCode::None:
        return {};
    case DatabaseErrorCode::NotFound:
        return tr("%1: no such database").arg(arg(0));
    case DatabaseErrorCode::CannotOpen:
        return tr("%1: cannot open the database: %2").arg(arg(0), arg(1));
    case DatabaseErrorCode::NotADatabase:
        return tr("%1 is not a game database (not an SQLite file)").arg(arg(0));
    case DatabaseErrorCode::NotTrellis:
        return tr("%1 is an SQLite database of another program, not a game database").arg(arg(0));
    case DatabaseErrorCode::NewerSchema:
        return tr("%1 was written by a newer Trellis (schema %2; this version reads up to %3)")
            .arg(arg(0), arg(1), arg(2));
    case DatabaseErrorCode::Damaged:
        return tr("%1 is damaged: %2").arg(arg(0), arg(1));
    case DatabaseErrorCode::Statement:
        return tr("database error: %1").arg(arg(0));
    case DatabaseErrorCode::NoSuchGame:
        return tr("no game with id %1").arg(arg(0));
    case DatabaseErrorCode::BadGame:
        return tr("game %1 cannot be read back: %2").arg(arg(0), arg(1));
    case DatabaseErrorCode::CannotStore:
        return tr("the game cannot be stored: %1").arg(arg(0));
    case DatabaseErrorCode::FileRead:
        return tr("cannot read %1: %2").arg(arg(0), arg(1));
    case DatabaseErrorCode::FileWrite:
        return tr("cannot write %1: %2").arg(arg(0), arg(1));
    case DatabaseErrorCode::Cancelled:
        return tr("cancelled");
    case DatabaseErrorCode::Locked:
        return tr("%1 is locked by another program (an import or a copy in progress?); try again "
                  "when it is done")
            .arg(arg(0));
    case DatabaseErrorCode::BadPosition:
        return tr("not a %1 position: '%2': %3").arg(arg(0), arg(1), arg(2));
    }
    return {};
}

QString DatabaseError::codeName() const {
    switch (code) {
    case DatabaseErrorCode::None:
        return QStringLiteral("None");
    case DatabaseErrorCode::NotFound:
        return QStringLiteral("NotFound");
    case DatabaseErrorCode::CannotOpen:
        return QStringLiteral("CannotOpen");
    case DatabaseErrorCode::NotADatabase:
        return QStringLiteral("NotADatabase");
    case DatabaseErrorCode::NotTrellis:
        return QStringLiteral("NotTrellis");
    case DatabaseErrorCode::NewerSchema:
        return QStringLiteral("NewerSchema");
    case DatabaseErrorCode::Damaged:
        return QStringLiteral("Damaged");
    case DatabaseErrorCode::Statement:
        return QStringLiteral("Statement");
    case DatabaseErrorCode::NoSuchGame:
        return QStringLiteral("NoSuchGame");
    case DatabaseErrorCode::BadGame:
        return QStringLiteral("BadGame");
    case DatabaseErrorCode::CannotStore:
        return QStringLiteral("CannotStore");
    case DatabaseErrorCode::FileRead:
        return QStringLiteral("FileRead");
    case DatabaseErrorCode::FileWrite:
        return QStringLiteral("FileWrite");
    case DatabaseErrorCode::Cancelled:
        return QStringLiteral("Cancelled");
    case DatabaseErrorCode::Locked:
        return QStringLiteral("Locked");
    case DatabaseErrorCode::BadPosition:
        return QStringLiteral("BadPosition");
    }
    return {};
}

} // namespace trellis::db
