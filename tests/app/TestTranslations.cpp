// The committed translations against the sources: lupdate is run over app, models and views
// into a temporary .ts, and every committed .ts must hold each of its messages, finished, with
// the same placeholders, and nothing else; trellis_en.ts holds the English plural forms of every
// message with a count.
#include "VariantViews.h"
#include "game/NagGlyph.h"
#include "variant/VariantRegistry.h"

#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context, source;
    QString type;             // "", "unfinished", "obsolete", "vanished"
    QStringList translations; // one per numerus form
};
using Key = QPair<QString, QString>; // context, source

QString label(const Key& key) {
    return key.first + ": \"" + key.second.left(60) + "\"";
}

// A translation's text, or its numerus forms (plural messages), one string each.
QStringList readTranslation(QXmlStreamReader& xml) {
    QString text;
    QStringList forms;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"translation") break;
        if (xml.isStartElement() && xml.name() == u"numerusform")
            forms << xml.readElementText();
        else if (xml.isCharacters())
            text += xml.text();
    }
    return forms.isEmpty() ? QStringList{text} : forms;
}

QMap<Key, Message> readTs(const QString& path, QString* error) {
    QMap<Key, Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + ": cannot be read";
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == u"name")
            context = xml.readElementText();
        else if (name == u"message")
            m = Message{context, {}, {}, {}};
        else if (name == u"source")
            m.source = xml.readElementText();
        else if (name == u"translation") {
            m.type = xml.attributes().value("type").toString();
            m.translations = readTranslation(xml);
            messages.insert({m.context, m.source}, m);
        }
    }
    if (xml.hasError()) *error = path + ": " + xml.errorString();
    return messages;
}

// %1, %L2, %n... as a sorted list of their numbers (n for %n).
QStringList placeholders(const QString& text) {
    static const QRegularExpression re("%L?(\\d+|n)");
    QSet<QString> found;
    for (const auto& match : re.globalMatch(text)) found << match.captured(1);
    QStringList list(found.begin(), found.end());
    list.sort();
    return list;
}

QString firstFew(const QStringList& problems) {
    return QString("%1 problem(s), the first: \n  %2")
        .arg(problems.size())
        .arg(problems.mid(0, 10).join("\n  "));
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    QMap<Key, Message> sources_;

  private slots:
    void initTestCase() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ts = dir.filePath("sources.ts");
        QProcess lupdate;
        lupdate.setWorkingDirectory(TRELLIS_SOURCE_DIR);
        lupdate.start(LUPDATE, {"-recursive", "app", "models", "views", "-locations", "none",
                                "-silent", "-ts", ts});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
        QString error;
        sources_ = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(sources_.size() > 500, "lupdate found too few messages in the sources");
    }

    // The words the studio translates under "Variant" (descriptors are core's, without tr())
    // are listed by each variant's views, so that lupdate finds them.
    void descriptorWordsListed() {
        for (const trellis::VariantDescriptor* v : trellis::registeredVariants()) {
            const trellis::VariantViews* views = trellis::viewsFor(QString::fromStdString(v->id));
            QVERIFY(views && views->words);
            const QStringList listed = views->words();
            std::vector<std::string> words{v->displayName};
            words.insert(words.end(), v->sideNames.begin(), v->sideNames.end());
            for (const auto& n : v->notations) words.push_back(n.label);
            for (const auto& [letter, name] : v->pieceNames) words.push_back(name);
            for (const std::string& w : words) {
                QVERIFY2(listed.contains(QString::fromStdString(w)), (v->id + ": " + w).c_str());
                QVERIFY(sources_.contains({"Variant", QString::fromStdString(w)}));
            }
        }
    }

    // The glyphs' names (core's, translated under "NagGlyph") are listed for lupdate too.
    void glyphNamesListed() {
        for (const trellis::NagGlyph& g : trellis::nagGlyphs())
            QVERIFY2(
                sources_.contains({"NagGlyph", QString::fromUtf8(g.name.data(), g.name.size())}),
                g.name.data());
    }

    void everyMessage_data() {
        QTest::addColumn<QString>("path");
        for (const char* language : {"de", "vi"})
            QTest::newRow(language)
                << QString(TRELLIS_SOURCE_DIR "/resources/translations/trellis_%1.ts")
                       .arg(language);
    }
    // Every message of the sources is in the .ts file.
    void everyMessage() {
        QFETCH(QString, path);
        QString error;
        const QMap<Key, Message> committed = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList missing;
        for (auto it = sources_.cbegin(); it != sources_.cend(); ++it)
            if (!committed.contains(it.key())) missing << label(it.key());
        QVERIFY2(missing.isEmpty(), qPrintable("missing in " + path + ": " + firstFew(missing)));
    }

    void nothingElse_data() { everyMessage_data(); }
    // No message the sources no longer have, none marked obsolete or vanished.
    void nothingElse() {
        QFETCH(QString, path);
        QString error;
        const QMap<Key, Message> committed = readTs(path, &error);
        QStringList stale;
        for (const Message& m : committed)
            if (!sources_.contains({m.context, m.source}) || m.type == "obsolete" ||
                m.type == "vanished")
                stale << label({m.context, m.source});
        QVERIFY2(stale.isEmpty(), qPrintable("obsolete in " + path + ": " + firstFew(stale)));
    }

    void placeholdersKept_data() { everyMessage_data(); }
    // A translation has the placeholders of its source (%1, %2..., %n).
    void placeholdersKept() {
        QFETCH(QString, path);
        QString error;
        const QMap<Key, Message> committed = readTs(path, &error);
        QStringList wrong;
        for (const Message& m : committed) {
            if (m.type == "unfinished") continue;
            for (const QString& t : m.translations)
                if (placeholders(t) != placeholders(m.source))
                    wrong << label({m.context, m.source}) + " → \"" + t + "\"";
        }
        QVERIFY2(wrong.isEmpty(), qPrintable("placeholders in " + path + ": " + firstFew(wrong)));
    }

    void allFinished_data() { everyMessage_data(); }
    // Every message is translated.
    void allFinished() {
        QFETCH(QString, path);
        QString error;
        const QMap<Key, Message> committed = readTs(path, &error);
        QStringList unfinished;
        for (const Message& m : committed)
            if (m.type == "unfinished") unfinished << label({m.context, m.source});
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable("unfinished in " + path + ": " + firstFew(unfinished)));
    }

    // English is the source language: trellis_en.ts holds exactly the messages with a count
    // (%n, or %Ln with the language's digit grouping), each with its two English forms, its
    // placeholders kept.
    void englishPluralForms() {
        static const QRegularExpression count(QStringLiteral("%L?n"));
        const QString path = TRELLIS_SOURCE_DIR "/resources/translations/trellis_en.ts";
        QString error;
        const QMap<Key, Message> committed = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        int counted = 0;
        for (auto it = sources_.cbegin(); it != sources_.cend(); ++it) {
            if (!it.key().second.contains(count)) continue;
            ++counted;
            const auto found = committed.constFind(it.key());
            if (found == committed.cend() || found->type == "unfinished" ||
                found->translations.size() != 2)
                problems << "no two forms: " + label(it.key());
            else
                for (const QString& t : found->translations)
                    if (placeholders(t) != placeholders(it.key().second))
                        problems << label(it.key()) + " → \"" + t + "\"";
        }
        for (const Message& m : committed)
            if (!m.source.contains(count) || !sources_.contains({m.context, m.source}))
                problems << "not a count of the sources: " + label({m.context, m.source});
        QVERIFY(counted >= 5);
        QVERIFY2(problems.isEmpty(), qPrintable(firstFew(problems)));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "TestTranslations.moc"
