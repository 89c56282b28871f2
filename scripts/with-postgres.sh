#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh <command> [args...]
# Starts a throwaway PostgreSQL 15 server on 127.0.0.1, exports TEST_DATABASE_URL, runs the command,
# then stops the server and deletes its data dir whatever happens. Works as root (the server runs as
# the postgres user) and unattended (CI=true, no stdin).
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

pg_bin=/usr/lib/postgresql/15/bin

install_postgres() {
  echo "with-postgres: PostgreSQL 15 not found in $pg_bin, installing postgresql-15" >&2
  local sudo=()
  [[ $(id -u) -eq 0 ]] || sudo=(sudo -n)
  export DEBIAN_FRONTEND=noninteractive
  if ! "${sudo[@]}" apt-get install -y -q postgresql-15 </dev/null; then
    "${sudo[@]}" apt-get update -q </dev/null
    "${sudo[@]}" apt-get install -y -q postgresql-15 </dev/null
  fi
}

[[ -x $pg_bin/pg_ctl ]] || install_postgres

# The server refuses to run as root: run its tools as the postgres user then.
as_server_user=()
tmp_parent=${TMPDIR:-/tmp}
if [[ $(id -u) -eq 0 ]]; then
  as_server_user=(runuser -u postgres --)
  tmp_parent=/tmp
fi

work_dir=$(mktemp -d "$tmp_parent/with-postgres.XXXXXX")
data_dir=$work_dir/data
log_file=$work_dir/server.log
[[ $(id -u) -eq 0 ]] && chown postgres: "$work_dir"

cleanup() {
  local status=$?
  if [[ -f $data_dir/postmaster.pid ]]; then
    "${as_server_user[@]}" "$pg_bin/pg_ctl" -D "$data_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT

child=''
# Stop the command (TERM: background jobs ignore INT) and let it finish before the server goes away.
stop_command() {
  trap - INT TERM
  set +e
  if [[ -n $child ]]; then
    kill -TERM "$child" 2>/dev/null
    wait "$child"
  fi
  exit "$1"
}
trap 'stop_command 130' INT
trap 'stop_command 143' TERM

free_port() {
  node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

"${as_server_user[@]}" "$pg_bin/initdb" -D "$data_dir" -U postgres -A trust -E UTF8 --locale=C --no-sync \
  >"$work_dir/initdb.log" 2>&1 || { cat "$work_dir/initdb.log" >&2; exit 1; }

# Durability off: the data is thrown away anyway. Retried because the free port can be taken meanwhile.
for attempt in 1 2 3; do
  port=$(free_port)
  "${as_server_user[@]}" "$pg_bin/pg_ctl" -D "$data_dir" -l "$log_file" -w -t 60 start -o "\
    -c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories='$work_dir' \
    -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null && break
  if [[ $attempt -eq 3 ]]; then
    cat "$log_file" >&2
    exit 1
  fi
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

# In the background (stdin kept) so that a signal to this script runs the traps at once.
"$@" <&0 &
child=$!
set +e
wait "$child"
status=$?
set -e
exit "$status"
