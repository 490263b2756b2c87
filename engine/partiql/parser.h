#pragma once
// A hand-written recursive-descent parser from PartiQL text to a Statement. Syntax errors are
// "Statement wasn't well formed, can't be processed: …" ValidationExceptions; constructs
// DynamoDB does not support (LIMIT, aliases, …) get the service's own messages.

#include "partiql/ast.h"

#include <tablesmith/partiql.h>

namespace tablesmith::partiql {

constexpr std::size_t kMaxStatementLength = 8192;

// `where`, when given, receives the position of a failure.
Result<Statement> parseStatement(std::string_view text, SyntaxDiagnostic *where = nullptr);

Error malformed(std::string_view detail);

// A word of PartiQL's own (reserved_words.cpp), in any case.
bool isReservedWord(std::string_view word);

} // namespace tablesmith::partiql
