// Go: the AWS SDK for Go v2, typed input structs and AttributeValue members.
#include "codegen/generators.h"
#include "codegen/literal.h"
#include "codegen/operation_flow.h"
#include "codegen/quoting.h"
#include "codegen/request_shape.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/serialize.hpp>

#include <cstdio>

namespace tablesmith::codegen {
namespace json = boost::json;
namespace {

// A []byte literal: every byte outside printable ASCII escaped (Go source must be UTF-8).
std::string goBytes(const std::string &bytes)
{
    std::string out = "[]byte(\"";
    for (char c : bytes) {
        auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte >= 0x7f) {
            char escape[5];
            std::snprintf(escape, sizeof escape, "\\x%02x", byte);
            out += escape;
        } else {
            out += c;
        }
    }
    return out + "\")";
}

Literal member(std::string_view type, std::string open)
{
    return Literal::of("&types.AttributeValueMember" + std::string(type) + "{Value: " + open,
                       open == "" ? "}" : "}}");
}

Literal attributeValue(const AttributeValue &value);

Literal itemMap(const Item &item, std::string open = "map[string]types.AttributeValue{")
{
    Literal map = Literal::of(std::move(open), "}");
    for (const auto &[name, value] : item)
        map.add(goQuote(name) + ": ", attributeValue(value));
    return map;
}

Literal scalar(std::string_view type, std::string value)
{
    return Literal::atom("&types.AttributeValueMember" + std::string(type) + "{Value: " + value +
                         "}");
}

Literal attributeValue(const AttributeValue &value)
{
    const auto &storage = value.storage();
    switch (value.type()) {
    case AttributeType::S:
        return scalar("S", goQuote(std::get<std::string>(storage)));
    case AttributeType::N:
        return scalar("N", goQuote(std::get<Decimal>(storage).toString()));
    case AttributeType::B:
        return scalar("B", goBytes(std::get<Binary>(storage).bytes));
    case AttributeType::BOOL:
        return scalar("BOOL", std::get<bool>(storage) ? "true" : "false");
    case AttributeType::NUL:
        return scalar("NULL", "true");
    case AttributeType::M: {
        Literal map =
            itemMap(std::get<Item>(storage),
                    "&types.AttributeValueMemberM{Value: map[string]types.AttributeValue{");
        map.close = "}}";
        return map;
    }
    default:
        break;
    }
    const char *types[] = {"", "", "", "", "", "", "L", "SS", "NS", "BS"};
    const char *element[] = {
        "", "", "", "", "", "", "[]types.AttributeValue{", "[]string{", "[]string{", "[][]byte{"};
    auto index = static_cast<std::size_t>(value.type());
    Literal list = member(types[index], element[index]);
    if (const auto *elements = value.as<AttributeValue::List>())
        for (const AttributeValue &e : *elements)
            list.add(attributeValue(e));
    if (const auto *strings = value.as<AttributeValue::StringSet>())
        for (const std::string &s : *strings)
            list.add(Literal::atom(goQuote(s)));
    if (const auto *numbers = value.as<AttributeValue::NumberSet>())
        for (const Decimal &n : *numbers)
            list.add(Literal::atom(goQuote(n.toString())));
    if (const auto *binaries = value.as<AttributeValue::BinarySet>())
        for (const Binary &b : *binaries)
            list.add(Literal::atom(goBytes(b.bytes)));
    return list;
}

Result<Literal> structure(std::string_view type, const json::object &object, std::string open);

// Structures that the SDK holds by pointer inside others.
bool pointerField(std::string_view type)
{
    for (std::string_view name :
         {"Put", "Update", "Delete", "ConditionCheck", "Get", "PutRequest", "DeleteRequest"})
        if (name == type)
            return true;
    return false;
}

Result<Literal> list(const MemberShape &shape, const json::value &value);

Result<Literal> memberValue(const MemberShape &shape, const json::value &value)
{
    switch (shape.kind) {
    case MemberKind::String:
        return Literal::atom("aws.String(" + goQuote(value.as_string()) + ")");
    case MemberKind::Enum:
        return Literal::atom("types." + shape.type + "(" + goQuote(value.as_string()) + ")");
    case MemberKind::Integer:
        return Literal::atom("aws.Int32(" + json::serialize(value) + ")");
    case MemberKind::Boolean:
        return Literal::atom("aws.Bool(" + json::serialize(value) + ")");
    case MemberKind::StringMap: {
        Literal map = Literal::of("map[string]string{", "}");
        for (const auto &entry : value.as_object())
            map.add(goQuote(entry.key()) + ": ", Literal::atom(goQuote(entry.value().as_string())));
        return map;
    }
    case MemberKind::AttributeMap: {
        TS_TRY_ASSIGN(Item item, itemFromJson(value));
        return itemMap(item);
    }
    case MemberKind::Structure:
        return structure(shape.type, value.as_object(),
                         (pointerField(shape.type) ? "&types." : "types.") + shape.type + "{");
    case MemberKind::StructureMap:
    case MemberKind::StructureListMap: {
        bool lists = shape.kind == MemberKind::StructureListMap;
        Literal map = Literal::of(
            std::string("map[string]") + (lists ? "[]" : "") + "types." + shape.type + "{", "}");
        for (const auto &entry : value.as_object()) {
            Result<Literal> inner =
                lists ? list({MemberKind::StructureList, shape.type}, entry.value())
                      : structure(shape.type, entry.value().as_object(), "{");
            if (!inner)
                return inner.takeError();
            if (lists)
                inner->text = "{";
            map.add(goQuote(entry.key()) + ": ", std::move(inner).value());
        }
        return map;
    }
    default:
        return list(shape, value);
    }
}

Result<Literal> list(const MemberShape &shape, const json::value &value)
{
    std::string open = shape.kind == MemberKind::StringList ? "[]string{"
                       : shape.kind == MemberKind::AttributeMapList
                           ? "[]map[string]types.AttributeValue{"
                       : shape.kind == MemberKind::AttributeList ? "[]types.AttributeValue{"
                                                                 : "[]types." + shape.type + "{";
    if (shape.kind == MemberKind::Unknown)
        return Error::validation("Go generation does not know this parameter");
    Literal out = Literal::of(open, "}");
    for (const json::value &element : value.as_array()) {
        if (shape.kind == MemberKind::StringList) {
            out.add(Literal::atom(goQuote(element.as_string())));
        } else if (shape.kind == MemberKind::AttributeMapList) {
            TS_TRY_ASSIGN(Item item, itemFromJson(element));
            out.add(itemMap(item, "{"));
        } else if (shape.kind == MemberKind::AttributeList) {
            TS_TRY_ASSIGN(AttributeValue single, attributeFromJson(element));
            out.add(attributeValue(single));
        } else {
            TS_TRY_ASSIGN(Literal inner, structure(shape.type, element.as_object(), "{"));
            out.add(std::move(inner));
        }
    }
    return out;
}

Result<Literal> structure(std::string_view type, const json::object &object, std::string open)
{
    Literal out = Literal::of(std::move(open), "}");
    for (const auto &entry : object) {
        MemberShape shape = memberShape(type, entry.key());
        if (shape.kind == MemberKind::Unknown)
            return Error::validation("Go generation does not know the parameter " +
                                     std::string(entry.key()));
        TS_TRY_ASSIGN(Literal value, memberValue(shape, entry.value()));
        out.add(std::string(entry.key()) + ": ", std::move(value));
    }
    return out;
}

std::string pagedBody(const OperationRequest &request, const OperationFlow &flow)
{
    bool statement = flow.tokenOut == "NextToken";
    std::string tokenOut(flow.tokenOut), tokenIn(flow.tokenIn);
    std::string out =
        std::string("\treadAllPages := ") +
        (readsAllPages(request) ? "true\n" : "false // Limit caps what one page reads\n");
    out += statement ? "\tcount := 0\n" : "\tcount, scannedCount := 0, 0\n";
    out += "\tfor {\n\t\tpage, err := client." + request.operation +
           "(ctx, input)\n"
           "\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n"
           "\t\tfor _, item := range page.Items {\n\t\t\tfmt.Println(show(item))\n\t\t}\n";
    out += statement ? "\t\tcount += len(page.Items)\n"
                     : "\t\tcount += int(page.Count)\n\t\tscannedCount += int(page.ScannedCount)\n";
    out += "\t\tinput." + tokenIn + " = page." + tokenOut +
           "\n"
           "\t\tif page." +
           tokenOut +
           " == nil {\n\t\t\tbreak\n\t\t}\n"
           "\t\tif !readAllPages {\n"
           "\t\t\tfmt.Println(\"# " +
           tokenOut + " \" + " +
           (statement ? "aws.ToString(page.NextToken)" : "show(page.LastEvaluatedKey)") +
           ")\n\t\t\tbreak\n\t\t}\n\t}\n";
    out += statement ? "\tfmt.Printf(\"# %d items\\n\", count)\n"
                     : "\tfmt.Printf(\"# Count %d, ScannedCount %d\\n\", count, scannedCount)\n";
    return out + "\treturn nil\n";
}

std::string batchBody(const OperationFlow &flow)
{
    bool get = flow.flow == Flow::BatchGet;
    std::string out = "\t// The service may leave part of a batch undone: retry it with backoff.\n"
                      "\tfor attempt := 0; len(input.RequestItems) > 0; attempt++ {\n"
                      "\t\tif attempt > 0 {\n"
                      "\t\t\ttime.Sleep(time.Duration(50<<min(attempt, 6)) * time.Millisecond)\n"
                      "\t\t}\n"
                      "\t\tout, err := client." +
                      std::string(get ? "BatchGetItem" : "BatchWriteItem") +
                      "(ctx, input)\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n";
    if (get)
        return out +
               "\t\tfor _, items := range out.Responses {\n"
               "\t\t\tfor _, item := range items {\n\t\t\t\tfmt.Println(show(item))\n\t\t\t}\n"
               "\t\t}\n\t\tinput.RequestItems = out.UnprocessedKeys\n\t}\n\treturn nil\n";
    return out + "\t\tinput.RequestItems = out.UnprocessedItems\n\t}\n"
                 "\tfmt.Println(\"# BatchWriteItem done\")\n\treturn nil\n";
}

std::string singleBody(const OperationRequest &request, const OperationFlow &flow)
{
    const std::string op = request.operation;
    std::string out = "\tout, err := client." + op +
                      "(ctx, input)\n"
                      "\tif err != nil {\n\t\treturn err\n\t}\n";
    switch (flow.output) {
    case Output::Item:
        out += "\tif out.Item == nil {\n\t\tfmt.Println(\"# No item has this key\")\n"
               "\t} else {\n\t\tfmt.Println(show(out.Item))\n\t}\n";
        break;
    case Output::Attributes:
        out += "\tfmt.Println(\"# " + op +
               " done\")\n"
               "\tif out.Attributes != nil {\n\t\tfmt.Println(show(out.Attributes))\n\t}\n";
        break;
    case Output::ItemList:
        out += "\tfor _, response := range out.Responses {\n"
               "\t\tif response.Item == nil {\n\t\t\tfmt.Println(\"# No item\")\n"
               "\t\t} else {\n\t\t\tfmt.Println(show(response.Item))\n\t\t}\n\t}\n";
        break;
    case Output::StatementResponses:
        out += "\tfor _, response := range out.Responses {\n"
               "\t\tif response.Error != nil {\n"
               "\t\t\tfmt.Printf(\"# %s: %s\\n\", response.Error.Code, "
               "aws.ToString(response.Error.Message))\n"
               "\t\t} else if response.Item == nil {\n\t\t\tfmt.Println(\"# No item\")\n"
               "\t\t} else {\n\t\t\tfmt.Println(show(response.Item))\n\t\t}\n\t}\n";
        break;
    default:
        out += "\tfmt.Println(\"# " + op + " done\")\n";
        break;
    }
    return out + "\treturn nil\n";
}

const char *kHelpers = R"(
// show prints an item as a line of DynamoDB JSON; binary values as base64.
func show(item map[string]types.AttributeValue) string {
	out, _ := json.Marshal(typedItem(item))
	return string(out)
}

func typedItem(item map[string]types.AttributeValue) map[string]any {
	out := make(map[string]any, len(item))
	for name, value := range item {
		out[name] = typed(value)
	}
	return out
}

func typed(value types.AttributeValue) any {
	switch v := value.(type) {
	case *types.AttributeValueMemberS:
		return map[string]any{"S": v.Value}
	case *types.AttributeValueMemberN:
		return map[string]any{"N": v.Value}
	case *types.AttributeValueMemberB:
		return map[string]any{"B": v.Value}
	case *types.AttributeValueMemberBOOL:
		return map[string]any{"BOOL": v.Value}
	case *types.AttributeValueMemberNULL:
		return map[string]any{"NULL": v.Value}
	case *types.AttributeValueMemberM:
		return map[string]any{"M": typedItem(v.Value)}
	case *types.AttributeValueMemberL:
		list := make([]any, len(v.Value))
		for i, element := range v.Value {
			list[i] = typed(element)
		}
		return map[string]any{"L": list}
	case *types.AttributeValueMemberSS:
		return map[string]any{"SS": v.Value}
	case *types.AttributeValueMemberNS:
		return map[string]any{"NS": v.Value}
	case *types.AttributeValueMemberBS:
		return map[string]any{"BS": v.Value}
	}
	return nil
}

func fail(err error) {
	var conditional *types.ConditionalCheckFailedException
	var cancelled *types.TransactionCanceledException
	var throttled *types.ProvisionedThroughputExceededException
	var limited *types.RequestLimitExceeded
	switch {
	case errors.As(err, &conditional):
		fmt.Fprintln(os.Stderr, "The condition was not met: nothing was written.")
	case errors.As(err, &cancelled):
		fmt.Fprintln(os.Stderr, "The transaction was cancelled: nothing was written.")
		for _, reason := range cancelled.CancellationReasons {
			fmt.Fprintf(os.Stderr, "# %s: %s\n", aws.ToString(reason.Code), aws.ToString(reason.Message))
		}
	case errors.As(err, &throttled), errors.As(err, &limited):
		fmt.Fprintln(os.Stderr, "Throttled after 5 attempts: try again later or raise the capacity.")
	}
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
)";

std::string mainFunction(const OperationRequest &request, const CodegenOptions &options,
                         const std::string &input)
{
    std::string out = "func main() {\n\tctx := context.Background()\n"
                      "\t// Throttled calls are retried with backoff.\n"
                      "\tcfg, err := config.LoadDefaultConfig(ctx, config.WithRegion(" +
                      goQuote(options.region) +
                      "), config.WithRetryMaxAttempts(5))\n"
                      "\tif err != nil {\n\t\tfail(err)\n\t}\n";
    if (options.endpoint.empty())
        out += "\tclient := dynamodb.NewFromConfig(cfg)\n";
    else
        out += "\tclient := dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) {\n"
               "\t\to.BaseEndpoint = aws.String(" +
               goQuote(options.endpoint) + ")\n\t})\n";
    return out + "\tinput := " + input +
           "\n"
           "\tif err := run(ctx, client, input); err != nil {\n\t\tfail(err)\n\t}\n}\n\n"
           "func run(ctx context.Context, client *dynamodb.Client, input *dynamodb." +
           request.operation + "Input) error {\n";
}

} // namespace

