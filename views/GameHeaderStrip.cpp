#include "GameHeaderStrip.h"

#include "GameModel.h"
#include "variant/VariantRegistry.h"

#include <QCoreApplication>
#include <QEvent>

namespace trellis {

GameHeaderStrip::GameHeaderStrip(GameModel* game, QWidget* parent) : QLabel(parent), game_(game) {
    setObjectName("gameHeaderStrip");
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setContentsMargins(6, 4, 6, 4);
    texts_.add([this] { setToolTip(tr("Double-click to edit the game's headers")); });
    connect(game_, &GameModel::gameEdited, this, &GameHeaderStrip::refresh);
    connect(game_, &GameModel::gameReplaced, this, &GameHeaderStrip::refresh);
    refresh();
}

void GameHeaderStrip::refresh() {
    const GameTree& tree = game_->tree();
    const auto known = [&](const char* key) {
        const QString v = QString::fromStdString(tree.tag(key)).trimmed();
        return v == "?" || v == "????.??.??" ? QString() : v;
    };
    const VariantDescriptor* variant = findVariant(game_->variantId().toStdString());
    QStringList players;
    for (int i = 0; i < 2 && variant; ++i) {
        QString name = known(variant->playerTags[size_t(i)].c_str());
        if (name.isEmpty())
            name = QCoreApplication::translate("Variant", variant->sideNames[size_t(i)].c_str());
        players << name.toHtmlEscaped();
    }
    QStringList about;
    for (const char* key : {"Event", "Site"})
        if (const QString v = known(key); !v.isEmpty()) about << v.toHtmlEscaped();
    if (const QString round = known("Round"); !round.isEmpty())
        about << tr("round %1").arg(round.toHtmlEscaped());
    if (const QString date = known("Date"); !date.isEmpty()) about << date.toHtmlEscaped();
    QString text = QString("<b>%1</b> &nbsp; %2")
                       .arg(players.join(" – "), QString::fromStdString(tree.result()));
    if (!about.isEmpty()) text += "<br>" + about.join(", ");
    setText(text);
}

void GameHeaderStrip::mouseDoubleClickEvent(QMouseEvent*) {
    emit editRequested();
}

void GameHeaderStrip::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        refresh();
    }
    QLabel::changeEvent(event);
}

} // namespace trellis
