// The Cotulenh battlefield in relief: terrain squares on a wooden slab, the river sunk between
// ranks 6 and 7 with its two bridges, and tokens whose faces carry the same emblems as the 2D
// board; stacks are towers with the carrier on top, heroic pieces wear a gold ring.
#include "VariantScene.h"

#include "CotulenhTerrain.h"
#include "CotulenhTokens.h"
#include "MeshData.h"
#include "MeshLevels.h"
#include "PieceGlyphs.h"
#include "SceneFloor.h"
#include "SceneMaterials.h"
#include "SceneParts.h"
#include "cotulenh/Types.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QTexture>

#include <QHash>
#include <QPainter>

#include <array>
#include <cmath>
#include <numbers>

namespace trellis {

namespace {

// A token body (a bevelled disc) of the given height; its top face is a separate textured disc.
constexpr float kTokenRadius = 0.4f;
constexpr float kTokenHeight = 0.16f;
constexpr float kCommanderHeight = 0.26f;

// The segments of a token's round parts; half as many while the camera moves (MeshLevels).
constexpr int kTokenSegments = 36;

MeshData tokenBodyMesh(float height, int segments) {
    MeshData mesh;
    const double r = kTokenRadius, h = height, bevel = 0.03;
    mesh.addLathe({{0, 0}, {r - bevel, 0}, {r, bevel}, {r, h - bevel}, {r - bevel, h}, {0, h}},
                  segments);
    return mesh;
}

MeshData tokenFaceMesh(float height, int segments) {
    MeshData mesh;
    mesh.addDisc(kTokenRadius - 0.035f, height + 0.002f, segments);
    return mesh;
}

// A flat ring floating over a heroic piece.
MeshData heroRingMesh() {
    std::vector<QPointF> ring;
    for (int i = 0; i <= 12; ++i) {
        const double a = 2 * std::numbers::pi * i / 12;
        ring.push_back({0.3 + 0.035 * std::cos(a), 0.035 * std::sin(a)});
    }
    MeshData mesh;
    mesh.addLathe(ring, 32);
    return mesh;
}

constexpr int kFiles = 11, kRanks = 12;
constexpr float kRiverGap = 0.7f;
const QColor kSlab(120, 92, 60), kRiver(52, 112, 178);
const QColor kBodies[2] = {QColor(196, 58, 44), QColor(44, 88, 178)};
const QColor kGold(226, 180, 60);

using namespace cotulenhterrain;

float xOfFile(float file) {
    return file - kFiles / 2.f;
}
// Ranks 1..12 from the first player's side (+z) away; the river gap opens between 6 and 7.
float zOfRank(float rank) {
    const float shift = rank > 6.5f ? kRiverGap / 2 : -kRiverGap / 2;
    return -(rank - 6.5f + shift);
}

// The river's banks: the far edge of rank 6 and the near edge of rank 7.
const float kNearBank = zOfRank(6) - 0.5f, kFarBank = zOfRank(7) + 0.5f;
const float kLeft = xOfFile(0), kRight = xOfFile(kFiles);

// The wooden slab under the squares, its top cut away under the river.
void addSlab(MeshData& table) {
    table.setColour(kSlab);
    const float x0 = kLeft - 0.45f, x1 = kRight + 0.45f;
    const float zNear = zOfRank(0.5f) + 0.45f, zFar = zOfRank(12.5f) - 0.45f;
    table.addBox({x0, -0.5f, zFar}, {x1, -0.22f, zNear});
    addFloor(table, -0.5f, QRectF(x0, zFar, x1 - x0, zNear - zFar));
    table.addBox({x0, -0.22f, kNearBank}, {x1, -0.005f, zNear});
    table.addBox({x0, -0.22f, zFar}, {x1, -0.005f, kFarBank});
}

// The water between the banks and the two bridges with their rails.
void addRiver(MeshData& table) {
    table.setColour(kRiver);
    const float x0 = kLeft - 0.45f, x1 = kRight + 0.45f;
    table.addQuad({x0, -0.12f, kNearBank}, {x1, -0.12f, kNearBank}, {x1, -0.12f, kFarBank},
                  {x0, -0.12f, kFarBank});
    for (int file : kBridgeFiles) {
        const float x = xOfFile(float(file)) + 0.14f, w = 0.72f;
        table.setColour(kPlank);
        table.addBox({x, -0.06f, kFarBank - 0.08f}, {x + w, -0.01f, kNearBank + 0.08f});
        table.setColour(kRail);
        table.addBox({x - 0.05f, -0.06f, kFarBank - 0.1f}, {x, 0.1f, kNearBank + 0.1f});
        table.addBox({x + w, -0.06f, kFarBank - 0.1f}, {x + w + 0.05f, 0.1f, kNearBank + 0.1f});
    }
}

// Thin dark strips between squares help count files and ranks; the river interrupts the files.
void addGrid(MeshData& table) {
    table.setColour(QColor(90, 80, 52));
    constexpr float y = 0.002f, half = 0.012f;
    const auto rankLine = [&](float z) {
        table.addQuad({kLeft, y, z + half}, {kRight, y, z + half}, {kRight, y, z - half},
                      {kLeft, y, z - half});
    };
    const auto fileLine = [&](float x, float za, float zb) {
        table.addQuad({x - half, y, za}, {x + half, y, za}, {x + half, y, zb}, {x - half, y, zb});
    };
    for (int r = 0; r <= kRanks; ++r)
        if (r != 6) rankLine(zOfRank(float(r) + 0.5f));
    rankLine(kNearBank);
    rankLine(kFarBank);
    for (int f = 0; f <= kFiles; ++f) {
        fileLine(xOfFile(float(f)), zOfRank(0.5f), kNearBank);
        fileLine(xOfFile(float(f)), kFarBank, zOfRank(12.5f));
    }
}

// One piece of a token: its letter, colour and heroic mark.
struct TokenPart {
    QChar letter;
    bool heroic = false;
};

// "T", "+t", "(NFT)", "(n+ft)": the carrier first.
std::vector<TokenPart> partsOf(const QString& token) {
    std::vector<TokenPart> parts;
    bool heroic = false;
    for (QChar c : token) {
        if (c == '+')
            heroic = true;
        else if (c.isLetter()) {
            parts.push_back({c, heroic});
            heroic = false;
        }
    }
    return parts;
}

// The token's face, painted once per piece kind and colour with the 2D board's glyph.
class TokenFace : public Qt3DRender::QPaintedTextureImage {
  public:
    TokenFace(const QString& token, int colour, Qt3DCore::QNode* parent)
        : QPaintedTextureImage(parent), token_(token), colour_(colour) {
        setSize(QSize(128, 128));
    }