Result<GeneratedCode> generateGo(const OperationRequest &request, const CodegenOptions &options)
{
    TS_TRY_ASSIGN(Literal input, structure(request.operation, request.request,
                                           "&dynamodb." + request.operation + "Input{"));
    const OperationFlow flow = operationFlow(request.operation);
    std::string body = flow.flow == Flow::Paged    ? pagedBody(request, flow)
                       : flow.flow == Flow::Single ? singleBody(request, flow)
                                                   : batchBody(flow);
    std::string imports = "import (\n\t\"context\"\n\t\"encoding/json\"\n\t\"errors\"\n\t\"fmt\"\n"
                          "\t\"os\"\n";
    if (flow.flow == Flow::BatchGet || flow.flow == Flow::BatchWrite)
        imports += "\t\"time\"\n";
    imports += "\n\t\"github.com/aws/aws-sdk-go-v2/aws\"\n"
               "\t\"github.com/aws/aws-sdk-go-v2/config\"\n"
               "\t\"github.com/aws/aws-sdk-go-v2/service/dynamodb\"\n"
               "\t\"github.com/aws/aws-sdk-go-v2/service/dynamodb/types\"\n)\n\n";
    std::string text =
        "// " + title(request) +
        ", generated by Tablesmith.\n"
        "// Needs Go 1.21+ and the AWS SDK for Go v2:\n"
        "//   go mod init example && go get github.com/aws/aws-sdk-go-v2/config \\\n"
        "//     github.com/aws/aws-sdk-go-v2/service/dynamodb\n"
        "// Run: go run main.go\npackage main\n\n" +
        imports + mainFunction(request, options, layout(input, LayoutStyle{"\t", true, 100}, 1)) +
        body + "}\n" + kHelpers;
    return GeneratedCode{std::move(text), "main.go", "go run main.go"};
}

} // namespace tablesmith::codegen
