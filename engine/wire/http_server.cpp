#include <tablesmith/http_server.h>

#include "wire/http_session.h"
#include "wire/http_tuning.h"

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include <algorithm>

#include <atomic>
#include <thread>
#include <vector>

namespace tablesmith {
namespace {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using WorkGuard = asio::executor_work_guard<asio::io_context::executor_type>;

std::atomic<long long> g_idleTimeoutMs{wire::kDefaultIdleTimeout.count()};
std::atomic<std::size_t> g_offloadThreshold{wire::kDefaultOffloadThreshold};
std::atomic<wire::CompressionHook> g_compressionHook{nullptr};

Result<tcp::endpoint> resolveEndpoint(const std::string &host, std::uint16_t port)
{
    boost::system::error_code ec;
    auto address = asio::ip::make_address(host, ec);
    if (!ec)
        return tcp::endpoint(address, port);
    asio::io_context io;
    tcp::resolver resolver(io);
    auto results = resolver.resolve(host, std::to_string(port), ec);
    if (ec || results.empty())
        return Error{ErrorKind::ValidationException, "Cannot resolve host " + host};
    return results.begin()->endpoint();
}

} // namespace

namespace wire {

std::chrono::milliseconds idleTimeout()
{
    return std::chrono::milliseconds(g_idleTimeoutMs.load());
}

void setIdleTimeout(std::chrono::milliseconds timeout) { g_idleTimeoutMs = timeout.count(); }

std::size_t compressionOffloadThreshold() { return g_offloadThreshold.load(); }
void setCompressionOffloadThreshold(std::size_t bytes) { g_offloadThreshold = bytes; }

void setCompressionHook(CompressionHook hook) { g_compressionHook = hook; }

void runCompressionHook(std::size_t bodyBytes)
{
    if (CompressionHook hook = g_compressionHook.load(std::memory_order_relaxed))
        hook(bodyBytes);
}

} // namespace wire

class HttpServer::Impl {
public:
    Impl(Client &client, HttpServerOptions options)
        : m_options(std::move(options)), m_bodyBudget(m_options.maxPendingBodyBytes)
    {
        m_settings.client = &client;
        m_settings.server = {m_options.credentials, m_options.region};
        m_settings.maxBodyBytes = m_options.maxBodyBytes;
        m_settings.bodyBudget = &m_bodyBudget;
        m_settings.idleTimeout = wire::idleTimeout();
        m_settings.offloadThreshold = wire::compressionOffloadThreshold();
    }
    ~Impl() { stop(); }

    Status start();
    void stop();
    bool isRunning() const { return m_running; }
    std::uint16_t port() const { return m_port; }

private:
    Status listen(const tcp::endpoint &endpoint);
    void accept();
    void onAccept(boost::system::error_code ec, tcp::socket socket);
    void runThread(asio::io_context &io);
    unsigned threadCount() const;

