// PartiQL's reserved words: SQL-92's and PartiQL's own. DynamoDB's parser takes none of them,
// unquoted, as a component after a dot in a path (`m.inner` is refused, `m."inner"` is not).
// Elsewhere our parser stays lenient, so attribute names such as `size` or `name` still work.

#include "partiql/parser.h"

#include "expr/reserved_words.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace tablesmith::partiql {
namespace {

constexpr std::string_view kReservedWords[] = {
    "ABSOLUTE", "ACTION", "ADD", "ALL", "ALLOCATE", "ALTER", "AND", "ANY", "ARE", "AS", "ASC",
    "ASSERTION", "AT", "AUTHORIZATION", "AVG", "BAG", "BEGIN", "BETWEEN", "BIT", "BIT_LENGTH",
    "BLOB", "BOOL", "BOOLEAN", "BOTH", "BY", "CASCADE", "CASCADED", "CASE", "CAST", "CATALOG",
    "CHAR", "CHARACTER", "CHARACTER_LENGTH", "CHAR_LENGTH", "CHECK", "CLOB", "CLOSE", "COALESCE",
    "COLLATE", "COLLATION", "COLUMN", "COMMIT", "CONFLICT", "CONNECT", "CONNECTION", "CONSTRAINT",
    "CONSTRAINTS", "CONTINUE", "CONVERT", "CORRESPONDING", "COUNT", "CREATE", "CROSS", "CURRENT",
    "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_USER", "CURSOR", "DATE",
    "DATE_ADD", "DATE_DIFF", "DAY", "DEALLOCATE", "DEC", "DECIMAL", "DECLARE", "DEFAULT",
    "DEFERRABLE", "DEFERRED", "DELETE", "DESC", "DESCRIBE", "DESCRIPTOR", "DIAGNOSTICS",
    "DISCONNECT", "DISTINCT", "DO", "DOMAIN", "DOUBLE", "DROP", "ELSE", "END", "ESCAPE", "EXCEPT",
    "EXCEPTION", "EXEC", "EXECUTE", "EXISTS", "EXTERNAL", "EXTRACT", "FALSE", "FETCH", "FIRST",
    "FLOAT", "FOR", "FOREIGN", "FOUND", "FROM", "FULL", "GET", "GLOBAL", "GO", "GOTO", "GRANT",
    "GROUP", "HAVING", "HOUR", "IDENTITY", "IMMEDIATE", "IN", "INDEX", "INDICATOR", "INITIALLY",
    "INNER", "INPUT", "INSENSITIVE", "INSERT", "INT", "INTEGER", "INTERSECT", "INTERVAL", "INTO",
    "IS", "ISOLATION", "JOIN", "KEY", "LANGUAGE", "LAST", "LEADING", "LEFT", "LET", "LEVEL",
    "LIKE", "LIMIT", "LIST", "LOCAL", "LOWER", "MATCH", "MAX", "MIN", "MINUTE", "MISSING",
    "MODIFIED", "MODULE", "MONTH", "NAMES", "NATIONAL", "NATURAL", "NCHAR", "NEW", "NEXT", "NO",
    "NOT", "NOTHING", "NULL", "NULLIF", "NUMERIC", "OCTET_LENGTH", "OF", "OFFSET", "OLD", "ON",
    "ONLY", "OPEN", "OPTION", "OR", "ORDER", "OUTER", "OUTPUT", "OVERLAPS", "PAD", "PARTIAL",
    "PIVOT", "POSITION", "PRECISION", "PREPARE", "PRESERVE", "PRIMARY", "PRIOR", "PRIVILEGES",
    "PROCEDURE", "PUBLIC", "READ", "REAL", "REFERENCES", "RELATIVE", "REMOVE", "RESTRICT",
    "RETURNING", "REVOKE", "RIGHT", "ROLLBACK", "ROWS", "SCHEMA", "SCROLL", "SECOND", "SECTION",
    "SELECT", "SESSION", "SESSION_USER", "SET", "SEXP", "SIZE", "SMALLINT", "SOME", "SPACE",
    "SQL", "SQLCODE", "SQLERROR", "SQLSTATE", "STRING", "STRUCT", "SUBSTRING", "SUM", "SYMBOL",
    "SYSTEM_USER", "TABLE", "TEMPORARY", "THEN", "TIME", "TIMESTAMP", "TIMEZONE_HOUR",
    "TIMEZONE_MINUTE", "TO", "TRAILING", "TRANSACTION", "TRANSLATE", "TRANSLATION", "TRIM",
    "TRUE", "TUPLE", "UNION", "UNIQUE", "UNKNOWN", "UNPIVOT", "UPDATE", "UPPER", "USAGE", "USER",
    "USING", "VALUE", "VALUES", "VARCHAR", "VARYING", "VIEW", "WHEN", "WHENEVER", "WHERE", "WITH",
    "WORK", "WRITE", "YEAR", "ZONE",
};

static_assert(std::is_sorted(std::begin(kReservedWords), std::end(kReservedWords)));

} // namespace

bool isReservedWord(std::string_view word)
{
    return expr::holdsWordIgnoringCase(kReservedWords, word);
}

} // namespace tablesmith::partiql
