#include "PieceMeshes.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace trellis {

namespace {

constexpr float kPi = std::numbers::pi_v<float>;

using Profile = std::vector<QPointF>;

// Heights and the foot's radius in units of the king's height, in the proportions of a Staunton
// set: queen 0.86, bishop 0.74, knight 0.71 (to its ears), rook 0.62, pawn 0.5 of the king;
// every foot about 0.46 of the king's height across (a pawn's and a bishop's a little less).
constexpr double kFoot = 0.23;

// The foot every piece shares: a plinth with a rounded rim and a bead, up to a stem of radius
// `stem` at height `top`.
Profile foot(double radius, double stem, double top) {
    return {{0, 0},
            {radius, 0},
            {radius, 0.03},
            {radius - 0.012, 0.05},
            {radius - 0.02, 0.06},
            {radius - 0.03, 0.075},
            {radius - 0.05, 0.09},
            {stem + 0.02, top - 0.03},
            {stem, top}};
}

// An arc of the profile around (0, cy) of radius r from angle a0 to a1 (radians, 0 pointing
// outwards, pi/2 up).
void arc(Profile& p, double cy, double r, double a0, double a1, int steps = 6) {
    for (int i = 0; i <= steps; ++i) {
        const double a = a0 + (a1 - a0) * i / steps;
        p.push_back({std::max(0.0, r * std::cos(a)), cy + r * std::sin(a)});
    }
}

// A collar: a flat ring of radius r at height y over a stem narrowing to `neck` above it.
void collar(Profile& p, double y, double r, double neck) {
    p.insert(p.end(), {{r - 0.02, y - 0.012}, {r, y}, {r, y + 0.015}, {neck, y + 0.03}});
}

Profile pawn() {
    Profile p = foot(kFoot * 0.86, 0.075, 0.16);
    p.push_back({0.06, 0.27});
    collar(p, 0.29, 0.12, 0.06);
    arc(p, 0.405, 0.1, -kPi / 2 + 0.45, kPi / 2);
    return p;
}

Profile rook() {
    Profile p = foot(kFoot, 0.14, 0.13);
    p.insert(p.end(), {{0.12, 0.4}, {0.15, 0.43}, {0.16, 0.46}, {0.16, 0.58}});
    p.insert(p.end(), {{0.115, 0.58}, {0.115, 0.53}, {0, 0.53}});
    return p;
}

Profile bishop() {
    Profile p = foot(kFoot * 0.95, 0.085, 0.16);
    p.push_back({0.06, 0.42});
    collar(p, 0.44, 0.13, 0.07);
    // The mitre: an egg narrowing to a point, crowned by a small ball.
    p.insert(p.end(), {{0.1, 0.5}, {0.115, 0.54}, {0.11, 0.59}, {0.085, 0.64}, {0.04, 0.68}});
    p.push_back({0.015, 0.69});
    arc(p, 0.715, 0.028, -kPi / 2, kPi / 2, 4);
    return p;
}

Profile queen() {
    Profile p = foot(kFoot, 0.09, 0.17);
    p.push_back({0.065, 0.54});
    collar(p, 0.56, 0.14, 0.08);
    // The crown flares out into a coronet, with a ball on top.
    p.insert(p.end(), {{0.1, 0.66}, {0.145, 0.74}, {0.15, 0.76}, {0.12, 0.76}, {0.08, 0.79}});
    arc(p, 0.82, 0.04, -kPi / 2, kPi / 2, 4);
    return p;
}

Profile king() {
    Profile p = foot(kFoot, 0.095, 0.17);
    p.push_back({0.07, 0.58});
    collar(p, 0.6, 0.145, 0.085);
    p.insert(p.end(), {{0.11, 0.7}, {0.145, 0.8}, {0.15, 0.82}, {0.1, 0.84}, {0.05, 0.86}});
    p.push_back({0, 0.865});
    return p;
}

// The knight's head and neck from its right side (x forward, y up), counter-clockwise from the
// front of its chest: chest, throat, jaw, muzzle, the bridge of the nose, forehead, ears, and
// the mane down its back.
std::vector<QPointF> knightSilhouette() {
    return {{0.12, 0.16},   {0.155, 0.23}, {0.15, 0.3},   {0.11, 0.37},  {0.125, 0.41},
            {0.2, 0.435},   {0.265, 0.45}, {0.29, 0.475}, {0.29, 0.51},  {0.265, 0.535},
            {0.18, 0.56},   {0.11, 0.6},   {0.06, 0.63},  {0.055, 0.66}, {0.03, 0.71},
            {0.0, 0.665},   {-0.03, 0.66}, {-0.1, 0.63},  {-0.15, 0.57}, {-0.18, 0.48},
            {-0.185, 0.38}, {-0.17, 0.27}, {-0.15, 0.16}};
}

MeshData knight(int segments) {
    MeshData mesh;
    mesh.addLathe(foot(kFoot, 0.17, 0.13), segments);
    mesh.addLathe({{0.17, 0.13}, {0.165, 0.16}, {0, 0.165}}, segments);
    // A rounded slab: thick at the neck, its edges shaded as if carved round.
    MeshData head;
    head.addRoundedExtrusion(knightSilhouette(), 0.17f, [](QPointF p) {
        // The muzzle narrower than the cheeks, the mane's crest narrower than the neck.
        if (p.x() > 0.08) return 1 - 0.4f * float(std::min(1.0, (p.x() - 0.08) / 0.21));
        if (p.x() < -0.1) return 1 - 0.3f * float(std::min(1.0, (-0.1 - p.x()) / 0.085));
        return 1.f;
    });
    // Silhouette x is forward; the knight faces -z.
    QMatrix4x4 face;
    face.rotate(90.f, 0, 1, 0);
    mesh.append(head, face);
    // The eyes, one each side.
    for (float side : {-1.f, 1.f}) {
        MeshData eye;
        eye.addLathe({{0, 0}, {0.022, 0.004}, {0.02, 0.014}, {0, 0.018}}, 8);
        QMatrix4x4 at = face;
        at.translate(0.1f, 0.585f, side * 0.078f);
        at.rotate(side * 90.f, 1, 0, 0);
        mesh.append(eye, at);
    }
    return mesh;
}

} // namespace

