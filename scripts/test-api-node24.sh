#!/usr/bin/env bash
# The API suite once more under the newest Node 24 LTS (the `node@24` npm package, so each run
# picks up 24.x security releases). Native modules are compiled for the Node that installed them,
# so this runs in a separate copy with its own node_modules. On Node 24 npm also installs
# better-sqlite3 13, which the API loads there (api/src/db/sqliteDriver.cjs; README, "Node versions").
#
#   bash scripts/test-api-node24.sh              prepare a copy, run the suite, remove the copy
#   bash scripts/test-api-node24.sh prepare DIR  install Node 24 and the copy into DIR (.ci/run does
#                                                this while `npm test` runs)
#   bash scripts/test-api-node24.sh run DIR      run the suite in a prepared DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

prepare() {
  local work="$1"
  npm install --prefix "$work/node24" --no-save --no-package-lock --silent node@24
  mkdir "$work/copy"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$work/copy")
  (cd "$work/copy" && with_node24 "$work" npm ci --silent)
}

# Runs a command with Node 24 first on PATH; native modules compile against the headers the
# package ships beside its binary (not a machine-wide nodedir, and without downloading headers).
with_node24() {
  local work="$1"
  shift
  local bin headers
  bin="$(dirname "$(readlink -f "$work/node24/node_modules/.bin/node")")"
  headers="$(find "$work/node24/node_modules" -path '*/include/node/common.gypi' | head -n 1)"
  PATH="$bin:$PATH" npm_config_nodedir="$(cd "$(dirname "$headers")/../.." && pwd)" "$@"
}

run() {
  local work="$1"
  echo "API tests under Node $(with_node24 "$work" node -v)"
  (cd "$work/copy" && export TEST_DATABASE_URL= && with_node24 "$work" npx jest --selectProjects api --maxWorkers=100%)
}

case "${1:-all}" in
  prepare) prepare "$2" ;;
  run) run "$2" ;;
  all)
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    prepare "$work"
    run "$work"
    ;;
  *) echo "usage: $0 [prepare DIR | run DIR]" >&2; exit 2 ;;
esac
