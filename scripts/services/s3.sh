# S3-compatible object store for the S3 blob adapter's tests: the moto server (PyPI,
# pinned) in a venv of Debian's python3, in-memory, on loopback. Not production S3: it is
# what lets the adapter's conformance suite run against a real HTTP S3 API without Docker.
# shellcheck shell=bash

S3_MOTO_VERSION=${LOMO_S3_MOTO_VERSION:-5.2.5}
S3_PORT=${LOMO_S3_PORT:-9000}
S3_DIR=$SERVICES_DIR/s3
S3_VENV=$S3_DIR/venv-moto-$S3_MOTO_VERSION
S3_PID=$S3_DIR/moto.pid
S3_LOG=$S3_DIR/moto.log
S3_URL=http://127.0.0.1:$S3_PORT
# The readiness check creates this bucket; it stays there, empty, for manual use.
S3_PROBE_BUCKET=lomo

s3_packages() { echo python3 python3-venv curl; }

_s3_running() { pid_alive "$S3_PID" moto_server; }
# Real readiness: an S3 call that writes (create a bucket; moto answers 200 when it exists)
# and one that reads (list buckets and find it). moto accepts unsigned requests.
_s3_ready() {
  curl -fsS -m 3 -X PUT "$S3_URL/$S3_PROBE_BUCKET" >/dev/null &&
    curl -fsS -m 3 "$S3_URL/" | grep -q "<Name>$S3_PROBE_BUCKET</Name>"
}

_s3_install() {
  [ -f "$S3_VENV/.complete" ] && return 0
  log "installing moto[server]==$S3_MOTO_VERSION from PyPI into $S3_VENV"
  rm -rf "$S3_VENV"
  mkdir -p "$S3_DIR"
  /usr/bin/python3 -m venv "$S3_VENV" >"$S3_DIR/pip.log" 2>&1 &&
    "$S3_VENV/bin/pip" install --disable-pip-version-check -q "moto[server]==$S3_MOTO_VERSION" \
      >>"$S3_DIR/pip.log" 2>&1 ||
    { tail -n 30 "$S3_DIR/pip.log" >&2; die "pip install of moto failed (full log: $S3_DIR/pip.log)"; }
  touch "$S3_VENV/.complete"
}

s3_up() {
  if _s3_running && _s3_ready; then
    log "already running"
    return 0
  fi
  if ! _s3_running; then
    _s3_install
    assert_port_free "$S3_PORT" LOMO_S3_PORT
    [ -f "$S3_LOG" ] && mv -f "$S3_LOG" "$S3_LOG.1"
    log "starting moto $S3_MOTO_VERSION on 127.0.0.1:$S3_PORT"
    detach "$S3_LOG" "$S3_VENV/bin/python3" "$S3_VENV/bin/moto_server" -H 127.0.0.1 -p "$S3_PORT" >"$S3_PID"
  fi
  wait_for "a bucket created and listed" "$S3_LOG" "$S3_PID" moto_server _s3_ready
  log "ready: moto $(_s3_version) on $S3_URL (bucket $S3_PROBE_BUCKET created and listed)"
}

_s3_version() {
  [ -f "$S3_VENV/.complete" ] || return 0
  "$S3_VENV/bin/python3" -c 'import moto; print(moto.__version__)' 2>/dev/null || true
}

s3_stop() {
  # moto keeps everything in memory: stopping it drops every bucket.
  stop_pidfile "$S3_PID" moto_server
}

s3_status() {
  local state=stopped version
  _s3_running && state=running
  version=$(_s3_version); version=${version:-not-installed}
  status_line s3 "$state" "moto $version" "$S3_URL (in memory)"
}

s3_env() { echo "export S3_ENDPOINT=$S3_URL"; }
