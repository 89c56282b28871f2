#!/usr/bin/env bash
# Playwright drives Debian's Chromium (its own browser download does not work here): install it when missing.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "ensure-chromium: $CHROMIUM is missing; run as root or install it with: apt-get install -y chromium" >&2
  exit 1
fi

echo "ensure-chromium: installing Debian chromium"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation

"$CHROMIUM" --version
