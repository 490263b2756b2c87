// The HTTP fuzz target's driver for CI, where clang and libFuzzer are not installed: it runs
// every seed, then mutates them (bit flips, insertions of HTTP and JSON tokens, deletions,
// duplications, splices) for a bounded time with a fixed random seed, so a run is
// reproducible. No coverage guidance — that is what tests/fuzz/run.sh's libFuzzer build adds —
// but every change meets thousands of malformed requests. A broken invariant aborts; the
// signal handler prints the input that broke it first.
//   fuzz_http_driver --seconds N [--seed S] CORPUS_DIR...
// CORPUS_DIR: fuzz_client_call's corpus (byte 0 the operation, then the body), each turned
// into a signed-looking POST, or fuzz_http_request's (whole requests: content codings); the
// built-in seeds add the other HTTP shapes.

#include "fuzz_http_request.h"

#include <array>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

const std::string *g_current = nullptr;

void printCurrent(int signal)
{
    if (g_current) {
        std::fprintf(stderr, "\nfuzz_http_driver: signal %d on this input (%zu bytes):\n", signal,
                     g_current->size());
        for (const unsigned char c : *g_current) {
            if (c >= 0x20 && c < 0x7f && c != '\\')
                std::fputc(c, stderr);
            else
                std::fprintf(stderr, "\\x%02x", c);
        }
        std::fputc('\n', stderr);
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

constexpr std::array<std::string_view, 10> kOperations = {
    "PutItem", "GetItem", "UpdateItem", "DeleteItem", "Query", "Scan", "BatchGetItem",
    "BatchWriteItem", "TransactWriteItems", "TransactGetItems"};

// The fuzzed server has no keys, so it takes any well-formed signature (and refuses none).
constexpr std::string_view kAuthorization =
    "Authorization: AWS4-HMAC-SHA256 Credential=AKID/20261201/us-east-1/dynamodb/"
    "aws4_request, SignedHeaders=host;x-amz-date;x-amz-target, Signature=abc\r\n";

std::string post(std::string_view target, std::string_view body, std::string_view extra = {})
{
    return "POST / HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nContent-Type: application/x-amz-json-1.0"
           "\r\nX-Amz-Target: " + std::string(target) + "\r\nX-Amz-Date: 20261201T120000Z\r\n"
           + std::string(kAuthorization) + std::string(extra) + "Content-Length: "
           + std::to_string(body.size()) + "\r\n\r\n" + std::string(body);
}

std::vector<std::string> builtInSeeds()
{
    const std::string list = post("DynamoDB_20120810.ListTables", "{}");
    return {
        list,
        list + list, // pipelined
        post("DynamoDB_20120810.DescribeTable", R"({"TableName":"ecommerce"})"),
        post("DynamoDB_20120810.CreateTable", R"({"TableName":"tbl1","KeySchema":[{"AttributeName":"p","KeyType":"HASH"}],"AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},{"AttributeName":"x","AttributeType":"S"}],"BillingMode":"PAY_PER_REQUEST","GlobalSecondaryIndexes":[{"IndexName":"hello","KeySchema":[{"AttributeName":"x","KeyType":"HASH"}],"Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":["a",123]}}]})"),
        post("DynamoDB_20120810.UpdateTable", R"({"TableName":"ecommerce","StreamSpecification":{"StreamEnabled":true,"StreamViewType":"KEYS_ONLY"}})"),
        post("DynamoDB_20120810.ExecuteStatement", R"({"Statement":"SELECT * FROM ecommerce WHERE PK = ?","Parameters":[{"S":"USER#u1"}]})"),
        post("DynamoDBStreams_20120810.ListStreams", "{}"),
        post("DynamoDBStreams_20120810.DescribeStream", R"({"StreamArn":"arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce/stream/x"})"),
        post("DynamoDB_20120810.ListTables", "{}", "Expect: 100-continue\r\n"),
        post("DynamoDB_20120810.ListTables", "{}", "Origin: http://localhost\r\n"),
        "POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
        "Content-Type: application/json\r\nX-Amz-Date: 20261201T120000Z\r\n"
            + std::string(kAuthorization)
            + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
        // Issue 12 points 4, 7 and 9: refused content types and methods, bodies that are not
        // objects, Expect on a body over the limit, a head over the limit, bytes that are no
        // request at all.
        "POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
        "Content-Length: 2\r\n\r\n{}",
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
        "Content-Length: 2\r\n\r\n{}",
        "PUT / HTTP/1.1\r\nHost: x\r\n\r\n",
        post("DynamoDB_20120810.ListTables", "[1]"),
        post("DynamoDB_20120810.ListTables", ""),
        post("DynamoDB_20120810.PutItem", "{", "Expect: 100-continue\r\n"),
        "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
        "Content-Length: 99999999\r\n\r\n",
        "POST / HTTP/1.1\r\nX-Big: " + std::string(70 * 1024, 'a') + "\r\n\r\n",
        std::string("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11), // a TLS hello
        // A malformed signature (the server has no keys: it checks its shape).
        "POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
        "Content-Type: application/x-amz-json-1.0\r\n"
        "Authorization: AWS4-HMAC-SHA256 Credential=a/b/c, SignedHeaders=x-amz-target\r\n"
        "Content-Length: 2\r\n\r\n{}",
        "GET / HTTP/1.1\r\nHost: x\r\n\r\n",
        "OPTIONS / HTTP/1.1\r\nHost: x\r\nOrigin: http://a\r\n"
        "Access-Control-Request-Headers: x-amz-target\r\n\r\n",
        "HEAD / HTTP/1.0\r\n\r\n",
        "POST / HTTP/1.1\nHost: x\nContent-Length: 2\n\n{}",
    };
}

