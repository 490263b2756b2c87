#pragma once
// One HTTP/1.1 connection: reads requests one after another (keep-alive, pipelining), answers
// each via handleRequest(), and closes on error, on "Connection: close", on an oversized body
// and when the peer is idle or too slow for longer than the idle timeout (slowloris).
//
// Requests are read straight from the connection's buffer by readRequest() and answered in
// place, several in one turn when pipelined; the rare request it declines goes through Beast's
// parser. Malformed HTTP is answered 400 and a body the server cannot hold 413, both before
// the rest is read; the connection then closes gracefully, so the client gets the answer.
//
// Lives on one I/O thread (its socket's io_context), so it needs no strand. A large answer is
// compressed on the server's compression pool meanwhile; the connection reads and answers
// nothing else until it is back and sent, which keeps pipelined answers in request order.
// Owned by its pending asynchronous operations (shared_ptr): it disappears when the
// connection closes or the io_context is destroyed.

#include "wire/body_budget.h"
#include "wire/content_coding.h"
#include "wire/dispatch.h"
#include "wire/http_request.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

namespace tablesmith::wire {

struct SessionSettings {
    Client *client = nullptr;
    sigv4::ServerIdentity server;
    std::size_t maxBodyBytes = 0;
    BodyBudget *bodyBudget = nullptr; // shared by the server's connections
    std::chrono::milliseconds idleTimeout{30000};
    // Answers of at least offloadThreshold bytes are compressed here (see http_tuning.h).
    boost::asio::thread_pool *compressionPool = nullptr;
    std::size_t offloadThreshold = 0;
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
public:
    HttpSession(boost::asio::ip::tcp::socket socket, const SessionSettings &settings);
    ~HttpSession();
    void run();
    boost::asio::any_io_executor executor() { return m_socket.get_executor(); }

private:
    using BeastParser = boost::beast::http::request_parser<boost::beast::http::string_body>;

    void serveBuffered();
    void readMore();
    bool awaitBody(std::size_t bodySize);
    void sendContinue();
    void readWithBeast();
    void onBeastHead(boost::beast::error_code ec);
    void readBeastBody();
    void onBeastRead(boost::beast::error_code ec);
    void refuseMalformed();
    void refuseTooLarge();
    void refuse(int status, const Error &error);
    bool holdBody(std::size_t bytes);
    void releaseBody();
    enum class Answered { GoOn, Stop, Later };
    Answered answer();
    void compressElsewhere(ContentCoding coding);
    void onCompressed(ContentCoding coding, bool compressed);
    bool send();
    void finishRequest();
    void trimBuffer();
    bool respond(bool keepAlive, bool headOnly);
    void writeRest(std::size_t written, bool keepAlive, std::size_t bodySize);
    void onWritten(bool keepAlive);
    void nextRequest();
    void extendDeadline();
    void armTimer();
    void onDeadline(boost::beast::error_code ec);
    void closeGracefully();
    void drain();
    void close();

    boost::asio::ip::tcp::socket m_socket;
    // A lazily re-armed deadline: moving m_deadline costs a clock read, not a timer syscall,
    // and the timer only re-arms when it fires early.
    boost::asio::steady_timer m_timer;
    std::chrono::steady_clock::time_point m_deadline;
    bool m_timerArmed = false;
    boost::beast::flat_buffer m_buffer; // one per connection, reused by every request
    HttpRequestView m_request;          // views into m_buffer or into m_beastParser
    std::size_t m_headSearched = 0;     // see readRequest()
    std::size_t m_awaitedSize = 0;      // the request's whole size, once its head is read
    std::size_t m_requestSize = 0;      // the bytes of m_buffer the request being answered holds
    // Only for requests readRequest() declines (see http_request.h).
    std::optional<BeastParser> m_beastParser;
    std::size_t m_bodyHeld = 0; // of m_settings.bodyBudget, for the request being read
    const SessionSettings &m_settings;
    WireResponse m_response;
    std::string m_head;
};

} // namespace tablesmith::wire
