# Shared helpers for scripts/services.sh (sourced, not executed).
# shellcheck shell=bash

SERVICES_DIR=${LOMO_SERVICES_DIR:-/var/tmp/lomo-services}
SERVICES_TIMEOUT=${LOMO_SERVICES_TIMEOUT:-240}

log() { printf '[%s] %s\n' "${SVC_NAME:-services}" "$*" >&2; }

die() { log "ERROR: $*"; exit 1; }

require_root() {
  # apt-get, chown and runuser (PostgreSQL/OpenSearch refuse to run as root) need root.
  [ "$(id -u)" -eq 0 ] || { echo "scripts/services.sh up/down must run as root" >&2; exit 1; }
}

# Install missing Debian packages. `apt-get update` runs at most once per call and only
# when something is missing, so a warm `up` never touches the network.
ensure_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  # de-duplicate
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
  SVC_NAME=apt log "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  local aptlog=$SERVICES_DIR/apt.log
  mkdir -p "$SERVICES_DIR"
  { apt-get update && apt-get install -y --no-install-recommends "${missing[@]}"; } >"$aptlog" 2>&1 ||
    { tail -n 30 "$aptlog" >&2; SVC_NAME=apt die "apt-get failed (full log: $aptlog)"; }
  SVC_NAME=apt log "installed (log: $aptlog)"
}

# Resolve artifacts with Maven into a directory. Runs are serialized with a lock because
# Maven 3.8 does not lock ~/.m2 and two servers resolve in parallel on a cold `up`.
# The dependency plugin version is pinned: Maven 3.8.7's default one fails here.
mvn_resolve() {
  mkdir -p "$SERVICES_DIR"
  flock "$SERVICES_DIR/.maven.lock" mvn -q -B -ntp "$@" \
    >"$SERVICES_DIR/.maven-${SVC_NAME:-x}.log" 2>&1 || {
      tail -n 40 "$SERVICES_DIR/.maven-${SVC_NAME:-x}.log" >&2
      die "maven resolution failed"
    }
}
# shellcheck disable=SC2034  # used by kafka.sh and opensearch.sh
MVN_DEPENDENCY_PLUGIN=org.apache.maven.plugins:maven-dependency-plugin:3.8.1

# JDK for the Java servers: LOMO_JAVA_HOME, else Debian's OpenJDK 17 (installed through
# openjdk-17-jre-headless, what Kafka 4.x and OpenSearch 2.19 were verified on; OpenSearch
# 2.x cannot run on Java 24+, which removed the SecurityManager), else the default `java`.
java_home() {
  if [ -n "${LOMO_JAVA_HOME:-}" ]; then echo "$LOMO_JAVA_HOME"; return; fi
  if [ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/java ]; then
    echo /usr/lib/jvm/java-17-openjdk-amd64; return
  fi
  local j
  j=$(readlink -f "$(command -v java)") || die "no java on PATH"
  dirname "$(dirname "$j")"
}

# pid_matches PID PATTERN: PID is alive AND its command line contains PATTERN (guards
# against a recycled pid after a reboot or crash; a zombie has an empty command line).
pid_matches() {
  local pid=$1 pattern=$2
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$pattern"
}

# First line of a pidfile, digits only; empty if the file is missing (servers such as
# Redis delete their pidfile while shutting down).
pid_of() { { head -n1 "$1" 2>/dev/null || true; } | tr -dc '0-9'; }

pid_alive() { pid_matches "$(pid_of "$1")" "$2"; }

# Something (anything) accepts TCP connections on 127.0.0.1:PORT.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Refuse to start when a foreign process already holds the port: readiness checks
# would otherwise talk to the wrong server.
assert_port_free() {
  if port_open "$1"; then
    die "port $1 is already in use by another process (not started by this script); set ${2} to another port"
  fi
}

# detach LOGFILE CMD...: run CMD in its own session, immune to the caller's hangup,
# stdin closed, output appended to LOGFILE; prints the pid. setsid execs in place (the
# background subshell is not a process-group leader), so $! is the server's own pid.
detach() {
  local logfile=$1; shift
  setsid nohup "$@" >>"$logfile" 2>&1 </dev/null &
  echo $!
}

# Explain a failed start: the first error lines (often the cause) and the log's tail.
show_log() {
  local logfile=$1
  log "first error lines of $logfile:"
  grep -m 8 -E 'ERROR|FATAL|Exception|[Ee]rror:' "$logfile" >&2 || true
  log "last lines of $logfile:"
  tail -n 30 "$logfile" >&2 || true
}

# wait_for DESCRIPTION LOGFILE PIDFILE PATTERN CHECK...: poll CHECK until it succeeds.
# Fails early if the process died, or after SERVICES_TIMEOUT seconds, showing the log tail.
wait_for() {
  local what=$1 logfile=$2 pidfile=$3 pattern=$4; shift 4
  local deadline=$(( $(date +%s) + SERVICES_TIMEOUT ))
  until "$@" >/dev/null 2>&1; do
    if [ -n "$pidfile" ] && ! pid_alive "$pidfile" "$pattern"; then
      # Re-check once: the process may legitimately have replaced its pidfile.
      sleep 1
      if ! pid_alive "$pidfile" "$pattern" && ! "$@" >/dev/null 2>&1; then
        log "process exited before $what"
        show_log "$logfile"
        return 1
      fi
    fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
      log "timed out after ${SERVICES_TIMEOUT}s waiting for $what (the process is left running)"
      show_log "$logfile"
      return 1
    fi
    sleep 0.5
  done
}

# stop_pidfile PIDFILE PATTERN [SIGNAL]: SIGTERM the process, wait up to 60s, then SIGKILL.
stop_pidfile() {
  local pidfile=$1 pattern=$2 i pid
  pid=$(pid_of "$pidfile")
  if ! pid_matches "$pid" "$pattern"; then
    log "not running"
    rm -f "$pidfile"
    return 0
  fi
  log "stopping pid $pid"
  kill -TERM "$pid" 2>/dev/null || true
  for (( i=0; i<120; i++ )); do
    # pid_matches, not kill -0: an exited server may linger as a zombie when its parent
    # (init in some sandboxes) is slow to reap it.
    pid_matches "$pid" "$pattern" || { rm -f "$pidfile"; log "stopped"; return 0; }
    sleep 0.5
  done
  log "still running after 60s, sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  sleep 1
  rm -f "$pidfile"
}

status_line() { printf '%-11s %-8s %-22s %s\n' "$@"; }

# Create a system user (no login) for servers that refuse to run as root.
ensure_user() {
  local user=$1 home=$2
  id "$user" >/dev/null 2>&1 && return 0
  log "creating system user $user"
  useradd --system --user-group --home-dir "$home" --no-create-home --shell /usr/sbin/nologin "$user"
}
