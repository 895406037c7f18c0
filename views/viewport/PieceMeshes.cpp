#include "PieceMeshes.h"

#include <cmath>
#include <numbers>

namespace trellis {

namespace {

constexpr int kSegments = 28;
constexpr float kPi = std::numbers::pi_v<float>;

using Profile = std::vector<QPointF>;

// The foot every chess piece shares: a wide plinth with a rounded rim, ending at `radius`.
Profile foot(double radius, double top) {
    return {{0, 0},
            {0.34, 0},
            {0.34, 0.035},
            {0.32, 0.06},
            {0.27, 0.075},
            {0.25, 0.1},
            {radius + 0.04, top - 0.03},
            {radius, top}};
}

// A quarter-to-half circle arc of the profile (centre height cy, radius r) from angle a0 to a1
// (radians, 0 = pointing outwards, pi/2 = up).
void arc(Profile& p, double cy, double r, double a0, double a1, int steps = 8) {
    for (int i = 0; i <= steps; ++i) {
        const double a = a0 + (a1 - a0) * i / steps;
        p.push_back({std::max(0.0, r * std::cos(a)), cy + r * std::sin(a)});
    }
}

Profile pawn() {
    Profile p = foot(0.13, 0.2);
    p.insert(p.end(), {{0.1, 0.3}, {0.17, 0.32}, {0.17, 0.34}, {0.09, 0.36}});
    arc(p, 0.45, 0.12, -kPi / 2 + 0.5, kPi / 2);
    return p;
}

Profile rook() {
    Profile p = foot(0.18, 0.16);
    p.insert(p.end(), {{0.15, 0.42},
                       {0.2, 0.46},
                       {0.22, 0.5},
                       {0.22, 0.62},
                       {0.15, 0.62},
                       {0.15, 0.56},
                       {0, 0.56}});
    return p;
}

Profile bishop() {
    Profile p = foot(0.13, 0.18);
    p.insert(p.end(), {{0.09, 0.42}, {0.18, 0.45}, {0.18, 0.47}, {0.1, 0.5}});
    // The mitre: an egg from 0.5 to 0.76.
    for (int i = 0; i <= 10; ++i) {
        const double a = -kPi / 2 + kPi * i / 10;
        p.push_back({0.13 * std::cos(a) + (i < 5 ? 0.0 : 0.0), 0.62 + 0.14 * std::sin(a)});
    }
    arc(p, 0.8, 0.04, -kPi / 2, kPi / 2, 4);
    return p;
}

Profile queen() {
    Profile p = foot(0.14, 0.2);
    p.insert(p.end(), {{0.1, 0.56},
                       {0.2, 0.6},
                       {0.2, 0.62},
                       {0.12, 0.65},
                       {0.21, 0.8},
                       {0.16, 0.8},
                       {0.1, 0.84}});
    arc(p, 0.87, 0.05, -kPi / 2, kPi / 2, 4);
    return p;
}

Profile king() {
    Profile p = foot(0.15, 0.2);
    p.insert(p.end(),
             {{0.11, 0.6}, {0.21, 0.64}, {0.21, 0.66}, {0.13, 0.69}, {0.19, 0.84}, {0.0, 0.86}});
    return p;
}

// The knight's head seen from its right side (x forward, y up), standing on the foot.
std::vector<QPointF> knightSilhouette() {
    return {{-0.17, 0.17}, {0.17, 0.17}, {0.12, 0.3},  {0.05, 0.4},   {0.2, 0.46},
            {0.27, 0.5},   {0.26, 0.58}, {0.12, 0.62}, {0.04, 0.72},  {-0.02, 0.8},
            {-0.06, 0.72}, {-0.14, 0.7}, {-0.2, 0.6},  {-0.21, 0.45}, {-0.19, 0.3}};
}

} // namespace

MeshData chessPieceMesh(QChar type) {
    MeshData mesh;
    switch (type.toUpper().toLatin1()) {
    case 'K': {
        mesh.addLathe(king(), kSegments);
        mesh.addBox({-0.03, 0.84, -0.03}, {0.03, 1.04, 0.03}); // the cross: upright
        mesh.addBox({-0.09, 0.92, -0.03}, {0.09, 0.97, 0.03}); // and bar
        break;
    }
    case 'Q':
        mesh.addLathe(queen(), kSegments);
        break;
    case 'R':
        mesh.addLathe(rook(), kSegments);
        // Crenellations: four merlons on the rim.
        for (int i = 0; i < 4; ++i) {
            MeshData merlon;
            merlon.addBox({0.13, 0.62, -0.05}, {0.22, 0.69, 0.05});
            QMatrix4x4 turn;
            turn.rotate(45.f + 90.f * float(i), 0, 1, 0);
            mesh.append(merlon, turn);
        }
        break;
    case 'B':
        mesh.addLathe(bishop(), kSegments);
        break;
    case 'N': {
        mesh.addLathe(foot(0.2, 0.17), kSegments);
        MeshData head;
        head.addExtrusion(knightSilhouette(), 0.16f);
        // Silhouette x is forward; the knight faces -z.
        QMatrix4x4 face;
        face.rotate(90.f, 0, 1, 0);
        mesh.append(head, face);
        // Ears and a mane ridge make it read as a horse from above too.
        MeshData ear;
        ear.addBox({-0.04, 0.76, -0.07}, {0.04, 0.86, 0.0});
        mesh.append(ear, face);
        break;
    }
    default: // pawn
        mesh.addLathe(pawn(), kSegments);
        break;
    }
    return mesh;
}

float chessPieceHeight(QChar type) {
    switch (type.toUpper().toLatin1()) {
    case 'K':
        return 1.04f;
    case 'Q':
        return 0.92f;
    case 'R':
        return 0.69f;
    case 'B':
        return 0.84f;
    case 'N':
        return 0.86f;
    default:
        return 0.57f;
    }
}

} // namespace trellis
