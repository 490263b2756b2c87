#include "streams/stream_record.h"
#include "core/item_codec.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <cstdio>

namespace tablesmith::streams {
namespace {

namespace json = boost::json;

json::object parsedObject(std::string_view text)
{
    json::value value = json::parse(text);
    return value.is_object() ? std::move(value.as_object()) : json::object();
}

// The service's eventIDs are 32 hex digits, unique per record.
std::string eventId(const RecordRow &row)
{
    char text[40];
    std::snprintf(text, sizeof text, "%016llx%016llx",
                  static_cast<unsigned long long>(row.streamId),
                  static_cast<unsigned long long>(row.sequence));
    return text;
}

struct RecordKeys {
    std::string json; // DynamoDB JSON of the key attributes
    std::int64_t size = 0;
};

RecordKeys keysOfItem(const store::KeySchema &key, const Item &item)
{
    Item keys;
    for (const store::KeyAttribute *attribute : {&key.partitionKey, key.sortKey ? &*key.sortKey
                                                                                : nullptr}) {
        if (!attribute)
            continue;
        if (auto found = item.find(attribute->name); found != item.end())
            keys.emplace(found->first, found->second);
    }
    return {json::serialize(toJson(keys)), static_cast<std::int64_t>(itemSize(keys))};
}

// The writer's decoded item when it has one, else the stored text read back; either way the
// whole item is never serialised or copied again.
Result<RecordKeys> keysOf(const core::ItemWrite &write)
{
    const store::KeySchema &key = write.table->key;
    if (write.item && write.decodedItem)
        return keysOfItem(key, *write.decodedItem);
    auto item = core::decodeStored(write.item ? write.item->json : write.old->json);
    if (!item)
        return Error{ErrorKind::InternalServerError, "stored item: " + item.error().message};
    return keysOfItem(key, *item);
}

bool wantsNewImage(std::string_view viewType)
{
    return viewType == "NEW_IMAGE" || viewType == "NEW_AND_OLD_IMAGES";
}

bool wantsOldImage(std::string_view viewType)
{
    return viewType == "OLD_IMAGE" || viewType == "NEW_AND_OLD_IMAGES";
}

} // namespace

json::object recordJson(const RecordRow &row, std::string_view viewType, std::string_view region)
{
    json::object dynamodb;
    dynamodb["ApproximateCreationDateTime"] = static_cast<double>(row.createdMs / 1000);
    dynamodb["Keys"] = parsedObject(row.keys);
    if (row.newImage)
        dynamodb["NewImage"] = parsedObject(*row.newImage);
    if (row.oldImage)
        dynamodb["OldImage"] = parsedObject(*row.oldImage);
    dynamodb["SequenceNumber"] = sequenceText(row.sequence);
    dynamodb["SizeBytes"] = row.sizeBytes;
    dynamodb["StreamViewType"] = viewType;
    json::object record;
    record["eventID"] = eventId(row);
    record["eventName"] = row.eventName;
    record["eventVersion"] = "1.1";
    record["eventSource"] = "aws:dynamodb";
    record["awsRegion"] = region;
    record["dynamodb"] = std::move(dynamodb);
    // Named as the Streams API model names Identity's members; Lambda's event spells them
    // "type" and "principalId" (see lambdaEventRecord), and SDKs drop members they do not know.
    if (row.byService)
        record["userIdentity"] = json::object{{"Type", "Service"},
                                              {"PrincipalId", "dynamodb.amazonaws.com"}};
    return record;
}

Result<std::optional<RecordRow>> recordOfWrite(const core::ItemWrite &write,
                                               std::string_view viewType)
{
    const auto &item = write.item;
    const auto &old = write.old;
    if (!item && !old)
        return std::optional<RecordRow>(); // deleting nothing
    if (item && old && item->json == old->json)
        return std::optional<RecordRow>(); // stored JSON is canonical: equal text, equal item
    RecordRow row;
    row.eventName = !old ? "INSERT" : !item ? "REMOVE" : "MODIFY";
    TS_TRY_ASSIGN(RecordKeys keys, keysOf(write));
    row.keys = std::move(keys.json);
    row.sizeBytes = keys.size;
    if (item && wantsNewImage(viewType)) {
        row.newImage = item->json;
        row.sizeBytes += item->size;
    }
    if (old && wantsOldImage(viewType)) {
        row.oldImage = old->json;
        row.sizeBytes += old->size;
    }
    return std::optional<RecordRow>(std::move(row));
}

} // namespace tablesmith::streams
