# Apache Kafka 4.x, single-node KRaft (broker + controller), from Maven Central jars.
# shellcheck shell=bash

KAFKA_VERSION=${LOMO_KAFKA_VERSION:-4.4.0}
KAFKA_PORT=${LOMO_KAFKA_PORT:-9092}
KAFKA_CONTROLLER_PORT=${LOMO_KAFKA_CONTROLLER_PORT:-9093}
# A second broker (tests of a brand-new broker) gets its own directory and shares the install.
KAFKA_DIR=${LOMO_KAFKA_DIR:-$SERVICES_DIR/kafka}
KAFKA_HOME=${LOMO_KAFKA_HOME:-$SERVICES_DIR/kafka/kafka-$KAFKA_VERSION}     # libs/ = broker + CLI tool jars
KAFKA_DATA=$KAFKA_DIR/data
KAFKA_LOG=$KAFKA_DIR/kafka.log
KAFKA_PID=$KAFKA_DIR/kafka.pid
KAFKA_TEMPLATES=$SERVICES_SCRIPT_DIR/kafka

kafka_packages() { echo openjdk-17-jre-headless maven; }

_kafka_running() { pid_alive "$KAFKA_PID" kafka.Kafka; }
# The broker logs "Kafka Server started" once both the controller quorum and the
# broker listener are up; the log is rotated at every start, so an old line never counts.
_kafka_started() { grep -q 'Kafka Server started' "$KAFKA_LOG" 2>/dev/null; }
# ... but clients need more than a listener: a consumer group joined and an offset committed
# (a fresh broker's group coordinator comes up seconds later). Needs node_modules (kafkajs).
_kafka_ready() {
  _kafka_started && node "$SERVICES_SCRIPT_DIR/kafka-group-probe.js" "127.0.0.1:$KAFKA_PORT"
}

_kafka_install() {
  [ -f "$KAFKA_HOME/.complete" ] && return 0
  log "resolving org.apache.kafka:kafka_2.13:$KAFKA_VERSION from Maven Central"
  rm -rf "$KAFKA_HOME.tmp"
  mvn_resolve -f "$KAFKA_TEMPLATES/pom.xml" -Dkafka.version="$KAFKA_VERSION" \
    "$MVN_DEPENDENCY_PLUGIN:copy-dependencies" -DincludeScope=runtime \
    -DoutputDirectory="$KAFKA_HOME.tmp/libs"
  touch "$KAFKA_HOME.tmp/.complete"
  rm -rf "$KAFKA_HOME"
  mv "$KAFKA_HOME.tmp" "$KAFKA_HOME"
}

_kafka_java() { "$(java_home)/bin/java" "$@"; }

_kafka_configure() {
  mkdir -p "$KAFKA_DIR/config" "$KAFKA_DATA"
  sed -e "s|@PORT@|$KAFKA_PORT|g" -e "s|@CONTROLLER_PORT@|$KAFKA_CONTROLLER_PORT|g" \
    -e "s|@DATA_DIR@|$KAFKA_DATA|g" "$KAFKA_TEMPLATES/server.properties.in" \
    >"$KAFKA_DIR/config/server.properties"
  cp "$KAFKA_TEMPLATES/log4j2.properties" "$KAFKA_TEMPLATES/tools-log4j2.properties" "$KAFKA_DIR/config/"
  # KRaft storage must be formatted once with a cluster id (22-char url-safe base64 of
  # 16 random bytes); --ignore-formatted keeps an existing log dir as it is.
  if [ ! -s "$KAFKA_DATA/meta.properties" ]; then
    [ -s "$KAFKA_DIR/cluster.id" ] ||
      head -c16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n' >"$KAFKA_DIR/cluster.id"
    log "formatting KRaft storage (cluster id $(cat "$KAFKA_DIR/cluster.id"))"
    _kafka_java -Dlog4j2.configurationFile="$KAFKA_DIR/config/tools-log4j2.properties" \
      -cp "$KAFKA_HOME/libs/*" kafka.tools.StorageTool format \
      -t "$(cat "$KAFKA_DIR/cluster.id")" -c "$KAFKA_DIR/config/server.properties" \
      --ignore-formatted >"$KAFKA_DIR/format.log" 2>&1 ||
      { cat "$KAFKA_DIR/format.log" >&2; die "kafka storage format failed"; }
  fi
}

kafka_up() {
  if _kafka_running && _kafka_ready; then
    log "already running"
    return 0
  fi
  if ! _kafka_running; then
    _kafka_install
    assert_port_free "$KAFKA_PORT" LOMO_KAFKA_PORT
    assert_port_free "$KAFKA_CONTROLLER_PORT" LOMO_KAFKA_CONTROLLER_PORT
    _kafka_configure
    [ -f "$KAFKA_LOG" ] && mv -f "$KAFKA_LOG" "$KAFKA_LOG.1"
    log "starting on 127.0.0.1:$KAFKA_PORT (controller :$KAFKA_CONTROLLER_PORT)"
    detach "$KAFKA_LOG" "$(java_home)/bin/java" -Xms256m -Xmx512m -XX:+UseG1GC \
      -XX:MaxGCPauseMillis=20 -Djava.awt.headless=true \
      -Dlog4j2.configurationFile="$KAFKA_DIR/config/log4j2.properties" \
      -cp "$KAFKA_HOME/libs/*" kafka.Kafka "$KAFKA_DIR/config/server.properties" >"$KAFKA_PID"
  fi
  if [ ! -d "$SERVICES_SCRIPT_DIR/../../node_modules/kafkajs" ]; then
    # `npm test` boots the servers while `npm ci` installs beside them (scripts/test.sh): the
    # broker starts now and the readiness probe, which needs kafkajs, waits for the next `up`.
    [ "${LOMO_KAFKA_PROBE_LATER:-}" = 1 ] ||
      die "kafka: the readiness probe joins a consumer group with kafkajs; run 'npm ci' first"
    wait_for "the broker's start" "$KAFKA_LOG" "$KAFKA_PID" kafka.Kafka _kafka_started
    log "started on 127.0.0.1:$KAFKA_PORT; readiness is probed at the next 'up' (kafkajs not installed yet)"
    return 0
  fi
  wait_for "a consumer group join and commit" "$KAFKA_LOG" "$KAFKA_PID" kafka.Kafka _kafka_ready
  log "ready: Kafka $(_kafka_version) on 127.0.0.1:$KAFKA_PORT (consumer group joined, offset committed)"
}

_kafka_version() {
  local cp jars
  # the running broker's version is the one on its classpath; else the configured one
  if _kafka_running; then
    cp=$(tr '\0' '\n' <"/proc/$(pid_of "$KAFKA_PID")/cmdline" | grep -m1 -- '/libs/\*$' || true)
    jars=("${cp%/\*}"/kafka_2.13-*.jar)
    if [ -n "$cp" ] && [ -f "${jars[0]}" ]; then
      basename "${jars[0]}" .jar | sed 's/^kafka_2.13-//'
      return
    fi
  fi
  if [ -f "$KAFKA_HOME/.complete" ]; then echo "$KAFKA_VERSION"; fi
}

kafka_stop() {
  # SIGTERM = controlled shutdown (flushes logs, closes the metadata log cleanly).
  stop_pidfile "$KAFKA_PID" kafka.Kafka
}

kafka_status() {
  local state=stopped version
  _kafka_running && state=running
  version=$(_kafka_version); version=${version:-not-installed}
  status_line kafka "$state" "$version" "127.0.0.1:$KAFKA_PORT (controller :$KAFKA_CONTROLLER_PORT, KRaft)"
}

kafka_env() { echo "export KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT"; }
