#pragma once
// The values of the games table's result and date columns, from and to the tags' text
// (README.md, Schema). Standard C++ only.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace trellis::db {

// The result column: what the Result tag holds when it is one of the four results.
enum class GameResult : std::uint8_t { Unfinished = 0, FirstWins = 1, SecondWins = 2, Draw = 3 };
std::optional<GameResult> resultFromText(std::string_view text);
std::string resultText(GameResult result);

// The date column: y * 512 + m * 32 + d, unknown parts ("??") 0, so dates sort and compare as
// numbers. canonical is set when the text is exactly "YYYY.MM.DD" (parts may be "????"/"??")
// and comes back from the number; otherwise the number is a best reading for filters.
struct DateValue {
    int value = 0;
    bool canonical = false;
};
std::optional<DateValue> dateFromText(std::string_view text);
std::string dateText(int value);
int dateValue(int year, int month, int day);

} // namespace trellis::db
