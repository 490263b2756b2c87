#pragma once
// Design documents: what the designer edits and the headless server converts. A design holds
// tables — key schema, billing, secondary indexes — and for each table its entity types (key
// templates such as USER#{userId} per key attribute), sample items and access patterns.
//
// Files: the design's own JSON format, NoSQL Workbench models (versions 1.0 to 3.0) and
// CloudFormation (JSON or YAML, export only). Members a format has that the design does not
// model are kept in `extra` and written back, so a Workbench model read and written compares
// equal. Plain values, no Qt; reading never throws and reports errors with a line and column.

#include <tablesmith/attribute_value.h>
#include <tablesmith/error.h>
#include <tablesmith/table_description.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tablesmith::design {

struct AttributeDefinition {
    std::string name;
    AttributeType type = AttributeType::S;
};

// One kind of item in an overloaded table ("User", "Order"): a Workbench facet.
struct EntityType {
    std::string name;
    // Key attribute -> template, in the order given: "PK" -> "USER#{userId}".
    std::vector<std::pair<std::string, std::string>> keyTemplates;
    std::vector<std::string> attributes; // its non-key attributes; types are the table's
    boost::json::object extra;           // a facet's members the design does not model

    // The template for `attribute`, or null when the entity type has none.
    const std::string *keyTemplate(std::string_view attribute) const;
    void setKeyTemplate(const std::string &attribute, std::string text);
};

struct SecondaryIndex {
    IndexDescription index;      // name, global or local, key schema, projection
    boost::json::object extra;   // Workbench / CloudFormation members kept as they were
};

struct SampleItem {
    std::string entityType;      // the facet it was listed under; empty for table data
    boost::json::object json;    // as read (numbers keep their text), written back unchanged
    Item item;                   // the same, decoded
};

// A saved operation with {parameters} in its values: "Key": {"PK": {"S": "USER#{userId}"}}.
struct AccessPattern {
    std::string name;
    std::string description;
    std::string operation;       // GetItem, Query, Scan, PutItem, UpdateItem, ...
    boost::json::object request; // the operation's request; TableName may be left out
    double ratePerSecond = 0;    // the user's expected rate, for the cost estimate
    boost::json::object extra;
};

struct DesignTable {
    std::string name;
    KeySchema key;
    std::vector<AttributeDefinition> attributes; // non-key attributes with their types
    std::string billingMode = "PAY_PER_REQUEST";
    std::int64_t readCapacityUnits = 0;  // PROVISIONED only
    std::int64_t writeCapacityUnits = 0;
    // CreateTable's TableClass and WarmThroughput units, as the user named them: empty or 0
    // when not, and the service's defaults apply.
    std::string tableClass;
    std::int64_t warmReadUnitsPerSecond = 0;
    std::int64_t warmWriteUnitsPerSecond = 0;
    std::vector<SecondaryIndex> indexes;
    std::vector<EntityType> entityTypes;
    std::vector<SampleItem> items;
    std::vector<AccessPattern> accessPatterns;
    boost::json::object extra;

    // The type of a key or non-key attribute, else S.
    AttributeType attributeType(std::string_view name) const;
    // The table as DescribeTable would describe it once created (ACTIVE, no counters).
    TableDescription description() const;
    const SecondaryIndex *index(std::string_view name) const;
    SecondaryIndex *index(std::string_view name);
};

// One region's prices (USD by default). Per million request units on demand, per capacity
// unit-hour provisioned, per GB-month stored.
struct PriceTable {
    std::string region;
    std::string date;      // when the prices took effect
    std::string checked;   // when they were last compared with the price pages
    std::string source;
    std::string notes;     // what could not be confirmed, and anything else to know
    std::string currency = "USD";
    double hoursPerMonth = 730;
    double onDemandReadPerMillion = 0;
    double onDemandWritePerMillion = 0;
    double provisionedReadPerHour = 0;  // one RCU for an hour
    double provisionedWritePerHour = 0; // one WCU for an hour
    double storagePerGbMonth = 0;
    double freeStorageGb = 0;
};

// The cost estimate's prices as the user left them: the region chosen and the price tables
// they edited (whole tables, one per region). Empty: the first shipped region, as shipped.
struct DesignPricing {
    std::string region;
    std::vector<PriceTable> edited;
};

struct Design {
    std::string name;
    std::vector<DesignTable> tables;
    DesignPricing pricing;     // saved in the design's own format only
    boost::json::object extra; // e.g. a Workbench model's ModelMetadata

    DesignTable *table(std::string_view name);
    const DesignTable *table(std::string_view name) const;
};

