"""Starts and stops a tablesmith-server for the Python conformance tests (test_boto3*.py,
test_tail.py, kill_storm.py), and the boto3 preamble they share. Standard library only at import:
boto3 is imported by require_boto3(), so that a machine without it skips cleanly."""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import warnings

READY = re.compile(r"Tablesmith serving DynamoDB API on http://([^:\s]+):(\d+)")
SKIP_RETURN_CODE = 77


def offline_aws_environment():
    """Dummy credentials, no user configuration, no proxies: the clients talk to loopback only."""
    scratch = tempfile.mkdtemp(prefix="tablesmith-clients-")
    os.environ.update({
        "AWS_ACCESS_KEY_ID": "test",
        "AWS_SECRET_ACCESS_KEY": "test",
        "AWS_DEFAULT_REGION": "us-east-1",
        "AWS_CONFIG_FILE": os.path.join(scratch, "no-config"),
        "AWS_SHARED_CREDENTIALS_FILE": os.path.join(scratch, "no-credentials"),
        "AWS_EC2_METADATA_DISABLED": "true",
        "NO_PROXY": "127.0.0.1,localhost",
        "no_proxy": "127.0.0.1,localhost",
    })
    for name in ("AWS_PROFILE", "AWS_SESSION_TOKEN", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_DYNAMODB",
                 "http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        os.environ.pop(name, None)


def parse_server_argument(description):
    """Takes --server PATH (or $TABLESMITH_SERVER) off sys.argv; leaves the rest for unittest."""
    parser = argparse.ArgumentParser(description=description, add_help=False)
    parser.add_argument("--server", default=os.environ.get("TABLESMITH_SERVER"))
    args, rest = parser.parse_known_args()
    sys.argv[1:] = rest
    if not args.server or not os.access(args.server, os.X_OK):
        sys.exit(f"{sys.argv[0]}: --server PATH to the tablesmith-server executable is required")
    return os.path.abspath(args.server)


def prepare_unittest_run(description):
    """The start of a unittest script's main: --server off sys.argv, loopback-only AWS settings,
    and no ResourceWarning for the clients left to the garbage collector (their pooled sockets
    are no finding). Returns the server executable's path."""
    server = parse_server_argument(description)
    offline_aws_environment()
    warnings.simplefilter("ignore", ResourceWarning)
    sys.warnoptions.append("ignore::ResourceWarning")
    return server


def require_boto3():
    """Returns the boto3 module; without it, says SKIP and exits 77 (ctest SKIP_RETURN_CODE)."""
    try:
        import boto3
    except ImportError as error:  # pragma: no cover - depends on the machine
        print(f"SKIP: boto3 is not installed ({error}); Debian: apt-get install python3-boto3")
        sys.exit(SKIP_RETURN_CODE)
    return boto3


def client_config(**settings):
    """botocore's Config for a loopback server: two attempts, short connect timeout; `settings`
    replace any of these."""
    from botocore.config import Config
    defaults = {"retries": {"max_attempts": 2, "mode": "standard"}, "connect_timeout": 5,
                "read_timeout": 60}
    return Config(**{**defaults, **settings})


def boto3_client(endpoint, service="dynamodb", config=None):
    """A boto3 client of `service` (dynamodb, dynamodbstreams) on `endpoint`, with the dummy
    credentials in us-east-1; `config` defaults to client_config()."""
    import boto3
    session = boto3.session.Session(aws_access_key_id="test", aws_secret_access_key="test",
                                    region_name="us-east-1")
    return session.client(service, endpoint_url=endpoint, config=config or client_config())


def error_code(call):
    """The (Code, Message) of the ClientError `call()` raises, or (None, None) when it succeeds."""
    from botocore.exceptions import ClientError
    try:
        call()
    except ClientError as error:
        return error.response["Error"]["Code"], error.response["Error"]["Message"]
    return None, None


class Server:
    """One tablesmith-server process on a port it picks itself (--port 0)."""

    def __init__(self, executable, *args, ready_timeout=15.0):
        self.executable = executable
        self.args = list(args)
        self.ready_timeout = ready_timeout
        self.process = None
        self.port = None
        self.output = []

    @property
    def endpoint(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self):
        command = [self.executable, "--port", "0", "--host", "127.0.0.1", *self.args]
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.output = []
        ready = threading.Event()

        def drain(stream, output):
            for line in stream:
                output.append(line)
                match = READY.search(line)
                if match and not ready.is_set():
                    self.port = int(match.group(2))
                    ready.set()
            ready.set()

        threading.Thread(target=drain, args=(self.process.stdout, self.output), daemon=True).start()
        if not ready.wait(self.ready_timeout) or self.port is None:
            self.kill()
            raise RuntimeError(f"tablesmith-server did not become ready: {' '.join(command)}\n"
                               + "".join(self.output))
        return self

    def stop(self):
        """SIGTERM, as a user would stop it."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def kill(self):
        """SIGKILL: no chance to flush or close anything."""
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.process = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
