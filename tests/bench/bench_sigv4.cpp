// bench_sigv4: what verifying a SigV4 signature costs, against the same request checked only
// for its shape (the server without keys: the no-auth baseline), in the same run; and what a
// request that signs 5,000 headers costs the server now that it is refused before any hashing,
// against a normal request.
//   - verify() alone, in process, for a boto3-shaped GetItem: with keys vs without.
//   - A keep-alive HTTP round trip of that GetItem to a server with keys vs one without.
//   - The 5,000-signed-header request: verify() and an HTTP round trip (refused), vs the
//     normal request's; and, for reference, the canonical headers built the way they were
//     before (each signed name compared with every header sent).
//   bench_sigv4 [--calls C] [--rounds R]   (default 20,000 calls, 5 rounds)
// Each figure is the best of R rounds, in CPU time of the whole process (the in-process servers
// included), so a shared machine disturbs it little. Prints ratios; never fails for being slow.

#include "bench_arguments.h"
#include "bench_http_client.h"

#include "wire/header_text.h"
#include "wire/sigv4.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <boost/json/parse.hpp>

#include <cstdio>

using namespace tablesmith;
using Measure = double (*)(long, int, const std::function<void()> &);
// CPU time of the process: the HTTP figures include the server threads' work.
const Measure bestMicros = bench::bestCpuMicros;
using bench::HttpClient;

namespace {

const Credentials kKeys{"AKIDBENCH", "bench/secret+key"};
constexpr int kManyHeaders = 5000;

// The headers boto3 sends with a GetItem, signed as it signs them.
struct SignedRequest {
    std::string date = sigv4::amzDate(std::chrono::system_clock::now());
    std::string body = R"({"TableName": "bench", "Key": {"PK": {"S": "p00000001"}, )"
                       R"("SK": {"S": "s01"}}})";
    std::vector<std::pair<std::string, std::string>> headers{
        {"Host", "127.0.0.1"},
        {"Accept-Encoding", "identity"},
        {"X-Amz-Target", "DynamoDB_20120810.GetItem"},
        {"Content-Type", "application/x-amz-json-1.0"},
        {"User-Agent", "Boto3/1.34.0 md/Botocore#1.34.0 ua/2.0 os/linux lang/python#3.11"},
        {"X-Amz-Date", date},
        {"Content-Length", std::to_string(body.size())}};

    SignedRequest()
    {
        sigv4::HttpRequest toSign = view();
        toSign.headers.erase(toSign.headers.begin() + 1); // boto3 signs neither of these two
        toSign.headers.erase(toSign.headers.begin() + 3);
        headers.emplace_back("Authorization",
                             sigv4::sign(toSign, kKeys, {"us-east-1", "dynamodb", date}));
    }
    sigv4::HttpRequest view() const
    {
        sigv4::HttpRequest out{"POST", "/", {}, body};
        for (const auto &[name, value] : headers)
            out.headers.emplace_back(name, value);
        return out;
    }
    std::string bytes() const
    {
        std::string out = "POST / HTTP/1.1\r\n";
        for (const auto &[name, value] : headers)
            out += name + ": " + value + "\r\n";
        return out + "\r\n" + body;
    }
};

// The normal request's headers, then 5,000 more, all of them named in SignedHeaders.
sigv4::HttpRequest withManyHeaders(const SignedRequest &normal, std::vector<std::string> &names,
                                   std::string &authorization)
{
    sigv4::HttpRequest request = normal.view();
    request.headers.pop_back();
    std::string list = "content-type;host;x-amz-date;x-amz-target";
    for (int i = 0; i < kManyHeaders; ++i)
        names.push_back("x-h" + std::to_string(i));
    for (const auto &name : names) {
        request.headers.emplace_back(name, "v");
        list += ";" + name;
    }
    authorization = "AWS4-HMAC-SHA256 Credential=AKIDBENCH/" + normal.date.substr(0, 8)
        + "/us-east-1/dynamodb/aws4_request, SignedHeaders=" + list
        + ", Signature=" + std::string(64, '0');
    request.headers.emplace_back("Authorization", authorization);
    return request;
}

// The canonical headers as they were built before the bound: every signed name against every
// header sent.
std::size_t quadraticCanonicalHeaders(const sigv4::HttpRequest &request,
                                      const std::vector<std::string> &names)
{
    std::string out;
    for (const auto &name : names) {
        out += name + ':';
        for (const auto &[headerName, value] : request.headers) {
            if (wire::equalsIgnoringCase(headerName, name))
                out.append(value);
        }
        out += '\n';
    }
    return out.size();
}

void mustFail(const Status &status, const char *what)
{
    if (status.ok()) {
        std::fprintf(stderr, "%s was accepted\n", what);
        std::exit(1);
    }
}

} // namespace

