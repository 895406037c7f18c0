// The arguments and helpers the `trellis db` subcommands share (DbArguments.h).
#include "DbArguments.h"

#include "CliOptions.h"

#include "variant/VariantRegistry.h"

#include <QCoreApplication>

namespace trellis::cli {

using namespace trellis::db;

Args parseArgs(const std::vector<std::string>& args, std::size_t from,
               const std::set<std::string>& valued, const std::set<std::string>& flags) {
    Args a;
    for (std::size_t i = from; i < args.size(); ++i) {
        const std::string& word = args[i];
        if (valued.count(word)) {
            if (i + 1 >= args.size()) throw DbUsageError{word + " needs a value"};
            if (a.has(word)) throw DbUsageError{word + " given twice"};
            a.values[word] = args[++i];
        } else if (flags.count(word)) {
            a.flags.insert(word);
        } else if (word.size() > 1 && word[0] == '-') {
            throw DbUsageError{"unknown option '" + word + "'"};
        } else {
            a.positional.push_back(word);
        }
    }
    return a;
}

std::set<std::string> with(std::set<std::string> a, const std::set<std::string>& b) {
    a.insert(b.begin(), b.end());
    return a;
}

void ensureApplication() {
    if (QCoreApplication::instance()) return;
    static int argc = 1;
    static char name[] = "trellis";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Trellis"));
    QCoreApplication::setApplicationName(QStringLiteral("Trellis"));
}

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

std::string text(const QString& s) {
    return s.toStdString();
}

long long wholeNumber(const std::string& name, const std::string& value, long long low,
                      long long high) {
    if (const auto n = wholeNumberIn(value, low, high)) return *n;
    throw DbUsageError{notAWholeNumber(name, value, low, high)};
}

// The variant --variant names (its id or an alias).
const VariantDescriptor* variantArgument(const std::string& name) {
    const VariantDescriptor* v = findVariant(name);
    if (!v) {
        std::string known;
        for (const std::string& id : variantIds()) known += (known.empty() ? "" : "|") + id;
        throw DbUsageError{"unknown variant '" + name + "' (" + known + ")"};
    }
    return v;
}

std::unique_ptr<GameDatabase> openDatabase(const std::string& path, GameDatabase::OpenMode mode) {
    ensureApplication();
    auto db = GameDatabase::open(qs(path), mode);
    if (!db) throw DbUsageError{text(db.error().text())};
    return std::move(db.value());
}

GeneratorOptions generatorOf(const Args& a) {
    GeneratorOptions g;
    const std::string id =
        a.has("--variant") ? a.value("--variant") : registeredVariants().front()->id;
    g.variant = findVariant(id);
    if (!g.variant) throw DbUsageError{"unknown variant '" + id + "'"};
    if (a.has("--seed"))
        g.seed = std::uint64_t(wholeNumber("--seed", a.value("--seed"), 0, 1ll << 62));
    if (a.has("--max-turns"))
        g.maxTurns = int(wholeNumber("--max-turns", a.value("--max-turns"), 1, 100000));
    return g;
}

} // namespace trellis::cli
