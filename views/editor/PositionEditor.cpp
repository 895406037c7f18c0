#include "PositionEditor.h"

#include "DiagramPainter.h"
#include "EditorBoard.h"
#include "EditorView3D.h"
#include "PiecePalette.h"
#include "PositionEditorModel.h"
#include "PuzzleCheck.h"
#include "Viewport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace trellis {

namespace {

QString rightLabel(const SetUpRight& right, const QString& side) {
    const QString name = QString::fromStdString(right.name);
    switch (right.kind) {
    case SetUpRight::Kind::Castling:
        return PositionEditor::tr("%1 may castle (%2)").arg(side, name);
    case SetUpRight::Kind::EnPassant:
        return PositionEditor::tr("En passant: %1").arg(name);
    case SetUpRight::Kind::DoubleStep:
        return PositionEditor::tr("Pawn on %1 may double-step").arg(name);
    }
    return name;
}

} // namespace

PositionEditor::PositionEditor(QWidget* parent)
    : QWidget(parent), model_(new PositionEditorModel(this)), board_(new EditorBoard(model_, this)),
      palette_(new PiecePalette(this)), heroic_(new QCheckBox(tr("&Heroic pieces"), this)),
      side_(new QComboBox(this)), rights_(new QGroupBox(tr("Rights"), this)),
      rightsLayout_(new QVBoxLayout(rights_)), rightsArea_(new QScrollArea(this)),
      boardOwner_(new QComboBox(this)),
      allowUnreachable_(new QCheckBox(tr("Allow &unreachable positions"), this)),
      position_(new QLineEdit(this)), positionError_(new QLabel(this)), problems_(new QLabel(this)),
      done_(new QPushButton(tr("&Done"), this)), check_(new PuzzleCheck(this)),
      cancel_(new QPushButton(tr("Cancel"), this)) {
    auto* panel = new QVBoxLayout;
    panel->addWidget(palette_);
    panel->addWidget(heroic_);
    auto* sideRow = new QHBoxLayout;
    auto* sideLabel = new QLabel(tr("&Side to move:"), this);
    sideLabel->setBuddy(side_);
    sideRow->addWidget(sideLabel);
    sideRow->addWidget(side_, 1);
    panel->addLayout(sideRow);
    auto* ownerRow = new QHBoxLayout;
    auto* ownerLabel = new QLabel(tr("New attack &boards:"), this);
    ownerLabel->setBuddy(boardOwner_);
    ownerLabel->setObjectName("boardOwnerLabel");
    ownerRow->addWidget(ownerLabel);
    ownerRow->addWidget(boardOwner_, 1);
    panel->addLayout(ownerRow);
    rightsArea_->setWidget(rights_);
    rightsArea_->setWidgetResizable(true);
    rightsArea_->setFrameShape(QFrame::NoFrame);
    panel->addWidget(rightsArea_);
    auto* tools = new QVBoxLayout;
    button(tools, tr("&Clear Board"), "clear");
    button(tools, tr("&Start Position"), "start");
    button(tools, tr("&Flip Board"), "flip");
    auto* undoRow = new QHBoxLayout;
    auto* undo = new QPushButton(tr("&Undo"), this);
    auto* redo = new QPushButton(tr("&Redo"), this);
    undo->setObjectName("undo");
    redo->setObjectName("redo");
    undo->setShortcut(QKeySequence::Undo);
    redo->setShortcut(QKeySequence::Redo);
    undoRow->addWidget(undo);
    undoRow->addWidget(redo);
    tools->addLayout(undoRow);
    panel->addLayout(tools);
    panel->addWidget(allowUnreachable_);
    auto* positionLabel = new QLabel(tr("&Position:"), this);
    positionLabel->setBuddy(position_);
    panel->addWidget(positionLabel);
    panel->addWidget(position_);
    // The problems and the reading error quote the position string and the variant's words.
    positionError_->setTextFormat(Qt::PlainText);
    positionError_->setWordWrap(true);
    positionError_->setStyleSheet("color: #b00020");
    panel->addWidget(positionError_);
    problems_->setTextFormat(Qt::PlainText);
    problems_->setWordWrap(true);
    problems_->setObjectName("problems");
    panel->addWidget(problems_);
    panel->addStretch(1);
    panel->addWidget(buildPuzzleRow());
    auto* endRow = new QHBoxLayout;
    endRow->addStretch(1);
    endRow->addWidget(cancel_);
    endRow->addWidget(done_);
    done_->setDefault(true);
    done_->setObjectName("done");
    cancel_->setObjectName("cancel");
    panel->addLayout(endRow);

    auto* layout = new QHBoxLayout(this);
    boards_ = new QHBoxLayout;
    boards_->addWidget(board_, 1);
    layout->addLayout(boards_, 1);
    layout->addLayout(panel);

    connect(model_, &PositionEditorModel::changed, this, &PositionEditor::refresh);
    connect(palette_, &PiecePalette::tokenChosen, this, &PositionEditor::applyToken);
    connect(heroic_, &QCheckBox::toggled, this, &PositionEditor::applyToken);
    connect(side_, &QComboBox::activated, this, [this](int side) { model_->setSideToMove(side); });
    connect(boardOwner_, &QComboBox::activated, this, [this](int owner) {
        board_->setBoardOwner(owner);
        if (view3D_) view3D_->setBoardOwner(owner);
    });
    connect(allowUnreachable_, &QCheckBox::toggled, model_,
            &PositionEditorModel::setAllowUnreachable);
    connect(findChild<QPushButton*>("clear"), &QPushButton::clicked, model_,
            &PositionEditorModel::clear);
    connect(findChild<QPushButton*>("start"), &QPushButton::clicked, model_,
            &PositionEditorModel::setStartPosition);
    connect(findChild<QPushButton*>("flip"), &QPushButton::clicked, this, [this] {
        board_->setFlipped(!board_->flipped());
        // The 3D board turns to the other side's view.
        if (view3D_)
            view3D_->viewport()->setCameraPreset(board_->flipped() ? Viewport::Preset::SecondPlayer
                                                                   : Viewport::Preset::FirstPlayer,
                                                 false);
    });
    connect(undo, &QPushButton::clicked, model_->undoStack(), &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, model_->undoStack(), &QUndoStack::redo);
    connect(model_->undoStack(), &QUndoStack::canUndoChanged, undo, &QWidget::setEnabled);
    connect(model_->undoStack(), &QUndoStack::canRedoChanged, redo, &QWidget::setEnabled);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(position_, &QLineEdit::editingFinished, this, [this] {
        if (position_->text() == model_->position()) return;
        positionError_->setText(model_->setPosition(position_->text()));
    });
    connect(done_, &QPushButton::clicked, this, &PositionEditor::accepted);
    connect(cancel_, &QPushButton::clicked, this, &PositionEditor::cancelled);
}

