#!/usr/bin/env bash
# `npm test`: the whole suite — lint (module boundaries included), type check, and every
# Jest layer (unit, integration against real servers, e2e processes). It installs what is
# missing and starts the real PostgreSQL, Redis, Kafka, OpenSearch and S3 (moto) via scripts/services.sh.
# Extra arguments go to Jest (e.g. `npm test -- --selectProjects unit`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-deps.sh
ensure_deps

bash scripts/services.sh up
# Tests read TEST_* addresses so nothing in them picks up a developer's own DATABASE_URL.
while IFS='=' read -r name value; do
  export "TEST_${name}=${value}"
done < <(bash scripts/services.sh env | sed -n 's/^export //p' | tr -d "'\"")

echo "proto contracts (lint, breaking, generated code up to date)..."
bash scripts/proto-check.sh
echo "lint and module boundaries..."
npm run --silent lint
echo "type check..."
npm run --silent typecheck
# kustomize and the strict manifest validator for tools/deploy (built from the Go proxy once).
bash tools/deploy/ensure-tools.sh
# Debian chromium for the console's browser tests (apps/*/e2e/*.browser.ts).
bash scripts/lib/ensure-chromium.sh
# schemathesis (PyPI, pinned) for the OpenAPI fuzz test (apps/gateway/src/api/openapi-fuzz.int-spec.ts).
bash scripts/lib/ensure-schemathesis.sh >/dev/null
# PGlite loads its WASM through a dynamic import, which Jest's VM allows only with this flag.
NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning" \
  node node_modules/jest/bin/jest.js --ci "$@"
