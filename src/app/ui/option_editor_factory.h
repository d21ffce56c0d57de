#pragma once
// Custom editors for single options of single games, shown in the set-up dialog beneath
// the standard editor the option schema asks for (a text field for a Text option). The
// standard editor stays the holder of the value: a custom editor reads it and writes it,
// so typing still works and a game without a custom editor loses nothing. Each editor
// registers itself from its own .cpp with LUDOTECA_REGISTER_OPTION_EDITOR.

#include <functional>
#include <string>
#include <string_view>
#include <vector>

class QLineEdit;
class QWidget;

namespace ludoteca {
struct OptionSpec;
}

namespace ludoteca::app {

class OptionEditorFactory {
public:
    // Makes the custom editor of a Text option bound to its text field.
    using Maker = std::function<QWidget *(const OptionSpec &spec, QLineEdit &text, QWidget *parent)>;

    static bool add(std::string gameId, std::string key, Maker maker);
    static bool has(std::string_view gameId, std::string_view key);
    // The ids of the games with a custom editor, sorted, once each.
    static std::vector<std::string> gameIds();
    // Null when the option has no custom editor.
    static QWidget *create(std::string_view gameId, const OptionSpec &spec, QLineEdit &text, QWidget *parent);
};

} // namespace ludoteca::app

#define LUDOTECA_REGISTER_OPTION_EDITOR(gameId, key, EditorClass)                                                      \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaOptionEditor_##EditorClass = ::ludoteca::app::OptionEditorFactory::add(        \
        gameId, key, [](const ::ludoteca::OptionSpec &spec, QLineEdit &text, QWidget *parent) -> QWidget * {           \
            return new EditorClass(spec, text, parent);                                                                \
        });                                                                                                            \
    }