PositionEditor::~PositionEditor() = default;

QWidget* PositionEditor::buildPuzzleRow() {
    auto* box = new QGroupBox(tr("Puzzle from this position"), this);
    auto* column = new QVBoxLayout(box);
    auto* row = new QHBoxLayout;
    goal_ = new QComboBox(box);
    goal_->setObjectName("puzzleGoal");
    for (int n = 1; n <= 5; ++n)
        goal_->addItem(tr("mate in %1").arg(n), QString("mate in %1").arg(n));
    goal_->addItem(tr("win (decisive gain)"), QString("win"));
    verifyPuzzle_ = new QPushButton(tr("&Verify"), box);
    verifyPuzzle_->setObjectName("verifyPuzzle");
    row->addWidget(goal_, 1);
    row->addWidget(verifyPuzzle_);
    column->addLayout(row);
    verdict_ = new QLabel(box);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    verdict_->setTextFormat(Qt::PlainText);
    verdict_->setObjectName("puzzleVerdict");
    verdict_->setWordWrap(true);
    // Room for a verdict of three lines before there is one: Verify and Save stay put.
    verdict_->setMinimumHeight(3 * verdict_->fontMetrics().lineSpacing());
    verdict_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    column->addWidget(verdict_);
    auto* saveRow = new QHBoxLayout;
    savePuzzle_ = new QPushButton(tr("Save to &File…"), box);
    savePuzzle_->setObjectName("savePuzzle");
    addPuzzle_ = new QPushButton(tr("Add to &Database"), box);
    addPuzzle_->setObjectName("addPuzzle");
    saveRow->addWidget(savePuzzle_);
    saveRow->addWidget(addPuzzle_);
    column->addLayout(saveRow);
    connect(verifyPuzzle_, &QPushButton::clicked, this, [this] {
        const std::unique_ptr<Variant> board = model_->playableBoard();
        if (!board) return;
        check_->check(*board, goal_->currentData().toString());
        verdict_->setText(tr("Verifying…"));
        refreshPuzzle();
    });
    connect(check_, &PuzzleCheck::finished, this, [this] {
        verdict_->setText(check_->verdictText());
        refreshPuzzle();
    });
    // A changed position or goal makes the verdict old.
    auto stale = [this] {
        check_->clear();
        verdict_->clear();
        refreshPuzzle();
    };
    connect(model_, &PositionEditorModel::changed, this, stale);
    connect(goal_, &QComboBox::currentIndexChanged, this, stale);
    connect(savePuzzle_, &QPushButton::clicked, this, &PositionEditor::savePuzzleRequested);
    connect(addPuzzle_, &QPushButton::clicked, this, &PositionEditor::addPuzzleRequested);
    refreshPuzzle();
    return box;
}

