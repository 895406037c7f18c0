// Variant::whyNotLegal: why a piece cannot go where the user clicked, found by experiments on
// set-up copies of the position (no variant's internals needed): the variant's own rules
// first, then whether taking one piece away (or all of them but the kings) would let it go
// there, and whether the king would then be attacked.
#include "Variant.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace trellis {

namespace {

// The name of a position-string token's piece: its first letter ("(NF)": the Navy carrying).
std::string pieceNameOf(const VariantDescriptor& descriptor, const std::string& token) {
    const auto letter = std::find_if(token.begin(), token.end(), [](char c) {
        return std::isalpha(static_cast<unsigned char>(c));
    });
    if (letter == token.end()) return token;
    const std::string upper(1, char(std::toupper(static_cast<unsigned char>(*letter))));
    for (const auto& [l, name] : descriptor.pieceNames)
        if (l == upper) return name;
    return upper;
}

// The one-piece tokens of a position-string token, as SetUpBoard::place takes them: "(N+FT)"
// gives "N", "+F", "T"; a token of one piece gives itself.
std::vector<std::string> piecesOf(const std::string& token) {
    std::vector<std::string> out;
    std::string prefix;
    for (const char c : token) {
        if (c == '+') prefix = "+";
        if (!std::isalpha(static_cast<unsigned char>(c))) continue;
        out.push_back(prefix + c);
        prefix.clear();
    }
    return out;
}

// Whether a legal turn's clicked step goes from `from` to `to`.
bool reaches(Variant& board, int from, int to) {
    for (const Turn& t : board.legalTurns()) {
        const StepClicks c = board.clicksOf(t, board.clickedStep(t, 0));
        if (c.fromSquare == from && c.toSquare == to) return true;
    }
    return false;
}

class Experiments {
  public:
    explicit Experiments(const Variant& board) : board_(board), setUp_(board.setUpBoard()) {}
    bool possible() const { return setUp_ != nullptr; }

    // `text` without what stands on each of `squares`.
    std::string without(const std::string& text, const std::vector<int>& squares) {
        setUp_->setPosition(text);
        for (const int s : squares) setUp_->remove(s);
        return setUp_->position();
    }
    // Whether the piece on `from` goes to `to` in `text`; false for a position the rules
    // cannot play (a king taken away).
    bool goes(const std::string& text, int from, int to) {
        auto board = playable(text);
        return board && reaches(*board, from, to);
    }
    // A board of `text`, null when the rules cannot play it (it does not load, a king is gone).
    std::unique_ptr<Variant> playable(const std::string& text) const {
        auto board = board_.clone();
        if (!board->setPosition(text)) return nullptr;
        for (const Error& e : board_.validatePosition(text, true))
            if (e.code == ErrorCode::PositionNoKing) return nullptr;
        return board;
    }
    // What would attack the mover's king if the piece went to `to` in `text` anyway.
    std::optional<ErrorCode> unsafeAfter(const std::string& text, int from, int to) {
        setUp_->setPosition(text);
        const int side = setUp_->sideToMove();
        if (!setUp_->move(from, to)) return std::nullopt;
        setUp_->setSideToMove(1 - side);
        for (const SetUpRight& r : setUp_->rights())
            if (r.kind == SetUpRight::Kind::EnPassant && r.on) setUp_->setRight(r, false);
        // Unreachable problems too: the Commanders facing is one (a composition may start so).
        for (const Error& e : board_.validatePosition(setUp_->position(), false)) {
            if (e.code == ErrorCode::PositionOpponentInCheck) return ErrorCode::MoveSelfCheck;
            if (e.code == ErrorCode::PositionKingsFacing) return ErrorCode::MoveKingsFacing;
        }
        return std::nullopt;
    }
    // Whether `to` would hold something else than the mover's token after it went there: the
    // piece joins a friendly one (Cotulenh stacks) rather than being refused by it.
    bool joins(const std::string& text, int from, int to) {
        setUp_->setPosition(text);
        const std::string token = setUp_->contents().squares[std::size_t(from)].piece;
        return setUp_->move(from, to) && setUp_->contents().squares[std::size_t(to)].piece != token;
    }
    // The king's name, as a position without pieces says which piece is missing.
    std::string kingName() {
        setUp_->clear();
        for (const Error& e : board_.validatePosition(setUp_->position(), true))
            if ((e.code == ErrorCode::PositionNoKing || e.code == ErrorCode::PositionKingCount) &&
                e.args.size() > 2)
                return e.args[2];
        return "King";
    }

  private:
    const Variant& board_;
    std::unique_ptr<SetUpBoard> setUp_;
};

} // namespace

