// libFuzzer target: the expression parser, all five kinds, with ExpressionAttributeNames and
// ExpressionAttributeValues derived from the placeholders the input itself writes. Whatever
// parses is resolved, checked and evaluated against sample items; updates must leave items
// that DynamoDB JSON can carry back (valid numbers, no empty sets).
//
// Input: byte 0 picks the kind (low 3 bits) and the placeholder flavour; the rest is the text.

#include "fuzz_support.h"

#include <tablesmith/expression.h>

#include <boost/json/object.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace tablesmith;
using namespace tablesmith::expr;
namespace json = boost::json;

constexpr std::array kKinds = {ExpressionKind::Projection, ExpressionKind::KeyCondition,
                               ExpressionKind::Condition, ExpressionKind::Filter,
                               ExpressionKind::Update};

// Attribute names a #placeholder may stand for: sample items' attributes, reserved words,
// a dotted name and names that are not in any item.
constexpr std::array<std::string_view, 16> kNames = {
    "s", "n", "b", "l", "m", "ss", "ns", "bs", "t", "nul", "status", "total", "SK", "PK",
    "a.b", "missing"};

// Values a :placeholder may stand for, in DynamoDB JSON; the last few are invalid on purpose.
constexpr std::array<std::string_view, 24> kValues = {
    R"({"S": "hello"})", R"({"S": ""})", R"({"S": "ORDER#"})", R"({"N": "5"})",
    R"({"N": "-2.5"})", R"({"N": "1E+10"})",
    R"({"N": "9.9999999999999999999999999999999999999E+125"})",
    R"({"N": "1E-130"})", R"({"B": "AAE="})", R"({"BOOL": true})", R"({"NULL": true})",
    R"({"SS": ["a", "c"]})", R"({"NS": ["1", "3"]})", R"({"BS": ["AA=="]})",
    R"({"L": [{"S": "x"}, {"N": "1"}]})", R"({"L": []})", R"({"M": {"k": {"S": "v"}}})",
    R"({"M": {}})", R"({"S": "SHIPPED"})", R"({"N": "100"})",
    R"({"N": "x"})", R"({"SS": []})", R"({"S": 1})", R"({})"};

bool isPlaceholderChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Every "#x" / ":x" the text writes gets an entry; `flavour` varies which one and adds an
// unused entry now and then, so "unused placeholder" checks run too.
void derivePlaceholders(std::string_view text, unsigned flavour, json::object &names,
                        json::object &values)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '#' && text[i] != ':')
            continue;
        std::size_t end = i + 1;
        while (end < text.size() && isPlaceholderChar(text[end]))
            ++end;
        std::string_view token = text.substr(i, end - i);
        // The first letter picks the entry, so a mutation of the rest keeps the type.
        const std::size_t pick = (token.size() > 1 ? static_cast<unsigned char>(token[1]) : 0)
                                 + flavour * 7;
        if (token[0] == '#')
            names[token] = kNames[pick % kNames.size()];
        else
            values[token] = json::parse(kValues[pick % kValues.size()]);
        i = end - 1;
    }
    if (flavour & 4)
        names["#unused"] = "x";
    if (flavour & 8)
        values[":unused"] = json::parse(kValues[0]);
}

void checkDiagnostic(std::string_view text, ExpressionKind kind)
{
    auto diagnostic = checkSyntax(text, kind);
    if (diagnostic)
        fuzz::require(diagnostic->offset + diagnostic->length <= text.size() + 1,
                      "a syntax error points inside the text");
}

// An item an update produced must survive a round trip through DynamoDB JSON unchanged.
void checkStorable(const Item &item)
{
    auto back = itemFromJson(toJson(item));
    fuzz::require(back.ok(), "an updated item is valid DynamoDB JSON");
    fuzz::require(*back == item, "an updated item round-trips through JSON");
}

void exercise(std::string_view text, ExpressionKind kind, Placeholders &placeholders)
{
    const auto &items = fuzz::sampleItems();
    switch (kind) {
    case ExpressionKind::Projection:
        if (auto paths = parseProjection(text, placeholders))
            for (const Item &item : items)
                checkStorable(project(item, *paths));
        break;
    case ExpressionKind::KeyCondition:
        if (auto key = parseKeyCondition(text, placeholders)) {
            alignKeyCondition(*key, "PK");
            alignKeyCondition(*key, "SK");
        }
        break;
    case ExpressionKind::Condition:
    case ExpressionKind::Filter:
        if (auto condition = parseCondition(text, placeholders, kind)) {
            for (const Item &item : items) {
                // Filters evaluate stored JSON, decoding only the attributes they read.
                auto onJson = evaluateConditionOnJson(*condition, toJson(item));
                fuzz::require(onJson.ok() && *onJson == evaluateCondition(*condition, item),
                              "a condition decides the same on an item and on its JSON");
            }
        }
        break;
    case ExpressionKind::Update:
        if (auto update = parseUpdate(text, placeholders)) {
            update->targets();
            for (Item item : items) {
                const Item before = item;
                if (applyUpdate(*update, item))
                    checkStorable(item);
                else
                    fuzz::require(item == before, "a failed update leaves the item unchanged");
            }
        }
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const ExpressionKind kind = kKinds[(data[0] & 7) % kKinds.size()];
    const unsigned flavour = data[0] >> 3;
    std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);

    json::object names;
    json::object values;
    derivePlaceholders(text, flavour, names, values);
    Placeholders placeholders(names.empty() ? nullptr : &names,
                              values.empty() ? nullptr : &values);
    exercise(text, kind, placeholders);
    (void)placeholders.checkAllUsed();
    checkDiagnostic(text, kind);
    return 0;
}
