// Tags on tables: TagResource, UntagResource, ListTagsOfResource, and CreateTable's Tags.
// Deployment tools (Terraform, CDK, Serverless) read and write them right after creating a
// table, so an endpoint without them fails those deployments.

#include "ops/operations.h"
#include "ops/tags.h"
#include "store/catalog_tags.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace tablesmith::ops {
namespace {

constexpr std::size_t kMaxTags = 50;
constexpr std::size_t kMaxArnLength = 1283;

Error invalidTableArn(std::string_view arn)
{
    return Error::validation("Invalid TableArn: Invalid ResourceArn provided as input "
                             + std::string(arn));
}

// Who the caller is to the service when it refuses a resource of another account or service;
// a local endpoint has one caller, the account's root.
Error accessDenied(const State &state, std::string_view operation, std::string_view arn)
{
    return Error{ErrorKind::AccessDeniedException,
                 "User: arn:aws:iam::" + state.options.accountId + ":root is not authorized to "
                 "perform: dynamodb:" + std::string(operation) + " on resource: "
                     + std::string(arn)};
}

bool validTableName(std::string_view name)
{
    if (name.size() < 3 || name.size() > 255)
        return false;
    return std::ranges::all_of(name, [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
    });
}

// arn:<partition>:<service>:<region>:<account>:<resource>, the resource holding any colons.
std::vector<std::string_view> arnComponents(std::string_view arn)
{
    std::vector<std::string_view> parts;
    while (parts.size() < 5) {
        const std::size_t colon = arn.find(':');
        if (colon == std::string_view::npos)
            break;
        parts.push_back(arn.substr(0, colon));
        arn.remove_prefix(colon + 1);
    }
    parts.push_back(arn);
    return parts;
}

// The table an ARN names, refused in the order and words the service uses (recorded against
// it, 2016-2026): the shape, then the caller's right to it, then the region, then the resource.
Result<store::TableSchema *> taggedTable(State &state, const json::object &request,
                                         std::string_view operation)
{
    TS_TRY_ASSIGN(std::string_view arn, requiredString(request, "ResourceArn"));
    if (arn.empty() || arn.size() > kMaxArnLength)
        return constraintError("'" + std::string(arn) + "'", "ResourceArn",
                               "Member must have length between 1 and 1283");
    if (!arn.starts_with("arn:"))
        return Error::validation("One or more parameter values were invalid: ARNs must start "
                                 "with 'arn:': " + std::string(arn));
    const std::vector<std::string_view> parts = arnComponents(arn);
    if (parts.size() < 6 || parts[2] != "dynamodb" || parts[4] != state.options.accountId)
        return accessDenied(state, operation, arn);
    if (parts[1] != "aws" || parts[3] != state.options.region)
        return invalidTableArn(arn);
    std::string_view resource = parts[5];
    if (!resource.starts_with("table/"))
        return Error::validation("One or more parameter values were invalid: Provided Arn is "
                                 "not a DynamoDB resource arn: " + std::string(arn));
    resource.remove_prefix(6);
    const std::size_t slash = resource.find('/');
    if (slash != std::string_view::npos) {
        if (resource.substr(slash + 1).starts_with("index/"))
            return Error::validation("One or more parameter values were invalid: Invalid "
                                     "resource arn provided, only table or stream is accepted. "
                                     "Provided resource arn: " + std::string(arn));
        return invalidTableArn(arn);
    }
    if (!validTableName(resource))
        return invalidTableArn(arn);
    store::TableSchema *table = state.catalog.find(resource);
    if (!table)
        return Error{ErrorKind::ResourceNotFoundException,
                     "Requested resource not found: ResourceArn: " + std::string(arn)
                         + " not found"};
    return table;
}

// A table DELETING (DatabaseOptions::tableTransitionMs) in the first part of its window, while
// the service's tagging still knows it: recorded against the service (2026-10, a 6 s DELETING
// window), TagResource then answered ResourceInUseException and ListTagsOfResource the tags
// for about the first second; from 1.6 s on all three answered ResourceNotFoundException. The
// first quarter of the window stands for that first second.
const store::Catalog::Deleting *stillTagged(const State &state, const json::object &request)
{
    const json::value *arn = request.if_contains("ResourceArn");
    if (!arn || !arn->is_string())
        return nullptr;
    // Called once taggedTable found the ARN well formed: the name follows ":table/".
    const std::string_view whole = arn->get_string();
    const std::size_t at = whole.find(":table/");
    if (at == std::string_view::npos)
        return nullptr;
    const std::string_view name = whole.substr(at + 7);
    const std::int64_t now = state.clock.nowMs();
    const store::Catalog::Deleting *table = state.catalog.deletingTable(name, now);
    if (!table || now - table->startsMs >= (table->endsMs - table->startsMs) / 4)
        return nullptr;
    return table;
}

// TagResource / UntagResource's table, or the service's refusal of a change to one deleting.
Result<store::TableSchema *> changedTable(State &state, const json::object &request,
                                          std::string_view operation)
{
    auto table = taggedTable(state, request, operation);
    if (table || table.error().kind != ErrorKind::ResourceNotFoundException
        || !stillTagged(state, request))
        return table;
    return Error{ErrorKind::ResourceInUseException,
                 "Attempt to change a resource which is still in use: Table is being deleted: "
                     + std::string(stillTagged(state, request)->description.at("TableName")
                                       .as_string())};
}

// Tag keys and values keep to the characters AWS allows in tags everywhere: letters, digits,
// whitespace and _ . : / = + - @ ([\p{L}\p{Z}\p{N}_.:/=+\-@]*, as other AWS services quote
// it). ASCII is checked exactly; other characters pass, as most are letters or digits.
// (Alternator's test_tag.py, written against the service: 'hi!', 'd%g', '"hello"' refused.)
constexpr std::string_view kTagPattern = "[\\p{L}\\p{Z}\\p{N}_.:/=+\\-@]*";

bool allowedTagText(std::string_view text)
{
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x80 || std::isalnum(byte) || c == ' ')
            continue;
        if (std::string_view("_.:/=+-@").find(c) == std::string_view::npos)
            return false;
    }
    return true;
}

