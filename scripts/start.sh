#!/usr/bin/env bash
# `npm start`: the embedded platform — one process, PGlite under .lomo/, the in-process bus.
# Every setting has a default; see README.md for the ones you can change.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-deps.sh
ensure_deps
exec node -r @swc-node/register apps/platform/src/main.ts
