#pragma once
// The ecommerce example as the tests of several areas create it: its CreateTable request, read
// from the model the product ships (resources/examples/ecommerce), so the tests follow the
// example instead of each keeping a copy of it, and its items as PutItem requests.

#include <boost/json/object.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::test {

// What a test changes of the example's table.
struct EcommerceTable {
    std::string name = "ecommerce";
    bool projectAll = false; // GSI1 projects ALL instead of the example's INCLUDE total
    bool stream = false;     // a NEW_AND_OLD_IMAGES stream
};

// CreateTable's request: PK / SK strings, GSI1 on GSI1PK / GSI1SK, on demand.
boost::json::object ecommerceCreateTable(const EcommerceTable &table = {});

// A PutItem request into `table` for each of the example's items (items.jsonl), in order.
std::vector<boost::json::object> ecommercePutItems(std::string_view table = "ecommerce");

} // namespace tablesmith::test
