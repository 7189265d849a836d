#!/usr/bin/env bash
# The TypeScript declarations wasm-bindgen generates for the four WebAssembly modules' glues (nqueens.d.ts,
# nqueens_count.d.ts, nqueens_pictures.d.ts, nqueens_sections.d.ts), written to target/glue-types/, which
# tsconfig.json lays over www/ (rootDirs): `tsc --checkJs` checks the page's imports of ../../nqueens.js, …
# against what the boundary really exports (web/: its classes, and the shapes of its JsValue results declared
# with unchecked_return_type). Built unoptimised (the debug profile `make dev` shares): declarations do not
# depend on the profile, and scripts/build-modules.sh checks that the SIMD build's are the scalar one's.
#
#   scripts/glue-types.sh [OUT_DIR]     (default: target/glue-types)
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)
OUT=${1:-$ROOT/target/glue-types}
PACKAGES=(nqueens nqueens-count nqueens-pictures nqueens-sections)

have wasm-bindgen || die "wasm-bindgen not found: run make setup (scripts/ensure-build-tools.sh)"
args=(build --quiet --target wasm32-unknown-unknown)
for package in "${PACKAGES[@]}"; do args+=(-p "$package"); done
(cd "$ROOT" && cargo "${args[@]}")

STAGE="$ROOT/target/glue-types.stage"
rm -rf "$STAGE"
mkdir -p "$STAGE" "$OUT"
for package in "${PACKAGES[@]}"; do
  name=${package//-/_}
  wasm-bindgen --target web --out-dir "$STAGE" --out-name "$name" "$ROOT/target/wasm32-unknown-unknown/debug/$name.wasm"
  cp "$STAGE/$name.d.ts" "$OUT/$name.d.ts"
done
rm -rf "$STAGE"

# Every value the boundary hands over or takes is typed: an `any` in a module's own declarations (those before
# wasm-bindgen's InitInput, which describe its exports) is a JsValue left without unchecked_return_type or
# unchecked_param_type, and tsc would check nothing of it.
untyped=$(for package in "${PACKAGES[@]}"; do
  name=${package//-/_}
  sed '/^export type InitInput/,$d' "$OUT/$name.d.ts" | grep -v '^\s*/\?\*' | grep -n '\bany\b' | sed "s|^|$name.d.ts:|"
done || true)
[ -z "$untyped" ] || die "untyped values cross the boundary (give them unchecked_return_type or unchecked_param_type):
$untyped"
