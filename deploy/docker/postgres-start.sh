#!/bin/sh
# The PostgreSQL image's command, run as user postgres. On an empty data volume it first creates
# the cluster and POSTGRES_DB owned by POSTGRES_USER (password POSTGRES_PASSWORD, scram-sha-256 over
# the network), as Docker Hub's postgres image does with the same variables, with one difference:
# POSTGRES_USER is no superuser. The API connects as it, and a superuser would pass through the
# row-level policies that keep each school's rows to that school (docs/decisions.md). The
# superuser is `postgres`, reachable only inside the container (local trust, no password).
set -eu
: "${PGDATA:?}"
user="${POSTGRES_USER:-school}"
database="${POSTGRES_DB:-$user}"
# An identifier in double quotes, a literal in single quotes, each quote doubled: data, never SQL.
identifier() { printf '"%s"' "$(printf '%s' "$1" | sed 's/"/""/g')"; }
literal() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/''/g")"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -n "${POSTGRES_PASSWORD:-}" ] || { echo "postgres: set POSTGRES_PASSWORD to create the database" >&2; exit 1; }
  [ "$user" != postgres ] || { echo "postgres: POSTGRES_USER must not be postgres, the superuser" >&2; exit 1; }
  initdb --username=postgres --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  printf '%s\n' \
    "CREATE ROLE $(identifier "$user") LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD $(literal "$POSTGRES_PASSWORD");" \
    "CREATE DATABASE $(identifier "$database") OWNER $(identifier "$user");" |
    postgres --single -D "$PGDATA" postgres >/dev/null
  echo "postgres: created the cluster, user $user (no superuser) and database $database"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
