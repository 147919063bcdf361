#!/usr/bin/env bash
# `npm run cluster -- up|down|status|logs [app]|env <app>`: distributed mode on this machine — the real
# PostgreSQL, Kafka, Redis and OpenSearch (scripts/services.sh) and every app as its own OS
# process: two gateway replicas, two task-runtime replicas, and one each of router,
# generation-gateway, memory, workspace and billing, talking gRPC (queries, user commands)
# and Kafka (asynchronous effects). `up` prints the gateways' URLs; the console works on both.
#
# State (pidfiles, logs, each app's data dir, the service token and the vault's key) lives in
# $LOMO_CLUSTER_DIR (default .lomo/cluster); the database is `lomo_cluster` on the local
# PostgreSQL server, created on first `up`. LOMO_CALLBACK_BASE_URL: the public base URL providers
# post webhooks to (default http://127.0.0.1:3103, the generation gateway on this machine).
# OTEL_* variables (tracing, docs/operations/deploy.md) reach every app as they are, except
# OTEL_SERVICE_NAME: each app reports itself under its own name.
set -Eeuo pipefail
trap 'echo "cluster.sh: command failed (exit $?) at line ${LINENO}: ${BASH_COMMAND}" >&2' ERR
cd "$(dirname "$0")/.."
source scripts/lib/ensure-deps.sh

CLUSTER_DIR=${LOMO_CLUSTER_DIR:-.lomo/cluster}
DATABASE=lomo_cluster
# name  http-port  grpc-port  app
APPS=(
  "billing 3106 4106 billing"
  "workspace 3105 4105 workspace"
  "memory 3104 4104 memory"
  "generation-gateway 3103 4103 generation-gateway"
  "task-runtime-1 3102 4102 task-runtime"
  "task-runtime-2 3112 4112 task-runtime"
  "router 3101 4101 router"
  "gateway-1 3100 - gateway"
  "gateway-2 3110 - gateway"
)

usage() {
  echo "usage: $0 up|down|status|logs [app]|env <app>" >&2
  exit 2
}

pid_of() { cat "$CLUSTER_DIR/$1.pid" 2>/dev/null || true; }
alive() {
  local pid
  pid=$(pid_of "$1")
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null
}

# The services' environment (DATABASE_URL, KAFKA_BROKERS, REDIS_URL, OPENSEARCH_URL, S3_ENDPOINT).
services_env() { bash scripts/services.sh env | sed -n 's/^export //p' | tr -d "'\""; }

app_env() {
  local name=$1 grpc=$2 database_url=$3 token=$4 kek=$5
  local peers="TASK_RUNTIME_GRPC_URL=127.0.0.1:4102,127.0.0.1:4112 WORKSPACE_GRPC_URL=127.0.0.1:4105"
  peers+=" BILLING_GRPC_URL=127.0.0.1:4106 ROUTER_GRPC_URL=127.0.0.1:4101 GENERATION_GRPC_URL=127.0.0.1:4103"
  peers+=" MEMORY_GRPC_URL=127.0.0.1:4104"
  echo "DATABASE_URL=$database_url BUS=kafka SERVICE_TOKEN=$token LOMO_DATA_DIR=$CLUSTER_DIR/data/$name"
  [ "$grpc" = - ] || echo "GRPC_PORT=$grpc"
  # A process never calls itself over gRPC: it hosts that API in-process.
  for peer in $peers; do
    case "$name:$peer" in
      task-runtime-*:TASK_RUNTIME_*|workspace:WORKSPACE_*|billing:BILLING_*|router:ROUTER_*|generation-gateway:GENERATION_*|memory:MEMORY_*) ;;
      *) echo "$peer" ;;
    esac
  done
  case $name in gateway-*) echo "GATEWAY_DEV_LOGIN=true" ;; esac
  # The key-encryption key, the same on all: it wraps the vault's data keys and the event log's,
  # which every app opens sealed (docs/vault.md, ADR 0050); without it an app refuses to boot.
  echo "VAULT_KEK=$kek EVENT_LOG_ENCRYPTION=on"
  # Where providers post their webhooks: the generation gateway's HTTP port as this machine is
  # reached from outside (LOMO_CALLBACK_BASE_URL, e.g. a tunnel's URL); by default its address here.
  [ "$name" = generation-gateway ] && echo "GENERATION_CALLBACK_BASE_URL=${LOMO_CALLBACK_BASE_URL:-http://127.0.0.1:3103}"
  return 0
}

# The service token and the vault's key, generated with the cluster's state and kept with it
# (the vault's data keys are wrapped by the key), never committed.
ensure_secrets() {
  mkdir -p "$CLUSTER_DIR"
  [ -s "$CLUSTER_DIR/service-token" ] || head -c24 /dev/urandom | base64 | tr -d '/+=\n' >"$CLUSTER_DIR/service-token"
  [ -s "$CLUSTER_DIR/vault-kek" ] ||
    (umask 077 && node -p "require('crypto').randomBytes(32).toString('base64')" >"$CLUSTER_DIR/vault-kek")
}

