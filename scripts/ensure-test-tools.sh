#!/usr/bin/env bash
# Installs what `make test` needs beyond the build tools, skipping whatever is already there:
#   - chromium and chromium-driver (apt): headless browser for wasm-bindgen-test and the end-to-end tests
#   - the npm devDependencies (playwright-core, axe-core) from package-lock.json, with `npm ci`
# Prints nothing when everything is present. Never runs `playwright install`: the tests use /usr/bin/chromium.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)

# 1. Chromium and its WebDriver.
missing=()
[ -x /usr/bin/chromium ]     || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi

# 2. node_modules, reinstalled with `npm ci` whenever package-lock.json changed since the last install.
have node || die "node not found: install Node.js 20 or newer"
have npm  || die "npm not found: install npm (it comes with Node.js)"
stamp="$ROOT/node_modules/.package-lock.sha256"
want=$(sha256sum "$ROOT/package-lock.json" | awk '{print $1}')
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ] \
   || [ ! -d "$ROOT/node_modules/playwright-core" ] || [ ! -d "$ROOT/node_modules/axe-core" ]; then
  log "installing npm devDependencies (npm ci)"
  (cd "$ROOT" && run npm ci --no-audit --no-fund --loglevel=error)
  [ "${SETUP_DRY_RUN:-0}" = 1 ] || echo "$want" > "$stamp"
fi
