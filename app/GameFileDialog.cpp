#include "GameFileDialog.h"

#include <QRegularExpression>

namespace trellis {

QString askGameFileToSave(QWidget* parent, const QString& title, const QString& folder,
                          const QString& filter, QFileDialog::Options options) {
    QFileDialog dialog(parent, title, folder, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setOptions(options);
    static const QRegularExpression firstPattern(QStringLiteral("\\*\\.(\\w+)"));
    dialog.setDefaultSuffix(firstPattern.match(filter).captured(1));
    if (dialog.exec() != QDialog::Accepted) return {};
    return dialog.selectedFiles().value(0);
}

} // namespace trellis
