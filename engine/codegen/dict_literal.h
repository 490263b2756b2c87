#pragma once
// The request as a literal in a language with dictionary and list literals (JavaScript,
// Python, JSON for the CLI): structures and maps become dictionaries, and the members that
// hold AttributeValues are rendered typed (DynamoDB JSON, binary as the language's bytes) or
// plain (native values: numbers, sets, bytes), as the language's client wants them.

#include "codegen/literal.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/object.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::codegen {

class DictLanguage {
public:
    virtual ~DictLanguage() = default;
    // A string literal holding exactly `text`.
    virtual std::string quote(std::string_view text) const = 0;
    // The prefix of a structure member (`TableName: `) and of a free key (`"PK": `).
    virtual std::string memberKey(std::string_view member) const { return quote(member) + ": "; }
    virtual std::string nameKey(std::string_view name) const { return quote(name) + ": "; }
    virtual std::string boolean(bool value) const = 0;
    virtual std::string null() const = 0;
    virtual std::string binary(const std::string &bytes) const = 0;
    // Plain values only: a number, and a set of already rendered elements.
    virtual std::string plainNumber(const Decimal &number) const { return number.toString(); }
    virtual Literal plainSet(AttributeType, Literal elements) const { return elements; }
    virtual bool plainValues() const { return false; }
    virtual Literal list() const { return Literal::of("[", "]"); }
    virtual Literal object() const { return Literal::of("{", "}"); }
};

Literal attributeLiteral(const DictLanguage &language, const AttributeValue &value);
Literal itemLiteral(const DictLanguage &language, const Item &item);
// `type` is the operation's name; fails on AttributeValues that are not valid DynamoDB JSON.
Result<Literal> requestLiteral(const DictLanguage &language, std::string_view type,
                               const boost::json::object &request);

} // namespace tablesmith::codegen