  protected:
    void paint(QPainter* painter) override {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->fillRect(QRect(0, 0, 128, 128), kBodies[colour_].lighter(150));
        CotulenhTokens::draw(*painter, QRectF(-6, -6, 140, 140), token_, colour_);
    }

  private:
    QString token_;
    int colour_;
};

class CotulenhScene3D : public VariantScene {
  public:
    void buildStatic(const SceneParents& parents) override {
        auto* root = parents.root;
        root_ = root;
        materials_ = parents.materials;
        for (int c = 0; c < 2; ++c)
            bodyMaterials_[c] = parents.materials->solid(kBodies[c], 50.f, root);
        goldMaterial_ = parents.materials->solid(kGold, 80.f, root, 0.7f);
        MeshLevels& levels = *parents.levels;
        constexpr int full = kTokenSegments, light = kTokenSegments / 2;
        tokenBody_ = levels.create(tokenBodyMesh(kTokenHeight, full),
                                   tokenBodyMesh(kTokenHeight, light), root);
        commanderBody_ = levels.create(tokenBodyMesh(kCommanderHeight, full),
                                       tokenBodyMesh(kCommanderHeight, light), root);
        tokenFace_ = levels.create(tokenFaceMesh(kTokenHeight, full),
                                   tokenFaceMesh(kTokenHeight, light), root);
        commanderFace_ = levels.create(tokenFaceMesh(kCommanderHeight, full),
                                       tokenFaceMesh(kCommanderHeight, light), root);
        heroRing_ = createRenderer(heroRingMesh(), root);
        // Every face now, with the rest of the table: see Qt3DViewport::rebuildScene.
        for (const char* l = cotulenh::kPieceLetters; *l; ++l)
            for (int colour = 0; colour < 2; ++colour)
                faceMaterial(colour ? QChar(*l).toLower() : QChar(*l), colour);

        MeshData table;
        addSlab(table);
        for (int f = 0; f < kFiles; ++f)
            for (int r = 1; r <= kRanks; ++r) {
                table.setColour(squareColour(terrainOf(f, r), f, r));
                const float x = xOfFile(float(f)), z = zOfRank(float(r)) + 0.5f;
                table.addQuad({x, 0, z}, {x + 1, 0, z}, {x + 1, 0, z - 1}, {x, 0, z - 1});
            }
        addRiver(table);
        addGrid(table);
        meshEntity(root, createRenderer(table, root), parents.materials->vertexColour(root));
    }

