// Drives one engine protocol session from arbitrary bytes: every line is a command, as
// on `ludoteca-cli engine`'s standard input. Checks that every answer stays framed.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "engine_protocol.h"

namespace {

// genmove with a large budget is slow by design, not a finding: such lines get a small
// budget instead, and the argument parsing is still fuzzed through the remaining words.
std::string boundedGenmove(std::string_view line)
{
    const auto start = line.find_first_not_of(" \t");
    if (start == std::string_view::npos || line.substr(start).rfind("genmove", 0) != 0)
        return std::string(line);
    if (line.find("ms=") != std::string_view::npos || line.find("iterations=") != std::string_view::npos
        || line.find("level=") != std::string_view::npos)
        return "genmove iterations=8";
    return std::string(line) + " iterations=8";
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    std::string script;
    std::size_t start = 0;
    while (start < bytes.size()) {
        auto end = bytes.find('\n', start);
        if (end == std::string_view::npos)
            end = bytes.size();
        script += boundedGenmove(bytes.substr(start, end - start));
        script += '\n';
        start = end + 1;
    }

    std::istringstream in(script);
    std::ostringstream out;
    ludoteca::cli::EngineProtocol protocol(out);
    protocol.run(in);

    // Every answer is '=' or '?' and ends with an empty line.
    const std::string text = out.str();
    if (!text.empty() && (text.size() < 3 || text.compare(text.size() - 2, 2, "\n\n") != 0))
        std::abort();
    bool atAnswer = true;
    for (std::size_t at = 0; at < text.size();) {
        const auto end = text.find('\n', at);
        const std::string_view line(text.data() + at, end - at);
        if (atAnswer && (line.empty() || (line[0] != '=' && line[0] != '?')))
            std::abort();
        atAnswer = line.empty();
        at = end + 1;
    }
    return 0;
}
