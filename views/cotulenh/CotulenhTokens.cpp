#include "CotulenhTokens.h"

#include "PieceGlyphs.h"

#include <QHash>
#include <QPainterPath>
#include <QRadialGradient>
#include <QtMath>

#include <array>

namespace trellis {

namespace {

// Token outline per piece type: the letter names the piece, the outline groups it at a glance
// (foot soldiers round, guns and vehicles octagonal, air hexagonal, navy a diamond, the
// headquarters a square building).
struct TokenShape {
    char letter;
    int sides; // 0 = circle
    qreal rotationDeg;
    qreal scale; // corner radius relative to a circle's, so that every outline looks as big
};
constexpr std::array<TokenShape, 11> kTokenShapes{{{'C', 0, 0, 1},
                                                   {'I', 0, 0, 1},
                                                   {'M', 0, 0, 1},
                                                   {'E', 0, 0, 1},
                                                   {'T', 8, 22.5, 1.04},
                                                   {'A', 8, 22.5, 1.04},
                                                   {'G', 8, 22.5, 1.04},
                                                   {'S', 8, 22.5, 1.04},
                                                   {'F', 6, 0, 1.06},
                                                   {'N', 4, 0, 1.1},
                                                   {'H', 4, 45, 1.1}}};

struct TokenColours {
    QColor light, dark, rim, letter;
    bool print = false; // flat paper and ink: no shadow, no gradient, black and white only
};
const TokenColours kRed{QColor(236, 96, 84), QColor(160, 24, 28), QColor(92, 10, 14),
                        QColor(255, 246, 232)};
const TokenColours kBlue{QColor(88, 146, 226), QColor(22, 64, 140), QColor(10, 32, 82),
                         QColor(236, 244, 255)};
const TokenColours kPrintFirst{QColor(255, 255, 255), QColor(255, 255, 255), QColor(0, 0, 0),
                               QColor(0, 0, 0), true};
const TokenColours kPrintSecond{QColor(0, 0, 0), QColor(0, 0, 0), QColor(0, 0, 0),
                                QColor(255, 255, 255), true};
const QColor kGold(245, 196, 66);
constexpr qreal kEmblemMinRadius = 15; // px; below this an emblem is a smudge

struct CotulenhPiece {
    QChar letter; // upper case
    bool heroic = false;
};

// "(N+FT)" -> N, heroic F, T; the carrier comes first.
QVector<CotulenhPiece> parseToken(const QString& token) {
    QVector<CotulenhPiece> pieces;
    bool heroic = false;
    for (QChar c : token) {
        if (c == u'+') {
            heroic = true;
        } else if (c.isLetter()) {
            pieces.append({c.toUpper(), heroic});
            heroic = false;
        }
    }
    return pieces;
}

int tokenColour(const QString& token, int colour) {
    if (colour >= 0) return colour;
    for (QChar c : token)
        if (c.isLetter()) return c.isUpper() ? 0 : 1;
    return 0;
}

QPainterPath tokenOutline(QChar letter, const QPointF& centre, qreal radius) {
    QPainterPath path;
    const TokenShape* shape = nullptr;
    for (const auto& s : kTokenShapes)
        if (s.letter == letter.toLatin1()) shape = &s;
    if (!shape || shape->sides == 0) {
        path.addEllipse(centre, radius, radius);
        return path;
    }
    const qreal r = radius * shape->scale;
    QPolygonF polygon;
    for (int i = 0; i < shape->sides; ++i) {
        const qreal a = qDegreesToRadians(shape->rotationDeg + 360.0 * i / shape->sides - 90);
        polygon << centre + QPointF(r * qCos(a), r * qSin(a));
    }
    polygon << polygon.first();
    path.addPolygon(polygon);
    // Round the corners a little: a rounded join stroke merged into the fill.
    QPainterPathStroker stroker;
    stroker.setWidth(radius * 0.16);
    stroker.setJoinStyle(Qt::RoundJoin);
    return path.united(stroker.createStroke(path)).simplified();
}

QPainterPath starPath(const QPointF& centre, qreal radius) {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const qreal r = i % 2 ? radius * 0.45 : radius;
        const qreal a = qDegreesToRadians(36.0 * i - 90);
        star << centre + QPointF(r * qCos(a), r * qSin(a));
    }
    QPainterPath path;
    path.addPolygon(star);
    path.closeSubpath();
    return path;
}

// A letter centred on its own ink, so that every letter sits in the middle of its token.
void drawCentredLetter(QPainter& painter, const QPointF& centre, qreal height, QChar letter,
                       const QColor& colour) {
    const QPainterPath path = PieceGlyphs::glyphPath(letter.unicode(), true);
    const QRectF ink = path.boundingRect();
    const qreal scale = height / 72.0; // 72 px is the cap height of DejaVu Sans Bold at 100 px
    QTransform transform;
    transform.translate(centre.x(), centre.y());
    transform.scale(scale, scale);
    transform.translate(-ink.center().x(), -ink.center().y());
    painter.fillPath(transform.map(path), colour);
}

// ---- emblems: small pictures above the letter, drawn in a box from -1 to 1 (y down) ----------

QPainterPath polygon(std::initializer_list<QPointF> points) {
    QPainterPath path;
    path.addPolygon(QPolygonF(QVector<QPointF>(points)));
    path.closeSubpath();
    return path;
}

QPainterPath rect(qreal x, qreal y, qreal w, qreal h) {
    QPainterPath path;
    path.addRect(x, y, w, h);
    return path;
}

QPainterPath commanderEmblem() {
    return starPath(QPointF(0, 0.05), 1.05);
}
QPainterPath infantryEmblem() { // a corporal's chevron
    return polygon({{-1, 0.45}, {0, -0.55}, {1, 0.45}, {1, 0.95}, {0, -0.05}, {-1, 0.95}});
}
QPainterPath militiaEmblem() { // a pennant on its pole
    return rect(-0.75, -1, 0.22, 2).united(polygon({{-0.53, -1}, {0.95, -0.5}, {-0.53, 0.05}}));
}
QPainterPath engineerEmblem() { // a hammer
    return rect(-0.95, -0.95, 1.9, 0.5).united(rect(-0.16, -0.45, 0.32, 1.45));
}
QPainterPath tankEmblem() {
    QPainterPath body;
    body.addRoundedRect(QRectF(-1, 0.05, 2, 0.8), 0.35, 0.35);
    return body.united(rect(-0.5, -0.45, 1.0, 0.55)).united(rect(0.4, -0.32, 0.62, 0.2));
}
QPainterPath artilleryEmblem() { // a field gun: wheel and raised barrel
    QPainterPath wheel;
    wheel.addEllipse(QPointF(-0.25, 0.5), 0.45, 0.45);
    return wheel.united(polygon({{-0.45, 0.3}, {0.85, -0.85}, {1.05, -0.6}, {-0.1, 0.65}}));
}
QPainterPath antiAirEmblem() { // twin barrels pointing at the sky
    return polygon({{-0.9, 1}, {0.9, 1}, {0.55, 0.35}, {-0.55, 0.35}})
        .united(polygon({{-0.35, 0.4}, {-0.75, -1}, {-0.5, -1}, {-0.1, 0.4}}))
        .united(polygon({{0.35, 0.4}, {0.75, -1}, {0.5, -1}, {0.1, 0.4}}));
}
QPainterPath missileEmblem() {
    return polygon({{0, -1.05},
                    {0.25, -0.55},
                    {0.25, 0.45},
                    {0.62, 0.95},
                    {-0.62, 0.95},
                    {-0.25, 0.45},
                    {-0.25, -0.55}});
}
QPainterPath airForceEmblem() { // an aeroplane seen from above
    return rect(-0.14, -1, 0.28, 1.95)
        .united(polygon({{-1, 0.15}, {0, -0.4}, {1, 0.15}, {1, 0.42}, {0, 0.12}, {-1, 0.42}}))
        .united(polygon({{-0.48, 0.9}, {0, 0.62}, {0.48, 0.9}, {0.48, 1.02}, {-0.48, 1.02}}));
}
QPainterPath navyEmblem() { // a ship: hull, bridge and mast
    return polygon({{-1, 0.3}, {1, 0.3}, {0.65, 0.9}, {-0.65, 0.9}})
        .united(rect(-0.45, -0.12, 0.8, 0.45))
        .united(rect(-0.08, -0.9, 0.16, 0.8));
}
QPainterPath headquartersEmblem() { // a flag on a pole
    return rect(-0.72, -1, 0.2, 2).united(rect(-0.52, -1, 1.45, 0.95));
}

struct Emblem {
    char letter;
    QPainterPath (*build)();
};
constexpr std::array<Emblem, 11> kEmblems{{{'C', commanderEmblem},
                                           {'I', infantryEmblem},
                                           {'M', militiaEmblem},
                                           {'E', engineerEmblem},
                                           {'T', tankEmblem},
                                           {'A', artilleryEmblem},
                                           {'G', antiAirEmblem},
                                           {'S', missileEmblem},
                                           {'F', airForceEmblem},
                                           {'N', navyEmblem},
                                           {'H', headquartersEmblem}}};

// The emblem of a piece type, built once per type.
const QPainterPath& emblemPath(QChar letter) {
    static const QHash<QChar, QPainterPath> paths = [] {
        QHash<QChar, QPainterPath> built;
        for (const auto& emblem : kEmblems) built.insert(QChar(emblem.letter), emblem.build());
        return built;
    }();
    static const QPainterPath none;
    auto it = paths.find(letter);
    return it == paths.end() ? none : *it;
}

// withStar: full-size tokens mark a heroic piece with a ring and a star, badges with the ring.
void drawToken(QPainter& painter, const QPointF& centre, qreal radius, CotulenhPiece piece,
               const TokenColours& colours, bool withStar) {
    const QPainterPath outline = tokenOutline(piece.letter, centre, radius);
    if (colours.print) {
        painter.fillPath(outline, colours.light);
    } else {
        painter.fillPath(outline.translated(0, radius * 0.1), QColor(0, 0, 0, 70)); // shadow
        QRadialGradient fill(centre, radius * 1.25, centre - QPointF(radius * 0.35, radius * 0.45));
        fill.setColorAt(0, colours.light);
        fill.setColorAt(1, colours.dark);
        painter.fillPath(outline, fill);
    }
    painter.strokePath(outline, QPen(colours.rim, radius * 0.09));
    // A thin inner line gives the token the look of a pressed disc.
    QPen inner(colours.print ? colours.letter : QColor(255, 255, 255, 90), radius * 0.05);
    painter.strokePath(tokenOutline(piece.letter, centre, radius * 0.8), inner);
    if (piece.letter == u'C') // the commander's second rim
        painter.strokePath(tokenOutline(piece.letter, centre, radius * 0.68), inner);
    // Large tokens show the emblem above a smaller letter; small ones the letter alone.
    if (withStar && radius >= kEmblemMinRadius) {
        QTransform box;
        box.translate(centre.x(), centre.y() - radius * 0.38);
        box.scale(radius * 0.32, radius * 0.32);
        QColor ink = colours.letter;
        ink.setAlpha(225);
        painter.fillPath(box.map(emblemPath(piece.letter)), ink);
        drawCentredLetter(painter, centre + QPointF(0, radius * 0.28), radius * 0.52, piece.letter,
                          colours.letter);
    } else {
        drawCentredLetter(painter, centre, radius * 0.78, piece.letter, colours.letter);
    }
    if (piece.heroic) {
        if (colours.print) // a second black ring round the rim
            painter.strokePath(tokenOutline(piece.letter, centre, radius * 1.16),
                               QPen(QColor(0, 0, 0), radius * 0.09));
        else
            painter.strokePath(outline, QPen(kGold, radius * (withStar ? 0.14 : 0.2)));
        if (!withStar) return;
        const QPointF starCentre = centre + QPointF(radius * 0.72, -radius * 0.72);
        const QPainterPath star = starPath(starCentre, radius * 0.36);
        painter.fillPath(star, colours.print ? QColor(255, 255, 255) : kGold);
        painter.strokePath(star, QPen(colours.print ? QColor(0, 0, 0) : QColor(110, 70, 0),
                                      radius * (colours.print ? 0.07 : 0.04)));
    }
}

} // namespace

void CotulenhTokens::draw(QPainter& painter, const QRectF& square, const QString& token, int colour,
                          DiagramTheme theme) {
    const QVector<CotulenhPiece> pieces = parseToken(token);
    if (pieces.isEmpty()) return;
    const bool first = tokenColour(token, colour) == 0;
    const TokenColours& colours = theme == DiagramTheme::Print ? first ? kPrintFirst : kPrintSecond
                                  : first                      ? kRed
                                                               : kBlue;
    const qreal unit = square.height();
    const QPointF centre = square.center();
    if (pieces.size() == 1) {
        drawToken(painter, centre, unit * 0.38, pieces[0], colours, true);
        return;
    }
    // A stack: the carried pieces peek out behind the carrier, in token order left to right.
    const std::array<QPointF, 2> badgeOffsets{QPointF(-0.29, -0.28), QPointF(0.29, -0.28)};
    for (int i = qMin<int>(pieces.size(), 3) - 1; i >= 1; --i)
        drawToken(painter, centre + badgeOffsets[i - 1] * unit, unit * 0.19, pieces[i], colours,
                  false);
    drawToken(painter, centre + QPointF(0, unit * 0.09), unit * 0.32, pieces[0], colours, true);
}

} // namespace trellis
