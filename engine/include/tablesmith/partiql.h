#pragma once
// PartiQL for DynamoDB: the tokenizer the editors highlight with, a syntax check with the
// error's position, and the planner's verdict on how a statement is served (a Query on the
// table or a named index, or a full Scan, and why) — the same verdict ExecuteStatement acts on.
//
// Everything here is pure and thread-safe; nothing touches a database. Statements run through
// Database::call("ExecuteStatement" | "BatchExecuteStatement" | "ExecuteTransaction", …).

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::partiql {

struct Token {
    enum class Kind {
        Keyword,          // SELECT, FROM, WHERE, AND, … (case-insensitive)
        Identifier,       // a bare name: PK, status
        QuotedIdentifier, // "ecommerce", "GSI1"
        String,           // 'USER#u1' (quotes doubled inside)
        Number,           // 42, -1.5e3 (the sign is a separate token)
        Parameter,        // ?
        Punctuation,      // = <> != < <= > >= ( ) [ ] { } << >> , . : * + - ;
        Invalid,          // a character PartiQL has no use for, or an unterminated quote
    };
    Kind kind = Kind::Invalid;
    std::size_t offset = 0; // bytes from the start of the statement
    std::size_t length = 0;
    std::string text;       // the token's value: quotes removed, doubled quotes undone
};

// The statement's tokens, comments and whitespace left out. Never fails: what cannot be read
// becomes an Invalid token, so an editor can colour any text.
std::vector<Token> tokenize(std::string_view statement);

// Where a statement fails to parse, for editors to underline.
struct SyntaxDiagnostic {
    std::size_t offset = 0;
    std::size_t length = 0;
    std::string message; // DynamoDB's: "Statement wasn't well formed, can't be processed: …"
};
// nullopt when the statement parses (table, key and parameter checks need a table and run at
// execution).
std::optional<SyntaxDiagnostic> checkSyntax(std::string_view statement);

// How DynamoDB serves a statement.
struct StatementPlan {
    // "Query" or "Scan" for a SELECT; "PutItem", "UpdateItem", "DeleteItem" for INSERT,
    // UPDATE and DELETE (always one item, by its full key).
    std::string operation;
    std::string tableName;
    std::string indexName;    // empty: the table itself
    // Query: the key condition in PartiQL, e.g. "PK = 'USER#u1' AND begins_with(SK, 'ORDER#')";
    // with IN on the partition key, one Query per value ("PK IN ['a', 'b']").
    std::string keyCondition;
    int partitionCount = 0;   // how many partitions a Query reads (IN lists several)
    std::string reason;       // why, in a sentence, for explain
};

// The verdict for `statement` on the table `table`, DescribeTable's "Table" object (its
// KeySchema, AttributeDefinitions and secondary indexes are read). A SELECT whose WHERE has
// `=` or `IN` on the partition key of the table (or of the index named in FROM) is a Query,
// anything else a Scan. Fails with the ValidationException ExecuteStatement would give for a
// statement that does not parse, names another table, or an index the table lacks, and with
// the one ExecuteStatement gives for a SELECT on a GSI whose key has several HASH or RANGE
// attributes (PartiQL reads none) or whose OR branches read one partition's sort key range
// twice. A strongly consistent read of a GSI is the request's, not the statement's: the
// builder's explain refuses it (design/access_plan_partiql.cpp).
Result<StatementPlan> planStatement(std::string_view statement,
                                    const boost::json::object &table);

} // namespace tablesmith::partiql
