#pragma once
// Every piece of both sides as buttons, drawn by the variant's painter: a click picks the
// piece the board puts down (a second click drops it), a drag carries it onto the board.
#include <QWidget>

class QButtonGroup;
class QGridLayout;

namespace trellis {

class DiagramPainter;

class PiecePalette : public QWidget {
    Q_OBJECT

  public:
    explicit PiecePalette(QWidget* parent = nullptr);

    // Shows `tokens[side]` for both sides, drawn with `painter`.
    void setPieces(const DiagramPainter& painter, const QString& variant,
                   const QList<QStringList>& tokens);
    QString token() const { return token_; }
    // The button of a token (tests click it).
    QWidget* button(const QString& token) const;

  signals:
    void tokenChosen(const QString& token); // empty when none is picked

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void pick(const QString& token);

    QGridLayout* grid_;
    QButtonGroup* group_;
    QString token_;
    QPoint pressedAt_;
};

} // namespace trellis
