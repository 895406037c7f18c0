#include "PiecePalette.h"

#include "DiagramPainter.h"
#include "EditorBoard.h"
#include "variant/VariantRegistry.h"

#include <QApplication>
#include <QButtonGroup>
#include <QDrag>
#include <QGridLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>

namespace trellis {

namespace {

constexpr int kIconSize = 36;

// A token drawn as the painter draws it on a square of kIconSize pixels.
QPixmap pieceIcon(const DiagramPainter& painter, const QString& variant, const QString& token) {
    Diagram d;
    d.variant = variant;
    const QRectF probe(0, 0, 1000, 1000);
    const qreal square = painter.squareSize(probe, d);
    QPixmap pixmap(kIconSize, kIconSize);
    pixmap.fill(Qt::transparent);
    if (!(square > 0)) return pixmap;
    QPainter p(&pixmap);
    const qreal scale = kIconSize / square;
    const QRectF rect(0, 0, probe.width() * scale, probe.height() * scale);
    painter.paintPiece(p, rect, d, token, QPointF(kIconSize, kIconSize) / 2);
    return pixmap;
}

// A token's piece as the variant names it, in the studio's language: "Air Force (F)"; the
// token alone where the variant has no name for it.
QString pieceToolTip(const QString& variant, const QString& token) {
    const VariantDescriptor* v = findVariant(variant.toStdString());
    const std::string letter = token.toUpper().toStdString();
    if (v)
        for (const auto& [l, name] : v->pieceNames)
            if (l == letter)
                return QCoreApplication::translate("Variant", name.c_str()) + " (" + token + ")";
    return token;
}

} // namespace

PiecePalette::PiecePalette(QWidget* parent)
    : QWidget(parent), grid_(new QGridLayout(this)), group_(new QButtonGroup(this)) {
    grid_->setSpacing(2);
    grid_->setContentsMargins(0, 0, 0, 0);
    group_->setExclusive(false);
}

void PiecePalette::setPieces(const DiagramPainter& painter, const QString& variant,
                             const QList<QStringList>& tokens) {
    for (QAbstractButton* b : group_->buttons()) {
        group_->removeButton(b);
        delete b;
    }
    token_.clear();
    constexpr int kColumns = 6;
    for (int side = 0; side < tokens.size(); ++side)
        for (int i = 0; i < tokens[side].size(); ++i) {
            const QString token = tokens[side][i];
            auto* button = new QToolButton(this);
            button->setObjectName("piece-" + token);
            button->setCheckable(true);
            button->setIcon(pieceIcon(painter, variant, token));
            button->setIconSize({kIconSize, kIconSize});
            button->setToolTip(pieceToolTip(variant, token));
            button->setProperty("token", token);
            button->installEventFilter(this);
            group_->addButton(button);
            const int rowsPerSide = (int(tokens[side].size()) + kColumns - 1) / kColumns;
            grid_->addWidget(button, side * rowsPerSide + i / kColumns, i % kColumns);
            connect(button, &QToolButton::clicked, this, [this, token] { pick(token); });
        }
}

QWidget* PiecePalette::button(const QString& token) const {
    return findChild<QToolButton*>("piece-" + token);
}

void PiecePalette::pick(const QString& token) {
    token_ = token_ == token ? QString() : token;
    for (QAbstractButton* b : group_->buttons())
        b->setChecked(b->property("token").toString() == token_);
    emit tokenChosen(token_);
}

// A press and a move past the drag distance on a button starts dragging its piece.
bool PiecePalette::eventFilter(QObject* watched, QEvent* event) {
    auto* button = qobject_cast<QToolButton*>(watched);
    if (!button) return false;
    if (event->type() == QEvent::MouseButtonPress)
        pressedAt_ = static_cast<QMouseEvent*>(event)->position().toPoint();
    if (event->type() != QEvent::MouseMove) return false;
    auto* move = static_cast<QMouseEvent*>(event);
    if (!(move->buttons() & Qt::LeftButton) ||
        (move->position().toPoint() - pressedAt_).manhattanLength() <
            QApplication::startDragDistance())
        return false;
    auto* data = new QMimeData;
    data->setData(kPieceMimeType, button->property("token").toString().toUtf8());
    auto* drag = new QDrag(button);
    drag->setMimeData(data);
    drag->setPixmap(button->icon().pixmap(kIconSize, kIconSize));
    drag->setHotSpot({kIconSize / 2, kIconSize / 2});
    button->setDown(false);
    drag->exec(Qt::CopyAction);
    return true;
}

} // namespace trellis
