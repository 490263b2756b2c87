// libFuzzer target: whole item requests through Client::call on an in-memory Database holding
// the ecommerce example (PK / SK, GSI1), so the request decoding, expressions, keys, pages and
// transactions meet input nobody wrote a test for.
//
// Input: byte 0 picks the operation; the rest is the request's JSON body. A request without a
// TableName gets "ecommerce", so most inputs reach past the table lookup. The engine may refuse
// anything, but never with an InternalServerError, and never by crashing.

#include "fuzz_support.h"

#include <tablesmith/database.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

namespace {

using namespace tablesmith;
using fuzz::require;
namespace json = boost::json;

constexpr std::array<std::string_view, 10> kOperations = {
    "PutItem", "GetItem", "UpdateItem", "DeleteItem", "Query", "Scan", "BatchGetItem",
    "BatchWriteItem", "TransactWriteItems", "TransactGetItems"};

// Rebuilt now and then so the table does not grow without bound across millions of inputs.
constexpr int kCallsPerDatabase = 5000;

void ok(Database &db, std::string_view op, std::string_view request)
{
    auto result = db.call(op, json::parse(request).as_object());
    require(result.ok(), "the fixture's setup requests succeed");
}

std::unique_ptr<Database> openEcommerce()
{
    auto db = Database::open({});
    require(db.ok(), "an in-memory database opens");
    ok(**db, "CreateTable", fuzz::kEcommerceCreateTable);
    for (const Item &item : fuzz::sampleItems()) {
        if (!item.contains("PK"))
            continue;
        json::object request;
        request["TableName"] = "ecommerce";
        request["Item"] = toJson(item);
        require(db.value()->call("PutItem", request).ok(), "a sample item is stored");
    }
    return std::move(db).value();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static std::unique_ptr<Database> db;
    static int calls = 0;
    if (size < 1)
        return 0;
    boost::system::error_code ec;
    json::value body = json::parse(
        std::string_view(reinterpret_cast<const char *>(data + 1), size - 1), ec);
    if (ec || !body.is_object())
        return 0;
    json::object &request = body.as_object();
    if (!request.contains("TableName"))
        request["TableName"] = "ecommerce";
    if (!db || ++calls % kCallsPerDatabase == 0)
        db = openEcommerce();

    auto result = db->call(kOperations[data[0] % kOperations.size()], request);
    if (!result) {
        if (result.error().kind == ErrorKind::InternalServerError)
            std::fprintf(stderr, "InternalServerError: %s\n", result.error().message.c_str());
        require(result.error().kind != ErrorKind::InternalServerError,
                "bad input is the caller's error, not an InternalServerError");
        return 0;
    }
    (void)json::serialize(*result);
    return 0;
}
