#!/usr/bin/env bash
# Installs what `make lint` needs, skipping whatever is already there:
#   - the rustfmt and clippy components (rustup)
#   - the wasm32-unknown-unknown Rust target (clippy checks the wasm boundary for it)
#   - ESLint and its configuration's packages (npm devDependencies, `npm ci`)
# Prints nothing when everything is present.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

have cargo  || die "cargo not found: install the Rust toolchain (https://rustup.rs) first"
have rustup || die "rustup not found: it is needed to add the rustfmt and clippy components"

installed=$(rustup component list --installed)
for component in rustfmt clippy; do
  if ! grep -q "^$component" <<<"$installed"; then
    log "adding the Rust component $component"
    run rustup component add "$component"
  fi
done

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the Rust target wasm32-unknown-unknown"
  run rustup target add wasm32-unknown-unknown
fi

ensure_node_modules
