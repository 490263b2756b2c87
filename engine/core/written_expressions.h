#pragma once
// Which of a request's expressions the engine wrote rather than the client: those rewritten
// from pre-expression parameters (AttributeUpdates, Expected, QueryFilter, ...) and those a
// PartiQL statement is translated to. DynamoDB's limits on expressions (4 KB, 300 operators,
// 2 MB of substitutions) are for what clients write, and AttributeUpdates speaks its own type
// errors. Made by whoever wrote the expressions and handed to the operations in core::State,
// beside the request, never inside it.

#include <tablesmith/expression.h>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::core {

// The bytes of a request's ExpressionAttributeNames and ExpressionAttributeValues, as
// DynamoDB's 2 MB limits count them.
struct SubstitutionSizes {
    std::size_t names = 0;
    std::size_t values = 0;
};

class WrittenExpressions {
public:
    // Every expression of every request the call runs: a PartiQL statement's.
    static WrittenExpressions all();

    // The request's own expression of `kind`.
    void add(expr::ExpressionKind kind) { m_kinds |= bit(kind); }
    // Its UpdateExpression, rewritten from AttributeUpdates (whose type errors it then speaks).
    void addAttributeUpdates();
    // One BatchGetItem table's (its KeysAndAttributes in RequestItems).
    void add(std::string_view table, expr::ExpressionKind kind);
    // The engine added placeholders of its own to the request's (or `table`'s entry's) maps:
    // the 2 MB limits then hold only what the client sent, `client`.
    void setClientSubstitutions(SubstitutionSizes client, std::string_view table = {});

    // True when the engine wrote the expression of `kind` of the request, or of `table`'s entry.
    bool wrote(expr::ExpressionKind kind, std::string_view table = {}) const;
    // Tells `placeholders` (the request's, or `table`'s entry's) which expressions are written.
    void markOn(expr::Placeholders &placeholders, std::string_view table = {}) const;
    // What the client's own substitutions hold, when the engine added some; nothing when the
    // maps are the client's alone (they are then measured as they are).
    std::optional<SubstitutionSizes> clientSubstitutions(std::string_view table = {}) const;

private:
    struct TableEntry {
        unsigned kinds = 0;
        std::optional<SubstitutionSizes> client;
    };

    static unsigned bit(expr::ExpressionKind kind) { return 1u << static_cast<unsigned>(kind); }
    unsigned kindsOf(std::string_view table) const;

    unsigned m_kinds = 0;
    bool m_attributeUpdates = false;
    std::optional<SubstitutionSizes> m_client;
    std::map<std::string, TableEntry, std::less<>> m_tables;
};

} // namespace tablesmith::core
