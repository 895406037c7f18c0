#pragma once
// Cotulenh tokens in 2D: a round, octagonal, hexagonal, diamond or square token per piece type
// with its letter and a small emblem; stacks show the carried pieces as badges behind the
// carrier; heroic pieces wear a gold ring and star. The 2D board and the 3D token faces use it.
#include "DiagramTheme.h"

#include <QPainter>
#include <QRectF>
#include <QString>

namespace trellis {

class CotulenhTokens {
  public:
    // A token "T", "+t", "(NFT)", "(n+ft)" in square. colour -1 takes it from the letters' case.
    static void draw(QPainter& painter, const QRectF& square, const QString& token, int colour,
                     DiagramTheme theme = DiagramTheme::Screen);
};

} // namespace trellis
