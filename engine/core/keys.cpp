#include "core/keys.h"

#include <tablesmith/key_encoding.h>

namespace tablesmith::core {
namespace {

Error invalid(const std::string &detail)
{
    return Error::validation("One or more parameter values were invalid: " + detail);
}

Status checkKeyValue(const store::KeyAttribute &attribute, const AttributeValue &value,
                     std::size_t maxBytes, bool isPartition)
{
    if (value.type() != attribute.type)
        return invalid("Type mismatch for key " + attribute.name + " expected: "
                       + std::string(typeName(attribute.type))
                       + " actual: " + std::string(typeName(value.type())));
    const std::size_t size = attributeSize(value);
    if (size == 0)
        return Error::validation("One or more parameter values are not valid. The AttributeValue "
                                 "for a key attribute cannot contain an empty "
                                 + std::string(attribute.type == AttributeType::B ? "binary"
                                                                                  : "string")
                                 + " value. Key: " + attribute.name);
    if (size > maxBytes)
        // "of2048": the service's message has no space there.
        return invalid(isPartition ? "Size of hashkey has exceeded the maximum size limit of"
                                     "2048 bytes"
                                   : "Aggregated size of all range keys has exceeded the size "
                                     "limit of 1024 bytes");
    return success();
}

} // namespace

std::string escapedKeyComponent(const AttributeValue &value)
{
    const std::string plain = encodeKey(value);
    std::string out;
    out.reserve(plain.size() + 2);
    for (char c : plain) {
        out += c;
        if (c == '\0')
            out += '\xff';
    }
    return out;
}

std::string encodeKeyPart(const AttributeValue *const *values, std::size_t count)
{
    if (count == 1)
        return encodeKey(*values[0]);
    std::string out;
    for (std::size_t i = 0; i < count; ++i)
        out.append(escapedKeyComponent(*values[i])).append(kKeyComponentEnd);
    return out;
}

store::StorageKey storageKey(const AttributeValue &partitionKey, const AttributeValue *sortKey,
                             Hashed hashed)
{
    store::StorageKey key;
    key.partitionKey = encodeKey(partitionKey);
    if (hashed == Hashed::Yes)
        key.hash = serviceHash(partitionKey.type(), key.partitionKey);
    if (sortKey)
        key.sortKey = encodeKey(*sortKey);
    return key;
}

Result<store::StorageKey> keyOfItem(const store::KeySchema &schema, const Item &item)
{
    auto pk = item.find(schema.partitionKey.name);
    if (pk == item.end())
        return invalid("Missing the key " + schema.partitionKey.name + " in the item");
    TS_TRY_STATUS(checkKeyValue(schema.partitionKey, pk->second, kMaxPartitionKeyBytes, true));
    const AttributeValue *sk = nullptr;
    if (schema.sortKey) {
        auto found = item.find(schema.sortKey->name);
        if (found == item.end())
            return invalid("Missing the key " + schema.sortKey->name + " in the item");
        TS_TRY_STATUS(checkKeyValue(*schema.sortKey, found->second, kMaxSortKeyBytes, false));
        sk = &found->second;
    }
    return storageKey(pk->second, sk);
}

Result<store::StorageKey> keyFromKeyParameter(const store::KeySchema &schema, const Item &key)
{
    const std::size_t expected = schema.sortKey ? 2 : 1;
    auto pk = key.find(schema.partitionKey.name);
    auto sk = schema.sortKey ? key.find(schema.sortKey->name) : key.end();
    if (key.size() != expected || pk == key.end() || (schema.sortKey && sk == key.end()))
        return Error::validation("The provided key element does not match the schema");
    if (pk->second.type() != schema.partitionKey.type
        || (schema.sortKey && sk->second.type() != schema.sortKey->type))
        return Error::validation("The provided key element does not match the schema");
    return keyOfItem(schema, key);
}

std::optional<std::string> prefixSuccessor(std::string prefix)
{
    while (!prefix.empty() && static_cast<unsigned char>(prefix.back()) == 0xff)
        prefix.pop_back();
    if (prefix.empty())
        return std::nullopt;
    prefix.back() = static_cast<char>(static_cast<unsigned char>(prefix.back()) + 1);
    return prefix;
}

Item keyAttributes(const store::KeySchema &schema, const Item &item)
{
    Item key;
    schema.forEachAttribute([&](const store::KeyAttribute &a) {
        if (auto found = item.find(a.name); found != item.end())
            key.emplace(found->first, found->second);
    });
    return key;
}

} // namespace tablesmith::core
