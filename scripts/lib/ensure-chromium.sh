#!/usr/bin/env bash
# Installs Debian's chromium for the console's browser tests (apps/*/e2e/*.browser.ts, driven
# by playwright-core with executablePath /usr/bin/chromium) when it is missing. CI runs as
# root; elsewhere sudo is used when available.
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
echo "lomo: installing chromium for the browser tests (apt-get)..." >&2
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends chromium >&2
