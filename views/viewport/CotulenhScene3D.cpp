// The Cotulenh battlefield in relief: terrain squares on a wooden slab, the river sunk between
// ranks 6 and 7 with its two bridges, and tokens whose faces carry the same emblems as the 2D
// board; stacks are towers with the carrier on top, heroic pieces wear a gold ring.
#include "VariantScene.h"

#include "PieceGlyphs.h"
#include "PieceMeshes.h"
#include "SceneParts.h"
#include "ShadedMaterial.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QTexture>

#include <QHash>
#include <QPainter>

#include <array>

namespace trellis {

namespace {

constexpr int kFiles = 11, kRanks = 12;
constexpr float kRiverGap = 0.7f;
constexpr std::array<int, 2> kBridgeFiles{5, 7}; // f and h
const QColor kSlab(120, 92, 60), kRiver(52, 112, 178), kPlank(160, 122, 78), kRail(92, 64, 36);
const QColor kBodies[2] = {QColor(196, 58, 44), QColor(44, 88, 178)};
const QColor kGold(226, 180, 60);

struct TerrainShade {
    const char* terrain;
    QColor light, dark;
};
const std::array<TerrainShade, 3> kTerrains{{
    {"water", QColor(126, 180, 222), QColor(112, 167, 212)},
    {"mixed", QColor(140, 196, 176), QColor(126, 184, 164)},
    {"land", QColor(214, 209, 160), QColor(202, 198, 146)},
}};

QColor terrainColour(const QString& terrain, int file, int rank) {
    for (const auto& t : kTerrains)
        if (terrain == QLatin1String(t.terrain)) return (file + rank) % 2 ? t.light : t.dark;
    return (file + rank) % 2 ? kTerrains[2].light : kTerrains[2].dark;
}

QString defaultTerrain(int file, int rank) {
    if (file <= 1) return QStringLiteral("water");
    if (file == 2 || ((file == 3 || file == 4) && (rank == 6 || rank == 7)))
        return QStringLiteral("mixed");
    return QStringLiteral("land");
}

float xOfFile(float file) {
    return file - kFiles / 2.f;
}
// Ranks 1..12 from the first player's side (+z) away; the river gap opens between 6 and 7.
float zOfRank(float rank) {
    const float shift = rank > 6.5f ? kRiverGap / 2 : -kRiverGap / 2;
    return -(rank - 6.5f + shift);
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
        PieceGlyphs::drawCotulenhPiece(*painter, QRectF(-6, -6, 140, 140), token_, colour_);
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
        for (int c = 0; c < 2; ++c) bodyMaterials_[c] = solidMaterial(kBodies[c], 50.f, root);
        goldMaterial_ = solidMaterial(kGold, 80.f, root, 0.7f);
        tokenBody_ = createRenderer(tokenBodyMesh(kTokenHeight), root);
        commanderBody_ = createRenderer(tokenBodyMesh(kCommanderHeight), root);
        tokenFace_ = createRenderer(tokenFaceMesh(kTokenHeight), root);
        commanderFace_ = createRenderer(tokenFaceMesh(kCommanderHeight), root);
        heroRing_ = createRenderer(heroRingMesh(), root);

        MeshData table;
        table.setColour(kSlab);
        const float x0 = xOfFile(0) - 0.45f, x1 = xOfFile(kFiles) + 0.45f;
        const float zNear = zOfRank(0.5f) + 0.45f, zFar = zOfRank(12.5f) - 0.45f;
        table.addBox({x0, -0.5f, zFar}, {x1, -0.22f, zNear});
        // The banks beside the river bed rise to the board surface.
        table.addBox({x0, -0.22f, zOfRank(6.5f) + 0.5f - 0.01f}, {x1, -0.005f, zNear});
        table.addBox({x0, -0.22f, zFar}, {x1, -0.005f, zOfRank(6.5f) - 0.5f + 0.01f});
        for (int f = 0; f < kFiles; ++f)
            for (int r = 1; r <= kRanks; ++r) {
                table.setColour(terrainColour(defaultTerrain(f, r), f, r));
                const float x = xOfFile(float(f)), z = zOfRank(float(r)) + 0.5f;
                table.addQuad({x, 0, z}, {x + 1, 0, z}, {x + 1, 0, z - 1}, {x, 0, z - 1});
            }
        table.setColour(kRiver);
        const float riverNear = zOfRank(6.5f) + kRiverGap / 2, riverFar = riverNear - kRiverGap;
        table.addQuad({x0, -0.12f, riverNear}, {x1, -0.12f, riverNear}, {x1, -0.12f, riverFar},
                      {x0, -0.12f, riverFar});
        for (int file : kBridgeFiles) {
            const float x = xOfFile(float(file)) + 0.14f, w = 0.72f;
            table.setColour(kPlank);
            table.addBox({x, -0.06f, riverFar - 0.08f}, {x + w, -0.01f, riverNear + 0.08f});
            table.setColour(kRail);
            table.addBox({x - 0.05f, -0.06f, riverFar - 0.1f}, {x, 0.1f, riverNear + 0.1f});
            table.addBox({x + w, -0.06f, riverFar - 0.1f}, {x + w + 0.05f, 0.1f, riverNear + 0.1f});
        }
        // Grid lines: thin dark strips between squares help count files and ranks.
        table.setColour(QColor(90, 80, 52));
        for (int f = 0; f <= kFiles; ++f)
            for (bool farHalf : {false, true}) {
                const float za = farHalf ? zOfRank(6.5f) - kRiverGap / 2 : zOfRank(0.5f);
                const float zb = farHalf ? zOfRank(12.5f) : zOfRank(6.5f) + kRiverGap / 2;
                const float x = xOfFile(float(f));
                table.addQuad({x - 0.012f, 0.002f, za}, {x + 0.012f, 0.002f, za},
                              {x + 0.012f, 0.002f, zb}, {x - 0.012f, 0.002f, zb});
            }
        for (int r = 0; r <= kRanks; ++r) {
            if (r == 6) continue; // the river banks
            const float z = zOfRank(float(r) + 0.5f) + (r == 12 ? 0 : 0);
            table.addQuad({xOfFile(0), 0.002f, z + 0.012f}, {xOfFile(kFiles), 0.002f, z + 0.012f},
                          {xOfFile(kFiles), 0.002f, z - 0.012f}, {xOfFile(0), 0.002f, z - 0.012f});
        }
        table.addQuad({xOfFile(0), 0.002f, zOfRank(6.5f) + kRiverGap / 2 + 0.012f},
                      {xOfFile(kFiles), 0.002f, zOfRank(6.5f) + kRiverGap / 2 + 0.012f},
                      {xOfFile(kFiles), 0.002f, zOfRank(6.5f) + kRiverGap / 2 - 0.012f},
                      {xOfFile(0), 0.002f, zOfRank(6.5f) + kRiverGap / 2 - 0.012f});
        table.addQuad({xOfFile(0), 0.002f, zOfRank(6.5f) - kRiverGap / 2 + 0.012f},
                      {xOfFile(kFiles), 0.002f, zOfRank(6.5f) - kRiverGap / 2 + 0.012f},
                      {xOfFile(kFiles), 0.002f, zOfRank(6.5f) - kRiverGap / 2 - 0.012f},
                      {xOfFile(0), 0.002f, zOfRank(6.5f) - kRiverGap / 2 - 0.012f});
        meshEntity(root, createRenderer(table, root), vertexColourMaterial(root));
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
        CameraPose p;
        p.target = {0, 0, 0.3f};
        p.yaw = 0;
        p.pitch = 56;
        p.distance = 21;
        return p;
    }
    QColor background() const override { return QColor(44, 50, 46); }

  private:
    Qt3DRender::QMaterial* faceMaterial(QChar letter, int colour) {
        const QString key = QString(letter) + QString::number(colour);
        if (auto* m = faces_.value(key)) return m;
        auto* texture = new Qt3DRender::QTexture2D(root_);
        texture->addTextureImage(new TokenFace(QString(letter), colour, texture));
        texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
        texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
        auto* m = new ShadedMaterial(ShadedMaterial::Source::Texture, Qt::white, 40, 0.15f, root_);
        m->setTexture(texture);
        faces_.insert(key, m);
        return m;
    }

    Qt3DCore::QEntity* root_ = nullptr;
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
