#pragma once
// The language-dependent texts of a long-lived widget (menus, actions, titles, labels): each is
// set by a function that translates it, run once when added and again by retranslate(), which
// the widget calls on QEvent::LanguageChange.
#include <functional>
#include <vector>

namespace trellis {

class TranslatedTexts {
  public:
    void add(std::function<void()> setText) {
        setText();
        setters_.push_back(std::move(setText));
    }
    void retranslate() const {
        for (const auto& setText : setters_) setText();
    }

  private:
    std::vector<std::function<void()>> setters_;
};

} // namespace trellis
