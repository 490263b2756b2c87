// Java: the AWS SDK for Java 2.x, request builders with small AttributeValue helpers.
#include "codegen/generators.h"
#include "codegen/literal.h"
#include "codegen/operation_flow.h"
#include "codegen/quoting.h"
#include "codegen/request_shape.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/serialize.hpp>

namespace tablesmith::codegen {
namespace json = boost::json;
namespace {

Literal call(std::string open, std::string close = ")")
{
    return Literal::of(open, close);
}

Literal attributeValue(const AttributeValue &value);

Literal itemMap(const Item &item)
{
    if (item.empty())
        return Literal::atom("Map.of()");
    Literal map = call("Map.ofEntries(");
    for (const auto &[name, value] : item)
        map.add("Map.entry(" + javaQuote(name) + ", ", attributeValue(value), ")");
    return map;
}

Literal attributeValue(const AttributeValue &value)
{
    const auto &storage = value.storage();
    switch (value.type()) {
    case AttributeType::S:
        return Literal::atom("s(" + javaQuote(std::get<std::string>(storage)) + ")");
    case AttributeType::N:
        return Literal::atom("n(" + javaQuote(std::get<Decimal>(storage).toString()) + ")");
    case AttributeType::B:
        return Literal::atom("b(" + javaQuote(base64Encode(std::get<Binary>(storage).bytes)) + ")");
    case AttributeType::BOOL:
        return Literal::atom(std::get<bool>(storage) ? "bool(true)" : "bool(false)");
    case AttributeType::NUL:
        return Literal::atom("nul()");
    case AttributeType::M:
        return call("m(").add(itemMap(std::get<Item>(storage)));
    default:
        break;
    }
    Literal list = call(value.type() == AttributeType::L    ? "l("
                        : value.type() == AttributeType::SS ? "ss("
                        : value.type() == AttributeType::NS ? "ns("
                                                            : "bs(");
    if (const auto *elements = value.as<AttributeValue::List>())
        for (const AttributeValue &element : *elements)
            list.add(attributeValue(element));
    if (const auto *strings = value.as<AttributeValue::StringSet>())
        for (const std::string &s : *strings)
            list.add(Literal::atom(javaQuote(s)));
    if (const auto *numbers = value.as<AttributeValue::NumberSet>())
        for (const Decimal &n : *numbers)
            list.add(Literal::atom(javaQuote(n.toString())));
    if (const auto *binaries = value.as<AttributeValue::BinarySet>())
        for (const Binary &b : *binaries)
            list.add(Literal::atom(javaQuote(base64Encode(b.bytes))));
    return list;
}

Result<Literal> structure(std::string_view type, const json::object &object,
                          std::string_view builderType);

Result<Literal> member(const MemberShape &shape, const json::value &value)
{
    switch (shape.kind) {
    case MemberKind::String:
    case MemberKind::Enum:
        return Literal::atom(javaQuote(value.as_string()));
    case MemberKind::Integer:
    case MemberKind::Boolean:
        return Literal::atom(json::serialize(value));
    case MemberKind::StringMap: {
        Literal map = call("Map.ofEntries(");
        for (const auto &entry : value.as_object())
            map.add("Map.entry(" + javaQuote(entry.key()) + ", ",
                    Literal::atom(javaQuote(entry.value().as_string())), ")");
        return map;
    }
    case MemberKind::StringList: {
        Literal list = call("List.of(");
        for (const json::value &element : value.as_array())
            list.add(Literal::atom(javaQuote(element.as_string())));
        return list;
    }
    case MemberKind::AttributeMap: {
        TS_TRY_ASSIGN(Item item, itemFromJson(value));
        return itemMap(item);
    }
    case MemberKind::AttributeMapList:
    case MemberKind::AttributeList: {
        Literal list = call("List.of(");
        for (const json::value &element : value.as_array()) {
            if (shape.kind == MemberKind::AttributeMapList) {
                TS_TRY_ASSIGN(Item item, itemFromJson(element));
                list.add(itemMap(item));
            } else {
                TS_TRY_ASSIGN(AttributeValue single, attributeFromJson(element));
                list.add(attributeValue(single));
            }
        }
        return list;
    }
    case MemberKind::Structure:
        return structure(shape.type, value.as_object(), shape.type);
    case MemberKind::StructureList: {
        Literal list = call("List.of(");
        for (const json::value &element : value.as_array()) {
            TS_TRY_ASSIGN(Literal inner, structure(shape.type, element.as_object(), shape.type));
            list.add(std::move(inner));
        }
        return list;
    }
    case MemberKind::StructureMap:
    case MemberKind::StructureListMap: {
        Literal map = call("Map.ofEntries(");
        MemberShape inner{shape.kind == MemberKind::StructureMap ? MemberKind::Structure
                                                                 : MemberKind::StructureList,
                          shape.type};
        for (const auto &entry : value.as_object()) {
            TS_TRY_ASSIGN(Literal rendered, member(inner, entry.value()));
            map.add("Map.entry(" + javaQuote(entry.key()) + ", ", std::move(rendered), ")");
        }
        return map;
    }
    default:
        return Error::validation("Java generation does not know this parameter");
    }
}

Result<Literal> structure(std::string_view type, const json::object &object,
                          std::string_view builderType)
{
    Literal chain = call(std::string(builderType) + ".builder()", ".build()");
    chain.chain = true;
    for (const auto &entry : object) {
        MemberShape shape = memberShape(type, entry.key());
        if (shape.kind == MemberKind::Unknown)
            return Error::validation("Java generation does not know the parameter " +
                                     std::string(entry.key()));
        TS_TRY_ASSIGN(Literal value, member(shape, entry.value()));
        chain.add("." + lowerCamel(entry.key()) + "(", std::move(value), ")");
    }
    return chain;
}

std::string pagedBody(const OperationRequest &request, const OperationFlow &flow)
{
    const std::string op = request.operation, method = lowerCamel(op);
    bool statement = flow.tokenOut == "NextToken";
    std::string token = statement ? "String" : "Map<String, AttributeValue>";
    std::string tokenGetter = statement
                                  ? "page.nextToken()"
                                  : "page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null";
    std::string out =
        std::string("        boolean readAllPages = ") +
        (readsAllPages(request) ? "true;\n" : "false; // Limit caps what one page reads\n");
    out += "        " + token + " next = request." + lowerCamel(flow.tokenIn) +
           "();\n"
           "        int count = 0;\n" +
           (statement ? "" : "        int scannedCount = 0;\n") +
           "        do {\n"
           "            " +
           op + "Response page = client." + method + "(request.toBuilder()." +
           lowerCamel(flow.tokenIn) +
           "(next).build());\n"
           "            for (Map<String, AttributeValue> item : page.items()) {\n"
           "                System.out.println(show(item));\n            }\n" +
           (statement ? "            count += page.items().size();\n"
                      : "            count += page.count();\n"
                        "            scannedCount += page.scannedCount();\n") +
           "            next = " + tokenGetter +
           ";\n"
           "        } while (readAllPages && next != null);\n" +
           (statement ? "        System.out.println(\"# \" + count + \" items\");\n"
                      : "        System.out.println(\"# Count \" + count + \", ScannedCount \" + "
                        "scannedCount);\n") +
           "        if (next != null) {\n"
           "            System.out.println(\"# " +
           std::string(flow.tokenOut) + " \" + " + (statement ? "next" : "show(next)") +
           ");\n        }\n";
    return out;
}

std::string batchBody(const OperationFlow &flow)
{
    bool get = flow.flow == Flow::BatchGet;
    std::string type = get ? "Map<String, KeysAndAttributes>" : "Map<String, List<WriteRequest>>";
    std::string out =
        "        // The service may leave part of a batch undone: retry it with backoff.\n"
        "        " +
        type +
        " requestItems = request.requestItems();\n"
        "        for (int attempt = 0; !requestItems.isEmpty(); attempt++) {\n"
        "            if (attempt > 0) {\n"
        "                Thread.sleep(50L << Math.min(attempt, 6));\n            }\n"
        "            " +
        std::string(get ? "BatchGetItemResponse" : "BatchWriteItemResponse") + " out = client." +
        (get ? "batchGetItem" : "batchWriteItem") +
        "(request.toBuilder().requestItems(requestItems).build());\n";
    if (get)
        out += "            for (List<Map<String, AttributeValue>> items : "
               "out.responses().values()) {\n"
               "                for (Map<String, AttributeValue> item : items) {\n"
               "                    System.out.println(show(item));\n                }\n           "
               " }\n"
               "            requestItems = out.unprocessedKeys();\n        }\n";
    else
        out += "            requestItems = out.unprocessedItems();\n        }\n"
               "        System.out.println(\"# BatchWriteItem done\");\n";
    return out;
}

std::string singleBody(const OperationRequest &request, const OperationFlow &flow)
{
    const std::string op = request.operation;
    std::string out = "        " + op + "Response out = client." + lowerCamel(op) + "(request);\n";
    switch (flow.output) {
    case Output::Item:
        return out + "        System.out.println(out.hasItem() ? show(out.item()) : \"# No item "
                     "has this key\");\n";
    case Output::Attributes:
        return out + "        System.out.println(\"# " + op +
               " done\");\n"
               "        if (out.hasAttributes()) {\n"
               "            System.out.println(show(out.attributes()));\n        }\n";
    case Output::ItemList:
        return out + "        for (ItemResponse response : out.responses()) {\n"
                     "            System.out.println(response.hasItem() ? show(response.item()) : "
                     "\"# No item\");\n"
                     "        }\n";
    case Output::StatementResponses:
        return out + "        for (BatchStatementResponse response : out.responses()) {\n"
                     "            if (response.error() != null) {\n"
                     "                System.out.println(\"# \" + response.error().codeAsString() "
                     "+ \": \" + response.error().message());\n"
                     "            } else {\n"
                     "                System.out.println(response.hasItem() ? "
                     "show(response.item()) : \"# No item\");\n"
                     "            }\n        }\n";
    default:
        return out + "        System.out.println(\"# " + op + " done\");\n";
    }
}

const char *kHelpers = R"(
    // AttributeValue shorthands for the request above.
    static AttributeValue s(String value) { return AttributeValue.fromS(value); }
    static AttributeValue n(String value) { return AttributeValue.fromN(value); }
    static AttributeValue b(String base64) {
        return AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(base64)));
    }
    static AttributeValue bool(boolean value) { return AttributeValue.fromBool(value); }
    static AttributeValue nul() { return AttributeValue.fromNul(true); }
    static AttributeValue m(Map<String, AttributeValue> v) { return AttributeValue.fromM(v); }
    static AttributeValue l(AttributeValue... v) { return AttributeValue.fromL(List.of(v)); }
    static AttributeValue ss(String... values) { return AttributeValue.fromSs(List.of(values)); }
    static AttributeValue ns(String... values) { return AttributeValue.fromNs(List.of(values)); }
    static AttributeValue bs(String... base64) {
        List<SdkBytes> values = new ArrayList<>();
        for (String value : base64) {
            values.add(SdkBytes.fromByteArray(Base64.getDecoder().decode(value)));
        }
        return AttributeValue.fromBs(values);
    }

    // One item as a line of DynamoDB JSON; binary values as base64.
    static String show(Map<String, AttributeValue> item) {
        StringBuilder out = new StringBuilder("{");
        for (Map.Entry<String, AttributeValue> entry : item.entrySet()) {
            if (out.length() > 1) out.append(", ");
            out.append(quote(entry.getKey())).append(": ").append(show(entry.getValue()));
        }
        return out.append("}").toString();
    }

    static String show(AttributeValue value) {
        switch (value.type()) {
            case S: return "{\"S\": " + quote(value.s()) + "}";
            case N: return "{\"N\": " + quote(value.n()) + "}";
            case B: return "{\"B\": " + quote(base64(value.b())) + "}";
            case BOOL: return "{\"BOOL\": " + value.bool() + "}";
            case NUL: return "{\"NULL\": true}";
            case M: return "{\"M\": " + show(value.m()) + "}";
            case L: return "{\"L\": " + join(value.l().stream().map(Main::show).toList()) + "}";
            case SS: return "{\"SS\": " + join(value.ss().stream().map(Main::quote).toList()) + "}";
            case NS: return "{\"NS\": " + join(value.ns().stream().map(Main::quote).toList()) + "}";
            case BS: return "{\"BS\": "
                    + join(value.bs().stream().map(b -> quote(base64(b))).toList()) + "}";
            default: return "null";
        }
    }

    static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArray());
    }

    static String join(List<String> values) { return "[" + String.join(", ", values) + "]"; }

    static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        return out.append('"').toString();
    }
)";

