#pragma once
// Asks where to write a game file (File > Save As, Export Games, a puzzle collection). A name
// typed without an extension gets the first one the filter lists ("Games (*.pgn *.tdc)":
// .pgn, what game files of every variant are, FORMATS.md section 4), and the question whether
// to replace a file is asked of the name with it.
#include <QFileDialog>
#include <QString>

namespace trellis {

// The chosen path; empty when the user cancelled.
QString askGameFileToSave(QWidget* parent, const QString& title, const QString& folder,
                          const QString& filter, QFileDialog::Options options = {});

} // namespace trellis
