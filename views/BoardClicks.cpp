#include "BoardClicks.h"

#include "PositionModel.h"

#include <QCursor>
#include <QMenu>

namespace trellis {

void sendHit(PositionModel& model, const DiagramHit& hit) {
    if (hit.kind == DiagramHit::Kind::Square)
        model.clickSquare(hit.squareId);
    else if (hit.kind == DiagramHit::Kind::Board)
        model.clickBoard(hit.pin);
}

void popUpChoices(QWidget* owner, PositionModel* model, const QStringList& labels) {
    auto* menu = new QMenu(owner);
    menu->setObjectName("choiceMenu");
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (int i = 0; i < labels.size(); ++i)
        QObject::connect(menu->addAction(labels[i]), &QAction::triggered, model,
                         [model, i] { model->choose(i); });
    QObject::connect(menu, &QMenu::aboutToHide, model, [model] {
        QMetaObject::invokeMethod(
            model, [model] { model->cancelChoice(); }, Qt::QueuedConnection);
    });
    menu->popup(QCursor::pos());
}

} // namespace trellis
