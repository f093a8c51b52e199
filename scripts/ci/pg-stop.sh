#!/usr/bin/env bash
# Stops the PostgreSQL started by pg-start.sh and removes its directory.
set -u
[ -n "${PG_TMP:-}" ] || exit 0
if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "'$PG_BIN/pg_ctl' -D '$PG_TMP/data' -m fast -w stop" >/dev/null 2>&1
else "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m fast -w stop >/dev/null 2>&1; fi
rm -rf "$PG_TMP"