// Lengths are the API model's, checked before (in characters, not bytes).
Status checkTagText(std::string_view text, std::string_view member)
{
    if (allowedTagText(text))
        return success();
    return constraintError("'" + std::string(text) + "'", member,
                           "Member must satisfy regular expression pattern: "
                               + std::string(kTagPattern));
}

Status checkReservedKey(std::string_view key)
{
    if (key.starts_with("aws:"))
        return Error::validation("Tag keys starting with aws: are reserved for AWS use: "
                                 + std::string(key));
    return success();
}

// The request's Tags as key -> value (a repeated key keeps its last value).
Result<store::Tags> requestedTags(const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *list, optionalArray(request, "Tags"));
    store::Tags tags;
    if (!list)
        return tags;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const json::object *tag = (*list)[i].if_object();
        if (!tag)
            return Error::validation("Tags entries must be objects with Key and Value");
        TS_TRY_ASSIGN(std::string_view key, requiredString(*tag, "Key"));
        TS_TRY_ASSIGN(std::string_view value, requiredString(*tag, "Value"));
        const std::string member = "tags." + std::to_string(i + 1) + ".member.";
        TS_TRY_STATUS(checkTagText(key, member + "key"));
        TS_TRY_STATUS(checkReservedKey(key));
        TS_TRY_STATUS(checkTagText(value, member + "value"));
        tags[std::string(key)] = std::string(value);
    }
    return tags;
}

// More than 50 tags is the request's fault, a ValidationException (Alternator's test_tag.py,
// written against the service, for TagResource and CreateTable alike); the text is ours.
Error tooManyTags(std::size_t total)
{
    return Error::validation("One or more parameter values were invalid: Too many tags: a "
                             "table can have at most 50 tags, this request would leave "
                             + std::to_string(total));
}