std::string clientBuilder(const CodegenOptions &options)
{
    std::string out = "        try (DynamoDbClient client = DynamoDbClient.builder()\n"
                      "                .region(Region.of(" +
                      javaQuote(options.region) + "))\n";
    if (!options.endpoint.empty())
        out +=
            "                .endpointOverride(URI.create(" + javaQuote(options.endpoint) + "))\n";
    return out + "                // Throttled calls are retried with backoff.\n"
                 "                .overrideConfiguration(o -> o.retryPolicy(RetryMode.STANDARD))\n"
                 "                .build()) {\n            run(client);\n";
}

const char *kCatches = R"(        } catch (ConditionalCheckFailedException e) {
            System.err.println("The condition was not met: nothing was written.");
            System.exit(1);
        } catch (TransactionCanceledException e) {
            System.err.println("The transaction was cancelled: nothing was written.");
            for (CancellationReason reason : e.cancellationReasons()) {
                System.err.println("# " + reason.code() + ": " + reason.message());
            }
            System.exit(1);
        } catch (ProvisionedThroughputExceededException | RequestLimitExceededException e) {
            System.err.println("Throttled after retries: try again later or raise the capacity.");
            System.exit(1);
        } catch (DynamoDbException e) {
            System.err.println(e.awsErrorDetails().errorCode() + ": "
                    + e.awsErrorDetails().errorMessage());
            System.exit(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
)";

} // namespace

