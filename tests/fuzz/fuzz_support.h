#pragma once
// Helpers shared by the fuzz targets: sample items to evaluate against, and the check that turns
// a broken invariant into a crash libFuzzer records.

#include <tablesmith/attribute_value.h>

#include <boost/json/parse.hpp>

#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace tablesmith::fuzz {

// libFuzzer only notices crashes: an invariant that does not hold must abort.
inline void require(bool holds, const char *what)
{
    if (!holds) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

inline Item itemFromText(std::string_view json)
{
    auto item = itemFromJson(boost::json::parse(json));
    require(item.ok(), "sample item decodes");
    return std::move(item).value();
}

// The ecommerce example's table as the targets that call the engine hold it: PK / SK, GSI1
// projecting ALL, a NEW_AND_OLD_IMAGES stream. Spelled here, not read from the shipped model,
// so a fuzz run depends on no file.
inline constexpr std::string_view kEcommerceCreateTable = R"({
    "TableName": "ecommerce", "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                  {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                             {"AttributeName": "SK", "AttributeType": "S"},
                             {"AttributeName": "GSI1PK", "AttributeType": "S"},
                             {"AttributeName": "GSI1SK", "AttributeType": "S"}],
    "GlobalSecondaryIndexes": [{"IndexName": "GSI1",
        "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                      {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "ALL"}}],
    "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})";

// Items with every type, nesting, sets and the ecommerce example's ORDER shape, so conditions,
// projections and updates reach every branch of the evaluators.
inline const std::vector<Item> &sampleItems()
{
    static const std::vector<Item> items = {
        {},
        itemFromText(R"({"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#2026-02-01#o1"},
            "status": {"S": "SHIPPED"}, "total": {"N": "129.90"}, "items": {"N": "3"},
            "GSI1PK": {"S": "STATUS#SHIPPED"}, "GSI1SK": {"S": "2026-02-01"}})"),
        itemFromText(R"({"PK": {"S": "ORDER#o1"}, "SK": {"S": "ITEM#p1"}, "qty": {"N": "2"},
            "price": {"N": "19.95"}, "productName": {"S": "Lamp"}})"),
        itemFromText(R"({"s": {"S": "hello"}, "n": {"N": "5"}, "b": {"B": "AAEC"},
            "t": {"BOOL": true}, "nul": {"NULL": true}, "e": {"S": ""},
            "ss": {"SS": ["a", "b"]}, "ns": {"NS": ["1", "-2.5", "1E+10"]},
            "bs": {"BS": ["AA==", "AQ=="]},
            "l": {"L": [{"S": "a"}, {"N": "2"}, {"M": {"k": {"S": "v"}}}, {"L": []}]},
            "m": {"M": {"x": {"N": "1"}, "nest": {"M": {"deep": {"N": "7"}}},
                        "list": {"L": [{"N": "0"}]}}},
            "big": {"N": "9.9999999999999999999999999999999999999E+125"},
            "tiny": {"N": "-1E-130"}})"),
    };
    return items;
}

} // namespace tablesmith::fuzz