    QVector3D squareCentre(const DiagramSquare& sq) const override {
        return {xOfFile(float(sq.file) + 0.5f), 0, zOfRank(float(sq.rank))};
    }

    Qt3DCore::QEntity* createPiece(const DiagramSquare& sq, Qt3DCore::QEntity* parent) override {
        auto* stack = new Qt3DCore::QEntity(parent);
        stack->addComponent(new Qt3DCore::QTransform(stack));
        const std::vector<TokenPart> parts = partsOf(sq.piece);
        // The tower: carried pieces at the bottom, the carrier (listed first) on top.
        float y = 0;
        for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
            const int colour = it->letter.isUpper() ? 0 : 1;
            const bool commander = it->letter.toUpper() == 'C';
            auto* token = new Qt3DCore::QEntity(stack);
            auto* t = new Qt3DCore::QTransform(token);
            t->setTranslation({0, y, 0});
            token->addComponent(t);
            meshEntity(token, commander ? commanderBody_ : tokenBody_, bodyMaterials_[colour]);
            meshEntity(token, commander ? commanderFace_ : tokenFace_,
                       faceMaterial(it->letter, colour));
            const float h = commander ? kCommanderHeight : kTokenHeight;
            if (it->heroic) {
                auto* ring = meshEntity(token, heroRing_, goldMaterial_);
                auto* rt = new Qt3DCore::QTransform(ring);
                rt->setTranslation({0, h + 0.06f, 0});
                ring->addComponent(rt);
            }
            y += h + 0.01f;
        }
        return stack;
    }

    float pieceHeight(const QString& token) const override {
        float h = 0;
        for (const TokenPart& p : partsOf(token))
            h += (p.letter.toUpper() == 'C' ? kCommanderHeight : kTokenHeight) + 0.01f;
        return h;
    }
    float pieceRadius() const override { return kTokenRadius; }

    CameraPose home() const override {
        return {.target = {0, 0, 0.3f}, .yaw = 0, .pitch = 56, .distance = 21};
    }
    QColor background() const override { return sceneBackground(); }

  private:
    Qt3DRender::QMaterial* faceMaterial(QChar letter, int colour) {
        const QString key = QString(letter) + QString::number(colour);
        if (auto* m = faces_.value(key)) return m;
        auto* texture = new Qt3DRender::QTexture2D(root_);
        texture->addTextureImage(new TokenFace(QString(letter), colour, texture));
        texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
        texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
        auto* m = materials_->textured(texture, 40, 0.15f, root_);
        faces_.insert(key, m);
        return m;
    }

    Qt3DCore::QEntity* root_ = nullptr;
    const SceneMaterials* materials_ = nullptr;
    Qt3DRender::QMaterial* bodyMaterials_[2] = {};
    Qt3DRender::QMaterial* goldMaterial_ = nullptr;
    Qt3DRender::QGeometryRenderer *tokenBody_ = nullptr, *commanderBody_ = nullptr;
    Qt3DRender::QGeometryRenderer *tokenFace_ = nullptr, *commanderFace_ = nullptr;
    Qt3DRender::QGeometryRenderer* heroRing_ = nullptr;
    QHash<QString, Qt3DRender::QMaterial*> faces_;
};

} // namespace

std::unique_ptr<VariantScene> createCotulenhScene3D() {
    return std::make_unique<CotulenhScene3D>();
}

} // namespace trellis
