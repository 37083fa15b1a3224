#!/usr/bin/env bash
# The API suite once more under Node 24 LTS. Native modules are compiled for the Node that
# installed them, so this runs in a separate copy with its own node_modules.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 24.18.1, not the newest 24: better-sqlite3 12 compiled against Node >= 24.19 headers aborts when
# the GC finalizes a statement (nodejs/node#65446); better-sqlite3 13 fixes that but does not run
# on Node 20, which we still support. See README, "Node versions".
npm install --prefix "$work/node24" --no-save --no-package-lock --silent node@24.18.1
node24_bin="$(dirname "$(readlink -f "$work/node24/node_modules/.bin/node")")"
# The package ships Node 24's headers beside its binary: native modules compile against them
# (not against a machine-wide nodedir, and without downloading headers).
headers="$(find "$work/node24/node_modules" -path '*/include/node/common.gypi' | head -n 1)"
node24_dir="$(cd "$(dirname "$headers")/../.." && pwd)"
echo "API tests under Node $("$node24_bin/node" -v)"

mkdir "$work/copy"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$work/copy")
cd "$work/copy"
PATH="$node24_bin:$PATH" npm_config_nodedir="$node24_dir" npm ci --silent
TEST_DATABASE_URL= PATH="$node24_bin:$PATH" npx jest --selectProjects api