// Adds an item (DynamoDB JSON) to the table; fails when it is not valid DynamoDB JSON.
Status addSampleItem(DesignTable &table, boost::json::object json, std::string entityType = {});

// `count` sample items of an entity type (DynamoDB JSON), numbered from `first`: its key
// templates filled — {xxxId} as a short id, {xxxAt} / {xxxDate} as dates, {status} from a few
// states, anything else numbered — and each of its attributes given a value of its type.
// Deterministic: the same call gives the same items.
std::vector<boost::json::object> generateSampleItems(const DesignTable &table,
                                                     const EntityType &entity, int count,
                                                     int first = 1);

// A design read back from a live table: its key schema, indexes and billing, the items given
// as sample items, and entity types guessed from the items' key prefixes — USER#u1 / ORDER#o1
// gives "UserOrder" with the templates USER#{userId} / ORDER#{orderId}; a sort key that is
// the same text in every such item (PROFILE) stays literal.
DesignTable designFromTable(const TableDescription &table, const std::vector<Item> &items);

// --- Files -------------------------------------------------------------------------------
enum class DesignFormat { Design, Workbench, CloudFormationJson, CloudFormationYaml };

// "design", "workbench", "cloudformation" (JSON), "cloudformation-yaml"; also by extension
// (.tsdesign / .design.json, .model.json, .template.json / .json, .yaml / .yml).
Result<DesignFormat> parseDesignFormat(std::string_view name);
DesignFormat designFormatFromPath(std::string_view path);

// Parses JSON text; a syntax error says "line L, column C: ...".
Result<boost::json::value> parseDesignJson(std::string_view text);

// The design's own format.
Result<Design> readDesign(const boost::json::value &document);
boost::json::object writeDesign(const Design &design);

// NoSQL Workbench models 1.0, 2.0 and 3.0. Facets become entity types (KeyAttributeAlias
// "USER#userId" reads as the template "USER#{userId}"), TableData sample items.
Result<Design> readWorkbenchModel(const boost::json::value &model);
boost::json::object writeWorkbenchModel(const Design &design);
// What a Workbench model cannot hold: Workbench has one partition and one sort attribute per
// key, so an index with a multi-attribute key is written with the first of each. One line per
// such index ("table.GSI1: ..."), and one for the cost estimate's prices if the user chose or
// edited any; empty when nothing is lost. The design's own format keeps them.
std::vector<std::string> workbenchLosses(const Design &design);

// CloudFormation: one AWS::DynamoDB::Table resource per table (export only).
boost::json::object cloudFormationTemplate(const Design &design);
std::string cloudFormationYaml(const Design &design);

// The stream view type the table's "Stream" access patterns need: the narrowest that carries
// every image one of them asks for (a pattern naming none asks for both). Empty when no
// pattern reads the stream.
std::string neededStreamViewType(const DesignTable &table);

// CreateTable's request for a table of the design (what Apply sends), with the stream its
// access patterns need.
boost::json::object createTableRequest(const DesignTable &table);

// How an index already on a table differs from the design's index of the same name: one line
// per difference ("projection: ALL in the design, INCLUDE (total) on the table"); empty when
// they agree. DynamoDB cannot change a GSI's key schema or projection in place, so Apply must
// not report such an index as applied. INCLUDE's attributes compare as a set.
std::vector<std::string> indexDifferences(const IndexDescription &designed,
                                          const IndexDescription &existing);

// Why `name` cannot name the table's index at `row`, in DynamoDB's words — 3 to 255 of
// a-z A-Z 0-9 _ - . ("Member must have length ..."), and once per table ("Duplicate index
// name: GSI1") — or empty when it can.
std::string indexNameProblem(const DesignTable &table, std::size_t row, std::string_view name);

// `index` as the design keeps it after an edit: a key attribute of the table or of the index
// is always projected, so it is not one of INCLUDE's NonKeyAttributes (made a key, it leaves
// the list at once, not at the next edit).
IndexDescription withoutProjectedKeys(const DesignTable &table, IndexDescription index);

// Any of the readable formats, told apart by content (a Workbench model has DataModel).
Result<Design> loadDesign(const std::string &path);
Status saveDesign(const Design &design, const std::string &path, DesignFormat format);
// The text saveDesign writes.
std::string designText(const Design &design, DesignFormat format);

// A bundled example directory (ecommerce/): its Workbench model `<name>.model.json` and, if
// present, `access-patterns.json` with the access patterns and further key templates.
Result<Design> loadExampleDesign(const std::string &directory);
// The same from the two files' text (`patternsJson` may be empty), e.g. read from resources.
Result<Design> exampleDesign(std::string_view modelJson, std::string_view patternsJson);

} // namespace tablesmith::design
