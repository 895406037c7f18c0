#pragma once
// Lays out movetext words in lines no wider than a limit (a longer word gets a line of its
// own). '(' sticks to the word after it and ')' to the word before, as PGN exports do, and a
// comment's word that starts like a tag ('[' and a name) to the word before.
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

class MovetextLayout {
  public:
    void word(std::string_view text);
    void open() { prefix_ += '('; }
    void close();
    // A {comment} split into words, or a ; comment (ends its line) when the text holds '}'.
    void comment(std::string_view text);
    std::string lines(int width) const;

  private:
    struct Word {
        std::string text;
        bool endsLine = false;
    };
    std::vector<Word> words_;
    std::string prefix_;
};

} // namespace trellis
