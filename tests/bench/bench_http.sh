#!/usr/bin/env bash
# bench_http.sh: PutItem / GetItem / Query (10-item page) over HTTP on loopback, with 1 and with
# 8 connections, driven by wrk against three servers in the same run: tablesmith-server
# --in-memory, dynalite (in memory) and nginx returning a fixed 200-byte body. Prints ratios;
# never fails for being slow (exit status is non-zero only if a server or tool is missing).
#
#   tests/bench/bench_http.sh [--build DIR] [--quick] [--duration SECONDS] [--rounds R]
#                             [--items N]
#
# Needs: wrk and nginx (apt-get install -y wrk nginx-light), node + npm (dynalite is installed
# from tests/bench/node/package-lock.json on first use), python3.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD_DIR:-$here/../../build}
duration=3
rounds=2
items=10000
while [ $# -gt 0 ]; do
    case $1 in
    --build) build=$2; shift ;;
    --quick) duration=2; rounds=1 ;;
    --duration) duration=$2; shift ;;
    --rounds) rounds=$2; shift ;;
    --items) items=$2; shift ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "bench_http.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done

die() { echo "bench_http.sh: $*" >&2; exit 1; }
server=$build/app/server/tablesmith-server
[ -x "$server" ] || die "no $server (build the tablesmith-server target, or pass --build DIR)"
command -v wrk >/dev/null || die "wrk not found (apt-get install -y wrk)"
nginx=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx" ] || die "nginx not found (apt-get install -y nginx-light)"
command -v node >/dev/null || die "node not found"
dynalite=$here/node/node_modules/dynalite/cli.js
if [ ! -f "$dynalite" ]; then
    (cd "$here/node" && npm ci --no-audit --no-fund >/dev/null) || die "npm ci failed"
fi

work=$(mktemp -d /tmp/tablesmith-bench-http.XXXXXX)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
wait_port() {
    for _ in $(seq 200); do
        (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
        sleep 0.05
    done
    die "nothing listening on port $1"
}

# --- Tablesmith: --port 0, the port is read from its "serving" line.
"$server" --port 0 --in-memory >"$work/tablesmith.log" 2>&1 &
pids+=($!)
for _ in $(seq 200); do
    grep -q 'serving DynamoDB API' "$work/tablesmith.log" && break
    sleep 0.05
done
tablesmith_port=$(grep -o 'http://[^ ]*' "$work/tablesmith.log" | head -1 | sed 's/.*://')
[ -n "$tablesmith_port" ] || die "tablesmith-server did not start: $(cat "$work/tablesmith.log")"

# --- dynalite, in memory, tables ACTIVE at once.
dynalite_port=$(free_port)
node "$dynalite" --host 127.0.0.1 --port "$dynalite_port" --createTableMs 0 \
    >"$work/dynalite.log" 2>&1 &
pids+=($!)
wait_port "$dynalite_port"

# --- nginx from a generated config, not the system service: a fixed 200-byte body for POST /.
nginx_port=$(free_port)
body=$(cd "$here" && python3 -c \
    'import json, load_items; print(json.dumps(load_items.item(0), separators=(",", ":")))')
mkdir -p "$work/nginx"
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes 2;
error_log $work/nginx/error.log warn;
pid $work/nginx/nginx.pid;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path $work/nginx/body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    keepalive_requests 100000000;
    server {
        listen 127.0.0.1:$nginx_port;
        location / {
            default_type application/x-amz-json-1.0;
            return 200 '$body';
        }
    }
}
CONF
"$nginx" -p "$work/nginx" -c "$work/nginx/nginx.conf" -g 'daemon off;' \
    >"$work/nginx.log" 2>&1 &
pids+=($!)
wait_port "$nginx_port"

echo "bench_http: $items items of ${#body}-byte JSON, best of $rounds wrk runs of ${duration}s," \
    "tablesmith :$tablesmith_port, dynalite :$dynalite_port, nginx :$nginx_port" >&2
python3 "$here/load_items.py" --port "$tablesmith_port" --items "$items"
python3 "$here/load_items.py" --port "$dynalite_port" --items "$items"

# run_wrk PORT OP CONNECTIONS SECONDS -> "rate non2xx socketerrors p50"
run_wrk() {
    local threads=1
    [ "$3" -gt 1 ] && threads=2
    BENCH_OP=$2 BENCH_ITEMS=$items wrk -t"$threads" -c"$3" -d"$4s" \
        -s "$here/wrk_dynamodb.lua" "http://127.0.0.1:$1/" | awk '/^RESULT/ {print $2, $3, $4, $5}'
}

max() { python3 -c "print(max($1, ${2:-0}))"; }

# Warm up every server (node's JIT, SQLite's page cache) before measuring.
for port in "$tablesmith_port" "$dynalite_port" "$nginx_port"; do
    run_wrk "$port" GetItem 8 1 >/dev/null
done

printf '\n%-8s %5s %12s %12s %12s %10s %7s %9s %7s  %s\n' op conns 'tablesmith/s' \
    'dynalite/s' 'nginx/s' 'x dynalite' target 'x nginx' target result
for op in PutItem GetItem Query; do
    for conns in 1 8; do
        # Rounds go round the three servers, so a burst of load elsewhere hits all alike;
        # each server's best round counts.
        ts=0 dy=0 ng=0 errors=0
        for _ in $(seq "$rounds"); do
            read -r rate status sock _ < <(run_wrk "$tablesmith_port" "$op" "$conns" "$duration")
            ts=$(max "$ts" "$rate"); errors=$((errors + status + sock))
            read -r rate status sock _ < <(run_wrk "$dynalite_port" "$op" "$conns" "$duration")
            dy=$(max "$dy" "$rate"); errors=$((errors + status + sock))
            read -r rate _ _ _ < <(run_wrk "$nginx_port" "$op" "$conns" "$duration")
            ng=$(max "$ng" "$rate")
        done
        python3 - "$op" "$conns" "$ts" "$dy" "$ng" <<'PY'
import sys
op, conns, ts, dy, ng = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:6])
vs_dy, vs_ng = ts / dy, ts / ng
if conns == 1:
    target = 0.6 if op == "Query" else 0.8
    t_dy, t_ng, ok = "-", f"{target:.2f}x", vs_ng >= target
else:
    t_dy, t_ng, ok = "5.00x", "-", vs_dy >= 5.0
print(f"{op:<8} {conns:>5} {ts:>12.0f} {dy:>12.0f} {ng:>12.0f} {vs_dy:>9.2f}x {t_dy:>7}"
      f" {vs_ng:>8.2f}x {t_ng:>7}  {'PASS' if ok else 'MISS'}")
PY
        if [ "$errors" != 0 ]; then
            echo "  warning: $errors non-2xx answers or socket errors from tablesmith/dynalite" >&2
        fi
    done
done
