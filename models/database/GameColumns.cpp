#include "GameColumns.h"

#include "game/Concat.h"

#include <algorithm>
#include <array>

namespace trellis::db {

namespace {

bool allDigits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int number(std::string_view digits) {
    int n = 0;
    for (char c : digits) n = n * 10 + (c - '0');
    return n;
}

} // namespace

std::optional<GameResult> resultFromText(std::string_view text) {
    if (text == "*") return GameResult::Unfinished;
    if (text == "1-0") return GameResult::FirstWins;
    if (text == "0-1") return GameResult::SecondWins;
    if (text == "1/2-1/2") return GameResult::Draw;
    return std::nullopt;
}

std::string resultText(GameResult result) {
    switch (result) {
    case GameResult::FirstWins:
        return "1-0";
    case GameResult::SecondWins:
        return "0-1";
    case GameResult::Draw:
        return "1/2-1/2";
    case GameResult::Unfinished:
        break;
    }
    return "*";
}

int dateValue(int year, int month, int day) {
    return year * 512 + month * 32 + day;
}

std::optional<DateValue> dateFromText(std::string_view text) {
    if (text.size() == 10 && text[4] == '.' && text[7] == '.') {
        const std::string_view y = text.substr(0, 4), m = text.substr(5, 2), d = text.substr(8, 2);
        const int year = y == "????" ? 0 : allDigits(y) ? number(y) : -1;
        const int month = m == "??" ? 0 : allDigits(m) ? number(m) : -1;
        const int day = d == "??" ? 0 : allDigits(d) ? number(d) : -1;
        if ((year > 0 || y == "????") && (month >= 1 || m == "??") && month <= 12 &&
            (day >= 1 || d == "??") && day <= 31)
            return DateValue{dateValue(year, month, day), true};
    }
    // Another form ("2024", "2024.3.5", "2024-03-05"): read what can be read for filters.
    std::array<int, 3> parts{0, 0, 0};
    std::size_t part = 0, start = 0;
    for (std::size_t i = 0; i <= text.size() && part < 3; ++i) {
        if (i < text.size() && text[i] != '.' && text[i] != '-' && text[i] != '/') continue;
        const std::string_view field = text.substr(start, i - start);
        parts[part++] = allDigits(field) && field.size() <= 4 ? number(field) : 0;
        start = i + 1;
    }
    if (parts[0] <= 0) return std::nullopt;
    const int month = parts[1] <= 12 ? parts[1] : 0;
    const int day = parts[2] <= 31 ? parts[2] : 0;
    return DateValue{dateValue(parts[0], month, day), false};
}

std::string dateText(int value) {
    const int year = value / 512, month = value / 32 % 16, day = value % 32;
    auto two = [](int n) {
        return n == 0 ? std::string("??") : std::string{char('0' + n / 10), char('0' + n % 10)};
    };
    std::string y = "????";
    if (year > 0) {
        y = std::to_string(year);
        y.insert(0, 4 - std::min<std::size_t>(4, y.size()), '0');
    }
    return concat({y, ".", two(month), ".", two(day)});
}

} // namespace trellis::db
