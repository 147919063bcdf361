#!/usr/bin/env bash
# Installs Debian's ffmpeg (ffmpeg + ffprobe, H.264 via libx264, AAC) for the render_video step
# (libs/services/generation-gateway/src/render/) and its tests, when it is missing. Debian's
# package only, never a prebuilt download. CI runs as root; elsewhere sudo is used when available.
set -euo pipefail
if [[ -x /usr/bin/ffmpeg && -x /usr/bin/ffprobe ]]; then exit 0; fi
echo "lomo: installing ffmpeg for the video renderer (apt-get)..." >&2
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends ffmpeg >&2
