#include <tablesmith/remote_client.h>

#include <cctype>
#include <charconv>

namespace tablesmith {
namespace {

Error invalidUrl(std::string_view url, const std::string &why)
{
    return Error::validation("The endpoint URL '" + std::string(url) + "' " + why);
}

bool isHostCharacter(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '_';
}

// Splits "host[:port]" or "[v6]:port" off `authority`.
Status parseAuthority(std::string_view url, std::string_view authority, EndpointUrl &out)
{
    std::string_view portText;
    if (!authority.empty() && authority.front() == '[') {
        auto close = authority.find(']');
        if (close == std::string_view::npos)
            return invalidUrl(url, "has an IPv6 address without its closing ']'.");
        out.host = std::string(authority.substr(1, close - 1));
        std::string_view rest = authority.substr(close + 1);
        if (!rest.empty() && rest.front() != ':')
            return invalidUrl(url, "has text after the IPv6 address.");
        portText = rest.empty() ? rest : rest.substr(1);
    } else {
        auto colon = authority.find(':');
        out.host = std::string(authority.substr(0, colon));
        portText = colon == std::string_view::npos ? std::string_view{}
                                                   : authority.substr(colon + 1);
        for (char c : out.host)
            if (!isHostCharacter(c))
                return invalidUrl(url, "has a host name with the character '"
                                           + std::string(1, c) + "'.");
    }
    if (out.host.empty())
        return invalidUrl(url, "names no host.");
    out.port = out.tls ? 443 : 80;
    if (authority.find('@') != std::string_view::npos)
        return invalidUrl(url, "must not carry user information; give keys separately.");
    if (portText.empty())
        return success();
    unsigned port = 0;
    auto [end, ec] = std::from_chars(portText.data(), portText.data() + portText.size(), port);
    if (ec != std::errc() || end != portText.data() + portText.size() || port == 0
        || port > 65535)
        return invalidUrl(url, "has the port '" + std::string(portText)
                                   + "'; a port is a number from 1 to 65535.");
    out.port = static_cast<std::uint16_t>(port);
    return success();
}

} // namespace

std::string EndpointUrl::hostHeader() const
{
    std::string name = host.find(':') != std::string::npos ? "[" + host + "]" : host;
    if (port == (tls ? 443 : 80))
        return name;
    return name + ":" + std::to_string(port);
}

std::string EndpointUrl::text() const
{
    return (tls ? "https://" : "http://") + hostHeader() + (path == "/" ? "" : path);
}

Result<EndpointUrl> parseEndpointUrl(std::string_view url)
{
    EndpointUrl out;
    std::string_view rest = url;
    if (rest.substr(0, 8) == "https://") {
        out.tls = true;
        rest.remove_prefix(8);
    } else if (rest.substr(0, 7) == "http://") {
        rest.remove_prefix(7);
    } else {
        return invalidUrl(url, "must start with http:// or https://.");
    }
    auto slash = rest.find_first_of("/?#");
    TS_TRY_STATUS(parseAuthority(url, rest.substr(0, slash), out));
    std::string_view path = slash == std::string_view::npos ? "/" : rest.substr(slash);
    if (path.front() != '/')
        return invalidUrl(url, "must not carry a query or fragment.");
    for (char c : path)
        if (c == '?' || c == '#' || std::isspace(static_cast<unsigned char>(c)))
            return invalidUrl(url, "must not carry a query, fragment or spaces.");
    out.path = std::string(path);
    return out;
}

bool isLoopbackHost(std::string_view host)
{
    return host == "localhost" || host == "::1" || host.substr(0, 4) == "127."
        || (host.size() > 10 && host.substr(host.size() - 10) == ".localhost");
}

std::string regionEndpoint(std::string_view region)
{
    return "https://dynamodb." + std::string(region) + ".amazonaws.com";
}

std::string streamsRegionEndpoint(std::string_view region)
{
    return "https://streams.dynamodb." + std::string(region) + ".amazonaws.com";
}

} // namespace tablesmith