void PositionEditor::refreshPuzzle() {
    const bool ok = !check_->running() && check_->puzzle().has_value();
    verifyPuzzle_->setEnabled(model_->playable() && !check_->running());
    savePuzzle_->setEnabled(ok);
    addPuzzle_->setEnabled(ok);
}

QPushButton* PositionEditor::button(QVBoxLayout* column, const QString& text, const QString& name) {
    auto* b = new QPushButton(text, this);
    b->setObjectName(name);
    column->addWidget(b);
    return b;
}

bool PositionEditor::start(const Variant& board) {
    if (!model_->start(board)) return false;
    const VariantDescriptor& v = model_->descriptor();
    variant_ = model_->variantId();
    if (const auto painter = createDiagramPainter(variant_))
        palette_->setPieces(*painter, variant_, {model_->pieceTokens(0), model_->pieceTokens(1)});
    side_->clear();
    boardOwner_->clear();
    for (const std::string& name : v.sideNames) {
        side_->addItem(QCoreApplication::translate("Variant", name.c_str()));
        boardOwner_->addItem(QCoreApplication::translate("Variant", name.c_str()));
    }
    keepRoomForRights();
    const bool boards = !model_->pins().isEmpty();
    boardOwner_->setVisible(boards);
    findChild<QLabel*>("boardOwnerLabel")->setVisible(boards);
    heroic_->setVisible(model_->hasHeroicFlags());
    // The 3D board where the window shows one: instead of the 2D board, or beside it.
    if ((viewMode_ == "3d" || viewMode_ == "both") && viewportSupported()) {
        view3D_ = new EditorView3D(model_, this);
        boards_->addWidget(view3D_, 1);
        board_->setVisible(viewMode_ == "both");
    }
    refresh();
    return true;
}

void PositionEditor::applyToken() {
    const QString token = palette_->token();
    const QString chosen = heroic_->isChecked() && !token.isEmpty() ? "+" + token : token;
    board_->setToken(chosen);
    if (view3D_) view3D_->setToken(chosen);
}

QCheckBox* PositionEditor::rightBox(const QString& name) const {
    return rights_->findChild<QCheckBox*>("right-" + name);
}

void PositionEditor::refreshRights() {
    // The old switches go later: the one toggled may be sending the signal that got here.
    while (QLayoutItem* item = rightsLayout_->takeAt(0)) {
        if (QWidget* old = item->widget()) {
            old->setObjectName({});
            old->hide();
            old->deleteLater();
        }
        delete item;
    }
    const std::vector<SetUpRight> rights = model_->rights();
    for (const SetUpRight& right : rights) {
        const QString side = QCoreApplication::translate(
            "Variant", model_->descriptor().sideNames[std::size_t(right.side)].c_str());
        auto* box = new QCheckBox(rightLabel(right, side), rights_);
        box->setObjectName("right-" + QString::fromStdString(right.name));
        box->setChecked(right.on);
        connect(box, &QCheckBox::toggled, this,
                [this, right](bool on) { model_->setRight(right, on); });
        rightsLayout_->addWidget(box);
    }
    if (rights.empty()) {
        auto* none = new QLabel(tr("None in this position."), rights_);
        none->setEnabled(false);
        rightsLayout_->addWidget(none);
    }
}

// The rights section keeps the room of the start position's rights (at most six rows; more
// scroll) whatever the position has, so that nothing below it moves as pieces come and go.
void PositionEditor::keepRoomForRights() {
    const std::size_t most = std::max(model_->startRights(), model_->rights().size());
    rightsArea_->setVisible(most > 0);
    if (most == 0) return;
    QCheckBox probe(QStringLiteral("X"));
    const int row = probe.sizeHint().height() + std::max(rightsLayout_->spacing(), 6);
    const QMargins margins = rightsLayout_->contentsMargins();
    const int title = rights_->fontMetrics().height() + 12;
    rightsArea_->setFixedHeight(int(std::min<std::size_t>(most, 6)) * row + margins.top() +
                                margins.bottom() + title);
}

void PositionEditor::refresh() {
    if (!model_->active()) return;
    {
        const QSignalBlocker blocker(side_);
        side_->setCurrentIndex(model_->sideToMove());
    }
    if (!position_->hasFocus() || position_->text() == model_->position())
        position_->setText(model_->position());
    positionError_->clear();
    refreshRights();
    const QStringList problems = model_->problemTexts();
    problems_->setText(problems.isEmpty() ? tr("The position is ready to play.")
                                          : problems.join('\n'));
    problems_->setStyleSheet(problems.isEmpty() ? "color: #1b7f3b" : "color: #b00020");
    done_->setEnabled(problems.isEmpty());
}

} // namespace trellis
