// The Tri-D table: three see-through main boards at their heights on a side stand, twelve pins
// at the main boards' corners, attack boards with their owner's frame, turned chess pieces.
#include "VariantScene.h"

#include "ChessMen.h"
#include "SceneFloor.h"
#include "SceneMaterials.h"
#include "SceneParts.h"
#include "TriDLayout.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <QHash>
#include <QMap>

namespace trellis {

namespace {

using namespace tridlayout;

constexpr float kLevelGap = 2.0f;   // height between main boards
constexpr float kAttackRise = 0.9f; // an attack board above its main board
constexpr float kBoardAlpha = 0.84f;
// In squares. Smaller than on the chess board: the boards above leave a Tri-D piece less room.
constexpr float kKingHeight = 1.25f;
constexpr float kFloorY = -1.2f; // where the stand's foot rests
const QColor kMainFrame(92, 70, 52), kPost(150, 154, 162), kStand(70, 72, 78);
const QColor kOwnerFrames[2] = {QColor(236, 230, 214), QColor(48, 44, 46)};

float xOfFile(float file) {
    return file - 3.f; // files z..e are 0..5; the set is centred on x = 0
}
float zOfRank(float rank) {
    return -(rank - 5.f);
}
float levelHeight(int column) {
    return float(column) * kLevelGap;
}
float pinHeight(const PinPlace& pin) {
    return levelHeight(pin.column) + kAttackRise;
}
// The centre of a pin's board: the corner of its main board.
QVector3D pinCentreOf(const PinPlace& pin) {
    return {xOfFile(float(pin.lowFile()) + 1), pinHeight(pin), zOfRank(float(pin.lowRank) + 1)};
}

bool isLight(int file, int rank) {
    return (file + rank) % 2 != 0;
}

// The squares of one colour of a board (its lower left cell at file0 / rank0) at height y,
// shifted by -offset (the board's centre for attack boards, which share the mesh).
void addSquares(MeshData& mesh, int file0, int rank0, int size, bool light, QVector3D offset,
                float y) {
    for (int f = file0; f < file0 + size; ++f)
        for (int r = rank0; r < rank0 + size; ++r) {
            if (isLight(f, r) != light) continue;
            const float x0 = xOfFile(float(f)) - offset.x(), x1 = x0 + 1;
            const float z0 = zOfRank(float(r)) - offset.z(), z1 = z0 - 1;
            mesh.addQuad({x0, y, z0}, {x1, y, z0}, {x1, y, z1}, {x0, y, z1});
        }
}

// A rectangular rim around an area (x0..x1, z1..z0), from y0 to y1.
void addRim(MeshData& mesh, float x0, float x1, float z0, float z1, float w, float y0, float y1) {
    mesh.addBox({x0 - w, y0, z1 - w}, {x1 + w, y1, z1});
    mesh.addBox({x0 - w, y0, z0}, {x1 + w, y1, z0 + w});
    mesh.addBox({x0 - w, y0, z1}, {x0, y1, z0});
    mesh.addBox({x1, y0, z1}, {x1 + w, y1, z0});
}

// A round post from y0 to y1 at (x, z).
void addPost(MeshData& mesh, float x, float z, float y0, float y1, float radius) {
    MeshData post;
    post.setColour(kPost);
    post.addLathe({{0, 0}, {radius, 0}, {radius, y1 - y0}, {0, y1 - y0}}, 12);
    QMatrix4x4 at;
    at.translate(x, y0, z);
    mesh.append(post, at);
}

class TriDScene3D : public VariantScene {
  public:
    void buildStatic(const SceneParents& parents) override {
        parents_ = parents;
        auto* root = parents.root;
        men_.build(parents, kKingHeight);
        for (int c = 0; c < 2; ++c)
            frameMaterials_[c] = parents.materials->solid(kOwnerFrames[c], 30.f, root);
        QColor light = parents.colours.light, dark = parents.colours.dark;
        light.setAlphaF(kBoardAlpha), dark.setAlphaF(kBoardAlpha);
        lightMaterial_ = parents.materials->solid(light, 60.f, root, 0.15f);
        darkMaterial_ = parents.materials->solid(dark, 60.f, root, 0.15f);

        MeshData lightMain, darkMain, structure;
        for (const MainBoardPlace& main : kMainBoards) {
            const float h = levelHeight(main.column);
            addSquares(lightMain, 1, main.lowRank, 4, true, {}, h);
            addSquares(darkMain, 1, main.lowRank, 4, false, {}, h);
            structure.setColour(kMainFrame);
            const float y = levelHeight(main.column);
            addRim(structure, xOfFile(1), xOfFile(5), zOfRank(float(main.lowRank)),
                   zOfRank(float(main.lowRank) + 4), 0.09f, y - 0.07f, y + 0.015f);
            addStandArm(structure, main);
        }
        addStand(structure);
        // The floor, the set's shadow under the boards' span.
        addFloor(structure, kFloorY, QRectF(xOfFile(-1.6f) - 1.1f, zOfRank(10), 8.7f, 10));
        for (const PinPlace& pin : kPins) {
            const QVector3D c = pinCentreOf(pin);
            addPost(structure, c.x(), c.z(), levelHeight(pin.column) - 0.07f, c.y() - 0.05f, 0.05f);
        }
        meshEntity(root, createRenderer(lightMain, root), lightMaterial_, parents.transparent);
        meshEntity(root, createRenderer(darkMain, root), darkMaterial_, parents.transparent);
        meshEntity(root, createRenderer(structure, root), parents.materials->vertexColour(root));

        // The attack board parts, shared by the four boards (local to the board's centre).
        const PinPlace& any = kPins[0];
        const QVector3D c = pinCentreOf(any);
        MeshData light2, dark2, frame;
        addSquares(light2, any.lowFile(), any.lowRank, 2, true, c, 0);
        addSquares(dark2, any.lowFile(), any.lowRank, 2, false, c, 0);
        addRim(frame, -1, 1, 1, -1, 0.1f, -0.08f, 0.02f);
        frame.addBox({-0.12f, -0.12f, -0.12f}, {0.12f, -0.08f, 0.12f}); // the socket on the pin
        attackLight_ = createRenderer(light2, root);
        attackDark_ = createRenderer(dark2, root);
        attackFrame_ = createRenderer(frame, root);
    }

