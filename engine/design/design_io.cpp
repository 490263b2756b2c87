// Reading and writing design files in any of the formats, and the bundled examples.

#include "design/design_json.h"

#include <boost/json/serialize.hpp>

#include <fstream>
#include <sstream>

namespace json = boost::json;

namespace tablesmith::design {
namespace {
using namespace detail;

// JSON with two-space indentation, as people diff and review it.
void appendPretty(std::string &out, const json::value &value, int indent)
{
    auto newline = [&](int level) { out += '\n' + std::string(static_cast<std::size_t>(level), ' '); };
    if (const json::object *object = value.if_object(); object && !object->empty()) {
        out += '{';
        bool first = true;
        for (const auto &member : *object) {
            out += first ? "" : ",";
            first = false;
            newline(indent + 2);
            out += json::serialize(json::value(member.key())) + ": ";
            appendPretty(out, member.value(), indent + 2);
        }
        newline(indent);
        out += '}';
    } else if (const json::array *array = value.if_array(); array && !array->empty()) {
        out += '[';
        for (std::size_t i = 0; i < array->size(); ++i) {
            out += i ? "," : "";
            newline(indent + 2);
            appendPretty(out, (*array)[i], indent + 2);
        }
        newline(indent);
        out += ']';
    } else {
        out += json::serialize(value);
    }
}

Result<std::string> readText(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return Error::validation(path + ": cannot be read");
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// access-patterns.json: {"Table": name, "AccessPatterns": [...], "KeyTemplates":
// {"EntityType": {"GSI1PK": "ORDER#{status}"}}}.
void mergeExamplePatterns(Design &design, const json::object &patterns)
{
    DesignTable *table = design.table(stringAt(patterns, "Table"));
    if (!table && !design.tables.empty())
        table = &design.tables.front();
    if (!table)
        return;
    json::object only{{"TableName", table->name}, {"KeySchema", keySchemaJson(table->key)}};
    if (const json::array *list = arrayAt(patterns, "AccessPatterns"))
        only["AccessPatterns"] = *list;
    json::object document{{"TablesmithDesign", 1}, {"Tables", json::array{only}}};
    if (auto parsed = readDesign(document))
        table->accessPatterns = std::move(parsed->tables.front().accessPatterns);
    const json::object *templates = objectAt(patterns, "KeyTemplates");
    for (EntityType &entity : table->entityTypes) {
        const json::object *own = templates ? objectAt(*templates, entity.name) : nullptr;
        for (const auto &member : own ? *own : json::object()) {
            if (member.value().is_string())
                entity.setKeyTemplate(member.key(), std::string(member.value().get_string()));
        }
    }
}

} // namespace

Result<DesignFormat> parseDesignFormat(std::string_view name)
{
    if (name == "design")
        return DesignFormat::Design;
    if (name == "workbench" || name == "model")
        return DesignFormat::Workbench;
    if (name == "cloudformation" || name == "cloudformation-json")
        return DesignFormat::CloudFormationJson;
    if (name == "cloudformation-yaml" || name == "yaml")
        return DesignFormat::CloudFormationYaml;
    return Error::validation("unknown design format " + std::string(name)
                             + " (design, workbench, cloudformation, cloudformation-yaml)");
}

DesignFormat designFormatFromPath(std::string_view path)
{
    if (endsWith(path, ".model.json"))
        return DesignFormat::Workbench;
    if (endsWith(path, ".yaml") || endsWith(path, ".yml"))
        return DesignFormat::CloudFormationYaml;
    if (endsWith(path, ".template.json") || endsWith(path, ".cfn.json"))
        return DesignFormat::CloudFormationJson;
    return DesignFormat::Design;
}

std::string designText(const Design &design, DesignFormat format)
{
    if (format == DesignFormat::CloudFormationYaml)
        return cloudFormationYaml(design);
    json::object document = format == DesignFormat::Workbench ? writeWorkbenchModel(design)
                          : format == DesignFormat::CloudFormationJson
                              ? cloudFormationTemplate(design)
                              : writeDesign(design);
    std::string text;
    appendPretty(text, document, 0);
    return text + '\n';
}

Status saveDesign(const Design &design, const std::string &path, DesignFormat format)
{
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << designText(design, format);
    file.close();
    if (!file)
        return Error::validation(path + ": cannot be written");
    return success();
}

Result<Design> loadDesign(const std::string &path)
{
    TS_TRY_ASSIGN(std::string text, readText(path));
    auto document = parseDesignJson(text);
    if (!document)
        return Error::validation(path + ": " + document.error().message);
    const json::object *object = document->if_object();
    auto design = object && object->contains("DataModel") ? readWorkbenchModel(*document)
                                                          : readDesign(*document);
    if (!design)
        return Error::validation(path + ": " + design.error().message);
    return design;
}

Result<Design> exampleDesign(std::string_view modelJson, std::string_view patternsJson)
{
    TS_TRY_ASSIGN(json::value model, parseDesignJson(modelJson));
    TS_TRY_ASSIGN(Design design, readWorkbenchModel(model));
    if (patternsJson.empty())
        return design;
    auto patterns = parseDesignJson(patternsJson);
    if (!patterns)
        return Error::validation("access-patterns.json: " + patterns.error().message);
    if (patterns->is_object())
        mergeExamplePatterns(design, patterns->get_object());
    return design;
}

Result<Design> loadExampleDesign(const std::string &directory)
{
    std::string base = endsWith(directory, "/") ? directory : directory + "/";
    std::string name = base.substr(0, base.size() - 1);
    name = name.substr(name.find_last_of('/') + 1);
    TS_TRY_ASSIGN(std::string model, readText(base + name + ".model.json"));
    auto patterns = readText(base + "access-patterns.json");
    return exampleDesign(model, patterns ? *patterns : std::string());
}

} // namespace tablesmith::design
