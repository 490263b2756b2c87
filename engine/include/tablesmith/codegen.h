#pragma once
// Code generation: a complete, runnable program for one operation as the builder built it —
// imports, client set-up with region and endpoint, the call, pagination for Query and Scan,
// handling of the operation's conditional and throttling errors, and printing of what it read
// or wrote. Also the equivalent PartiQL statement where one exists.
//
// Pure and thread-safe. Every attribute name and value is quoted for the target language
// (quotes, newlines, unicode, binary, 38-digit numbers). Fails with a ValidationException for
// a request the generator cannot express in that language (e.g. no PartiQL equivalent), whose
// message says why.

#include <tablesmith/error.h>
#include <tablesmith/operation_request.h>

#include <boost/json/object.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

enum class CodeLanguage {
    Js,             // AWS SDK for JavaScript v3, @aws-sdk/client-dynamodb (DynamoDB JSON)
    JsDocument,     // @aws-sdk/lib-dynamodb DynamoDBDocumentClient (plain values)
    Python,         // boto3 client (DynamoDB JSON)
    PythonResource, // boto3 Table resource (plain values, Decimal numbers)
    Cli,            // AWS CLI v2 shell script (--cli-input-json)
    Java,           // AWS SDK for Java 2.x
    Go,             // AWS SDK for Go v2
    PartiQL,        // the equivalent PartiQL statement(s)
};

// "js", "js-document", "python", "python-resource", "cli", "java", "go", "partiql".
std::string_view codeLanguageName(CodeLanguage language);
Result<CodeLanguage> parseCodeLanguage(std::string_view name);
const std::vector<CodeLanguage> &codeLanguages();

struct CodegenOptions {
    std::string region = "us-east-1";
    // Empty: the SDK's default endpoint (AWS itself). E.g. "http://127.0.0.1:8000".
    std::string endpoint;
};

struct GeneratedCode {
    std::string text;
    std::string fileName; // a fitting file name: "query.mjs", "query.py", "Main.java", ...
    // The command that runs it from its folder, e.g. "node query.mjs" or "go run main.go".
    std::string runCommand;
};

Result<GeneratedCode> generateCode(CodeLanguage language, const OperationRequest &request,
                                   const CodegenOptions &options = {});

// One `aws dynamodb put-item` command line for `item` (DynamoDB JSON) in `table`, quoted for a
// POSIX shell, with --region and, unless `options.endpoint` is empty (AWS itself),
// --endpoint-url: a command copied from a local or non-AWS connection never reaches AWS.
std::string cliPutItemCommand(std::string_view table, const boost::json::object &item,
                              const CodegenOptions &options);

} // namespace tablesmith
