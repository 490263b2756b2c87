#include "ops/table_definition.h"
#include "ops/table_class.h"
#include "ops/warm_throughput.h"

#include <boost/json/serialize.hpp>

#include <chrono>
#include <map>
#include <random>
#include <set>

namespace tablesmith::ops {
namespace {

Error invalid(const std::string &detail)
{
    return Error::validation("One or more parameter values were invalid: " + detail);
}

constexpr std::size_t kMaxKeyAttributesPerPart = 4;

// A GSI's key (DynamoDB, November 2025): up to four HASH elements, then up to four RANGE ones.
// The service's texts for these refusals are not published; these follow its style.
Status checkMultiAttributeKey(const json::array &keys, std::string_view context)
{
    std::size_t hashes = 0, ranges = 0;
    std::set<std::string_view> names;
    for (const json::value &k : keys) {
        const bool hash = k.at("KeyType").get_string() == "HASH";
        if (hash && ranges > 0)
            return Error::validation("Invalid " + std::string(context)
                                     + ": All HASH KeySchemaElements must come before the "
                                       "RANGE KeySchemaElements");
        ++(hash ? hashes : ranges);
        if (!names.insert(k.at("AttributeName").get_string()).second)
            return Error::validation("Invalid " + std::string(context)
                                     + ": Duplicate KeySchemaElement attribute name: "
                                     + std::string(k.at("AttributeName").get_string()));
    }
    if (hashes > kMaxKeyAttributesPerPart || ranges > kMaxKeyAttributesPerPart)
        return Error::validation("Invalid " + std::string(context) + ": A "
                                 + (hashes > kMaxKeyAttributesPerPart ? "partition" : "sort")
                                 + " key can have at most 4 attributes ("
                                 + (hashes > kMaxKeyAttributesPerPart ? "HASH" : "RANGE")
                                 + " KeySchemaElements)");
    return success();
}

// A two-element key schema naming one attribute twice: the table's, or an LSI's (dynalite's
// validations/createTable.js, in its order: an LSI's after the table's own sort key).
Status checkKeyNamesDiffer(const json::array &keys)
{
    const auto nameOf = [](const json::value &k) -> const json::value * {
        const json::object *o = k.if_object();
        return o ? o->if_contains("AttributeName") : nullptr;
    };
    const json::value *first = keys.size() == 2 ? nameOf(keys[0]) : nullptr;
    const json::value *second = keys.size() == 2 ? nameOf(keys[1]) : nullptr;
    if (first && second && first->is_string() && *first == *second)
        return Error::validation("Both the Hash Key and the Range Key element in the KeySchema "
                                 "have the same name");
    return success();
}

// A table's key schema naming more attributes than AttributeDefinitions defines, before its
// names and types are compared (dynalite's validations/createTable.js, recorded against the
// service; paritysuite/dynamodb-conformance tests/tier3/validation-ordering/createTable.test.ts:
// one attribute keyed twice beside its one definition). As many definitions as keys, misnamed,
// is answered later, with the lists.
Status checkKeysDefined(const json::object &request, const json::array &keys)
{
    const json::value *definitions = request.if_contains("AttributeDefinitions");
    if (!definitions || !definitions->is_array() || keys.size() <= definitions->get_array().size())
        return success();
    return Error::validation("Invalid KeySchema: Some index key attribute have no definition");
}

// Tables and LSIs: one HASH element, optionally one RANGE. GSIs (multiAttribute): see above.
Result<json::array> keySchema(const json::object &request, std::string_view member,
                              std::string_view context, bool multiAttribute = false)
{
    auto schema = optionalArray(request, member);
    if (!schema)
        return schema.takeError();
    if (!*schema)
        return constraintError("null", member, "Member must not be null");
    const json::array &keys = **schema;
    if (keys.empty() || (keys.size() > 2 && !multiAttribute))
        return constraintError("[]", member, keys.empty()
            ? "Member must have length greater than or equal to 1"
            : "Member must have length less than or equal to 2");
    if (context == "KeySchema") { // the table's: before the key types, as dynalite orders it
        TS_TRY_STATUS(checkKeysDefined(request, keys));
        TS_TRY_STATUS(checkKeyNamesDiffer(keys));
    }
    for (size_t i = 0; i < keys.size(); ++i) {
        const json::object *k = keys[i].if_object();
        const json::value *type = k ? k->if_contains("KeyType") : nullptr;
        const json::value *name = k ? k->if_contains("AttributeName") : nullptr;
        if (!type || !type->is_string() || !name || !name->is_string())
            return Error::validation("Invalid " + std::string(context)
                                     + ": KeySchemaElement requires AttributeName and KeyType");
        std::string_view want = i == 0 ? "HASH" : "RANGE";
        if (type->get_string() != want && (i == 0 || !multiAttribute))
            return Error::validation("Invalid " + std::string(context) + ": The "
                                     + (i == 0 ? "first" : "second")
                                     + " KeySchemaElement is not a " + std::string(want)
                                     + " key type");
        if (type->get_string() != "HASH" && type->get_string() != "RANGE")
            return constraintError("'" + std::string(type->get_string()) + "'",
                                   std::string(member) + "." + std::to_string(i + 1)
                                       + ".member.keyType",
                                   "Member must satisfy enum value set: [HASH, RANGE]");
    }
    if (multiAttribute)
        TS_TRY_STATUS(checkMultiAttributeKey(keys, context));
    return keys;
}

Result<std::map<std::string, std::string>> attributeDefinitions(const json::object &request)
{
    auto defs = optionalArray(request, "AttributeDefinitions");
    if (!defs)
        return defs.takeError();
    if (!*defs)
        return constraintError("null", "AttributeDefinitions", "Member must not be null");
    std::map<std::string, std::string> types;
    for (const json::value &d : **defs) {
        const json::object *o = d.if_object();
        const json::value *name = o ? o->if_contains("AttributeName") : nullptr;
        const json::value *type = o ? o->if_contains("AttributeType") : nullptr;
        if (!name || !name->is_string() || !type || !type->is_string())
            return Error::validation("Invalid AttributeDefinitions: AttributeName and "
                                     "AttributeType are required");
        std::string t(type->get_string());
        if (t != "S" && t != "N" && t != "B")
            return constraintError("'" + t + "'", "AttributeDefinitions.1.member.attributeType",
                                   "Member must satisfy enum value set: [B, N, S]");
        // The service's words, without the usual "One or more parameter values" prefix, also
        // when the two entries differ in type (scylladb/scylladb#13870).
        if (!types.emplace(std::string(name->get_string()), t).second)
            return Error::validation("Attribute Name is duplicated: "
                                     + std::string(name->get_string()));
    }
    return types;
}

std::string joined(const std::set<std::string> &names)
{
    std::string out;
    for (const std::string &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

// Every key attribute (table and indexes) must be defined, and nothing else may be.
Status checkDefinitionsMatch(const std::map<std::string, std::string> &types,
                             const std::set<std::string> &keyNames)
{
    std::set<std::string> defined;
    for (const auto &[name, type] : types)
        defined.insert(name);
    std::set<std::string> missing;
    for (const std::string &k : keyNames)
        if (!types.count(k))
            missing.insert(k);
    if (!missing.empty())
        return invalid("Some index key attributes are not defined in AttributeDefinitions. "
                       "Keys: [" + joined(missing) + "], AttributeDefinitions: ["
                       + joined(defined) + "]");
    if (defined.size() != keyNames.size())
        return invalid("Number of attributes in KeySchema does not exactly match number of "
                       "attributes defined in AttributeDefinitions");
    return success();
}

void collectKeyNames(const json::array &schema, std::set<std::string> &names)
{
    for (const json::value &k : schema)
        names.insert(std::string(k.at("AttributeName").get_string()));
}

// A name listed twice is refused; a key attribute of the table or of the index itself is not.
Status checkNonKeyAttributesUnique(const json::object &projection)
{
    const json::value *names = projection.if_contains("NonKeyAttributes");
    std::set<std::string_view> seen;
    json::array none;
    for (const json::value &name : names && names->is_array() ? names->get_array() : none)
        if (name.is_string() && !seen.insert(name.get_string()).second)
            return invalid("Duplicate element in NonKeyAttributes: "
                           + std::string(name.get_string()));
    return success();
}

Status checkProjection(const json::object &index)
{
    const json::object *p = index.contains("Projection") ? index.at("Projection").if_object()
                                                         : nullptr;
    if (!p)
        return invalid("Projection is required for index "
                       + json::serialize(index.at("IndexName")));
    const json::value *type = p->if_contains("ProjectionType");
    std::string_view t = type && type->is_string() ? std::string_view(type->get_string()) : "";
    if (t != "ALL" && t != "KEYS_ONLY" && t != "INCLUDE")
        return invalid("Unknown ProjectionType: " + std::string(t));
    const bool hasNonKey = p->contains("NonKeyAttributes");
    if (t == "INCLUDE" && !hasNonKey)
        return invalid("ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
    if (t != "INCLUDE" && hasNonKey)
        return invalid("ProjectionType is " + std::string(t)
                       + ", but NonKeyAttributes is specified");
    return checkNonKeyAttributesUnique(*p);
}

// A version-4 (random) UUID, as the service's TableId is: xxxxxxxx-xxxx-4xxx-Yxxx-xxxxxxxxxxxx
// with Y one of 8, 9, a, b (the RFC 4122 variant).
std::string randomId()
{
    static thread_local std::mt19937_64 rng{std::random_device{}()};
    const char *hex = "0123456789abcdef";
    std::string id;
    for (int i = 0; i < 36; ++i) {
        if (i == 8 || i == 13 || i == 18 || i == 23)
            id += '-';
        else if (i == 14)
            id += '4';
        else if (i == 19)
            id += hex[8 + rng() % 4];
        else
            id += hex[rng() % 16];
    }
    return id;
}

double nowSeconds()
{
    using namespace std::chrono;
    return duration<double>(system_clock::now().time_since_epoch()).count();
}

// GSIs and LSIs: validated, described, ACTIVE. (Their maintenance is the index issue's.)
Result<json::array> indexes(const json::object &request, std::string_view member,
                            const std::string &tableArn, std::set<std::string> &keyNames,
                            std::set<std::string> &indexNames)
{
    auto list = optionalArray(request, member);
    if (!list)
        return list.takeError();
    json::array out;
    if (!*list)
        return out;
    const bool global = member == "GlobalSecondaryIndexes";
    for (const json::value &v : **list) {
        const json::object *index = v.if_object();
        auto name = index ? tableName(*index, "IndexName") : Result<std::string_view>(
            Error::validation("Invalid index definition"));
        if (!name)
            return name.takeError();
        if (!indexNames.insert(std::string(*name)).second)
            return invalid("Duplicate index name: " + std::string(*name));
        auto schema = keySchema(*index, "KeySchema", global ? "GlobalSecondaryIndex KeySchema"
                                                           : "LocalSecondaryIndex KeySchema",
                                global);
        if (!schema)
            return schema.takeError();
        TS_TRY_STATUS(checkProjection(*index));
        collectKeyNames(*schema, keyNames);
        json::object d;
        d["IndexName"] = *name;
        d["KeySchema"] = *schema;
        d["Projection"] = index->at("Projection");
        if (global) {
            d["IndexStatus"] = "ACTIVE";
            if (const json::value *t = index->if_contains("ProvisionedThroughput"))
                d["ProvisionedThroughput"] = throughputDescription(t->if_object());
        }
        d["IndexSizeBytes"] = 0;
        d["ItemCount"] = 0;
        d["IndexArn"] = tableArn + "/index/" + std::string(*name);
        out.push_back(std::move(d));
    }
    return out;
}

constexpr std::size_t kMaxGlobalIndexes = 20;
constexpr std::size_t kMaxLocalIndexes = 5;
constexpr std::size_t kMaxProjectedAttributes = 100;

std::size_t projectedAttributeCount(const json::array &indexes)
{
    std::size_t count = 0;
    for (const json::value &index : indexes)
        if (const json::value *names = index.at("Projection").as_object().if_contains(
                "NonKeyAttributes"))
            count += names->is_array() ? names->as_array().size() : 0;
    return count;
}

// No recording of the service's text for this limit is known; ours follows its style. A name
// projected into two indexes counts twice, as the developer guide says.
Status checkProjectedTotal(const json::array &gsis, const json::array &lsis)
{
    const std::size_t projected = projectedAttributeCount(gsis) + projectedAttributeCount(lsis);
    if (projected > kMaxProjectedAttributes)
        return invalid("Number of projected attributes in all indexes exceeds limit of 100, "
                       "projectedAttributeCount: " + std::to_string(projected));
    return success();
}

// DynamoDB's per-table limits: 20 GSIs, 5 LSIs, 100 INCLUDE attributes across all indexes.
Status checkIndexLimits(const json::array &gsis, const json::array &lsis)
{
    if (gsis.size() > kMaxGlobalIndexes)
        return invalid("GlobalSecondaryIndex count exceeds the per-table limit of 20");
    if (lsis.size() > kMaxLocalIndexes)
        return invalid("Number of LocalSecondaryIndexes exceeds per-table limit of 5");
    return checkProjectedTotal(gsis, lsis);
}

// An LSI shares the table's partition key and needs a sort key, on a table that has one.
Status checkLocalIndexKeys(const json::array &lsis, const json::array &tableKey)
{
    for (const json::value &lsi : lsis) {
        const std::string name(lsi.at("IndexName").as_string());
        const json::array &key = lsi.at("KeySchema").as_array();
        if (tableKey.size() < 2)
            return invalid("Table KeySchema does not have a range key, which is required when "
                           "specifying a LocalSecondaryIndex");
        TS_TRY_STATUS(checkKeyNamesDiffer(key));
        if (key.size() < 2)
            return invalid("Index KeySchema does not have a range key for index: " + name);
        if (key.at(0).at("AttributeName") != tableKey.at(0).at("AttributeName"))
            return invalid("Index KeySchema hash key does not match table hash key for index: "
                           + name);
    }
    return success();
}

// Each GSI's WarmThroughput, from its definition in the request (in the same order).
Status warmIndexes(json::array &gsis, const json::object &request, std::string_view mode)
{
    for (json::value &gsi : gsis) {
        const std::size_t i = static_cast<std::size_t>(&gsi - gsis.data());
        const json::object &definition =
            request.at("GlobalSecondaryIndexes").as_array().at(i).as_object();
        TS_TRY_STATUS(warmNewGlobalIndex(gsi.as_object(), definition, mode));
    }
    return success();
}

} // namespace

Status warmNewGlobalIndex(json::object &index, const json::object &definition,
                          std::string_view billingMode)
{
    TS_TRY_ASSIGN(const json::object *warm, optionalObject(definition, "WarmThroughput"));
    TS_TRY_ASSIGN(json::object described,
                  newWarmThroughput(warm, index, billingMode,
                                    std::string(index.at("IndexName").as_string())));
    index["WarmThroughput"] = std::move(described);
    return success();
}

Status checkProjectedAttributeTotal(const json::object &description)
{
    const auto list = [&](std::string_view member) {
        const json::value *v = description.if_contains(member);
        return v && v->is_array() ? v->get_array() : json::array();
    };
    return checkProjectedTotal(list("GlobalSecondaryIndexes"), list("LocalSecondaryIndexes"));
}

Result<json::object> describeNewGlobalIndex(const json::object &definition,
                                            std::string_view tableArn)
{
    json::object request;
    request["GlobalSecondaryIndexes"] = json::array{definition};
    std::set<std::string> keyNames, indexNames;
    TS_TRY_ASSIGN(json::array described, indexes(request, "GlobalSecondaryIndexes",
                                                 std::string(tableArn), keyNames, indexNames));
    return std::move(described.at(0).as_object());
}

Status checkBilling(std::string_view billingMode, const json::object *throughput)
{
    if (billingMode == "PAY_PER_REQUEST") {
        if (throughput)
            return invalid("Neither ReadCapacityUnits nor WriteCapacityUnits can be specified "
                           "when BillingMode is PAY_PER_REQUEST");
        return success();
    }
    if (!throughput || !throughput->contains("ReadCapacityUnits")
        || !throughput->contains("WriteCapacityUnits"))
        return invalid("ReadCapacityUnits and WriteCapacityUnits must both be specified when "
                       "BillingMode is PROVISIONED");
    for (std::string_view unit : {"ReadCapacityUnits", "WriteCapacityUnits"}) {
        auto value = optionalInteger(*throughput, unit);
        if (!value)
            return value.takeError();
        if (**value < 1)
            return constraintError("'" + std::to_string(**value) + "'", "provisionedThroughput."
                                   + memberPath(unit),
                                   "Member must have value greater than or equal to 1");
    }
    return success();
}

Status checkIndexThroughput(std::string_view billingMode, const json::object &definition)
{
    TS_TRY_ASSIGN(const json::object *throughput,
                  optionalObject(definition, "ProvisionedThroughput"));
    const json::value *name = definition.if_contains("IndexName");
    const std::string index = name && name->is_string() ? std::string(name->get_string()) : "";
    if (billingMode == "PAY_PER_REQUEST") {
        if (throughput)
            return invalid("ProvisionedThroughput should not be specified for index: " + index
                           + " when BillingMode is PAY_PER_REQUEST");
        return success();
    }
    if (!throughput)
        return invalid("ProvisionedThroughput is not specified for index: " + index);
    return checkBilling(billingMode, throughput);
}

json::object throughputDescription(const json::object *throughput)
{
    json::object d;
    d["NumberOfDecreasesToday"] = 0;
    d["ReadCapacityUnits"] = throughput ? throughput->at("ReadCapacityUnits") : json::value(0);
    d["WriteCapacityUnits"] = throughput ? throughput->at("WriteCapacityUnits") : json::value(0);
    return d;
}

Result<json::object> describeNewTable(const json::object &request, std::string_view name,
                                      const DatabaseOptions &options)
{
    auto schema = keySchema(request, "KeySchema", "KeySchema");
    if (!schema)
        return schema.takeError();
    auto types = attributeDefinitions(request);
    if (!types)
        return types.takeError();
    auto billing = optionalEnum(request, "BillingMode", {"PROVISIONED", "PAY_PER_REQUEST"});
    if (!billing)
        return billing.takeError();
    auto throughput = optionalObject(request, "ProvisionedThroughput");
    if (!throughput)
        return throughput.takeError();
    const std::string_view mode = billing->value_or("PROVISIONED");
    TS_TRY_STATUS(checkBilling(mode, *throughput));

    const std::string arn = "arn:aws:dynamodb:" + options.region + ":" + options.accountId
                            + ":table/" + std::string(name);
    std::set<std::string> keyNames, indexNames;
    collectKeyNames(*schema, keyNames);
    auto gsis = indexes(request, "GlobalSecondaryIndexes", arn, keyNames, indexNames);
    if (!gsis)
        return gsis.takeError();
    auto lsis = indexes(request, "LocalSecondaryIndexes", arn, keyNames, indexNames);
    if (!lsis)
        return lsis.takeError();
    TS_TRY_STATUS(checkIndexLimits(*gsis, *lsis));
    if (const json::value *list = request.if_contains("GlobalSecondaryIndexes"))
        for (const json::value &definition : list->as_array())
            TS_TRY_STATUS(checkIndexThroughput(mode, definition.as_object()));
    TS_TRY_STATUS(checkLocalIndexKeys(*lsis, *schema));
    TS_TRY_STATUS(checkDefinitionsMatch(*types, keyNames));
    TS_TRY_ASSIGN(json::value tableClass, newTableClassSummary(request));

    json::object d;
    d["TableName"] = name;
    d["TableArn"] = arn;
    d["TableId"] = randomId();
    d["TableStatus"] = "ACTIVE";
    d["CreationDateTime"] = nowSeconds();
    d["KeySchema"] = *schema;
    d["AttributeDefinitions"] = request.at("AttributeDefinitions");
    d["ProvisionedThroughput"] = throughputDescription(*throughput);
    json::object summary;
    summary["BillingMode"] = mode;
    if (mode == "PAY_PER_REQUEST") // on demand since its creation
        summary["LastUpdateToPayPerRequestDateTime"] = d.at("CreationDateTime");
    d["BillingModeSummary"] = std::move(summary);
    TS_TRY_ASSIGN(const json::object *warm, optionalObject(request, "WarmThroughput"));
    TS_TRY_ASSIGN(d["WarmThroughput"], newWarmThroughput(warm, d, mode, ""));
    TS_TRY_STATUS(warmIndexes(*gsis, request, mode));
    if (!gsis->empty())
        d["GlobalSecondaryIndexes"] = std::move(*gsis);
    if (!lsis->empty())
        d["LocalSecondaryIndexes"] = std::move(*lsis);
    if (const json::value *stream = request.if_contains("StreamSpecification"))
        d["StreamSpecification"] = *stream;
    d["DeletionProtectionEnabled"] = false;
    if (!tableClass.is_null())
        d["TableClassSummary"] = std::move(tableClass);
    return d;
}

} // namespace tablesmith::ops
