// The orthodox chess board: 8x8 squares in a wooden frame standing on a calm floor, the
// lathe-turned Staunton pieces of the Tri-D set in ivory and ebony, seen from White's side.
#include "VariantScene.h"

#include "ChessMen.h"
#include "SceneFloor.h"
#include "SceneMaterials.h"
#include "SceneParts.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

namespace trellis {

namespace {

constexpr float kFrameWidth = 0.55f; // the wooden frame around the squares
constexpr float kBoardDepth = 0.22f; // the board's thickness above the table
constexpr float kKingHeight = 1.5f;  // in squares: a Staunton king on its board
const QColor kFrame(92, 64, 42), kInlay(214, 182, 120);

// Files a..h left to right, rank 1 nearest the camera (+z); the board is centred on the origin.
float xOfFile(float file) {
    return file - 4.f;
}
float zOfRank(float rank) {
    return 5.f - rank; // rank 1's near edge at z = 4
}

void buildBoard(MeshData& mesh, const BoardColours& colours) {
    for (int f = 0; f < 8; ++f)
        for (int r = 1; r <= 8; ++r) {
            mesh.setColour((f + r) % 2 == 0 ? colours.dark : colours.light); // a1 dark
            const float x0 = xOfFile(float(f)), x1 = x0 + 1;
            const float z0 = zOfRank(float(r)) - 1, z1 = z0 + 1; // z1 nearer the camera
            mesh.addQuad({x0, 0, z1}, {x1, 0, z1}, {x1, 0, z0}, {x0, 0, z0});
        }
    // A thin light inlay round the squares, then the frame, sitting a little proud of them.
    const float in = 4.f, inlay = 0.05f, out = in + kFrameWidth;
    mesh.setColour(kInlay);
    mesh.addBox({-in - inlay, -kBoardDepth, -in - inlay}, {in + inlay, -0.004f, -in});
    mesh.addBox({-in - inlay, -kBoardDepth, in}, {in + inlay, -0.004f, in + inlay});
    mesh.addBox({-in - inlay, -kBoardDepth, -in}, {-in, -0.004f, in});
    mesh.addBox({in, -kBoardDepth, -in}, {in + inlay, -0.004f, in});
    mesh.setColour(kFrame);
    const float e = in + inlay;
    mesh.addBox({-out, -kBoardDepth, -out}, {out, 0.02f, -e});
    mesh.addBox({-out, -kBoardDepth, e}, {out, 0.02f, out});
    mesh.addBox({-out, -kBoardDepth, -e}, {-e, 0.02f, e});
    mesh.addBox({e, -kBoardDepth, -e}, {out, 0.02f, e});
    // The floor under it all.
    addFloor(mesh, -kBoardDepth, QRectF(-out, -out, 2 * out, 2 * out));
}

class ChessScene3D : public VariantScene {
  public:
    void buildStatic(const SceneParents& parents) override {
        auto* root = parents.root;
        men_.build(parents, kKingHeight);
        MeshData board;
        buildBoard(board, parents.colours);
        meshEntity(root, createRenderer(board, root), parents.materials->vertexColour(root));
    }

    QVector3D squareCentre(const DiagramSquare& sq) const override {
        return {xOfFile(float(sq.file) + 0.5f), 0, zOfRank(float(sq.rank) + 0.5f)};
    }

    Qt3DCore::QEntity* createPiece(const DiagramSquare& sq, Qt3DCore::QEntity* parent) override {
        return men_.create(sq, parent);
    }
    float pieceHeight(const QString& token) const override { return men_.height(token); }
    float pieceRadius() const override { return men_.radius(); }

    CameraPose home() const override {
        return {.target = {0, 0, 0.4f}, .yaw = 0, .pitch = 52, .distance = 17.f};
    }
    QColor background() const override { return sceneBackground(); }

  private:
    ChessMen men_;
};

} // namespace

std::unique_ptr<VariantScene> createChessScene3D() {
    return std::make_unique<ChessScene3D>();
}

} // namespace trellis