// Adds `tags` to the table's, within DynamoDB's 50 a table.
Status addTags(State &state, const store::TableSchema &table, const store::Tags &tags)
{
    TS_TRY_ASSIGN(store::Tags current, store::loadTags(state.db, table.id));
    std::size_t total = current.size();
    for (const auto &[key, value] : tags)
        total += current.contains(key) ? 0 : 1;
    if (total > kMaxTags)
        return tooManyTags(total);
    for (const auto &[key, value] : tags)
        TS_TRY_STATUS(store::saveTag(state.db, table.id, key, value));
    return success();
}

} // namespace

Status applyCreateTableTags(State &state, const store::TableSchema &table,
                            const json::object &request)
{
    TS_TRY_ASSIGN(store::Tags tags, requestedTags(request));
    return addTags(state, table, tags);
}

Status checkCreateTableTags(const json::object &request)
{
    TS_TRY_ASSIGN(store::Tags tags, requestedTags(request));
    if (tags.size() > kMaxTags)
        return tooManyTags(tags.size());
    return success();
}

// A well-formed ARN whose table is missing or being deleted: what the request says alone is
// checked before that is reported, as the service orders it.
bool onlyTheTableFailed(const Result<store::TableSchema *> &table)
{
    return !table
        && (table.error().kind == ErrorKind::ResourceNotFoundException
            || table.error().kind == ErrorKind::ResourceInUseException);
}

Result<json::object> tagResource(State &state, const json::object &request)
{
    auto table = changedTable(state, request, "TagResource");
    if (!table && !onlyTheTableFailed(table))
        return table.takeError();
    if (!request.contains("Tags"))
        return constraintError("null", "tags", "Member must not be null");
    TS_TRY_ASSIGN(store::Tags tags, requestedTags(request));
    // The model sets no minimum; the service refuses an empty list with its own sentence, for
    // a table that does not exist too (dynalite's tagResource.js, recorded against it).
    if (tags.empty())
        return Error::validation("Atleast one Tag needs to be provided as Input.");
    if (!table)
        return table.takeError();
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_STATUS(addTags(state, **table, tags));
    TS_TRY_STATUS(transaction.commit());
    return json::object();
}

Result<json::object> untagResource(State &state, const json::object &request)
{
    auto table = changedTable(state, request, "UntagResource");
    if (!table && !onlyTheTableFailed(table))
        return table.takeError();
    TS_TRY_ASSIGN(const json::array *keys, optionalArray(request, "TagKeys"));
    if (!keys)
        return constraintError("null", "tagKeys", "Member must not be null");
    // As for TagResource (dynalite's untagResource.js).
    if (keys->empty())
        return Error::validation("Atleast one Tag Key needs to be provided as Input.");
    if (!table)
        return table.takeError();
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    for (const json::value &key : *keys) {
        if (!key.is_string())
            return Error::validation("TagKeys entries must be strings");
        TS_TRY_STATUS(checkReservedKey(key.get_string()));
        TS_TRY_STATUS(store::removeTag(state.db, (*table)->id, key.get_string()));
    }
    TS_TRY_STATUS(transaction.commit());
    return json::object();
}

Result<json::object> listTagsOfResource(State &state, const json::object &request)
{
    auto table = taggedTable(state, request, "ListTagsOfResource");
    const store::Catalog::Deleting *deleting = table ? nullptr : stillTagged(state, request);
    if (!table && (!deleting || table.error().kind != ErrorKind::ResourceNotFoundException))
        return table.takeError();
    store::Tags tags;
    if (deleting) {
        tags = deleting->tags;
    } else {
        TS_TRY_ASSIGN(tags, store::loadTags(state.db, (*table)->id));
    }
    json::array list;
    for (const auto &[key, value] : tags)
        list.push_back(json::object{{"Key", key}, {"Value", value}});
    json::object response;
    response["Tags"] = std::move(list); // at most 50: one page, no NextToken
    return response;
}

} // namespace tablesmith::ops
