#include "codegen_mode.h"

#include <tablesmith/access_plan.h>
#include <tablesmith/codegen.h>
#include <tablesmith/database.h>

#include <boost/json/serialize.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

namespace tablesmith::server {
namespace {

int fail(const std::string &path, const Error &error)
{
    std::cerr << "tablesmith-server: " << path << ": " << errorName(error.kind) << ": "
              << error.message << '\n';
    return 1;
}

Result<OperationRequest> readRequest(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return Error::validation("cannot read the file");
    std::ostringstream text;
    text << file.rdbuf();
    return parseOperationRequest(text.str());
}

} // namespace

int runCodegen(const CodegenArgs &args)
{
    auto language = parseCodeLanguage(args.language);
    if (!language)
        return fail(args.language, language.error());
    auto request = readRequest(args.requestPath);
    if (!request)
        return fail(args.requestPath, request.error());
    auto code = generateCode(*language, *request, CodegenOptions{args.region, args.endpoint});
    if (!code)
        return fail(args.requestPath, code.error());
    std::cout << code->text << std::flush;
    return 0;
}

int runExplain(const ServerArgs &args)
{
    auto request = readRequest(*args.explainPath);
    if (!request)
        return fail(*args.explainPath, request.error());
    DatabaseOptions options;
    options.path = args.dbPath;
    auto database = Database::open(options);
    if (!database)
        return fail(args.dbPath, database.error());
    auto plan = planAccess(*request, **database);
    if (!plan)
        return fail(*args.explainPath, plan.error());
    std::cout << boost::json::serialize(toJson(*plan)) << std::endl;
    return 0;
}

} // namespace tablesmith::server
