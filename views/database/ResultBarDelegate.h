#pragma once
// Draws a row's results as a bar, as opening explorers do: the side to move's wins (light),
// draws (grey) and losses (dark) side by side, each with its percentage when there is room.
// The fractions come from a model role holding a QVariantList of three doubles.
#include <QStyledItemDelegate>

namespace trellis {

class ResultBarDelegate : public QStyledItemDelegate {
    Q_OBJECT

  public:
    ResultBarDelegate(int fractionsRole, QObject* parent = nullptr)
        : QStyledItemDelegate(parent), role_(fractionsRole) {}

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  private:
    int role_;
};

} // namespace trellis
