#include "ops/table_class.h"

namespace tablesmith::ops {
namespace {

// The operation's own text (the request framework leaves this enum to it, see
// model/service_quirks.h), as the service words it for CreateTable and UpdateTable.
Result<std::optional<std::string_view>> tableClassOf(const json::object &request)
{
    TS_TRY_ASSIGN(auto given, optionalString(request, "TableClass"));
    if (given && *given != "STANDARD" && *given != "STANDARD_INFREQUENT_ACCESS")
        return Error::validation("Invalid table-class parameter provided. Please try again "
                                 "with a valid table-class value: [STANDARD, "
                                 "STANDARD_INFREQUENT_ACCESS].");
    return given;
}

} // namespace

Result<json::value> newTableClassSummary(const json::object &request)
{
    TS_TRY_ASSIGN(auto given, tableClassOf(request));
    if (!given)
        return json::value();
    return json::value(json::object{{"TableClass", *given}});
}

Status updateTableClass(json::object &description, const json::object &request,
                        std::int64_t nowMs)
{
    TS_TRY_ASSIGN(auto given, tableClassOf(request));
    if (!given)
        return success();
    const json::value *summary = description.if_contains("TableClassSummary");
    const json::value *current = summary && summary->is_object()
                                     ? summary->as_object().if_contains("TableClass")
                                     : nullptr;
    const std::string_view now = current && current->is_string()
                                     ? std::string_view(current->get_string())
                                     : "STANDARD";
    if (now == *given)
        return success();
    description["TableClassSummary"] =
        json::object{{"TableClass", *given},
                     {"LastUpdateDateTime", static_cast<double>(nowMs) / 1000.0}};
    return success();
}

} // namespace tablesmith::ops
