#pragma once
// `tablesmith-server --design FILE --check`: each access pattern's verdict as a JSON line;
// `--design IN --save OUT [--format design|workbench|cloudformation|cloudformation-yaml]`:
// converts a design. No database is opened.

#include <optional>
#include <string>

namespace tablesmith::server {

struct DesignArgs {
    std::string path;
    bool check = false;
    std::string savePath;
    std::optional<std::string> format; // default: from the extension of savePath
};

// 0 done; 1 the design could not be read or written (message on stderr).
int runDesign(const DesignArgs &args);

} // namespace tablesmith::server