Result<GeneratedCode> generateJava(const OperationRequest &request, const CodegenOptions &options)
{
    const std::string op = request.operation;
    TS_TRY_ASSIGN(Literal builder, structure(op, request.request, op + "Request"));
    const OperationFlow flow = operationFlow(op);
    std::string body = flow.flow == Flow::Paged    ? pagedBody(request, flow)
                       : flow.flow == Flow::Single ? singleBody(request, flow)
                                                   : batchBody(flow);
    std::string text =
        "// " + title(request) +
        ", generated by Tablesmith.\n"
        "// Needs Java 17+ and the AWS SDK for Java 2.x (software.amazon.awssdk:dynamodb).\n"
        "// Run: java Main.java (with the SDK on the class path)\n"
        "import java.net.URI;\nimport java.util.ArrayList;\nimport java.util.Base64;\n"
        "import java.util.List;\nimport java.util.Map;\n\n"
        "import software.amazon.awssdk.core.SdkBytes;\n"
        "import software.amazon.awssdk.core.retry.RetryMode;\n"
        "import software.amazon.awssdk.regions.Region;\n"
        "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;\n"
        "import software.amazon.awssdk.services.dynamodb.model.*;\n\n"
        "public class Main {\n    public static void main(String[] args) {\n" +
        clientBuilder(options) + kCatches +
        "\n"
        "    static void run(DynamoDbClient client) throws InterruptedException {\n"
        "        " +
        op + "Request request = " + layout(builder, LayoutStyle{"    ", false, 90}, 2) + ";\n" +
        body + "    }\n" + kHelpers + "}\n";
    return GeneratedCode{std::move(text), "Main.java", "java Main.java"};
}

} // namespace tablesmith::codegen
