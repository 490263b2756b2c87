// JavaScript: the AWS SDK v3 client (DynamoDB JSON) and lib-dynamodb's DocumentClient (plain
// values), as an ES module for Node.js 18+.
#include "codegen/dict_literal.h"
#include "codegen/generators.h"
#include "codegen/operation_flow.h"
#include "codegen/quoting.h"

#include <cctype>

namespace tablesmith::codegen {
namespace {

bool isIdentifier(std::string_view name)
{
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0])))
        return false;
    for (char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '$')
            return false;
    return true;
}

class JsLanguage : public DictLanguage {
public:
    explicit JsLanguage(bool plain) : m_plain(plain) {}
    std::string quote(std::string_view text) const override { return jsonQuote(text); }
    std::string memberKey(std::string_view member) const override
    {
        return (isIdentifier(member) ? std::string(member) : jsonQuote(member)) + ": ";
    }
    std::string boolean(bool value) const override { return value ? "true" : "false"; }
    std::string null() const override { return "null"; }
    std::string binary(const std::string &bytes) const override
    {
        return "Buffer.from(" + jsonQuote(base64Encode(bytes)) + ", \"base64\")";
    }
    // A JS number keeps up to 15 significant digits exactly; longer ones go as NumberValue.
    std::string plainNumber(const Decimal &number) const override
    {
        if (number.digits().size() <= 15 && number.exponent() > -6 && number.exponent() <= 21)
            return number.toString();
        return "NumberValue.from(" + jsonQuote(number.toString()) + ")";
    }
    // The SDK types a set by its first element: a number set is all numbers or all
    // NumberValues.
    Literal plainSet(AttributeType type, Literal elements) const override
    {
        bool wrapped = false;
        for (const Literal::Entry &entry : elements.entries)
            wrapped = wrapped || entry.value.text.starts_with("NumberValue.from(");
        if (type == AttributeType::NS && wrapped)
            for (Literal::Entry &entry : elements.entries)
                if (!entry.value.text.starts_with("NumberValue.from("))
                    entry.value.text = "NumberValue.from(" + jsonQuote(entry.value.text) + ")";
        elements.text = "new Set([";
        elements.close = "])";
        return elements;
    }
    bool plainValues() const override { return m_plain; }

private:
    bool m_plain;
};

// lib-dynamodb names its commands without "Item(s)".
std::string commandName(std::string_view operation, bool document)
{
    std::string name(operation);
    if (document) {
        for (std::string_view suffix : {"Items", "Item"})
            if (name.ends_with(suffix) && name != "ExecuteStatement") {
                name.erase(name.size() - suffix.size());
                break;
            }
    }
    return name + "Command";
}

std::string clientSetup(const CodegenOptions &options, bool document)
{
    std::string config = "{\n  region: " + jsonQuote(options.region) + ",\n";
    if (!options.endpoint.empty())
        config += "  endpoint: " + jsonQuote(options.endpoint) + ",\n";
    config += "  maxAttempts: 5, // throttled calls are retried with backoff\n}";
    if (!document)
        return "const client = new DynamoDBClient(" + config + ");\n";
    return "const client = DynamoDBDocumentClient.from(new DynamoDBClient(" + config +
           "), {\n"
           "  // Numbers come back as NumberValue: every digit of a 38-digit number is kept.\n"
           "  unmarshallOptions: { wrapNumbers: true },\n});\n";
}

std::string showFunction(bool document)
{
    std::string out = "// One JSON line per item; binary values as base64";
    out += document ? ", sets as arrays, numbers as their exact text.\n" : ".\n";
    out += "function show(value) {\n"
           "  return JSON.stringify(value, function (key, v) {\n"
           "    const raw = this[key];\n"
           "    if (raw instanceof Uint8Array) return Buffer.from(raw).toString(\"base64\");\n";
    if (document)
        out += "    if (raw instanceof Set) return [...raw];\n"
               "    if (raw instanceof NumberValue) return raw.toString();\n"
               "    if (typeof raw === \"bigint\") return raw.toString();\n";
    return out + "    return v;\n  });\n}\n";
}

std::string pagedBody(const OperationRequest &request, const OperationFlow &flow,
                      const std::string &command)
{
    bool statement = flow.tokenOut == "NextToken";
    std::string out;
    out += readsAllPages(request) ? "  const readAllPages = true;\n"
                                  : "  const readAllPages = false; // Limit caps what one page "
                                    "reads: read the first page\n";
    out += "  let count = 0;\n";
    if (!statement)
        out += "  let scannedCount = 0;\n";
    out += "  let page;\n  do {\n"
           "    page = await client.send(new " +
           command +
           "(input));\n"
           "    for (const item of page.Items ?? []) console.log(show(item));\n";
    out += statement ? "    count += (page.Items ?? []).length;\n"
                     : "    count += page.Count ?? 0;\n"
                       "    scannedCount += page.ScannedCount ?? 0;\n";
    out += "    if (page.ConsumedCapacity) console.log(`# ConsumedCapacity "
           "${show(page.ConsumedCapacity)}`);\n";
    out += "    input." + std::string(flow.tokenIn) + " = page." + std::string(flow.tokenOut) +
           ";\n  } while (readAllPages && page." + std::string(flow.tokenOut) + ");\n";
    out += statement ? "  console.log(`# ${count} items`);\n"
                     : "  console.log(`# Count ${count}, ScannedCount ${scannedCount}`);\n";
    out += "  if (page." + std::string(flow.tokenOut) + ") console.log(`# " +
           std::string(flow.tokenOut) + " ${show(page." + std::string(flow.tokenOut) + ")}`);\n";
    return out;
}

