#!/usr/bin/env python3
"""bench_startup: how fast tablesmith-server is ready and how small it stays, against dynalite
(the same job in node) in the same run, and how much disk the engine takes for its items.

  tests/bench/bench_startup.py [--build DIR] [--runs N] [--items N] [--quick] [--no-disk]

1. start-up: time from exec of `tablesmith-server --port 0 --in-memory` to a successful
   ListTables answer, median of --runs (target < 100 ms);
2. idle RSS from /proc/PID/status after one ListTables and a second's rest (target < 30 MB);
3. disk: --items 200-byte items loaded through the engine into a file, against the sum of their
   JSON bytes (target < 2x), via `bench_engine --disk-only`.
Measures and prints; never fails for being slow.
"""

import argparse
import http.client
import os
import pathlib
import re
import signal
import socket
import statistics
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
AUTH = ("AWS4-HMAC-SHA256 Credential=bench/20240101/us-east-1/dynamodb/aws4_request, "
        "SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=" + "0" * 64)


def list_tables(port):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("POST", "/", b"{}", {
        "Content-Type": "application/x-amz-json-1.0",
        "X-Amz-Target": "DynamoDB_20120810.ListTables",
        "X-Amz-Date": "20240101T000000Z", "Authorization": AUTH})
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response.status == 200 and b"TableNames" in body


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_kb(pid):
    status = pathlib.Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1))


def start_once(command, port_from_line, idle_seconds=0.0):
    """Returns (seconds from exec to a ListTables answer, RSS in kB after idling or None)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True)
    try:
        line = process.stdout.readline()
        port = port_from_line(line)
        if port is None or not list_tables(port):
            raise SystemExit(f"{command[0]}: not ready: {line!r}")
        elapsed = time.perf_counter() - start
        rss = None
        if idle_seconds:
            time.sleep(idle_seconds)
            rss = rss_kb(process.pid)
        return elapsed, rss
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def port_in(line):
    match = re.search(r"http://[^ ]*:(\d+)", line)
    return int(match.group(1)) if match else None


def measure(name, make_command, runs):
    times = [start_once(make_command(), port_in)[0] for _ in range(runs)]
    _, rss = start_once(make_command(), port_in, idle_seconds=1.0)
    return {"name": name, "median": statistics.median(times), "min": min(times),
            "max": max(times), "rss": rss}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=os.environ.get("BUILD_DIR", HERE / "../../build"))
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--items", type=int, default=1_000_000)
    parser.add_argument("--quick", action="store_true", help="5 runs, 100k items on disk")
    parser.add_argument("--no-disk", action="store_true")
    args = parser.parse_args()
    if args.quick:
        args.runs, args.items = 5, 100_000
    build = pathlib.Path(args.build)
    server = build / "app/server/tablesmith-server"
    if not server.exists():
        sys.exit(f"bench_startup: no {server} (build tablesmith-server or pass --build DIR)")

    results = [measure("tablesmith", lambda: [str(server), "--port", "0", "--in-memory"],
                       args.runs)]
    dynalite = HERE / "node/node_modules/dynalite/cli.js"
    if dynalite.exists():
        results.append(measure("dynalite", lambda: [
            "node", str(dynalite), "--host", "127.0.0.1", "--port", str(free_port())],
            args.runs))
    else:
        print("(dynalite not installed: `npm ci` in tests/bench/node for the baseline)")

    print(f"\nstart-up to first ListTables answer, {args.runs} runs; idle RSS after 1 s")
    print(f"{'server':<12} {'median ms':>10} {'min ms':>8} {'max ms':>8} {'idle RSS MB':>12}")
    for r in results:
        print(f"{r['name']:<12} {r['median'] * 1e3:>10.1f} {r['min'] * 1e3:>8.1f}"
              f" {r['max'] * 1e3:>8.1f} {r['rss'] / 1024:>12.1f}")
    ts = results[0]
    if len(results) > 1:
        dy = results[1]
        print(f"tablesmith vs dynalite: start-up {dy['median'] / ts['median']:.1f}x faster,"
              f" RSS {dy['rss'] / ts['rss']:.1f}x smaller")
    print(f"start-up  {ts['median'] * 1e3:7.1f} ms  target < 100 ms  "
          f"{'PASS' if ts['median'] < 0.1 else 'MISS'}")
    print(f"idle RSS  {ts['rss'] / 1024:7.1f} MB  target < 30 MB   "
          f"{'PASS' if ts['rss'] < 30 * 1024 else 'MISS'}")
    sys.stdout.flush()

    if not args.no_disk:
        bench_engine = build / "tests/bench/bench_engine"
        if not bench_engine.exists():
            sys.exit(f"bench_startup: no {bench_engine} for the disk check")
        print()
        subprocess.run([str(bench_engine), "--disk-only", "--items", str(args.items)],
                       check=True)


if __name__ == "__main__":
    main()
