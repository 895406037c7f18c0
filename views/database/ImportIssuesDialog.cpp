#include "ImportIssuesDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace trellis {

ImportIssuesDialog::ImportIssuesDialog(const QVector<db::ImportIssue>& issues, QWidget* parent)
    : QDialog(parent) {
    setObjectName("importIssuesDialog");
    setWindowTitle(tr("Games Not Imported"));
    auto* intro = new QLabel(
        issues.size() == 1
            ? tr("One game could not be read and was skipped; the others were imported.")
            : tr("%1 games could not be read and were skipped; the others were imported.")
                  .arg(QLocale().toString(issues.size())),
        this);
    intro->setWordWrap(true);
    table_ = new QTableWidget(int(issues.size()), 4, this);
    table_->setHorizontalHeaderLabels({tr("File"), tr("Game"), tr("Line"), tr("Reason")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    for (int row = 0; row < issues.size(); ++row) {
        const db::ImportIssue& issue = issues[row];
        auto* file = new QTableWidgetItem(QFileInfo(issue.file).fileName());
        file->setToolTip(issue.file);
        table_->setItem(row, 0, file);
        // A file's own problem has no game or line.
        auto number = [](int n) {
            auto* item = new QTableWidgetItem(n > 0 ? QString::number(n) : QString());
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        table_->setItem(row, 1, number(issue.game));
        table_->setItem(row, 2, number(issue.line));
        auto* reason = new QTableWidgetItem(issue.message);
        reason->setToolTip(issue.message);
        table_->setItem(row, 3, reason);
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy All"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [issues] {
        QStringList lines;
        for (const db::ImportIssue& issue : issues) lines << issue.text();
        QApplication::clipboard()->setText(lines.join('\n') + '\n');
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(720, 360);
}

} // namespace trellis
