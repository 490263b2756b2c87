#pragma once
// The GUI's command line:
//   tablesmith [--db FILE | --in-memory] [--durable] [--example NAME] [--serve [PORT]]

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace tablesmith::gui {

struct CommandLine {
    QString databasePath; // empty: in memory
    bool durable = false;
    QString example;                   // e.g. "ecommerce"; empty for none
    std::optional<std::uint16_t> servePort; // set when --serve was given
};

// Parses `arguments` (including the program name). On a usage error or --help/--version,
// prints to the terminal and exits, as command-line programs do.
CommandLine parseCommandLine(const QStringList &arguments);

} // namespace tablesmith::gui
