#!/usr/bin/env bash
# `npm start`: the embedded platform — one process, PGlite under .lomo/, the in-process bus.
# Every setting has a default; see README.md for the ones you can change.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-deps.sh
ensure_deps
# ffmpeg for the video renderer (render_video; GENERATION_RENDERER=off skips it).
if [[ "${GENERATION_RENDERER:-on}" == on ]]; then bash scripts/lib/ensure-ffmpeg.sh; fi
exec node -r @swc-node/register apps/platform/src/main.ts
