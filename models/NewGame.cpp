#include "NewGame.h"

#include "variant/Variant.h"

#include <QDate>

#include <string>

namespace trellis {

GameTree newGameTree(const Variant& start) {
    GameTree tree(start);
    // "?" where PGN's Seven Tag Roster has nothing to say yet; the tree keeps the roster's
    // order (the variant's player tags in White's and Black's places) whatever the order here.
    const auto& players = start.descriptor().playerTags;
    for (const std::string& key :
         {std::string("Event"), std::string("Site"), std::string("Round"), players[0], players[1]})
        tree.setTag(key, "?");
    tree.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    return tree;
}

} // namespace trellis
