#!/usr/bin/env bash
# Starts a private PostgreSQL on 127.0.0.1 in a temp directory; prints the URL on stdout.
# Usage: eval "$(scripts/ci/pg-start.sh [port])"   -> exports TEST_DATABASE_URL and PG_TMP
set -euo pipefail
port="${1:-54329}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
dir=$(mktemp -d /tmp/hh-pg.XXXXXX)
chown postgres:postgres "$dir" 2>/dev/null || true
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
run "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust -E UTF8 >'$dir/initdb.log' 2>&1"
run "'$bin/pg_ctl' -D '$dir/data' -l '$dir/pg.log' -o \"-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" -w start >/dev/null"
echo "export PG_TMP='$dir' PG_BIN='$bin' TEST_DATABASE_URL='postgres://postgres@127.0.0.1:$port/postgres'"
