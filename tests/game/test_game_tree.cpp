// One executable for the game library's suites (tree, PGN round trips, malformed files, saving).
#include <QCoreApplication>

int runGameTreeTest(int argc, char** argv);
int runPgnRoundTripTest(int argc, char** argv);
int runPgnCorpusTest(int argc, char** argv);
int runAtomicSaveTest(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    int failures = 0;
    failures += runGameTreeTest(argc, argv);
    failures += runPgnRoundTripTest(argc, argv);
    failures += runPgnCorpusTest(argc, argv);
    failures += runAtomicSaveTest(argc, argv);
    return failures == 0 ? 0 : 1;
}
