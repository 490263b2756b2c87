// Python: boto3's low-level client (DynamoDB JSON) and its Table resource (plain values:
// str, Decimal, bytes, sets). Operations the Table resource lacks (transactions, PartiQL) go
// through the resource's own client, which takes and gives plain values too.
#include "codegen/dict_literal.h"
#include "codegen/generators.h"
#include "codegen/operation_flow.h"
#include "codegen/quoting.h"

namespace tablesmith::codegen {
namespace {

class PythonLanguage : public DictLanguage {
public:
    explicit PythonLanguage(bool plain) : m_plain(plain) {}
    std::string quote(std::string_view text) const override { return pythonQuote(text); }
    std::string boolean(bool value) const override { return value ? "True" : "False"; }
    std::string null() const override { return "None"; }
    std::string binary(const std::string &bytes) const override { return pythonBytes(bytes); }
    // boto3 takes int or Decimal, never float.
    std::string plainNumber(const Decimal &number) const override
    {
        if (number.exponent() >= static_cast<int>(number.digits().size()))
            return number.toString();
        return "Decimal(" + pythonQuote(number.toString()) + ")";
    }
    Literal plainSet(AttributeType, Literal elements) const override
    {
        elements.text = "{";
        elements.close = "}";
        return elements;
    }
    bool plainValues() const override { return m_plain; }

private:
    bool m_plain;
};

enum class Target { Client, Table, Resource }; // what the resource program calls

Target resourceTarget(std::string_view operation)
{
    for (std::string_view op : {"GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan"})
        if (op == operation)
            return Target::Table;
    if (operation == "BatchGetItem" || operation == "BatchWriteItem")
        return Target::Resource;
    return Target::Client;
}

struct Program {
    const OperationRequest &request;
    OperationFlow flow;
    bool resource;
    Target target;
    std::string call; // "client.query(**request)"
    // An item of the response as printed.
    std::string item(const std::string &expression) const
    {
        return "show(" + expression + ")";
    }
};

std::string pagedBody(const Program &p)
{
    bool statement = p.flow.tokenOut == "NextToken";
    std::string out =
        readsAllPages(p.request)
            ? "    read_all_pages = True\n"
            : "    read_all_pages = False  # Limit caps what one page reads: read the first page\n";
    out += statement ? "    count = 0\n" : "    count = scanned_count = 0\n";
    out += "    while True:\n        page = " + p.call +
           "\n"
           "        for item in page.get(\"Items\", []):\n"
           "            print(" +
           p.item("item") + ")\n";
    out += statement ? "        count += len(page.get(\"Items\", []))\n"
                     : "        count += page.get(\"Count\", 0)\n"
                       "        scanned_count += page.get(\"ScannedCount\", 0)\n";
    std::string out_ = std::string(p.flow.tokenOut), in = std::string(p.flow.tokenIn);
    out += "        if \"ConsumedCapacity\" in page:\n"
           "            print(\"# ConsumedCapacity \" + show(page[\"ConsumedCapacity\"]))\n"
           "        if not read_all_pages or \"" +
           out_ +
           "\" not in page:\n"
           "            break\n"
           "        request[\"" +
           in + "\"] = page[\"" + out_ + "\"]\n";
    out += statement ? "    print(f\"# {count} items\")\n"
                     : "    print(f\"# Count {count}, ScannedCount {scanned_count}\")\n";
    out += "    if \"" + out_ +
           "\" in page:\n"
           "        print(\"# " +
           out_ + " \" + show(page[\"" + out_ + "\"]))\n";
    return out;
}

std::string batchBody(const Program &p)
{
    bool get = p.flow.flow == Flow::BatchGet;
    std::string unprocessed = get ? "UnprocessedKeys" : "UnprocessedItems";
    std::string out = "    # The service may leave part of a batch undone: retry it with backoff.\n"
                      "    attempt = 0\n"
                      "    while request[\"RequestItems\"]:\n"
                      "        if attempt:\n"
                      "            time.sleep(0.05 * 2 ** min(attempt, 6))\n"
                      "        attempt += 1\n"
                      "        out = " +
                      p.call + "\n";
    if (get)
        out += "        for items in out.get(\"Responses\", {}).values():\n"
               "            for item in items:\n"
               "                print(" +
               p.item("item") + ")\n";
    out += "        if \"ConsumedCapacity\" in out:\n"
           "            print(\"# ConsumedCapacity \" + show(out[\"ConsumedCapacity\"]))\n"
           "        request[\"RequestItems\"] = out.get(\"" +
           unprocessed + "\", {})\n";
    if (!get)
        out += "    print(\"# BatchWriteItem done\")\n";
    return out;
}

std::string singleBody(const Program &p)
{
    std::string out = "    out = " + p.call + "\n";
    switch (p.flow.output) {
    case Output::Item:
        out += "    if \"Item\" in out:\n        print(" + p.item("out[\"Item\"]") +
               ")\n"
               "    else:\n        print(\"# No item has this key\")\n";
        break;
    case Output::Attributes:
        out += "    print(\"# " + p.request.operation +
               " done\")\n"
               "    if \"Attributes\" in out:\n        print(" +
               p.item("out[\"Attributes\"]") + ")\n";
        break;
    case Output::ItemList:
        out += "    for response in out.get(\"Responses\", []):\n"
               "        print(" +
               p.item("response[\"Item\"]") + " if \"Item\" in response else \"# No item\")\n";
        break;
    case Output::StatementResponses:
        out += "    for response in out.get(\"Responses\", []):\n"
               "        if \"Error\" in response:\n"
               "            print(f\"# {response['Error']['Code']}: "
               "{response['Error'].get('Message', '')}\")\n"
               "        else:\n"
               "            print(" +
               p.item("response[\"Item\"]") + " if \"Item\" in response else \"# No item\")\n";
        break;
    default:
        out += "    print(\"# " + p.request.operation + " done\")\n";
        break;
    }
    out += "    if \"ConsumedCapacity\" in out:\n"
           "        print(\"# ConsumedCapacity \" + show(out[\"ConsumedCapacity\"]))\n";
    return out;
}

std::string errorHandler(const OperationFlow &flow)
{
    std::string out =
        "if __name__ == \"__main__\":\n    try:\n        main()\n"
        "    except ClientError as error:\n"
        "        code = error.response[\"Error\"][\"Code\"]\n"
        "        message = error.response[\"Error\"].get(\"Message\", \"\")\n        ";
    if (flow.conditional)
        out +=
            "if code == \"ConditionalCheckFailedException\":\n"
            "            print(\"The condition was not met: nothing was written.\", "
            "file=sys.stderr)\n"
            "            if \"Item\" in error.response:\n"
            "                print(\"# Item \" + show(error.response[\"Item\"]), file=sys.stderr)\n"
            "        el";
    if (flow.transaction)
        out += "if code == \"TransactionCanceledException\":\n"
               "            print(\"The transaction was cancelled: nothing was written.\", "
               "file=sys.stderr)\n"
               "            for reason in error.response.get(\"CancellationReasons\", []):\n"
               "                print(f\"# {reason.get('Code')}: {reason.get('Message', '')}\", "
               "file=sys.stderr)\n"
               "        el";
    out += "if code in (\"ProvisionedThroughputExceededException\", \"ThrottlingException\",\n"
           "                  \"RequestLimitExceeded\"):\n"
           "            print(f\"Throttled ({code}) after 5 attempts: try again later or raise the "
           "capacity.\",\n"
           "                  file=sys.stderr)\n"
           "        else:\n"
           "            print(f\"{code}: {message}\", file=sys.stderr)\n"
           "        sys.exit(1)\n";
    return out;
}

std::string clientArguments(const CodegenOptions &options)
{
    std::string out = "    \"dynamodb\",\n    region_name=" + pythonQuote(options.region) + ",\n";
    if (!options.endpoint.empty())
        out += "    endpoint_url=" + pythonQuote(options.endpoint) + ",\n";
    return out + "    # Throttled calls are retried with backoff.\n"
                 "    config=Config(retries={\"mode\": \"standard\", \"max_attempts\": 5}),\n";
}

const char *kShowTyped =
    "def show(value):\n"
    "    \"\"\"One JSON line; binary values as base64.\"\"\"\n"
    "    return json.dumps(value, default=lambda b: base64.b64encode(b).decode(\"ascii\"))\n";

const char *kShowPlain =
    "def jsonable(value):\n"
    "    \"\"\"Numbers as their exact text, sets as lists, binary as base64.\"\"\"\n"
    "    if isinstance(value, Decimal):\n"
    "        return str(value)\n"
    "    if isinstance(value, (set, frozenset)):\n"
    "        return sorted(value, key=str)\n"
    "    if isinstance(value, Binary):\n"
    "        value = value.value\n"
    "    if isinstance(value, (bytes, bytearray)):\n"
    "        return base64.b64encode(value).decode(\"ascii\")\n"
    "    raise TypeError(f\"cannot show {type(value).__name__}\")\n\n\n"
    "def show(value):\n"
    "    \"\"\"One JSON line.\"\"\"\n"
    "    return json.dumps(value, default=jsonable)\n";

std::string imports(const Program &p)
{
    std::string out = "import base64\nimport json\nimport sys\n";
    if (p.flow.flow == Flow::BatchGet || p.flow.flow == Flow::BatchWrite)
        out += "import time\n";
    if (p.resource)
        out += "from decimal import Decimal\n";
    out += "\nimport boto3\n";
    if (p.resource)
        out += "from boto3.dynamodb.types import Binary\n";
    return out +
           "from botocore.config import Config\nfrom botocore.exceptions import ClientError\n";
}

std::string setup(const Program &p, const CodegenOptions &options, std::string &tableName)
{
    if (!p.resource)
        return "client = boto3.client(\n" + clientArguments(options) + ")\n";
    std::string out = "dynamodb = boto3.resource(\n" + clientArguments(options) + ")\n";
    if (p.target == Target::Table)
        out += "table = dynamodb.Table(" + pythonQuote(tableName) + ")\n";
    if (p.target == Target::Client)
        out += "client = dynamodb.meta.client\n";
    return out;
}

std::string callOf(const Program &p)
{
    std::string method = snakeCase(p.request.operation);
    if (!p.resource)
        return "client." + method + "(**request)";
    if (p.target == Target::Table)
        return "table." + method + "(**request)";
    if (p.target == Target::Resource)
        return "dynamodb." + method + "(**request)";
    // The resource's own client converts plain values both ways, as the resource does.
    return "client." + method + "(**request)";
}

Result<GeneratedCode> generate(const OperationRequest &request, const CodegenOptions &options,
                               bool resource)
{
    Program p{request, operationFlow(request.operation), resource,
              resource ? resourceTarget(request.operation) : Target::Client, ""};
    p.call = callOf(p);
    boost::json::object parameters = request.request;
    std::string tableName;
    if (resource && p.target == Target::Table) { // the Table resource carries its name
        if (const auto *name = parameters.if_contains("TableName"); name && name->is_string())
            tableName = name->get_string();
        parameters.erase("TableName");
    }
    PythonLanguage language(resource);
    TS_TRY_ASSIGN(Literal literal, requestLiteral(language, request.operation, parameters));
    std::string body = p.flow.flow == Flow::Paged    ? pagedBody(p)
                       : p.flow.flow == Flow::Single ? singleBody(p)
                                                     : batchBody(p);
    std::string file = resource ? "resource.py" : "client.py";
    std::string text =
        "#!/usr/bin/env python3\n\"\"\"" + title(request) +
        ", generated by Tablesmith.\n\nNeeds Python 3.8+ and boto3 (pip install boto3). Run: "
        "python3 " +
        file + "\n\"\"\"\n" + imports(p) + "\n" + setup(p, options, tableName) +
        "\nrequest = " + layout(literal, LayoutStyle{"    ", true, 99}) + "\n\n\n" +
        (resource ? kShowPlain : kShowTyped) + "\n\n" +
        "def main():\n" + body + "\n\n" + errorHandler(p.flow);
    return GeneratedCode{std::move(text), file, "python3 " + file};
}

} // namespace

Result<GeneratedCode> generatePython(const OperationRequest &request, const CodegenOptions &options)
{
    return generate(request, options, false);
}

Result<GeneratedCode> generatePythonResource(const OperationRequest &request,
                                             const CodegenOptions &options)
{
    return generate(request, options, true);
}

} // namespace tablesmith::codegen
