#pragma once
// Another program holding a database's lock:
// - Exclusive: it opened the file in exclusive locking mode (as some copy and repair tools
//   do) and wrote; nobody else can even read until it closes. Take it with no other
//   connection open.
// - Writing: it is in the middle of a write transaction (an import in a terminal); others can
//   read but not write.
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace trellis::testing {

class ForeignLock {
  public:
    enum class Kind { Exclusive, Writing };

    ForeignLock(const QString& path, Kind kind) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), kName);
        db.setDatabaseName(path);
        held_ = db.open() &&
                (kind == Kind::Writing ||
                 (run("PRAGMA locking_mode=EXCLUSIVE") && run("BEGIN EXCLUSIVE"))) &&
                (kind == Kind::Exclusive || run("BEGIN IMMEDIATE")) &&
                run("CREATE TABLE lock_holder (x)");
    }
    ~ForeignLock() { release(); }
    ForeignLock(const ForeignLock&) = delete;
    ForeignLock& operator=(const ForeignLock&) = delete;

    bool held() const { return held_; }
    // The other program gives up: its change rolled back, its connection closed.
    void release() {
        if (!QSqlDatabase::contains(kName)) return;
        {
            QSqlDatabase db = QSqlDatabase::database(kName, false);
            if (held_) run("ROLLBACK");
            db.close();
        }
        QSqlDatabase::removeDatabase(kName);
        held_ = false;
    }

  private:
    static constexpr const char* kName = "foreign-lock";
    bool run(const char* sql) {
        QSqlQuery q(QSqlDatabase::database(kName, false));
        const bool ok = q.exec(QString::fromLatin1(sql));
        if (!ok) qWarning("%s: %s", sql, qPrintable(q.lastError().text()));
        return ok;
    }
    bool held_ = false;
};

} // namespace trellis::testing
