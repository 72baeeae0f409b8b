#!/usr/bin/env bash
# Makes sure what plandata needs on this machine is there: PostGIS for PostgreSQL 15, Chromium (the
# browser test), and the
# PostgreSQL and Redis services running. Idempotent; runs before `npm test` and `npm run demo`.
# Skipped where PLANDATA_SKIP_SERVICES=1 (e.g. inside docker compose, where services are containers).
set -euo pipefail
[ "${PLANDATA_SKIP_SERVICES:-0}" = "1" ] && exit 0

PGHOST_=${PGHOST:-127.0.0.1}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi; }

if ! pg_isready -q -h "$PGHOST_" -p 5432 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null; then
    echo "ensure-services: starting PostgreSQL"
    as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n1)" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h "$PGHOST_" -p 5432 && break; sleep 1; done
  fi
fi

if ! psql -h "$PGHOST_" -U postgres -d postgres -tAc "select 1 from pg_available_extensions where name='postgis'" 2>/dev/null | grep -q 1; then
  if command -v apt-get >/dev/null; then
    echo "ensure-services: installing PostGIS (postgresql-15-postgis-3)"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql-15-postgis-3 >/dev/null
  else
    echo "ensure-services: PostGIS is not installed and apt-get is not available; install PostGIS 3 for your PostgreSQL" >&2
    exit 1
  fi
fi

# Debian's Chromium, which the status page's browser test drives headless (test/ops/status-page.test.ts).
if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  if command -v apt-get >/dev/null; then
    echo "ensure-services: installing chromium (for the browser test of /status)"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
  else
    echo "ensure-services: chromium is not installed and apt-get is not available; install Chromium or set CHROMIUM_PATH" >&2
    exit 1
  fi
fi

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  if command -v redis-server >/dev/null; then
    echo "ensure-services: starting Redis"
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    # With the append-only file on: queued jobs and run counters survive a restart (a Redis that keeps
    # nothing loses them; the sweeps then repair from PostgreSQL, but more slowly).
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly yes --dir /var/lib/redis --logfile /var/log/redis/ci.log
    for _ in $(seq 1 20); do redis-cli ping >/dev/null 2>&1 && break; sleep 0.5; done
  fi
fi

# The database the main job uses (tests make their own). With DATABASE_URL set, `plandata demo`
# creates the database it names itself (on the server it names, as its user); this made
# PLANDATA_DB_NAME instead, and the demo then failed on the database it was told to use.
if [ "${1:-}" = "--with-db" ] && [ -z "${DATABASE_URL:-}" ]; then
  db=${PLANDATA_DB_NAME:-plandata}
  psql -h "$PGHOST_" -U postgres -d postgres -tAc "select 1 from pg_database where datname='$db'" | grep -q 1 \
    || psql -h "$PGHOST_" -U postgres -d postgres -qc "create database \"$db\""
fi
exit 0
