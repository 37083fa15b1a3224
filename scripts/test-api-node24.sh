#!/usr/bin/env bash
# The API suite once more under the newest Node 24 LTS (the `node@24` npm package, so each run
# picks up 24.x security releases). Native modules are compiled for the Node that installed them,
# so this runs in a separate copy with its own node_modules. On Node 24 npm also installs
# better-sqlite3 13, which the API loads there (api/src/db/sqliteDriver.cjs; README, "Node versions").
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

npm install --prefix "$work/node24" --no-save --no-package-lock --silent node@24
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
