# Redis (Debian 12 package): cache/ephemeral store, no persistence by design.
# shellcheck shell=bash

REDIS_PORT=${LOMO_REDIS_PORT:-6380}
REDIS_DIR=$SERVICES_DIR/redis
REDIS_PID=$REDIS_DIR/redis.pid
REDIS_LOG=$REDIS_DIR/redis.log

redis_packages() { echo redis-server redis-tools; }

_redis_running() { pid_alive "$REDIS_PID" redis-server; }
_redis_ready() { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }

redis_up() {
  if _redis_running && _redis_ready; then
    log "already running"
    return 0
  fi
  mkdir -p "$REDIS_DIR"
  if ! _redis_running; then
    assert_port_free "$REDIS_PORT" LOMO_REDIS_PORT
    rm -f "$REDIS_PID"
    log "starting on 127.0.0.1:$REDIS_PORT"
    # --daemonize forks, detaches (setsid) and writes the pidfile itself.
    # --save '' + --appendonly no: no RDB/AOF, data lives in memory only.
    redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" \
      --save '' --appendonly no --dir "$REDIS_DIR" \
      --pidfile "$REDIS_PID" --logfile "$REDIS_LOG" >"$REDIS_DIR/start.out" 2>&1 </dev/null ||
      { cat "$REDIS_DIR/start.out" >&2; die "redis-server failed to start"; }
  fi
  wait_for "Redis PING" "$REDIS_LOG" "$REDIS_PID" redis-server _redis_ready
  _redis_running || die "Redis answers but $REDIS_PID does not name a live redis-server"
  log "ready: $(_redis_version) on 127.0.0.1:$REDIS_PORT"
}

_redis_version() {
  command -v redis-server >/dev/null || return 0
  redis-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p'
}

redis_stop() {
  # Redis exits on SIGTERM; with no save points configured it does not write a dump.
  stop_pidfile "$REDIS_PID" redis-server
}

redis_status() {
  local state=stopped version
  _redis_running && state=running
  version=$(_redis_version); version=${version:-not-installed}
  status_line redis "$state" "$version" "127.0.0.1:$REDIS_PORT (no persistence)"
}

redis_env() { echo "export REDIS_URL=redis://127.0.0.1:$REDIS_PORT"; }
