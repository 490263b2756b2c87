#include "scripted_server.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/ssl/stream.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>

#include <thread>

namespace remotetest {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

template<class Stream>
class StreamConnection final : public ScriptedConnection {
public:
    StreamConnection(Stream &stream, std::function<void(const Request &)> record)
        : m_stream(stream), m_record(std::move(record))
    {
    }

    std::optional<Request> readRequest() override
    {
        Request request;
        beast::error_code ec;
        http::read(m_stream, m_buffer, request, ec);
        if (ec)
            return std::nullopt;
        m_record(request);
        return request;
    }

    void respond(int status, const std::string &body, bool keepAlive,
                 const std::string &contentType, const Headers &headers) override
    {
        http::response<http::string_body> response{static_cast<http::status>(status), 11};
        response.set(http::field::content_type, contentType);
        for (const auto &[name, value] : headers)
            response.set(name, value);
        response.keep_alive(keepAlive);
        response.body() = body;
        response.prepare_payload();
        beast::error_code ec;
        http::write(m_stream, response, ec);
    }

private:
    Stream &m_stream;
    std::function<void(const Request &)> m_record;
    beast::flat_buffer m_buffer;
};

} // namespace

class ScriptedServer::Impl {
public:
    asio::io_context io;
    tcp::acceptor acceptor{io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0)};
    std::unique_ptr<asio::ssl::context> tls;
    std::thread thread;
    mutable std::mutex mutex;
    std::vector<Request> requests;
    std::vector<std::shared_ptr<tcp::socket>> sockets; // closed by the destructor
    std::atomic<bool> stopping{false};
};

ScriptedServer::ScriptedServer(Script script, std::optional<TlsFiles> tls)
    : m_impl(std::make_unique<Impl>())
{
    if (tls) {
        m_impl->tls = std::make_unique<asio::ssl::context>(asio::ssl::context::tls_server);
        m_impl->tls->use_certificate_chain_file(tls->certificateFile);
        m_impl->tls->use_private_key_file(tls->keyFile, asio::ssl::context::pem);
    }
    m_impl->thread = std::thread([this, script = std::move(script)] {
        Impl &impl = *m_impl;
        auto record = [&impl](const Request &request) {
            std::lock_guard lock(impl.mutex);
            impl.requests.push_back(request);
        };
        for (int index = 0; !impl.stopping; ++index) {
            auto socket = std::make_shared<tcp::socket>(impl.io);
            beast::error_code ec;
            impl.acceptor.accept(*socket, ec);
            if (ec || impl.stopping)
                return;
            ++m_accepted;
            {
                std::lock_guard lock(impl.mutex);
                impl.sockets.push_back(socket);
            }
            if (impl.tls) {
                asio::ssl::stream<tcp::socket &> stream(*socket, *impl.tls);
                stream.handshake(asio::ssl::stream_base::server, ec);
                if (ec)
                    continue; // the client refused our certificate
                StreamConnection<decltype(stream)> connection(stream, record);
                script(connection, index);
            } else {
                StreamConnection<tcp::socket> connection(*socket, record);
                script(connection, index);
            }
            socket->close(ec);
        }
    });
}

ScriptedServer::~ScriptedServer()
{
    m_impl->stopping = true;
    beast::error_code ec;
    {
        std::lock_guard lock(m_impl->mutex);
        for (auto &socket : m_impl->sockets)
            socket->shutdown(tcp::socket::shutdown_both, ec);
    }
    // Wakes a blocking accept() by connecting to it.
    tcp::socket poke(m_impl->io);
    poke.connect(m_impl->acceptor.local_endpoint(), ec);
    m_impl->thread.join();
    poke.close(ec);
}

std::uint16_t ScriptedServer::port() const { return m_impl->acceptor.local_endpoint().port(); }

std::vector<Request> ScriptedServer::requests() const
{
    std::lock_guard lock(m_impl->mutex);
    return m_impl->requests;
}

std::uint16_t unusedPort()
{
    asio::io_context io;
    tcp::acceptor acceptor(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
    return acceptor.local_endpoint().port();
}

} // namespace remotetest
