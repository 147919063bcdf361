# Sourced by start.sh and test.sh: installs node_modules with `npm ci` when they are
# missing or were installed from a different package-lock.json, so both README commands
# work on a fresh clone before any `npm install`.
ensure_deps() {
  local stamp=node_modules/.lomo-lock.sha256 want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [[ -f $stamp && $(cat "$stamp") == "$want" ]]; then return 0; fi
  echo "lomo: installing dependencies (npm ci)..." >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
  echo "$want" >"$stamp"
}
