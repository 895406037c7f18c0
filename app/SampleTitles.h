#pragma once
// What the menus call the embedded sample files (File > Open Sample, Puzzles > Solve Puzzles):
// "Tri-D Chess sample game", "Chess puzzles", "Cờ Tư Lệnh: luyện tập từ các ván", from the
// file's name, "<variant id>-<kind>.pgn", in the studio's language.
#include <QString>

namespace trellis {

// The title of a sample file; its base name when the name does not follow that pattern.
QString sampleTitle(const QString& fileName);

} // namespace trellis