    HttpServerOptions m_options;
    wire::BodyBudget m_bodyBudget;
    wire::SessionSettings m_settings;
    // One io_context per I/O thread, each connection on one of them: a request never hops
    // threads, which saves futex wake-ups on every exchange (2x throughput on one
    // connection). The price: a slow engine call delays the other connections of its thread.
    std::vector<std::unique_ptr<asio::io_context>> m_ios;
    std::vector<WorkGuard> m_workGuards;
    std::size_t m_nextIo = 0;
    // Compresses the large answers of every connection (see http_tuning.h), so a 16 MB answer
    // does not stall the other connections of its I/O thread for 150 ms.
    std::optional<asio::thread_pool> m_compressionPool;
    std::optional<tcp::acceptor> m_acceptor;
    std::optional<asio::steady_timer> m_retryTimer;
    std::vector<std::thread> m_threads;
    std::atomic<bool> m_running{false};
    std::uint16_t m_port = 0;
};

Status HttpServer::Impl::start()
{
    if (m_running)
        return success();
    auto endpoint = resolveEndpoint(m_options.host, m_options.port);
    if (!endpoint)
        return endpoint.takeError();
    for (unsigned i = 0; i < threadCount(); ++i) {
        m_ios.push_back(std::make_unique<asio::io_context>(1));
        m_workGuards.push_back(asio::make_work_guard(*m_ios.back()));
    }
    if (Status listening = listen(*endpoint); !listening) {
        m_acceptor.reset();
        m_workGuards.clear();
        m_ios.clear();
        return listening;
    }
    m_retryTimer.emplace(*m_ios.front());
    m_compressionPool.emplace(std::clamp(threadCount() / 2, 1u, 4u));
    m_settings.compressionPool = &*m_compressionPool;
    accept();
    for (auto &io : m_ios)
        m_threads.emplace_back([this, &context = *io] { runThread(context); });
    m_running = true;
    return success();
}

unsigned HttpServer::Impl::threadCount() const
{
    return m_options.threads > 0 ? static_cast<unsigned>(m_options.threads)
                                 : std::max(1u, std::thread::hardware_concurrency());
}

Status HttpServer::Impl::listen(const tcp::endpoint &endpoint)
{
    boost::system::error_code ec;
    m_acceptor.emplace(*m_ios.front());
    m_acceptor->open(endpoint.protocol(), ec);
    if (!ec)
        m_acceptor->set_option(tcp::acceptor::reuse_address(true), ec);
    if (!ec)
        m_acceptor->bind(endpoint, ec);
    if (!ec)
        m_acceptor->listen(asio::socket_base::max_listen_connections, ec);
    if (!ec)
        m_port = m_acceptor->local_endpoint(ec).port();
    if (ec)
        return Error{ErrorKind::InternalServerError,
                     "Cannot listen on " + m_options.host + ":" + std::to_string(endpoint.port())
                         + ": " + ec.message()};
    return success();
}

void HttpServer::Impl::accept()
{
    asio::io_context &io = *m_ios[m_nextIo++ % m_ios.size()];
    m_acceptor->async_accept(io,
                             [this](boost::system::error_code ec, tcp::socket socket) {
                                 onAccept(ec, std::move(socket));
                             });
}

void HttpServer::Impl::onAccept(boost::system::error_code ec, tcp::socket socket)
{
    if (ec == asio::error::operation_aborted)
        return;
    if (ec) {
        // Out of file descriptors and the like: back off instead of spinning on the error.
        m_retryTimer->expires_after(std::chrono::milliseconds(50));
        m_retryTimer->async_wait([this](boost::system::error_code) { accept(); });
        return;
    }
    auto session = std::make_shared<wire::HttpSession>(std::move(socket), m_settings);
    // Start it on its own thread; from here on only that thread touches the connection.
    asio::post(session->executor(), [session] { session->run(); });
    accept();
}

void HttpServer::Impl::runThread(asio::io_context &io)
{
    // Handlers catch their own errors; this is the last line so one bug cannot end a thread.
    for (;;) {
        try {
            io.run();
            return;
        } catch (...) {
        }
    }
}

void HttpServer::Impl::stop()
{
    if (m_ios.empty())
        return;
    for (auto &io : m_ios)
        io->stop();
    for (auto &thread : m_threads)
        thread.join();
    m_threads.clear();
    // A compression still running posts its answer to its connection's io_context: that must
    // still exist (stopped, its handlers are destroyed with it below).
    if (m_compressionPool) {
        m_compressionPool->join();
        m_compressionPool.reset();
    }
    m_settings.compressionPool = nullptr;
    // Closing after the threads are gone avoids racing a running accept handler; destroying
    // an io_context destroys its pending handlers and with them its connections.
    m_retryTimer.reset();
    m_acceptor.reset();
    m_workGuards.clear();
    m_ios.clear();
    m_running = false;
}

HttpServer::HttpServer(Client &client, HttpServerOptions options)
    : m_impl(std::make_unique<Impl>(client, std::move(options)))
{
}

HttpServer::~HttpServer() = default;

Status HttpServer::start() { return m_impl->start(); }
void HttpServer::stop() { m_impl->stop(); }
bool HttpServer::isRunning() const { return m_impl->isRunning(); }
std::uint16_t HttpServer::port() const { return m_impl->port(); }

} // namespace tablesmith
