#!/usr/bin/env bash
# Makes a local PostgreSQL ready for the tests and benchmarks on a Debian machine, idempotently:
# installs Debian's `postgresql` and `postgresql-client` where they are missing, creates the
# cluster where there is none, lets the local `postgres` user in over loopback without a password
# (trust on 127.0.0.1 and ::1 for that user only: a test machine, never a server), and starts it.
# Used by `.ci/run` before anything else; the README's test instructions call it too.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

if ! command -v pg_lsclusters >/dev/null || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 \
  || ! command -v psql >/dev/null; then
  echo "Installing Debian's PostgreSQL"
  apt-get update -qq
  apt-get install -y -qq postgresql postgresql-client >/dev/null
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
if [ -z "$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"')" ]; then
  pg_createcluster "$version" main >/dev/null
fi

hba="/etc/postgresql/$version/main/pg_hba.conf"
marker='# datadeck tests: the local postgres user over loopback'
if ! grep -qF "$marker" "$hba"; then
  # pg_hba is read top-down and the first match wins, so these lines go first.
  { printf '%s\n' "$marker" \
      'host all postgres 127.0.0.1/32 trust' \
      'host all postgres ::1/128 trust'
    cat "$hba"; } >"$hba.new"
  chown --reference="$hba" "$hba.new"
  chmod --reference="$hba" "$hba.new"
  mv "$hba.new" "$hba"
  reload=yes
fi

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
elif [ "${reload:-}" = yes ]; then
  pg_ctlcluster --skip-systemctl-redirect "$version" main reload
fi
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
pg_isready -h 127.0.0.1 -p 5432
psql -q -h 127.0.0.1 -U postgres -d postgres -c 'select 1' >/dev/null
echo "PostgreSQL $version is up on 127.0.0.1:5432 (user postgres)"
