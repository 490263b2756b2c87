// Code generation's entry point: language names, and dispatch to one generator per language.
#include "codegen/generators.h"

#include "ops/legacy_parameters.h"

#include <array>
#include <exception>

namespace tablesmith {
namespace {

constexpr std::array kNames{std::pair{CodeLanguage::Js, "js"},
                            std::pair{CodeLanguage::JsDocument, "js-document"},
                            std::pair{CodeLanguage::Python, "python"},
                            std::pair{CodeLanguage::PythonResource, "python-resource"},
                            std::pair{CodeLanguage::Cli, "cli"},
                            std::pair{CodeLanguage::Java, "java"},
                            std::pair{CodeLanguage::Go, "go"},
                            std::pair{CodeLanguage::PartiQL, "partiql"}};

Result<GeneratedCode> dispatch(CodeLanguage language, const OperationRequest &request,
                               const CodegenOptions &options)
{
    switch (language) {
    case CodeLanguage::Js:
        return codegen::generateJs(request, options, false);
    case CodeLanguage::JsDocument:
        return codegen::generateJs(request, options, true);
    case CodeLanguage::Python:
        return codegen::generatePython(request, options);
    case CodeLanguage::PythonResource:
        return codegen::generatePythonResource(request, options);
    case CodeLanguage::Cli:
        return codegen::generateCli(request, options);
    case CodeLanguage::Java:
        return codegen::generateJava(request, options);
    case CodeLanguage::Go:
        return codegen::generateGo(request, options);
    case CodeLanguage::PartiQL:
        return codegen::generatePartiql(request);
    }
    return Error::validation("Unknown language");
}

// Java, Go and PartiQL are generated from expressions: legacy parameters (KeyConditions,
// ScanFilter, Expected, ...) are rewritten first, as the engine itself runs them.
Result<OperationRequest> withExpressions(CodeLanguage language, const OperationRequest &request)
{
    if (language != CodeLanguage::Java && language != CodeLanguage::Go &&
        language != CodeLanguage::PartiQL)
        return request;
    TS_TRY_ASSIGN(auto rewritten, ops::legacy::toExpressions(request.operation, request.request));
    if (!rewritten)
        return request;
    TS_TRY_STATUS(ops::legacy::checkKeyConditionsIndexable(rewritten->request));
    return OperationRequest{request.operation, std::move(rewritten->request)};
}

} // namespace

std::string_view codeLanguageName(CodeLanguage language)
{
    for (auto [value, name] : kNames)
        if (value == language)
            return name;
    return "";
}

Result<CodeLanguage> parseCodeLanguage(std::string_view name)
{
    for (auto [value, known] : kNames)
        if (name == known)
            return value;
    return Error::validation("Unknown language " + std::string(name) +
                             ": use js, js-document, python, python-resource, cli, java, go "
                             "or partiql");
}

const std::vector<CodeLanguage> &codeLanguages()
{
    static const std::vector<CodeLanguage> languages = [] {
        std::vector<CodeLanguage> out;
        for (auto [value, name] : kNames)
            out.push_back(value);
        return out;
    }();
    return languages;
}

Result<GeneratedCode> generateCode(CodeLanguage language, const OperationRequest &request,
                                   const CodegenOptions &options)
{
    TS_TRY_ASSIGN(OperationRequest normalized, withExpressions(language, request));
    // A member of the wrong JSON type (a number where a string belongs) throws from the JSON
    // accessors deep in a generator: it is bad input, reported as the service would.
    try {
        return dispatch(language, normalized, options);
    } catch (const std::exception &) {
        return Error{ErrorKind::SerializationException,
                     "The request's members do not have the types " + request.operation + " takes"};
    }
}

} // namespace tablesmith
