#pragma once
// DynamoDB checks attribute values in one of two layers, and the operation decides which:
// PutItem, UpdateItem, DeleteItem, GetItem, BatchGetItem and Query run the current one;
// BatchWriteItem, TransactWriteItems, TransactGetItems and Scan an older one. The two word a
// malformed number and a duplicate set member differently, and only the older one puts such a
// fault in an expression value inside "ExpressionAttributeValues contains invalid value: ".
// (Recorded against the service in four regions, 2026.)
//
// The layer is the calling thread's, set for the length of one operation call by a
// ValueLayerScope: every decoder the call reaches, however deep, words its faults alike.

#include <tablesmith/attribute_value.h>

#include <boost/json/array.hpp>

#include <vector>

namespace tablesmith {

enum class ValueLayer { Current, Older };

ValueLayer valueLayer();

class ValueLayerScope {
public:
    explicit ValueLayerScope(ValueLayer layer);
    ~ValueLayerScope();
    ValueLayerScope(const ValueLayerScope &) = delete;
    ValueLayerScope &operator=(const ValueLayerScope &) = delete;

private:
    ValueLayer m_previous;
};

// A number as the calling thread's layer reads it (number_faults.h).
Result<Decimal> parseNumberInLayer(std::string_view text);

// The refusal of a set that repeats a member, `asSent` being its decoded members in the
// request's order and `raw` the request's own texts of them.
Error duplicateStrings(const std::vector<std::string> &asSent, const boost::json::array &raw);
Error duplicateNumbers();
Error duplicateBinaries(const std::vector<Binary> &asSent, const boost::json::array &raw);

// A malformed number or a repeated set member: the faults whose wording the layer decides.
bool isValueLayerFault(const Error &error);

} // namespace tablesmith