MeshData chessPieceMesh(QChar type, int segments) {
    MeshData mesh;
    switch (type.toUpper().toLatin1()) {
    case 'K':
        mesh.addLathe(king(), segments);
        mesh.addBox({-0.025, 0.85, -0.025}, {0.025, 1.0, 0.025});   // the cross: upright
        mesh.addBox({-0.075, 0.91, -0.025}, {0.075, 0.955, 0.025}); // and bar
        break;
    case 'Q':
        mesh.addLathe(queen(), segments);
        break;
    case 'R':
        mesh.addLathe(rook(), segments);
        // Crenellations: four merlons on the rim.
        for (int i = 0; i < 4; ++i) {
            MeshData merlon;
            merlon.addBox({0.11, 0.58, -0.045}, {0.16, 0.62, 0.045});
            QMatrix4x4 turn;
            turn.rotate(45.f + 90.f * float(i), 0, 1, 0);
            mesh.append(merlon, turn);
        }
        break;
    case 'B':
        mesh.addLathe(bishop(), segments);
        break;
    case 'N':
        mesh = knight(segments);
        break;
    default: // pawn
        mesh.addLathe(pawn(), segments);
        break;
    }
    return mesh;
}

float chessPieceHeight(QChar type) {
    switch (type.toUpper().toLatin1()) {
    case 'K':
        return 1.0f;
    case 'Q':
        return 0.86f;
    case 'R':
        return 0.62f;
    case 'B':
        return 0.74f;
    case 'N':
        return 0.71f;
    default:
        return 0.5f;
    }
}

float chessPieceRadius() {
    return float(kFoot);
}

} // namespace trellis
