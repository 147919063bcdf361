#!/usr/bin/env bash
# Local backing services for development and CI: real PostgreSQL, Redis, Kafka and
# OpenSearch servers and an S3-compatible store (moto) on loopback, installed from Debian
# packages, Maven Central and PyPI.
#
#   scripts/services.sh up|down|status|env [postgres redis kafka opensearch s3]
#
# No names = all five. `up` installs what is missing, starts what is not running and
# waits for real readiness; it is a quick no-op when everything is already up.
# `down` stops exactly what `up` started (found through pidfiles). `env` prints
# `export` lines for the connection URLs.
#
# Server data, installs and logs live OUTSIDE the repo, in $LOMO_SERVICES_DIR
# (default /var/tmp/lomo-services), because CI may clone the repo under /root (mode 700)
# where the non-root users that PostgreSQL and OpenSearch must run as cannot reach.
# Details and settings: docs/operations/local-services.md.
# shellcheck source-path=SCRIPTDIR
set -Eeuo pipefail
# errexit alone can stop the script without a word: say which command failed, and where.
trap 'echo "services.sh: command failed (exit $?) at ${BASH_SOURCE[0]}:${LINENO}: ${BASH_COMMAND}" >&2' ERR

SERVICES_SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/services"

# shellcheck source=services/lib.sh
source "$SERVICES_SCRIPT_DIR/lib.sh"
# shellcheck source=services/postgres.sh
source "$SERVICES_SCRIPT_DIR/postgres.sh"
# shellcheck source=services/redis.sh
source "$SERVICES_SCRIPT_DIR/redis.sh"
# shellcheck source=services/kafka.sh
source "$SERVICES_SCRIPT_DIR/kafka.sh"
# shellcheck source=services/opensearch.sh
source "$SERVICES_SCRIPT_DIR/opensearch.sh"
# shellcheck source=services/s3.sh
source "$SERVICES_SCRIPT_DIR/s3.sh"

ALL_SERVICES=(postgres redis kafka opensearch s3)

usage() {
  cat >&2 <<EOF
usage: $0 up|down|status|env [${ALL_SERVICES[*]}]
  up      install (if needed), start (if not running) and wait until ready
  down    stop the servers started by 'up' (by pidfile) and wait for them to exit
  status  running/stopped, version and port of each server
  env     print 'export' lines with the connection URLs
Settings (env vars): LOMO_SERVICES_DIR (default /var/tmp/lomo-services),
  LOMO_PG_PORT (5433) LOMO_REDIS_PORT (6380) LOMO_KAFKA_PORT (9092)
  LOMO_KAFKA_CONTROLLER_PORT (9093) LOMO_OPENSEARCH_PORT (9200)
  LOMO_OPENSEARCH_TRANSPORT_PORT (9300) LOMO_S3_PORT (9000) LOMO_SERVICES_TIMEOUT (seconds, 240)
  LOMO_KAFKA_VERSION LOMO_OPENSEARCH_VERSION LOMO_OPENSEARCH_KNN (1/0) LOMO_S3_MOTO_VERSION
EOF
  exit 2
}

cmd_up() {
  local services=("$@") name rc=0 started
  started=$(date +%s)
  # Package installs cannot run in parallel (dpkg lock), so do them once, up front.
  local pkgs=()
  for name in "${services[@]}"; do
    # shellcheck disable=SC2207
    pkgs+=($("${name}_packages"))
  done
  ensure_packages "${pkgs[@]}"
  mkdir -p "$SERVICES_DIR"
  chmod 0755 "$SERVICES_DIR"   # postgres and lomo-os must traverse it
  # ... and so must every parent directory (e.g. not under /root, which is mode 700).
  if ! setpriv --reuid=nobody --regid=nogroup --clear-groups test -x "$SERVICES_DIR"; then
    echo "LOMO_SERVICES_DIR=$SERVICES_DIR is not reachable by non-root users; pick a path outside /root" >&2
    return 1
  fi

  # Each server installs, starts and waits in its own background job so that e.g.
  # PostgreSQL and Redis are ready while Kafka/OpenSearch still resolve from Maven.
  # Maven runs themselves are serialized by a lock (see mvn_resolve).
  local -A pids=()
  for name in "${services[@]}"; do
    ( SVC_NAME=$name; "${name}_up" ) &
    pids[$name]=$!
  done
  for name in "${services[@]}"; do
    if ! wait "${pids[$name]}"; then
      SVC_NAME=$name log "FAILED to come up"
      rc=1
    fi
  done
  echo "--- up finished in $(( $(date +%s) - started ))s" >&2
  cmd_status "${services[@]}"
  return "$rc"
}

cmd_down() {
  local name rc=0 i
  # Reverse order; each stop waits for its process to exit.
  for (( i=$#; i>0; i-- )); do
    name=${!i}
    ( SVC_NAME=$name; "${name}_stop" ) || rc=1
  done
  return "$rc"
}

cmd_status() {
  local name
  printf '%-11s %-8s %-22s %s\n' SERVICE STATE VERSION ADDRESS
  for name in "$@"; do
    "${name}_status"
  done
}

cmd_env() {
  local name
  for name in "$@"; do
    "${name}_env"
  done
}

main() {
  [ $# -ge 1 ] || usage
  local cmd=$1; shift
  local services=("$@") name
  [ ${#services[@]} -gt 0 ] || services=("${ALL_SERVICES[@]}")
  for name in "${services[@]}"; do
    case " ${ALL_SERVICES[*]} " in
      *" $name "*) ;;
      *) echo "unknown service: $name" >&2; usage ;;
    esac
  done
  case "$cmd" in
    up|down)
      require_root
      # One up/down at a time (two terminals, or CI steps racing). flock -o keeps the lock
      # in the flock process only, so the detached servers do not inherit it.
      if [ -z "${LOMO_SERVICES_LOCKED:-}" ]; then
        mkdir -p "$SERVICES_DIR"
        LOMO_SERVICES_LOCKED=1 exec flock -o "$SERVICES_DIR/.lock" "$BASH" "$0" "$cmd" "${services[@]}"
      fi
      "cmd_$cmd" "${services[@]}" ;;
    status|env) "cmd_$cmd" "${services[@]}" ;;
    *) usage ;;
  esac
}

main "$@"
