// How long playing one turn at the end of a long annotated game takes with the move list shown
// (the model's signals, the list's update, a repaint), and how many turn texts it asks the
// variant for. Prints the mean over a number of turns for games of 300 and 1200 turns. A
// measurement, not a test: nothing is asserted.
//   QT_QPA_PLATFORM=offscreen build/tests/bench/bench_move_list [turns-per-game]
#include "AnnotatedGame.h"
#include "GameModel.h"
#include "MoveListView.h"

#include <QApplication>
#include <QElapsedTimer>

#include <cstdio>

using namespace trellis;

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int played = argc > 1 ? std::max(1, std::atoi(argv[1])) : 40;
    for (const int length : {300, 1200}) {
        GameModel model;
        model.setGame(testing::annotatedGame(length));
        MoveListView view(&model);
        view.resize(420, 700);
        view.show();
        model.goToEnd();
        QApplication::processEvents();
        view.repaint();
        std::uint32_t seed = 99;
        double totalMs = 0, worstMs = 0;
        long long notations = 0;
        int done = 0;
        for (; done < played; ++done) {
            auto board = model.tree().variantAt(model.currentNode());
            const auto turn = testing::ongoingTurn(*board, seed); // chosen outside the timing
            if (!turn) break;
            const long long before = model.tree().notationCount();
            QElapsedTimer timer;
            timer.start();
            model.playTurn(*turn);
            QApplication::processEvents(); // the list's update
            view.repaint();
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            totalMs += ms;
            worstMs = std::max(worstMs, ms);
            notations += model.tree().notationCount() - before;
        }
        std::printf("%d-turn game: %d turns played at the end, %.3f ms per turn (worst %.3f ms), "
                    "%.1f turn texts per turn\n",
                    length, done, totalMs / std::max(done, 1), worstMs,
                    double(notations) / std::max(done, 1));
    }
    return 0;
}
