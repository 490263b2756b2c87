#include "codegen/dict_literal.h"

#include "codegen/request_shape.h"

#include <boost/json/serialize.hpp>

namespace tablesmith::codegen {
namespace json = boost::json;
namespace {

Literal typedLiteral(const DictLanguage &language, const AttributeValue &value);

Literal plainLiteral(const DictLanguage &language, const AttributeValue &value)
{
    const auto &storage = value.storage();
    switch (value.type()) {
    case AttributeType::S:
        return Literal::atom(language.quote(std::get<std::string>(storage)));
    case AttributeType::N:
        return Literal::atom(language.plainNumber(std::get<Decimal>(storage)));
    case AttributeType::B:
        return Literal::atom(language.binary(std::get<Binary>(storage).bytes));
    case AttributeType::BOOL:
        return Literal::atom(language.boolean(std::get<bool>(storage)));
    case AttributeType::NUL:
        return Literal::atom(language.null());
    case AttributeType::M:
        return itemLiteral(language, std::get<Item>(storage));
    case AttributeType::L: {
        Literal list = language.list();
        for (const AttributeValue &element : std::get<AttributeValue::List>(storage))
            list.add(plainLiteral(language, element));
        return list;
    }
    case AttributeType::SS:
    case AttributeType::NS:
    case AttributeType::BS: {
        Literal elements = language.list();
        if (const auto *strings = value.as<AttributeValue::StringSet>())
            for (const std::string &s : *strings)
                elements.add(Literal::atom(language.quote(s)));
        if (const auto *numbers = value.as<AttributeValue::NumberSet>())
            for (const Decimal &n : *numbers)
                elements.add(Literal::atom(language.plainNumber(n)));
        if (const auto *binaries = value.as<AttributeValue::BinarySet>())
            for (const Binary &b : *binaries)
                elements.add(Literal::atom(language.binary(b.bytes)));
        return language.plainSet(value.type(), std::move(elements));
    }
    }
    return Literal::atom(language.null());
}

Literal tagged(const DictLanguage &language, AttributeType type, Literal inner)
{
    Literal object = language.object();
    object.add(language.memberKey(typeName(type)), std::move(inner));
    return object;
}

Literal typedLiteral(const DictLanguage &language, const AttributeValue &value)
{
    const auto &storage = value.storage();
    const AttributeType type = value.type();
    switch (type) {
    case AttributeType::S:
        return tagged(language, type,
                      Literal::atom(language.quote(std::get<std::string>(storage))));
    case AttributeType::N:
        return tagged(language, type,
                      Literal::atom(language.quote(std::get<Decimal>(storage).toString())));
    case AttributeType::B:
        return tagged(language, type,
                      Literal::atom(language.binary(std::get<Binary>(storage).bytes)));
    case AttributeType::BOOL:
        return tagged(language, type, Literal::atom(language.boolean(std::get<bool>(storage))));
    case AttributeType::NUL:
        return tagged(language, type, Literal::atom(language.boolean(true)));
    case AttributeType::M:
        return tagged(language, type, itemLiteral(language, std::get<Item>(storage)));
    default:
        break;
    }
    Literal list = language.list();
    if (const auto *elements = value.as<AttributeValue::List>())
        for (const AttributeValue &element : *elements)
            list.add(typedLiteral(language, element));
    if (const auto *strings = value.as<AttributeValue::StringSet>())
        for (const std::string &s : *strings)
            list.add(Literal::atom(language.quote(s)));
    if (const auto *numbers = value.as<AttributeValue::NumberSet>())
        for (const Decimal &n : *numbers)
            list.add(Literal::atom(language.quote(n.toString())));
    if (const auto *binaries = value.as<AttributeValue::BinarySet>())
        for (const Binary &b : *binaries)
            list.add(Literal::atom(language.binary(b.bytes)));
    return tagged(language, type, std::move(list));
}

// Anything the shapes do not name: plain JSON in the language's syntax.
Literal jsonLiteral(const DictLanguage &language, const json::value &value)
{
    switch (value.kind()) {
    case json::kind::string:
        return Literal::atom(language.quote(value.get_string()));
    case json::kind::bool_:
        return Literal::atom(language.boolean(value.get_bool()));
    case json::kind::null:
        return Literal::atom(language.null());
    case json::kind::array: {
        Literal list = language.list();
        for (const json::value &element : value.get_array())
            list.add(jsonLiteral(language, element));
        return list;
    }
    case json::kind::object: {
        Literal object = language.object();
        for (const auto &member : value.get_object())
            object.add(language.nameKey(member.key()), jsonLiteral(language, member.value()));
        return object;
    }
    default:
        return Literal::atom(json::serialize(value));
    }
}

Result<Literal> attributeMember(const DictLanguage &language, MemberKind kind,
                                const json::value &value);
Result<Literal> structureLiteral(const DictLanguage &language, std::string_view type,
                                 const json::object &object);

Result<Literal> avMap(const DictLanguage &language, const json::value &value)
{
    TS_TRY_ASSIGN(Item item, itemFromJson(value));
    return itemLiteral(language, item);
}

Result<Literal> attributeMember(const DictLanguage &language, MemberKind kind,
                                const json::value &value)
{
    if (kind == MemberKind::AttributeMap)
        return avMap(language, value);
    if (kind == MemberKind::AttributeValue) {
        TS_TRY_ASSIGN(AttributeValue single, attributeFromJson(value));
        return attributeLiteral(language, single);
    }
    Literal list = language.list();
    if (!value.is_array())
        return Error{ErrorKind::SerializationException, "Expected a list of values"};
    for (const json::value &element : value.get_array()) {
        if (kind == MemberKind::AttributeMapList) {
            TS_TRY_ASSIGN(Literal map, avMap(language, element));
            list.add(std::move(map));
            continue;
        }
        TS_TRY_ASSIGN(AttributeValue single, attributeFromJson(element));
        list.add(attributeLiteral(language, single));
    }
    return list;
}

// One member's value by its shape: structures recurse, AttributeValues convert.
Result<Literal> memberLiteral(const DictLanguage &language, const MemberShape &shape,
                              const json::value &value)
{
    if (holdsAttributeValues(shape.kind))
        return attributeMember(language, shape.kind, value);
    if (shape.kind == MemberKind::Structure && value.is_object())
        return structureLiteral(language, shape.type, value.get_object());
    bool list = shape.kind == MemberKind::StructureList && value.is_array();
    bool map =
        (shape.kind == MemberKind::StructureMap || shape.kind == MemberKind::StructureListMap) &&
        value.is_object();
    if (!list && !map)
        return jsonLiteral(language, value);
    MemberShape inner{map && shape.kind == MemberKind::StructureListMap ? MemberKind::StructureList
                                                                        : MemberKind::Structure,
                      shape.type};
    Literal out = list ? language.list() : language.object();
    if (list) {
        for (const json::value &element : value.get_array()) {
            TS_TRY_ASSIGN(Literal rendered, memberLiteral(language, inner, element));
            out.add(std::move(rendered));
        }
        return out;
    }
    for (const auto &member : value.get_object()) {
        TS_TRY_ASSIGN(Literal rendered, memberLiteral(language, inner, member.value()));
        out.add(language.nameKey(member.key()), std::move(rendered));
    }
    return out;
}

Result<Literal> structureLiteral(const DictLanguage &language, std::string_view type,
                                 const json::object &object)
{
    Literal out = language.object();
    for (const auto &member : object) {
        TS_TRY_ASSIGN(Literal rendered,
                      memberLiteral(language, memberShape(type, member.key()), member.value()));
        out.add(language.memberKey(member.key()), std::move(rendered));
    }
    return out;
}

} // namespace

Literal attributeLiteral(const DictLanguage &language, const AttributeValue &value)
{
    return language.plainValues() ? plainLiteral(language, value) : typedLiteral(language, value);
}

Literal itemLiteral(const DictLanguage &language, const Item &item)
{
    Literal object = language.object();
    for (const auto &[name, value] : item)
        object.add(language.nameKey(name), attributeLiteral(language, value));
    return object;
}

Result<Literal> requestLiteral(const DictLanguage &language, std::string_view type,
                               const json::object &request)
{
    return structureLiteral(language, type, request);
}

} // namespace tablesmith::codegen
