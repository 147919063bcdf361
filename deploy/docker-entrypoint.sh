#!/bin/sh
# Container entrypoint: starts one Lomo app, chosen by the first argument or LOMO_APP
# (default: the embedded platform). `exec` makes node PID 1, so SIGTERM from the runtime
# reaches runApp's drain handler directly (no shell in between swallowing it).
set -eu
app="${1:-${LOMO_APP:-platform}}"
if [ ! -f "/app/apps/$app/src/main.ts" ]; then
  echo "lomo: unknown app '$app'; one of: $(ls /app/apps | tr '\n' ' ')" >&2
  exit 64 # EX_USAGE
fi
cd /app
exec node -r @swc-node/register "apps/$app/src/main.ts"
