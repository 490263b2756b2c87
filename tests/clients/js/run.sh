#!/usr/bin/env bash
# Runs ecommerce.test.mjs for ctest: tests/clients/js/run.sh PATH/TO/tablesmith-server
# Skips (exit 77) when Node.js or the SDK (npm ci in tests/clients/js) is missing; under CI
# (CI=true), where .ci/test runs npm ci first, a missing SDK is a failure instead.
set -euo pipefail
cd "$(dirname "$0")"
server="${1:?usage: run.sh PATH/TO/tablesmith-server}"
missing=""
if ! command -v node >/dev/null 2>&1; then
    missing="Node.js is not installed (Debian: apt-get install nodejs npm)"
elif [ ! -f node_modules/@aws-sdk/client-dynamodb/package.json ] ||
     [ ! -f node_modules/@aws-sdk/lib-dynamodb/package.json ]; then
    missing="the AWS SDK for JavaScript is not installed: run 'npm ci' in tests/clients/js"
fi
if [ -n "$missing" ]; then
    if [ -n "${CI:-}" ] && [ "${CI}" != "false" ]; then
        echo "FAIL: $missing (CI installs it in .ci/test; it must run there)" >&2
        exit 1
    fi
    echo "SKIP: $missing"
    exit 77
fi
echo "# node $(node --version), @aws-sdk/client-dynamodb $(node -p 'require("./node_modules/@aws-sdk/client-dynamodb/package.json").version')"
exec node ecommerce.test.mjs --server "$server"
