#!/usr/bin/env bash
# Contract checks for proto/ (ARCHITECTURE §6); `npm test` runs them all before lint.
#
#   bash scripts/proto-check.sh [lint|breaking|generated]...   (no argument: all three)
#
# lint       buf lint, STANDARD rules (proto/buf.yaml).
# breaking   buf breaking, FILE rules, against the previous commit (HEAD~1) — in CI, HEAD is
#            the change under test. Set PROTO_BREAKING_AGAINST=<git ref> to compare with
#            another ref instead (e.g. `main`, or `HEAD` while proto/ has uncommitted edits).
#            When the ref has no proto/buf.yaml (the commit that introduced proto/, or the
#            first commit) there is no earlier contract to break: the check says so and
#            passes. A ref that does not exist (no history, or a shallow clone) is reported and
#            passes too — fetch more history (`git fetch --deepen=1`) to get the check.
# generated  regenerates into a temp dir and diffs it with libs/contracts/src/gen, so the
#            committed generated code always matches proto/ (fix: `npm run proto:gen`).
set -euo pipefail
cd "$(dirname "$0")/.."

buf=node_modules/.bin/buf
template=proto/buf.gen.yaml
gen_dir=libs/contracts/src/gen
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

check_lint() {
  "$buf" lint proto
  echo "proto: lint ok"
}

check_breaking() {
  local ref="${PROTO_BREAKING_AGAINST:-HEAD~1}"
  if ! git rev-parse --verify --quiet "${ref}^{commit}" >/dev/null 2>&1; then
    echo "proto: breaking check skipped: git ref ${ref} not found (first commit or shallow clone)"
    return 0
  fi
  if ! git cat-file -e "${ref}:proto/buf.yaml" 2>/dev/null; then
    echo "proto: breaking check skipped: ${ref} has no proto/buf.yaml, so no earlier contract"
    return 0
  fi
  # Hand buf the resolved commit id: buf reads the ref through its own clone of the
  # repository, and a commit id means the same there whatever ref git resolved here.
  local commit
  commit="$(git rev-parse "${ref}^{commit}")"
  "$buf" breaking proto --against ".git#ref=${commit},subdir=proto"
  echo "proto: no breaking change against ${ref} (${commit:0:12})"
}

check_generated() {
  "$buf" generate proto --template "$template" -o "$work"
  if ! diff -rq "$gen_dir" "$work/$gen_dir" >&2; then
    echo "proto: ${gen_dir} is out of date with proto/; run: npm run proto:gen" >&2
    return 1
  fi
  echo "proto: generated code up to date"
}

checks=("$@")
[ ${#checks[@]} -gt 0 ] || checks=(lint breaking generated)
for check in "${checks[@]}"; do
  case "$check" in
    lint | breaking | generated) "check_${check}" ;;
    *) echo "unknown check: ${check} (lint, breaking, generated)" >&2; exit 2 ;;
  esac
done
