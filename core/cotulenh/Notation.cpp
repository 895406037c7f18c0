#include "Notation.h"

#include "Geometry.h"
#include "PieceRules.h"

#include <cctype>

namespace trellis::cotulenh {

std::string separators(std::uint8_t flags) {
    std::string s;
    if (flags & FlagDeploy) s += '>';
    if (flags & FlagStay) s += '_';
    if (flags & FlagCapture) s += 'x';
    if (flags & FlagSuicide) s += '@';
    if (flags & FlagCombination) s += '&';
    return s;
}

std::string moveLan(const Move& m) {
    return pieceText(m.roles, m.heroic) + squareName(m.from) + separators(m.flags) +
           squareName(m.to);
}

std::string stepText(const Move& m, const std::string& origin) {
    return pieceText(m.roles, m.heroic) + origin + separators(m.flags) + squareName(m.to);
}

std::string sanOrigin(const Move& m, const MoveList& context, bool engineRankDigit) {
    int ambiguities = 0, sameRank = 0, sameFile = 0;
    for (const Move& o : context) {
        if (o.carrier != m.carrier || o.from == m.from || o.to != m.to) continue;
        ++ambiguities;
        if (rankOf(o.from) == rankOf(m.from)) ++sameRank;
        if (fileOf(o.from) == fileOf(m.from)) ++sameFile;
    }
    if (ambiguities == 0) return {};
    const std::string from = squareName(m.from);
    if (sameRank > 0 && sameFile > 0) return from;
    // Section 9: the engine wrote only the first digit here, so ranks 1 and 10-12 clashed.
    if (sameFile > 0) return engineRankDigit ? from.substr(1, 1) : from.substr(1);
    return from.substr(0, 1);
}

std::string moveSan(const Move& m, const MoveList& context, bool engineRankDigit) {
    return pieceText(m.roles, m.heroic) + sanOrigin(m, context, engineRankDigit) +
           separators(m.flags) + squareName(m.to);
}

namespace {

std::string stayText(const Cell& original, const Move* steps, int count) {
    std::uint16_t used = 0;
    for (int i = 0; i < count; ++i) used |= steps[i].roles;
    const std::uint16_t rest = std::uint16_t(original.roles & ~used);
    return rest ? pieceText(rest, std::uint16_t(original.heroic & rest)) : std::string();
}

std::string joinSteps(const Move* steps, int count, const std::string& origin) {
    std::string s;
    for (int i = 0; i < count; ++i) {
        if (i) s += ',';
        s += stepText(steps[i], i == 0 ? origin : std::string());
    }
    return s;
}

} // namespace

std::string deploySan(const Cell& original, const Move* steps, int count,
                      const std::string& origin) {
    const std::string stay = stayText(original, steps, count);
    return (stay.empty() ? std::string() : stay + "<") + joinSteps(steps, count, origin);
}

std::string deployLan(int origin, const Cell& original, const Move* steps, int count) {
    return squareName(origin) + ":" + stayText(original, steps, count) + ":" +
           joinSteps(steps, count, {});
}

namespace {

bool isSquareStart(std::string_view s, std::size_t i) {
    return i + 1 < s.size() && s[i] >= 'a' && s[i] <= 'k' && std::isdigit((unsigned char)s[i + 1]);
}

// One step of the seed's deploy form "Fe5" (no separator) becomes "F>e5".
std::string seedStep(const std::string& step) {
    if (step.find('>') != std::string::npos) return step;
    std::size_t i = 0;
    if (i < step.size() && step[i] == '(') {
        const std::size_t close = step.find(')');
        if (close == std::string::npos) return step;
        i = close + 1;
    } else {
        while (i < step.size() && step[i] == '+') ++i;
        if (i < step.size() && std::isupper((unsigned char)step[i])) ++i;
    }
    return step.substr(0, i) + ">" + step.substr(i);
}

} // namespace

std::string normalizeMoveInput(std::string_view text) {
    std::string s;
    for (char c : text)
        if (!std::isspace((unsigned char)c)) s += c;
    // Trailing check/mate marks and annotations.
    while (!s.empty() && (s.back() == '#' || s.back() == '!' || s.back() == '?' || s.back() == '^'))
        s.pop_back();
    if (s.size() > 1 && s.back() == '+') s.pop_back();
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '*') {
            if (i + 1 < s.size() && s[i + 1] == '*') {
                out += '@';
                ++i;
            } else {
                out += '_';
            }
        } else if (s[i] == '-' && i > 0 && std::isdigit((unsigned char)s[i - 1]) &&
                   isSquareStart(s, i + 1)) {
            continue; // "Tf4-f5": squares joined by '-'
        } else {
            out += s[i];
        }
    }
    // Seed deploy form: "N<,Fe5,Td4" (stay piece, then steps without '>').
    const std::size_t lt = out.find("<,");
    if (lt != std::string::npos) {
        std::string rebuilt = out.substr(0, lt + 1);
        std::string rest = out.substr(lt + 2);
        std::size_t start = 0;
        bool first = true;
        while (start <= rest.size()) {
            std::size_t comma = rest.find(',', start);
            if (comma == std::string::npos) comma = rest.size();
            if (!first) rebuilt += ',';
            rebuilt += seedStep(rest.substr(start, comma - start));
            first = false;
            start = comma + 1;
        }
        out = rebuilt;
    }
    return out;
}

} // namespace trellis::cotulenh
