// A game's tags stored as columns, extras and a layout (encodeHeader) come back as the same
// list (GameHeader::tags) whatever their order, repeats and texts: random tag lists of every
// variant, some with the columns in the order the layout rebuilds, some not (then every tag is
// an extra), with canonical and odd dates, results and Variant names.
#include "GameCodec.h"

#include "variant/VariantRegistry.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace trellis;
using namespace trellis::db;

class TestHeaderLayout : public QObject {
    Q_OBJECT

  private slots:
    void everyTagListComesBack() {
        std::mt19937 rng(5);
        int asColumns = 0, asExtras = 0;
        for (const VariantDescriptor* d : registeredVariants()) {
            const std::vector<std::string> keys = {
                "Event",   "Site",           "Date",           "Round", "Result",
                "Variant", d->playerTags[0], d->playerTags[1], "White", "Black",
                "ECO",     "Annotator",      "TimeControl"};
            const std::vector<std::string> values = {
                "",         "x",        "2024.01.02", "2024.??.??",   "????.??.??",
                "2024.1.2", "1-0",      "0-1",        "1/2-1/2",      "*",
                "2-0",      d->tagName, d->id,        d->displayName, "Somebody, A",
                "?"};
            for (int round = 0; round < 3000; ++round) {
                TagList tags;
                const int size = int(rng() % 12);
                for (int i = 0; i < size; ++i)
                    tags.emplace_back(keys[rng() % keys.size()], values[rng() % values.size()]);
                // Half of the lists in the order games mostly have: the columns first, sorted.
                if (round % 2 == 0)
                    std::stable_sort(tags.begin(), tags.end(), [&](const auto& a, const auto& b) {
                        auto rank = [&](const std::string& key) {
                            return std::find(keys.begin(), keys.begin() + 8, key) - keys.begin();
                        };
                        return rank(a.first) < rank(b.first);
                    });
                const GameHeader header = encodeHeader(*d, tags);
                const auto back = header.tags();
                QVERIFY(back);
                QVERIFY(*back == tags);
                (header.extras.size() == tags.size() ? asExtras : asColumns) += 1;
            }
        }
        QVERIFY(asColumns > 1000);
        QVERIFY(asExtras > 1000);
    }
};

QTEST_GUILESS_MAIN(TestHeaderLayout)
#include "TestHeaderLayout.moc"
