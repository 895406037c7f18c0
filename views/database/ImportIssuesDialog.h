#pragma once
// The games an import skipped, one row each: file, game number, line and reason, with a
// button that copies them as text ("FILE: game G, line L: reason" per line).
#include "DatabaseImporter.h"

#include <QDialog>

class QTableWidget;

namespace trellis {

class ImportIssuesDialog : public QDialog {
    Q_OBJECT

  public:
    explicit ImportIssuesDialog(const QVector<db::ImportIssue>& issues, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

  private:
    QTableWidget* table_ = nullptr;
};

} // namespace trellis
