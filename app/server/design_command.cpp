#include "design_command.h"

#include <tablesmith/design.h>
#include <tablesmith/design_check.h>

#include <boost/json/serialize.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>

namespace tablesmith::server {
namespace {

constexpr int kDesignFailed = 1;

int fail(const std::string &message)
{
    std::cerr << "tablesmith-server: " << message << '\n';
    return kDesignFailed;
}

void printVerdicts(const design::Design &design)
{
    for (const design::DesignTable &table : design.tables) {
        for (const design::PatternVerdict &verdict : design::checkAccessPatterns(table))
            std::cout << boost::json::serialize(design::verdictJson(verdict)) << '\n';
    }
    std::cout.flush();
}

} // namespace

int runDesign(const DesignArgs &args)
{
    // A directory is a bundled example: its Workbench model and access-patterns.json.
    auto loaded = std::filesystem::is_directory(args.path) ? design::loadExampleDesign(args.path)
                                                          : design::loadDesign(args.path);
    if (!loaded)
        return fail(loaded.error().message);
    if (args.check)
        printVerdicts(*loaded);
    if (args.savePath.empty())
        return 0;
    design::DesignFormat format = design::designFormatFromPath(args.savePath);
    if (args.format) {
        auto parsed = design::parseDesignFormat(*args.format);
        if (!parsed)
            return fail(parsed.error().message);
        format = *parsed;
    }
    if (Status saved = design::saveDesign(*loaded, args.savePath, format); !saved)
        return fail(saved.error().message);
    if (format == design::DesignFormat::Workbench)
        for (const std::string &loss : design::workbenchLosses(*loaded))
            std::fprintf(stderr, "warning: %s\n", loss.c_str());
    return 0;
}

} // namespace tablesmith::server