int main(int argc, char **argv)
{
    const long calls = argument(argc, argv, "--calls", 20000);
    const int rounds = static_cast<int>(argument(argc, argv, "--rounds", 5));
    const SignedRequest normal;
    const sigv4::HttpRequest request = normal.view();
    const sigv4::ServerIdentity verifying{kKeys, "us-east-1"}, anyKey{std::nullopt, "us-east-1"};
    if (Status ok = sigv4::verify(request, verifying); !ok) {
        std::fprintf(stderr, "own signature refused: %s\n", ok.error().message.c_str());
        return 1;
    }
    const double shapeOnly = bestMicros(calls, rounds, [&] { (void)sigv4::verify(request, anyKey); });
    const double full = bestMicros(calls, rounds, [&] { (void)sigv4::verify(request, verifying); });
    std::printf("verify() of a GetItem: %.2f us with keys vs %.2f us shape only (no keys): "
                "%.2fx\n", full, shapeOnly, full / shapeOnly);

    auto db = Database::open({});
    if (!db || !(*db)->call("CreateTable", boost::json::parse(R"({"TableName": "bench",
            "BillingMode": "PAY_PER_REQUEST",
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                     {"AttributeName": "SK", "AttributeType": "S"}],
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                          {"AttributeName": "SK", "KeyType": "RANGE"}]})").as_object()))
        return 1;
    HttpServerOptions open, keyed;
    open.port = keyed.port = 0;
    open.threads = keyed.threads = 1;
    keyed.credentials = kKeys;
    HttpServer openServer(**db, open), keyedServer(**db, keyed);
    if (!openServer.start() || !keyedServer.start())
        return 1;
    const std::string bytes = normal.bytes();
    HttpClient toOpen(openServer.port()), toKeyed(keyedServer.port());
    const double httpOpen = bestMicros(calls, rounds, [&] { toOpen.roundTrip(bytes); });
    const double httpKeyed = bestMicros(calls, rounds, [&] { toKeyed.roundTrip(bytes); });
    std::printf("GetItem over HTTP: %.2f us verified vs %.2f us without keys: %.3fx "
                "(verification %.2f us, %.1f%% of the round trip)\n",
                httpKeyed, httpOpen, httpKeyed / httpOpen, httpKeyed - httpOpen,
                100.0 * (httpKeyed - httpOpen) / httpKeyed);

    std::vector<std::string> names;
    std::string authorization;
    const sigv4::HttpRequest many = withManyHeaders(normal, names, authorization);
    mustFail(sigv4::verify(many, verifying), "5,000 signed headers");
    const double refused = bestMicros(calls, rounds, [&] { (void)sigv4::verify(many, verifying); });
    const double before = bestMicros(std::max(1L, calls / 1000), rounds, [&] {
        if (quadraticCanonicalHeaders(many, names) == 0)
            std::exit(1);
    });
    std::printf("verify() of a request signing %d headers: %.2f us, refused (%.2fx a normal "
                "request's %.2f us); building its canonical headers the former way alone took "
                "%.0f us (%.0fx a normal verify)\n",
                kManyHeaders, refused, refused / full, full, before, before / full);

    // Over HTTP the head is limited to 64 KB, so the 5,000 names come without their headers.
    std::string manyOverHttp = "POST / HTTP/1.1\r\n";
    for (std::size_t i = 0; i + 1 < normal.headers.size(); ++i)
        manyOverHttp += normal.headers[i].first + ": " + normal.headers[i].second + "\r\n";
    manyOverHttp += "Authorization: " + authorization + "\r\n\r\n" + normal.body;
    HttpClient attacker(keyedServer.port());
    attacker.expectStatus("400");
    const double httpRefused = bestMicros(calls / 4, rounds, [&] { attacker.roundTrip(manyOverHttp); });
    std::printf("Over HTTP: the %d-signed-header request (%zu bytes) refused in %.2f us vs a "
                "normal GetItem verified and served in %.2f us: %.2fx\n",
                kManyHeaders, manyOverHttp.size(), httpRefused, httpKeyed,
                httpRefused / httpKeyed);
    return 0;
}