    QVector3D squareCentre(const DiagramSquare& sq) const override {
        const float x = xOfFile(float(sq.file) + 0.5f), z = zOfRank(float(sq.rank) + 0.5f);
        if (const MainBoardPlace* main = findMainBoard(sq.level))
            return {x, levelHeight(main->column), z};
        if (const PinPlace* pin = findPin(sq.level)) return {x, pinHeight(*pin), z};
        return {x, 0, z};
    }

    Qt3DCore::QEntity* createPiece(const DiagramSquare& sq, Qt3DCore::QEntity* parent) override {
        return men_.create(sq, parent);
    }
    float pieceHeight(const QString& token) const override { return men_.height(token); }
    float pieceRadius() const override { return men_.radius(); }

    CameraPose home() const override {
        return {.target = {0, 1.9f, 0}, .yaw = 0, .pitch = 34, .distance = 17.5f};
    }
    QColor background() const override { return sceneBackground(); }

    QStringList pins() const override {
        QStringList out;
        for (const PinPlace& pin : kPins) out << pin.pin;
        return out;
    }
    QVector3D pinCentre(const QString& pin) const override {
        const PinPlace* place = findPin(pin);
        return place ? pinCentreOf(*place) : QVector3D();
    }

    void setBoards(const QVector<DiagramBoard>& boards) override {
        animateBoards(1);
        QMap<QString, int> wanted; // pin -> owner
        for (const DiagramBoard& b : boards)
            if (b.owner >= 0) wanted[b.pin] = b.owner;
        QStringList arriving, leaving;
        for (auto it = wanted.begin(); it != wanted.end(); ++it)
            if (!boards_.contains(it.key()) || boards_[it.key()].owner != it.value())
                arriving << it.key();
        for (auto it = boards_.begin(); it != boards_.end(); ++it)
            if (!wanted.contains(it.key()) || wanted[it.key()] != it->owner) leaving << it.key();
        travels_.clear();
        for (const QString& to : arriving) {
            // A board of the same owner that left travels here; otherwise a new one appears.
            AttackBoard board;
            for (int i = 0; i < leaving.size(); ++i)
                if (boards_[leaving[i]].owner == wanted[to]) {
                    board = boards_.take(leaving[i]);
                    travels_.push_back(
                        {board.transform, board.transform->translation(), pinCentre(to)});
                    leaving.removeAt(i);
                    break;
                }
            if (!board.entity) board = createBoard(to, wanted[to]);
            boards_[to] = board;
        }
        for (const QString& pin : leaving) boards_.take(pin).entity->deleteLater();
    }

