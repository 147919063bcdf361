#!/usr/bin/env bash
# Installs schemathesis (the property-based API fuzzer run from /docs/openapi.json by
# apps/gateway/src/api/openapi-fuzz.int-spec.ts) into a venv under tmp/, from PyPI, with every
# package pinned in scripts/lib/schemathesis.requirements.txt. Idempotent: reinstalls only
# when the pinned list changes. Needs python3 ≥ 3.9 with venv; prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV=tmp/schemathesis-venv
LOCK=scripts/lib/schemathesis.requirements.txt
STAMP="$VENV/.lock-sha256"
want=$(sha256sum "$LOCK" | cut -d' ' -f1)
if [[ -x "$VENV/bin/schemathesis" && -f "$STAMP" && "$(cat "$STAMP")" == "$want" ]]; then
  echo "$VENV/bin/schemathesis"
  exit 0
fi
echo "lomo: installing schemathesis into $VENV (pip, pinned)..." >&2
rm -rf "$VENV"
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check --no-deps --require-virtualenv -r "$LOCK" >&2
"$VENV/bin/schemathesis" --version >&2
echo "$want" >"$STAMP"
echo "$VENV/bin/schemathesis"