// fuzz_http_request's own corpus holds whole requests (binary gzip bodies among them) and is
// taken as it is; fuzz_client_call's holds an operation byte and a body, made into a POST.
std::vector<std::string> corpusSeeds(const std::filesystem::path &dir)
{
    const bool wholeRequests = dir.filename() == "fuzz_http_request";
    std::vector<std::string> seeds;
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
        std::ifstream in(entry.path(), std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(in), {}};
        if (bytes.empty())
            continue;
        if (wholeRequests) {
            seeds.push_back(bytes);
            continue;
        }
        const auto operation = kOperations[static_cast<unsigned char>(bytes[0]) % kOperations.size()];
        seeds.push_back(post("DynamoDB_20120810." + std::string(operation), bytes.substr(1)));
    }
    return seeds;
}

constexpr std::array<std::string_view, 26> kTokens = {
    "\r\n", "\r\n\r\n", "Content-Length: ", "Transfer-Encoding: chunked\r\n",
    "Expect: 100-continue\r\n", "X-Amz-Target: DynamoDB_20120810.", "Connection: close\r\n",
    "{", "}", "[", "]", "\"", ":", "99999999999999999999", "{\"S\":\"\"}", "\"TableName\"",
    "ecommerce", "\xff\xfe", "\n", "Content-Type: application/json\r\n",
    "Content-Encoding: gzip\r\n", "Accept-Encoding: gzip\r\n", "Accept-Encoding: deflate\r\n",
    "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", // a gzip member's header
    "?X-Amz-Algorithm=AWS4-HMAC-SHA256&", "&X-Amz-Expires="}; // presigned requests

class Mutator {
public:
    explicit Mutator(unsigned seed) : m_random(seed) {}

    std::string mutate(const std::vector<std::string> &seeds)
    {
        std::string input = seeds[pick(seeds.size())];
        const int rounds = 1 + static_cast<int>(pick(4));
        for (int i = 0; i < rounds; ++i)
            mutateOnce(input, seeds);
        return input;
    }

private:
    std::size_t pick(std::size_t n) { return n ? m_random() % n : 0; }

    void mutateOnce(std::string &input, const std::vector<std::string> &seeds)
    {
        const std::size_t at = pick(input.size() + 1);
        switch (pick(6)) {
        case 0: // flip a bit
            if (!input.empty())
                input[pick(input.size())] ^= static_cast<char>(1 << pick(8));
            break;
        case 1: // insert a token
            input.insert(at, kTokens[pick(kTokens.size())]);
            break;
        case 2: // delete a range
            input.erase(at, pick(16) + 1);
            break;
        case 3: // duplicate a range
            input.insert(at, input.substr(pick(input.size() + 1), pick(64)));
            break;
        case 4: { // splice another seed's tail
            const std::string &other = seeds[pick(seeds.size())];
            input = input.substr(0, at) + other.substr(pick(other.size() + 1));
            break;
        }
        default: // a random byte
            input.insert(input.begin() + static_cast<std::ptrdiff_t>(at),
                         static_cast<char>(pick(256)));
        }
    }

    std::mt19937 m_random;
};

} // namespace

int main(int argc, char **argv)
{
    double seconds = 30;
    unsigned seed = 20261201;
    std::vector<std::string> seeds = builtInSeeds();
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc)
            seconds = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = static_cast<unsigned>(std::atol(argv[++i]));
        else
            for (std::string &s : corpusSeeds(argv[i]))
                seeds.push_back(std::move(s));
    }
    for (int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL})
        std::signal(signal, printCurrent);

    long executions = 0;
    for (const std::string &input : seeds) {
        g_current = &input;
        tablesmith::fuzz::runHttpRequest(input);
        ++executions;
    }
    Mutator mutator(seed);
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < end) {
        const std::string input = mutator.mutate(seeds);
        g_current = &input;
        tablesmith::fuzz::runHttpRequest(input);
        ++executions;
    }
    g_current = nullptr;
    std::printf("fuzz_http_driver: %ld executions (%zu seeds, random seed %u) in %.0f s, no "
                "finding\n",
                executions, seeds.size(), seed, seconds);
    return 0;
}
