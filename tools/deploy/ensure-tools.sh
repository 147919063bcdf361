#!/usr/bin/env bash
# Installs what the manifest tests need into tmp/deploy-tools/ (gitignored, survives `npm ci`):
#   kustomize      the pinned release, built from the Go module proxy (`go install`), so the
#                  tests render the overlays exactly as `kustomize build` does for operators;
#   k8s-validate   tools/deploy/k8s-validate, strict-decodes rendered objects into k8s.io/api.
# Idempotent and silent once installed; the first run downloads and compiles both (about
# 2 min of CPU; 7 min wall on a loaded 2-CPU machine). Needs Go >= 1.26 (or
# GOTOOLCHAIN=auto): the pinned kustomize and k8s.io/api releases require it.
set -euo pipefail
cd "$(dirname "$0")/../.."

KUSTOMIZE_VERSION=v5.8.2 # v5.8.3 needs Go 1.27; this one builds with the Go 1.26 here
dir=$PWD/tmp/deploy-tools
mkdir -p "$dir"
exec 9>"$dir/.lock"
flock 9 # the test and scripts/test.sh may both call this; one installs, the other waits

go=$(command -v go || true)
[[ -z $go && -x /usr/local/go/bin/go ]] && go=/usr/local/go/bin/go
if [[ -z $go ]]; then
  echo "tools/deploy/ensure-tools.sh: Go is required to install kustomize and the manifest validator" >&2
  exit 1
fi

if [[ ! -x $dir/kustomize-$KUSTOMIZE_VERSION ]]; then
  echo "deploy tools: installing kustomize $KUSTOMIZE_VERSION (go install)..." >&2
  GOBIN=$dir/.gobin "$go" install "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"
  mv "$dir/.gobin/kustomize" "$dir/kustomize-$KUSTOMIZE_VERSION" && rmdir "$dir/.gobin"
fi
ln -sfn "kustomize-$KUSTOMIZE_VERSION" "$dir/kustomize"

# Rebuilt only when its sources change: `go build` relinks every time, which costs seconds.
src=tools/deploy/k8s-validate
want=$(cat "$src/go.mod" "$src/go.sum" "$src"/*.go | sha256sum | cut -d' ' -f1)
if [[ ! -x $dir/k8s-validate || $(cat "$dir/k8s-validate.sha256" 2>/dev/null) != "$want" ]]; then
  echo "deploy tools: building tools/deploy/k8s-validate (k8s.io/api)..." >&2
  (cd "$src" && "$go" build -o "$dir/k8s-validate" .)
  echo "$want" >"$dir/k8s-validate.sha256"
fi
