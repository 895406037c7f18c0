#include "ResultBarDelegate.h"

#include <QApplication>
#include <QPainter>

#include <array>

namespace trellis {

void ResultBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    const QVariantList fractions = index.data(role_).toList();
    if (fractions.size() != 3) return QStyledItemDelegate::paint(painter, option, index);
    // The row's selection and hover background first, then the bar inside a small margin.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &background, painter);
    const QRectF bar = QRectF(option.rect).adjusted(3, 3, -3, -3);
    const std::array<QColor, 3> fill{QColor(245, 245, 245), QColor(160, 160, 160),
                                     QColor(55, 55, 55)};
    const std::array<QColor, 3> ink{Qt::black, Qt::black, Qt::white};
    painter->save();
    painter->setPen(Qt::NoPen);
    qreal x = bar.left();
    for (int i = 0; i < 3; ++i) {
        const qreal share = std::clamp(fractions[i].toDouble(), 0.0, 1.0);
        const QRectF part(x, bar.top(), bar.width() * share, bar.height());
        x = part.right();
        painter->setBrush(fill[std::size_t(i)]);
        painter->drawRect(part);
        const QString text = QString::number(qRound(share * 100)) + QLatin1Char('%');
        if (part.width() > painter->fontMetrics().horizontalAdvance(text) + 4) {
            painter->setPen(ink[std::size_t(i)]);
            painter->drawText(part, Qt::AlignCenter, text);
            painter->setPen(Qt::NoPen);
        }
    }
    painter->setPen(QColor(120, 120, 120));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(bar);
    painter->restore();
}

QSize ResultBarDelegate::sizeHint(const QStyleOptionViewItem& option,
                                  const QModelIndex& index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), 160));
    return size;
}

} // namespace trellis
