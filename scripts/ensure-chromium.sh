#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser download: the network
# here reaches only the npm registry and Debian's packages). Install it when missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $CHROMIUM. Install it: sudo apt-get install -y --no-install-recommends chromium" >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
"$CHROMIUM" --version
