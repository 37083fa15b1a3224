#!/bin/sh
# The PostgreSQL image's command, run as user postgres. On an empty data volume it first creates
# the cluster with POSTGRES_USER (password POSTGRES_PASSWORD, scram-sha-256 over the network) and
# POSTGRES_DB, as Docker Hub's postgres image does with the same variables; then runs the server.
set -eu
: "${PGDATA:?}"
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -n "${POSTGRES_PASSWORD:-}" ] || { echo "postgres: set POSTGRES_PASSWORD to create the database" >&2; exit 1; }
  password_file="$(mktemp)"
  trap 'rm -f "$password_file"' EXIT
  printf '%s\n' "$POSTGRES_PASSWORD" >"$password_file"
  initdb --username="$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    # An identifier in double quotes, its own quotes doubled: the name is data, never SQL.
    quoted="$(printf '%s' "$database" | sed 's/"/""/g')"
    echo "CREATE DATABASE \"$quoted\" OWNER \"$(printf '%s' "$user" | sed 's/"/""/g')\";" |
      postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "postgres: created the cluster, user $user and database $database"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
