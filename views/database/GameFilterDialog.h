#pragma once
// The database panel's filter: a player (as the first player, the second or either), event,
// site, a date range, result, variant (the registered ones) and a length range in turns.
// Dates are typed as "YYYY", "YYYY.MM" or "YYYY.MM.DD"; a range end that leaves parts out
// covers them ("to 1999" is the end of 1999).
#include "GameQuery.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace trellis {

class GameFilterDialog : public QDialog {
    Q_OBJECT

  public:
    explicit GameFilterDialog(QWidget* parent = nullptr);

    // The dialog's fields (GameFilter::search and ids are not among them).
    void setFilter(const db::GameFilter& filter);
    db::GameFilter filter() const;
    // How many of the dialog's fields a filter sets (for the panel's button).
    static int fieldCount(const db::GameFilter& filter);

    // "YYYY[.MM[.DD]]" as a date value: the first day it covers, or the last (rangeEnd).
    static std::optional<int> parseDate(const QString& text, bool rangeEnd);
    static QString dateString(int value, bool rangeEnd);

    void accept() override;

  private:
    QLineEdit* player_ = nullptr;
    QComboBox* side_ = nullptr;
    QLineEdit* event_ = nullptr;
    QLineEdit* site_ = nullptr;
    QLineEdit* dateFrom_ = nullptr;
    QLineEdit* dateTo_ = nullptr;
    QComboBox* result_ = nullptr;
    QComboBox* variant_ = nullptr;
    QSpinBox* minTurns_ = nullptr;
    QSpinBox* maxTurns_ = nullptr;
};

} // namespace trellis
