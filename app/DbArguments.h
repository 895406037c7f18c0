#pragma once
// What the `trellis db` subcommands and `trellis generate` share: their argument parsing and the
// error that makes them exit 2, the database they open, the variant and generator they name.
// Internal to the CLI (DbCommand.cpp, DbBench.cpp).
#include "GameDatabase.h"
#include "GameGenerator.h"

#include <QString>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace trellis {
struct VariantDescriptor;
}

namespace trellis::cli {

// Bad arguments or an unusable database: exit 2 with this line.
struct DbUsageError {
    std::string message;
};

struct Args {
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    bool has(const std::string& option) const { return values.count(option) > 0; }
    std::string value(const std::string& option) const {
        const auto it = values.find(option);
        return it == values.end() ? std::string() : it->second;
    }
};

// Words from args[from] on: `valued` options take the next word, `flags` none, the rest are
// positional; an unknown option or a missing value is a DbUsageError.
Args parseArgs(const std::vector<std::string>& args, std::size_t from,
               const std::set<std::string>& valued, const std::set<std::string>& flags);
std::set<std::string> with(std::set<std::string> a, const std::set<std::string>& b);

// QtSql loads its SQLite driver as a plugin, which needs an application object.
void ensureApplication();
QString qs(const std::string& text);
std::string text(const QString& s);
// `value` as a whole number in [low, high], else a DbUsageError naming the option.
long long wholeNumber(const std::string& name, const std::string& value, long long low,
                      long long high);
// The variant --variant names (its id or an alias), else a DbUsageError listing the known ones.
const VariantDescriptor* variantArgument(const std::string& name);
std::unique_ptr<db::GameDatabase> openDatabase(const std::string& path,
                                               db::GameDatabase::OpenMode mode);
// --variant, --seed, --max-turns of `generate` and `db bench`.
db::GeneratorOptions generatorOf(const Args& a);

// `trellis db bench` (DbBench.cpp).
int benchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace trellis::cli