Error Variant::whyNotLegal(int fromSquare, int toSquare) const {
    const BoardContents board = contents();
    const auto squareOf = [&board](int id) -> const SquareContent* {
        return id >= 0 && id < int(board.squares.size()) ? &board.squares[std::size_t(id)]
                                                         : nullptr;
    };
    const SquareContent* from = squareOf(fromSquare);
    const SquareContent* to = squareOf(toSquare);
    if (!from || !to) return Error(ErrorCode::MoveNotThatWay, {"?", "?", "?"});
    const std::string piece = pieceNameOf(descriptor(), from->piece);
    const Error notThatWay(ErrorCode::MoveNotThatWay, {piece, from->name, to->name});
    Experiments tries(*this);
    if (!tries.possible()) return notThatWay;
    const std::string text = position();
    if (to->colour == sideToMove() && !tries.joins(text, fromSquare, toSquare))
        return Error(ErrorCode::MoveOwnPiece, {to->name});
    if (std::optional<Error> rule = moveRuleProblem(fromSquare, toSquare)) return *rule;

    const std::optional<ErrorCode> unsafe = tries.unsafeAfter(text, fromSquare, toSquare);
    // The piece that stops it, when the move works without it: an attacker of the king (the
    // king is safe without it) or a piece in the way.
    const auto stoppedBy = [&](const std::string& without, int square) -> std::optional<Error> {
        if (!tries.goes(without, fromSquare, toSquare)) return std::nullopt;
        if (unsafe && !tries.unsafeAfter(without, fromSquare, toSquare))
            return Error(*unsafe, {tries.kingName()});
        if (square < 0) return std::nullopt;
        return Error(ErrorCode::MoveBlocked, {piece, from->name, to->name, squareOf(square)->name});
    };
    std::vector<int> others;
    for (const SquareContent& s : board.squares)
        if (!s.piece.empty() && s.id != fromSquare && s.id != toSquare) others.push_back(s.id);
    // Nearest first: the piece in the way is the first one along the path.
    const auto distance = [&board, from](int id) {
        const SquareContent& s = board.squares[std::size_t(id)];
        return std::max(std::abs(s.file - from->file), std::abs(s.rank - from->rank));
    };
    std::stable_sort(others.begin(), others.end(),
                     [&distance](int a, int b) { return distance(a) < distance(b); });
    for (const int s : others)
        if (std::optional<Error> why = stoppedBy(tries.without(text, {s}), s)) return *why;
    // Several pieces stop it: all of them away (the kings stay: without one nothing plays).
    std::vector<int> away;
    for (const int s : others) {
        std::vector<int> more = away;
        more.push_back(s);
        if (tries.playable(tries.without(text, more))) away = more;
    }
    const std::string bare = tries.without(text, away);
    if (!tries.goes(bare, fromSquare, toSquare)) {
        // Nothing to take away: the enemy king itself would attack or face the mover's king.
        const std::string king = tries.kingName();
        if (unsafe && (*unsafe == ErrorCode::MoveKingsFacing || piece == king))
            return Error(*unsafe, {king});
        return notThatWay;
    }
    if (unsafe && !tries.unsafeAfter(bare, fromSquare, toSquare))
        return Error(*unsafe, {tries.kingName()});
    // The nearest piece that alone, of all those taken away, stops it.
    for (const int s : away) {
        std::vector<int> rest;
        for (const int r : away)
            if (r != s) rest.push_back(r);
        if (!tries.goes(tries.without(text, rest), fromSquare, toSquare))
            return Error(ErrorCode::MoveBlocked, {piece, from->name, to->name, squareOf(s)->name});
    }
    return notThatWay;
}

Error Variant::whyNotStep(const std::vector<Step>& pending, int fromSquare, int toSquare,
                          const std::string& piece) const {
    const BoardContents before = contents(), after = contents(pending);
    const auto inside = [&after](int id) { return id >= 0 && id < int(after.squares.size()); };
    if (!inside(fromSquare) || !inside(toSquare))
        return Error(ErrorCode::MoveNotThatWay, {"?", "?", "?"});
    const SquareContent& from = after.squares[std::size_t(fromSquare)];
    const std::string mover = piece.empty() ? from.piece : piece;
    const std::string name = pieceNameOf(descriptor(), mover);
    const Error notThatWay(ErrorCode::MoveNotThatWay,
                           {name, from.name, after.squares[std::size_t(toSquare)].name});
    // The board the steps leave, as the start of a turn of the same side.
    Experiments tries(*this);
    std::unique_ptr<SetUpBoard> setUp = setUpBoard();
    if (!setUp || !setUp->setPosition(position())) return notThatWay;
    for (const SquareContent& s : after.squares) {
        const std::string token = s.id == fromSquare ? mover : s.piece;
        if (token == before.squares[std::size_t(s.id)].piece) continue;
        setUp->remove(s.id);
        for (const std::string& one : piecesOf(token)) setUp->place(s.id, one);
    }
    std::unique_ptr<Variant> board = tries.playable(setUp->position());
    if (!board) return notThatWay;
    if (reaches(*board, fromSquare, toSquare))
        return Error(
            ErrorCode::MoveTurnUnfinished,
            {name, from.name, after.squares[std::size_t(toSquare)].name, tries.kingName()});
    return board->whyNotLegal(fromSquare, toSquare);
}

} // namespace trellis
