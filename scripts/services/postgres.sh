# PostgreSQL (Debian 12 package, v15) in a project-local cluster — not the Debian
# "main" cluster — so its settings and data are ours alone.
# shellcheck shell=bash

PG_VERSION=${LOMO_PG_VERSION:-15}
PG_PORT=${LOMO_PG_PORT:-5433}
PG_BIN=/usr/lib/postgresql/$PG_VERSION/bin
PG_DIR=$SERVICES_DIR/postgres
PG_DATA=$PG_DIR/data
PG_LOG=$PG_DIR/postgres.log
PG_USER=lomo PG_PASSWORD=lomo PG_DB=lomo

postgres_packages() { echo "postgresql-$PG_VERSION"; }

# psql as the bootstrap superuser over TCP (password auth): exercises the same path apps use.
_pg_psql() {
  PGPASSWORD=$PG_PASSWORD PGCONNECT_TIMEOUT=3 "$PG_BIN/psql" -X -q -h 127.0.0.1 -p "$PG_PORT" \
    -U "$PG_USER" -v ON_ERROR_STOP=1 "$@"
}

_pg_running() { pid_alive "$PG_DATA/postmaster.pid" postgres; }

_pg_ready() {
  "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" &&
    [ "$(_pg_psql -d postgres -Atc 'select 1')" = 1 ]
}

_pg_init() {
  # initdb refuses to run as root: the cluster belongs to the `postgres` OS user (created
  # by the Debian package), so its directory must be owned by it and reachable from /.
  mkdir -p "$PG_DIR"
  chown postgres:postgres "$PG_DIR"
  chmod 0700 "$PG_DIR"
  [ -s "$PG_DATA/PG_VERSION" ] && return 0
  log "initdb into $PG_DATA"
  local pwfile=$PG_DIR/.pwfile
  printf '%s\n' "$PG_PASSWORD" >"$pwfile"
  chown postgres:postgres "$pwfile"; chmod 0600 "$pwfile"
  # Bootstrap superuser is `lomo` (like the official container image's POSTGRES_USER), so
  # migrations may create extensions. Local socket: trust (only root/postgres can reach
  # the socket dir); TCP: scram-sha-256 password. C.UTF-8 exists on every Debian box,
  # unlike en_US.UTF-8. fsync stays at its default (on).
  runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DATA" -U "$PG_USER" --pwfile="$pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 ||
    { rm -f "$pwfile"; cat "$PG_DIR/initdb.log" >&2; die "initdb failed"; }
  rm -f "$pwfile"
  # Settings live in our own file (regenerated at every start) so the port can change.
  echo "include_if_exists = 'lomo.conf'" >>"$PG_DATA/postgresql.conf"
}

postgres_up() {
  [ -x "$PG_BIN/pg_ctl" ] || die "PostgreSQL $PG_VERSION not installed at $PG_BIN"
  if _pg_running && _pg_ready; then
    log "already running"
    return 0
  fi
  _pg_init
  if ! _pg_running; then
    assert_port_free "$PG_PORT" LOMO_PG_PORT
    mkdir -p "$PG_DIR/run"; chown postgres:postgres "$PG_DIR/run"
    cat >"$PG_DATA/lomo.conf" <<EOF
# written by scripts/services.sh at every start
port = $PG_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$PG_DIR/run'
max_connections = 200
EOF
    chown postgres:postgres "$PG_DATA/lomo.conf"
    log "starting on 127.0.0.1:$PG_PORT"
    # pg_ctl -w waits until the postmaster reports "ready" and fails fast if it dies.
    # setsid: the postmaster gets its own session and outlives the calling shell.
    if ! setsid runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" \
        -w -t "$SERVICES_TIMEOUT" start >/dev/null; then
      log "pg_ctl start failed; last lines of $PG_LOG:"
      tail -n 40 "$PG_LOG" >&2
      return 1
    fi
  fi
  # Real readiness: a password-authenticated query over TCP.
  wait_for "PostgreSQL readiness" "$PG_LOG" "" "" _pg_ready
  if [ "$(_pg_psql -d postgres -Atc "select 1 from pg_database where datname = '$PG_DB'")" != 1 ]; then
    log "creating database $PG_DB"
    _pg_psql -d postgres -c "create database $PG_DB owner $PG_USER"
  fi
  log "ready: $(_pg_version) on 127.0.0.1:$PG_PORT"
}

_pg_version() {
  if _pg_running; then
    _pg_psql -d postgres -Atc 'show server_version' 2>/dev/null | awk '{print $1}' || true
  else
    "$PG_BIN/postgres" --version 2>/dev/null | awk '{print $3}' || true
  fi
}

postgres_stop() {
  if ! _pg_running; then log "not running"; return 0; fi
  log "stopping"
  # fast = roll back open transactions and shut down cleanly; -w waits for exit.
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 60 stop >/dev/null
  log "stopped"
}

postgres_status() {
  local state=stopped version
  _pg_running && state=running
  version=$(_pg_version); version=${version:-not-installed}
  status_line postgres "$state" "$version" "127.0.0.1:$PG_PORT (db $PG_DB, data $PG_DATA)"
}

postgres_env() {
  echo "export DATABASE_URL=postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DB"
}
