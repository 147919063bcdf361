#!/usr/bin/env bash
# Smoke test for the servers that `scripts/services.sh up` started: one real round trip
# per server, through the same ports/credentials that `scripts/services.sh env` prints.
#
#   scripts/services/smoke.sh [postgres redis kafka opensearch s3]
#
# postgres:   password login over TCP, write + read a row in a temp table
# redis:      PING, SET/GET
# kafka:      create a topic, produce one message, consume it in a consumer group
#             (the Kafka CLI classes from the same jars as the broker)
# opensearch: index + full-text search; with k-NN installed also a knn_vector index
#             (hnsw, lucene engine, l2) and a knn query
# s3:         put an object into the probe bucket, read it back, delete it
# Ends with "N passed, N failed"; exits non-zero if anything failed.
set -euo pipefail

SERVICES_SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for f in lib postgres redis kafka opensearch s3; do
  # shellcheck source=/dev/null
  source "$SERVICES_SCRIPT_DIR/$f.sh"
done

passed=0 failed=0
check() {
  local name=$1; shift
  local out
  if out=$("$@" 2>&1); then
    echo "ok   $name"
    passed=$((passed + 1))
  else
    echo "FAIL $name"
    printf '%s\n' "$out" | tail -n 20 | sed 's/^/     /'
    failed=$((failed + 1))
  fi
}

smoke_postgres() {
  local got
  got=$(_pg_psql -d "$PG_DB" -At <<'SQL'
create temp table smoke (id int primary key, note text);
insert into smoke values (1, 'hello');
select note from smoke where id = 1;
SQL
)
  [ "$got" = hello ] || { echo "expected hello, got: $got"; return 1; }
}

smoke_redis() {
  local key=smoke:$$
  [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping)" = PONG ] || return 1
  redis-cli -h 127.0.0.1 -p "$REDIS_PORT" set "$key" hello EX 60 >/dev/null
  [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" get "$key")" = hello ]
}

_kafka_tool() {
  "$(java_home)/bin/java" -Dlog4j2.configurationFile="$KAFKA_DIR/config/tools-log4j2.properties" \
    -cp "$KAFKA_HOME/libs/*" "$@"
}

smoke_kafka() {
  local topic=smoke-$$-$RANDOM msg="hello-$RANDOM" got
  _kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "127.0.0.1:$KAFKA_PORT" \
    --create --topic "$topic" --partitions 1 --replication-factor 1
  echo "$msg" | _kafka_tool org.apache.kafka.tools.ConsoleProducer \
    --bootstrap-server "127.0.0.1:$KAFKA_PORT" --topic "$topic"
  got=$(_kafka_tool org.apache.kafka.tools.consumer.ConsoleConsumer \
    --bootstrap-server "127.0.0.1:$KAFKA_PORT" --topic "$topic" --group "$topic-g" \
    --from-beginning --max-messages 1 --timeout-ms 30000 2>/dev/null)
  _kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "127.0.0.1:$KAFKA_PORT" \
    --delete --topic "$topic" || true
  [ "$got" = "$msg" ] || { echo "expected $msg, got: $got"; return 1; }
}

_os() { curl -fsS -m 30 -H 'Content-Type: application/json' "$@"; }

smoke_opensearch_text() {
  local idx=smoke-text-$$ out
  _os -XPUT "$OS_URL/$idx" -d '{"settings":{"number_of_replicas":0}}' >/dev/null
  _os -XPUT "$OS_URL/$idx/_doc/1?refresh=true" -d '{"title":"hello local opensearch"}' >/dev/null
  out=$(_os "$OS_URL/$idx/_search" -d '{"query":{"match":{"title":"opensearch"}}}')
  _os -XDELETE "$OS_URL/$idx" >/dev/null
  grep -q '"_id":"1"' <<<"$out" || { echo "$out"; return 1; }
}

smoke_opensearch_knn() {
  local idx=smoke-knn-$$ out
  _os -XPUT "$OS_URL/$idx" -d '{
    "settings": {"index": {"knn": true, "number_of_replicas": 0}},
    "mappings": {"properties": {"v": {"type": "knn_vector", "dimension": 3,
      "method": {"name": "hnsw", "engine": "lucene", "space_type": "l2"}}}}}' >/dev/null
  _os -XPUT "$OS_URL/$idx/_doc/x" -d '{"v":[1,0,0]}' >/dev/null
  _os -XPUT "$OS_URL/$idx/_doc/y?refresh=true" -d '{"v":[0,1,0]}' >/dev/null
  out=$(_os "$OS_URL/$idx/_search" -d '{"size":1,"query":{"knn":{"v":{"vector":[0.1,0.9,0],"k":1}}}}')
  _os -XDELETE "$OS_URL/$idx" >/dev/null
  grep -q '"_id":"y"' <<<"$out" || { echo "$out"; return 1; }
}

# moto wants object requests signed (any key will do); curl signs SigV4 itself.
_s3_curl() { curl -fsS -m 5 --aws-sigv4 aws:amz:us-east-1:s3 --user lomo:lomo "$@"; }
smoke_s3() {
  local key=smoke-$$-$RANDOM got
  _s3_curl -X PUT -H 'Content-Type: application/octet-stream' --data-binary hello "$S3_URL/$S3_PROBE_BUCKET/$key" >/dev/null
  got=$(_s3_curl "$S3_URL/$S3_PROBE_BUCKET/$key")
  _s3_curl -X DELETE "$S3_URL/$S3_PROBE_BUCKET/$key" >/dev/null
  [ "$got" = hello ] || { echo "expected hello, got: $got"; return 1; }
}

services=("$@")
[ ${#services[@]} -gt 0 ] || services=(postgres redis kafka opensearch s3)
for s in "${services[@]}"; do
  case $s in
    postgres) check "postgres: login + write/read on 127.0.0.1:$PG_PORT" smoke_postgres ;;
    redis) check "redis: ping + set/get on 127.0.0.1:$REDIS_PORT" smoke_redis ;;
    kafka) check "kafka: create topic + produce/consume on 127.0.0.1:$KAFKA_PORT" smoke_kafka ;;
    opensearch)
      check "opensearch: index + match search on $OS_URL" smoke_opensearch_text
      if curl -fsS -m 5 "$OS_URL/_cat/plugins?h=component" 2>/dev/null | grep -q opensearch-knn; then
        check "opensearch: knn_vector (hnsw/lucene/l2) + knn query" smoke_opensearch_knn
      else
        echo "skip opensearch k-NN: plugin not installed"
      fi ;;
    s3) check "s3: put/get/delete an object on $S3_URL" smoke_s3 ;;
    *) echo "unknown service: $s" >&2; exit 2 ;;
  esac
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
