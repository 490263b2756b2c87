#include <tablesmith/stream_poll_policy.h>

#include <tablesmith/remote_client.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace tablesmith {
namespace {

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

} // namespace

bool isAwsServiceHost(std::string_view host)
{
    std::string lower(host);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    while (!lower.empty() && lower.back() == '.') // a fully qualified "….amazonaws.com."
        lower.pop_back();
    for (std::string_view domain : {".amazonaws.com", ".amazonaws.com.cn", ".api.aws"})
        if (endsWith(lower, domain))
            return true;
    return false;
}

StreamPollPolicy streamPollPolicy(std::string_view url)
{
    auto parsed = parseEndpointUrl(url);
    if (!parsed.ok() || !isAwsServiceHost(parsed.value().host))
        return {};
    StreamPollPolicy policy;
    policy.endpoint = StreamPollPolicy::Endpoint::Aws;
    policy.idleInterval = std::chrono::milliseconds(250);
    policy.discoveryInterval = std::chrono::milliseconds(10000);
    return policy;
}

StreamPollPolicy streamPollPolicy(const Client &client)
{
    const auto *remote = dynamic_cast<const RemoteClient *>(&client);
    if (!remote)
        return {};
    const RemoteClientOptions &options = remote->options();
    if (!options.streamsEndpointUrl.empty())
        return streamPollPolicy(options.streamsEndpointUrl);
    // AWS's regional DynamoDB endpoint pairs with its streams endpoint; any other serves both.
    return streamPollPolicy(options.endpointUrl);
}

} // namespace tablesmith
