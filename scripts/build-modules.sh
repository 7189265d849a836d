#!/usr/bin/env bash
# The WebAssembly modules the page loads on first use, beside the first one that Trunk builds (web/, nqueens.js):
#   nqueens_count.js      + nqueens_count_bg.wasm      web/count: the fast count (its workers, the Count section)
#   simd/nqueens_count_bg.wasm                        the same with WebAssembly SIMD (-C target-feature=+simd128),
#                                                      which js/count/pool.js picks where the browser validates SIMD
#   nqueens_pictures.js   + nqueens_pictures_bg.wasm   web/pictures: SVG, PNG and GIF files of the board
#   nqueens_sections.js   + nqueens_sections_bg.wasm   web/sections: Construct, Repair, Practice, the lesson
# Trunk runs it after each build (Trunk.toml, [[hooks]] post_build) and it writes them into Trunk's staging
# folder, so `trunk build`, `trunk serve`, `make build` and `make serve` all ship every module. The same pinned
# tools as Trunk's own pipeline: wasm-bindgen from PATH (Cargo.lock's version), wasm-opt from the npm binaryen
# (node_modules/.bin), -O3 as in www/index.html's data-wasm-opt.
#
#   scripts/build-modules.sh [OUT_DIR]     (default: $TRUNK_STAGING_DIR; profile: $TRUNK_PROFILE, else release)
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)
# Trunk's own wasm-opt must be the npm one (Trunk.toml); so must this one.
export PATH="$ROOT/node_modules/.bin:$PATH"

OUT=${1:-${TRUNK_STAGING_DIR:?run by Trunk, or give the output folder}}
PROFILE=${TRUNK_PROFILE:-release}
MODULES=(nqueens-count nqueens-pictures nqueens-sections)

# Builds packages "$@" (after the options) for wasm32 into target folder $1 with RUSTFLAGS $2.
build() {
  local target_dir=$1 rustflags=$2
  shift 2
  local args=(build --target wasm32-unknown-unknown --target-dir "$target_dir")
  [ "$PROFILE" = release ] && args+=(--release)
  for package in "$@"; do args+=(-p "$package"); done
  (cd "$ROOT" && RUSTFLAGS="$rustflags" cargo "${args[@]}")
}

# Writes module $2 (a package's library name) from target folder $1 into folder $3 as glue + wasm.
bind() {
  local target_dir=$1 name=$2 out=$3 features=${4:-}
  mkdir -p "$out"
  wasm-bindgen --target web --out-dir "$out" --out-name "$name" \
    "$target_dir/wasm32-unknown-unknown/$PROFILE/$name.wasm"
  if [ "$PROFILE" = release ]; then
    # shellcheck disable=SC2086 # $features is a list of flags
    wasm-opt -O3 $features --output "$out/${name}_bg.wasm" "$out/${name}_bg.wasm"
  fi
}

# The scalar modules share Trunk's target folder (their own feature set of the core is cached beside its own).
build "$ROOT/target" "${RUSTFLAGS:-}" "${MODULES[@]}"
for package in "${MODULES[@]}"; do bind "$ROOT/target" "${package//-/_}" "$OUT"; done

# The SIMD build has its own target folder: its flags differ, and would otherwise rebuild the others every time.
# Its glue must be the scalar one's, which the count's workers import for either build: only its wasm ships.
build "$ROOT/target/simd128" "-C target-feature=+simd128" nqueens-count
SIMD_STAGE="$ROOT/target/simd128/bound"
rm -rf "$SIMD_STAGE"
bind "$ROOT/target/simd128" nqueens_count "$SIMD_STAGE" --enable-simd
cmp -s "$SIMD_STAGE/nqueens_count.js" "$OUT/nqueens_count.js" ||
  die "the simd128 build's glue differs from the scalar one's: the count's workers import one glue for both"
# Its declarations too: tsc checks the page against one set for both builds (scripts/glue-types.sh).
cmp -s "$SIMD_STAGE/nqueens_count.d.ts" "$OUT/nqueens_count.d.ts" ||
  die "the simd128 build's TypeScript declarations differ from the scalar one's: tsc checks the page against one set"
# The declarations are for tsc (scripts/glue-types.sh), not for the page: none ships.
for package in "${MODULES[@]}"; do rm -f "$OUT/${package//-/_}.d.ts" "$OUT/${package//-/_}_bg.wasm.d.ts"; done
mkdir -p "$OUT/simd"
cp "$SIMD_STAGE/nqueens_count_bg.wasm" "$OUT/simd/nqueens_count_bg.wasm"