    void animateBoards(float progress) override {
        for (const Travel& t : travels_)
            t.transform->setTranslation(t.from + (t.to - t.from) * progress);
        // A half-turned board ends where it began: its 2x2 checker looks the same turned round.
        for (Qt3DCore::QTransform* t : turning_) t->setRotationY(progress < 1 ? 180 * progress : 0);
        if (progress >= 1) travels_.clear(), turning_.clear();
    }

    void turnBoard(const QString& pin) override {
        if (const auto it = boards_.find(pin); it != boards_.end())
            turning_.push_back(it->transform);
    }

    QVector3D boardEntityCentre(const QString& pin) const override {
        const auto it = boards_.find(pin);
        return it == boards_.end() ? QVector3D() : it->transform->translation();
    }

  private:
    struct AttackBoard {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        int owner = -1;
    };
    struct Travel {
        Qt3DCore::QTransform* transform;
        QVector3D from, to;
    };

    AttackBoard createBoard(const QString& pin, int owner) {
        AttackBoard b;
        b.owner = owner;
        b.entity = new Qt3DCore::QEntity(parents_.root);
        b.transform = new Qt3DCore::QTransform(b.entity);
        b.transform->setTranslation(pinCentre(pin));
        b.entity->addComponent(b.transform);
        meshEntity(b.entity, attackLight_, lightMaterial_, parents_.transparent);
        meshEntity(b.entity, attackDark_, darkMaterial_, parents_.transparent);
        meshEntity(b.entity, attackFrame_, frameMaterials_[owner == 1 ? 1 : 0]);
        return b;
    }

    // A column beside the queen's side carrying an arm to each main board.
    static void addStand(MeshData& mesh) {
        MeshData column;
        column.setColour(kStand);
        column.addLathe({{0, 0},
                         {1.1, 0},
                         {1.1, 0.08},
                         {0.9, 0.14},
                         {0.12, 0.2},
                         {0.1, 4.2},
                         {0.16, 4.26},
                         {0, 4.3}},
                        32);
        QMatrix4x4 at;
        at.translate(xOfFile(-1.6f), kFloorY, 0);
        mesh.append(column, at);
    }
    static void addStandArm(MeshData& mesh, const MainBoardPlace& main) {
        mesh.setColour(kStand);
        const float y = levelHeight(main.column) - 0.07f;
        const float z = zOfRank(float(main.lowRank) + 2);
        mesh.addBox({xOfFile(-1.6f), y - 0.1f, -0.08f}, {xOfFile(1) - 0.09f, y, 0.08f});
        mesh.addBox({xOfFile(-1.6f) + 0.3f, y - 0.1f, std::min(z, 0.f) - 0.08f},
                    {xOfFile(-1.6f) + 0.46f, y, std::max(z, 0.f) + 0.08f});
        mesh.addBox({xOfFile(-1.6f) + 0.3f, y - 0.1f, z - 0.08f},
                    {xOfFile(1) - 0.09f, y, z + 0.08f});
    }

    SceneParents parents_;
    ChessMen men_;
    Qt3DRender::QMaterial* frameMaterials_[2] = {};
    Qt3DRender::QMaterial* lightMaterial_ = nullptr;
    Qt3DRender::QMaterial* darkMaterial_ = nullptr;
    Qt3DRender::QGeometryRenderer* attackLight_ = nullptr;
    Qt3DRender::QGeometryRenderer* attackDark_ = nullptr;
    Qt3DRender::QGeometryRenderer* attackFrame_ = nullptr;
    QMap<QString, AttackBoard> boards_;
    std::vector<Travel> travels_;
    std::vector<Qt3DCore::QTransform*> turning_;
};

} // namespace

std::unique_ptr<VariantScene> createTriDScene3D() {
    return std::make_unique<TriDScene3D>();
}

} // namespace trellis
