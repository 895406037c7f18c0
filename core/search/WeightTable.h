#pragma once
// A variant's evaluation weights as flat named integers, for weights files and the tuner. Each
// table comes with a visitor `visit(table, f)` that calls f(name, field) for every tunable field,
// always in the same order; these turn a table into names and values and back.
#include <string>
#include <vector>

namespace trellis::search {

template <class Weights, class Visit>
std::vector<std::string> weightNames(const Weights& table, Visit visit) {
    std::vector<std::string> names;
    visit(table, [&](const std::string& name, int) { names.push_back(name); });
    return names;
}

template <class Weights, class Visit>
std::vector<int> weightValues(const Weights& table, Visit visit) {
    std::vector<int> values;
    visit(table, [&](const std::string&, int value) { values.push_back(value); });
    return values;
}

// `table` with its first values.size() fields replaced, in the visitor's order (none: as it is).
template <class Weights, class Visit>
Weights weightsFrom(Weights table, const std::vector<int>& values, Visit visit) {
    std::size_t i = 0;
    visit(table, [&](const std::string&, int& field) {
        if (i < values.size()) field = values[i++];
    });
    return table;
}

} // namespace trellis::search