# `env <app>`: the environment `up` gives that app, one VAR=value a line (starts nothing).
cmd_env() {
  local want=${1:-} spec name port grpc app base_url
  ensure_secrets
  base_url=$(services_env | sed -n 's/^DATABASE_URL=//p')
  for spec in "${APPS[@]}"; do
    read -r name port grpc app <<<"$spec"
    [ "$name" = "$want" ] || continue
    app_env "$name" "$grpc" "${base_url%/*}/$DATABASE" "$(cat "$CLUSTER_DIR/service-token")" \
      "$(cat "$CLUSTER_DIR/vault-kek")" | tr ' ' '\n'
    echo "PORT=$port"
    env | grep '^OTEL_' | grep -v '^OTEL_SERVICE_NAME=' || true
    return 0
  done
  echo "cluster: no app named '$want'" >&2
  return 2
}

cmd_up() {
  ensure_deps
  # The router and memory judge meaning with the offline e5-small model by default (ADR 0062).
  if [[ "${EMBEDDER:-e5-small}" == e5-small ]]; then bash scripts/lib/ensure-embedder.sh >/dev/null; fi
  bash scripts/services.sh up postgres kafka redis opensearch
  mkdir -p "$CLUSTER_DIR/data"
  local env_lines base_url database_url token kek
  env_lines=$(services_env)
  base_url=$(sed -n 's/^DATABASE_URL=//p' <<<"$env_lines")
  database_url="${base_url%/*}/$DATABASE"
  psql "$base_url" -qtAc "select 1 from pg_database where datname = '$DATABASE'" | grep -q 1 ||
    psql "$base_url" -qc "create database $DATABASE"
  ensure_secrets
  token=$(cat "$CLUSTER_DIR/service-token")
  kek=$(cat "$CLUSTER_DIR/vault-kek")
  local spec name port grpc app
  for spec in "${APPS[@]}"; do
    read -r name port grpc app <<<"$spec"
    if alive "$name"; then
      echo "cluster: $name already running (pid $(pid_of "$name"))"
      continue
    fi
    # shellcheck disable=SC2046
    env -u OTEL_SERVICE_NAME $(grep -v '^DATABASE_URL=' <<<"$env_lines") $(app_env "$name" "$grpc" "$database_url" "$token" "$kek") \
      PORT="$port" HOST=127.0.0.1 LOG_LEVEL="${LOG_LEVEL:-info}" \
      setsid node -r @swc-node/register "apps/$app/src/main.ts" >"$CLUSTER_DIR/$name.log" 2>&1 </dev/null &
    echo $! >"$CLUSTER_DIR/$name.pid"
  done
  # Every app boots at once (migrations serialize themselves; peers wait for each other).
  local deadline=$((SECONDS + ${LOMO_CLUSTER_TIMEOUT:-240}))
  for spec in "${APPS[@]}"; do
    read -r name port _ _ <<<"$spec"
    until curl -fsS "http://127.0.0.1:$port/health/live" >/dev/null 2>&1; do
      if ! alive "$name"; then
        echo "cluster: $name exited; its log:" >&2
        tail -20 "$CLUSTER_DIR/$name.log" >&2
        return 1
      fi
      [ $SECONDS -lt $deadline ] || { echo "cluster: $name not up in time (log: $CLUSTER_DIR/$name.log)" >&2; return 1; }
      sleep 0.5
    done
  done
  echo "cluster: up — console and API at http://127.0.0.1:3100/ and http://127.0.0.1:3110/ (two gateway replicas)"
}

cmd_down() {
  local spec name pid
  for spec in "${APPS[@]}"; do
    read -r name _ _ _ <<<"$spec"
    if alive "$name"; then
      pid=$(pid_of "$name")
      kill -TERM "$pid"
      for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
      kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
      echo "cluster: $name stopped"
    fi
    rm -f "$CLUSTER_DIR/$name.pid"
  done
}

cmd_status() {
  local spec name port state
  printf '%-20s %-8s %-8s %s\n' APP STATE PID URL
  for spec in "${APPS[@]}"; do
    read -r name port _ _ <<<"$spec"
    state=stopped
    if alive "$name"; then
      state=running
      curl -fsS "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && state=ready
    fi
    printf '%-20s %-8s %-8s %s\n' "$name" "$state" "$(pid_of "$name")" "http://127.0.0.1:$port"
  done
}

cmd_logs() {
  if [ -n "${1:-}" ]; then tail -n 100 -f "$CLUSTER_DIR/$1.log"; else tail -n 20 "$CLUSTER_DIR"/*.log; fi
}

case "${1:-}" in
  up) cmd_up ;;
  down) cmd_down ;;
  status) cmd_status ;;
  logs) cmd_logs "${2:-}" ;;
  env) cmd_env "${2:-}" ;;
  *) usage ;;
esac
