#!/usr/bin/env bash
# Installs what `make build` / `make serve` (Trunk) need, skipping whatever is already there:
#   - the wasm32-unknown-unknown Rust target (rustup)
#   - wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock (cargo install)
#   - trunk 0.21.14 (cargo install --locked; ~7 minutes on 2 cores)
#   - wasm-opt from the npm package binaryen (npm ci), which Trunk runs on release builds (Trunk.toml: [tools])
# Prints nothing when everything is present. Trunk.toml is set offline, so Trunk never downloads tools itself.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)

TRUNK_VERSION=0.21.14

have cargo  || die "cargo not found: install the Rust toolchain (https://rustup.rs) first"
have rustup || die "rustup not found: it is needed to add the wasm32-unknown-unknown target"

# 1. The wasm32 target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the Rust target wasm32-unknown-unknown"
  run rustup target add wasm32-unknown-unknown
fi

# 2. wasm-bindgen-cli, matching Cargo.lock exactly (the CLI and the crate must agree to the patch version).
WB_VERSION=$(awk '
  /^\[\[package\]\]/ { inpkg = 0 }
  /^name = "wasm-bindgen"$/ { inpkg = 1; next }
  inpkg && /^version = / { gsub(/"/, "", $3); print $3; exit }
' "$ROOT/Cargo.lock")
[ -n "$WB_VERSION" ] || die "could not read the wasm-bindgen version from $ROOT/Cargo.lock"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WB_VERSION" ]; then
  log "installing wasm-bindgen-cli $WB_VERSION (cargo install; a few minutes)"
  run cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
fi

# 3. Trunk.
if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  log "installing trunk $TRUNK_VERSION (cargo install --locked; about 7 minutes on 2 cores)"
  run cargo install --locked trunk --version "$TRUNK_VERSION" --force
fi

# 4. wasm-opt: the npm package binaryen (Debian's binaryen is too old for wasm-bindgen's externref table).
ensure_node_modules
