#include "remote/credential_process.h"

#include <boost/json/parse.hpp>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace tablesmith::remote {
namespace {

namespace json = boost::json;
using Clock = std::chrono::steady_clock;

struct ProcessOutput {
    int exitCode = -1;
    std::string out;
    std::string err;
};

class Pipe {
public:
    Pipe() { m_ok = ::pipe2(m_fds, O_CLOEXEC) == 0; }
    ~Pipe() { closeRead(), closeWrite(); }
    bool ok() const { return m_ok; }
    int read() const { return m_fds[0]; }
    int write() const { return m_fds[1]; }
    void closeRead() { closeEnd(0); }
    void closeWrite() { closeEnd(1); }

private:
    void closeEnd(int end)
    {
        if (m_fds[end] >= 0)
            ::close(m_fds[end]);
        m_fds[end] = -1;
    }
    int m_fds[2] = {-1, -1};
    bool m_ok = false;
};

// Reads both pipes until they close or the deadline passes; false on the deadline.
bool drain(Pipe &out, Pipe &err, ProcessOutput &output, Clock::time_point deadline)
{
    pollfd fds[2] = {{out.read(), POLLIN, 0}, {err.read(), POLLIN, 0}};
    std::string *targets[2] = {&output.out, &output.err};
    int open = 2;
    char buffer[4096];
    while (open > 0) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - Clock::now());
        if (left.count() <= 0)
            return false;
        if (::poll(fds, 2, int(left.count())) < 0 && errno != EINTR)
            return false;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            const ssize_t got = ::read(fds[i].fd, buffer, sizeof buffer);
            if (got > 0 && targets[i]->size() < (1u << 20))
                targets[i]->append(buffer, std::size_t(got));
            if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN)) {
                fds[i].fd = -1;
                --open;
            }
        }
    }
    return true;
}

Result<ProcessOutput> run(const std::vector<std::string> &words,
                          std::chrono::milliseconds timeout)
{
    Pipe out, err;
    if (!out.ok() || !err.ok())
        return Error::validation("Cannot run credential_process: no pipes");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out.write(), 1);
    posix_spawn_file_actions_adddup2(&actions, err.write(), 2);
    std::vector<char *> argv;
    for (const auto &word : words)
        argv.push_back(const_cast<char *>(word.c_str()));
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = ::posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return Error::validation("Cannot run credential_process '" + words[0]
                                 + "': " + std::strerror(spawned));
    out.closeWrite();
    err.closeWrite();
    ProcessOutput output;
    const bool finished = drain(out, err, output, Clock::now() + timeout);
    if (!finished)
        ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!finished)
        return Error::validation("credential_process '" + words[0] + "' did not finish within "
                                 + std::to_string(timeout.count() / 1000) + " s");
    output.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return output;
}

std::string firstLine(const std::string &text)
{
    const auto start = text.find_first_not_of(" \t\r\n");
    if (start == std::string::npos)
        return {};
    return text.substr(start, text.find_first_of("\r\n", start) - start);
}

std::string member(const json::object &object, std::string_view name)
{
    const auto *value = object.if_contains(name);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

} // namespace

Result<std::vector<std::string>> splitCommandLine(std::string_view command)
{
    std::vector<std::string> words;
    std::string word;
    bool inWord = false;
    char quote = 0;
    for (std::size_t i = 0; i < command.size(); ++i) {
        const char c = command[i];
        if (quote == '\'') {
            if (c == '\'')
                quote = 0;
            else
                word += c;
        } else if (c == '\\' && i + 1 < command.size()
                   && (!quote || std::strchr("\"\\$`", command[i + 1]))) {
            word += command[++i];
            inWord = true;
        } else if (quote == '"') {
            if (c == '"')
                quote = 0;
            else
                word += c;
        } else if (c == '\'' || c == '"') {
            quote = c;
            inWord = true;
        } else if (c == ' ' || c == '\t' || c == '\n') {
            if (inWord)
                words.push_back(std::move(word));
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (quote)
        return Error::validation("credential_process has an unclosed quote: "
                                 + std::string(command));
    if (inWord)
        words.push_back(std::move(word));
    if (words.empty())
        return Error::validation("credential_process is empty");
    return words;
}

Result<AwsCredentials> runCredentialProcess(std::string_view command,
                                            std::chrono::milliseconds timeout)
{
    TS_TRY_ASSIGN(std::vector<std::string> words, splitCommandLine(command));
    TS_TRY_ASSIGN(ProcessOutput output, run(words, timeout));
    if (output.exitCode != 0) {
        std::string why = firstLine(output.err);
        return Error{ErrorKind::UnrecognizedClientException,
                     "credential_process '" + words[0] + "' failed with exit code "
                         + std::to_string(output.exitCode) + (why.empty() ? "" : ": " + why)};
    }
    auto parsed = parseCredentialProcessOutput(output.out);
    if (parsed.ok())
        return parsed;
    Error error = parsed.takeError();
    error.message = "credential_process '" + words[0] + "': " + error.message;
    return error;
}

} // namespace tablesmith::remote

namespace tablesmith {

Result<AwsCredentials> parseCredentialProcessOutput(std::string_view text)
{
    namespace json = boost::json;
    json::error_code ec;
    json::value value = json::parse(text, ec);
    if (ec || !value.is_object())
        return Error{ErrorKind::UnrecognizedClientException,
                     "the output is not a JSON object"};
    const json::object &object = value.as_object();
    const json::value *version = object.if_contains("Version");
    if (!version || !version->is_int64() || version->as_int64() != 1)
        return Error{ErrorKind::UnrecognizedClientException,
                     "the output's Version is not 1, the only version there is"};
    AwsCredentials credentials;
    credentials.accessKeyId = remote::member(object, "AccessKeyId");
    credentials.secretAccessKey = remote::member(object, "SecretAccessKey");
    credentials.sessionToken = remote::member(object, "SessionToken");
    if (credentials.accessKeyId.empty() || credentials.secretAccessKey.empty())
        return Error{ErrorKind::UnrecognizedClientException,
                     "the output has no AccessKeyId or SecretAccessKey"};
    if (std::string expiration = remote::member(object, "Expiration"); !expiration.empty()) {
        credentials.expiration = parseIso8601(expiration);
        if (!credentials.expiration)
            return Error{ErrorKind::UnrecognizedClientException,
                         "the output's Expiration '" + expiration
                             + "' is not an ISO 8601 time"};
    }
    return credentials;
}

} // namespace tablesmith