std::string batchBody(const OperationFlow &flow, const std::string &command)
{
    bool get = flow.flow == Flow::BatchGet;
    std::string unprocessed = get ? "UnprocessedKeys" : "UnprocessedItems";
    std::string out = "  // The service may leave part of a batch undone: retry it with backoff.\n"
                      "  let requestItems = input.RequestItems;\n"
                      "  for (let attempt = 0; Object.keys(requestItems).length > 0; attempt++) {\n"
                      "    if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** "
                      "Math.min(attempt, 6)));\n"
                      "    const out = await client.send(new " +
                      command + "({ ...input, RequestItems: requestItems }));\n";
    if (get)
        out += "    for (const items of Object.values(out.Responses ?? {}))\n"
               "      for (const item of items) console.log(show(item));\n";
    out += "    if (out.ConsumedCapacity) console.log(`# ConsumedCapacity "
           "${show(out.ConsumedCapacity)}`);\n"
           "    requestItems = out." +
           unprocessed + " ?? {};\n  }\n";
    if (!get)
        out += "  console.log(\"# BatchWriteItem done\");\n";
    return out;
}

std::string singleBody(const OperationRequest &request, const OperationFlow &flow,
                       const std::string &command)
{
    std::string out = "  const out = await client.send(new " + command + "(input));\n";
    switch (flow.output) {
    case Output::Item:
        out += "  if (out.Item) console.log(show(out.Item));\n"
               "  else console.log(\"# No item has this key\");\n";
        break;
    case Output::Attributes:
        out += "  console.log(\"# " + request.operation +
               " done\");\n"
               "  if (out.Attributes) console.log(show(out.Attributes));\n";
        break;
    case Output::ItemList:
        out += "  for (const response of out.Responses ?? [])\n"
               "    console.log(response.Item ? show(response.Item) : \"# No item\");\n";
        break;
    case Output::StatementResponses:
        out += "  for (const response of out.Responses ?? []) {\n"
               "    if (response.Error) console.log(`# ${response.Error.Code}: "
               "${response.Error.Message}`);\n"
               "    else console.log(response.Item ? show(response.Item) : \"# No item\");\n"
               "  }\n";
        break;
    default:
        out += "  console.log(\"# " + request.operation + " done\");\n";
        break;
    }
    out += "  if (out.ConsumedCapacity) console.log(`# ConsumedCapacity "
           "${show(out.ConsumedCapacity)}`);\n";
    return out;
}

std::string errorHandler(const OperationFlow &flow)
{
    std::string out = "main().catch((error) => {\n  ";
    if (flow.conditional)
        out += "if (error.name === \"ConditionalCheckFailedException\") {\n"
               "    console.error(\"The condition was not met: nothing was written.\");\n"
               "    if (error.Item) console.error(`# Item ${show(error.Item)}`);\n"
               "  } else ";
    if (flow.transaction)
        out += "if (error.name === \"TransactionCanceledException\") {\n"
               "    console.error(\"The transaction was cancelled: nothing was written.\");\n"
               "    for (const reason of error.CancellationReasons ?? [])\n"
               "      console.error(`# ${reason.Code}${reason.Message ? \": \" + reason.Message : "
               "\"\"}`);\n"
               "  } else ";
    out += "if ([\"ProvisionedThroughputExceededException\", \"ThrottlingException\",\n"
           "              \"RequestLimitExceeded\"].includes(error.name)) {\n"
           "    console.error(`Throttled (${error.name}) after 5 attempts: try again later or "
           "raise the capacity.`);\n"
           "  } else {\n"
           "    console.error(`${error.name}: ${error.message}`);\n"
           "  }\n"
           "  process.exitCode = 1;\n});\n";
    return out;
}

} // namespace

Result<GeneratedCode> generateJs(const OperationRequest &request, const CodegenOptions &options,
                                 bool document)
{
    JsLanguage language(document);
    TS_TRY_ASSIGN(Literal input, requestLiteral(language, request.operation, request.request));
    const OperationFlow flow = operationFlow(request.operation);
    const std::string command = commandName(request.operation, document);
    std::string body = flow.flow == Flow::Paged    ? pagedBody(request, flow, command)
                       : flow.flow == Flow::Single ? singleBody(request, flow, command)
                                                   : batchBody(flow, command);
    std::string packages =
        document ? "@aws-sdk/client-dynamodb @aws-sdk/lib-dynamodb" : "@aws-sdk/client-dynamodb";
    std::string text = "// " + title(request) +
                       ", generated by Tablesmith.\n"
                       "// Needs Node.js 18+ and the AWS SDK v3: npm install " +
                       packages +
                       "\n"
                       "// Run: node " +
                       (document ? "document.mjs" : "client.mjs") + "\n";
    if (document)
        text += "import { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n"
                "import { DynamoDBDocumentClient, NumberValue, " +
                command + " } from \"@aws-sdk/lib-dynamodb\";\n\n";
    else
        text += "import { DynamoDBClient, " + command + " } from \"@aws-sdk/client-dynamodb\";\n\n";
    text += clientSetup(options, document) + "\n";
    text += "const input = " + layout(input, LayoutStyle{"  ", false, 100}) + ";\n\n";
    text += showFunction(document) + "\n";
    text += "async function main() {\n" + body + "}\n\n" + errorHandler(flow);
    std::string file = document ? "document.mjs" : "client.mjs";
    return GeneratedCode{std::move(text), file, "node " + file};
}

} // namespace tablesmith::codegen
