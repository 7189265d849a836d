#!/usr/bin/env bash
# What Trunk runs after each build (Trunk.toml, [[hooks]] post_build), into its staging folder, so that
# `trunk build`, `trunk serve`, `make build` and `make serve` all ship it: the WebAssembly modules loaded on
# first use (scripts/build-modules.sh), then the element's style module and bundles (scripts/build-element.mjs),
# for a release build the page's own modules bundled (scripts/bundle-page.mjs) and every module and style
# sheet minified in place (scripts/minify-build.mjs), and last the service worker with the list of the build's
# files (scripts/precache.mjs; a debug build's worker caches nothing).
#
#   scripts/post-build.sh [OUT_DIR]     (default: $TRUNK_STAGING_DIR)
set -euo pipefail
HERE=$(dirname "${BASH_SOURCE[0]}")
OUT=${1:-${TRUNK_STAGING_DIR:?run by Trunk, or give the output folder}}
bash "$HERE/build-modules.sh" "$OUT"
node "$HERE/build-element.mjs" "$OUT"
if [ "${TRUNK_PROFILE:-release}" = release ]; then
  node "$HERE/bundle-page.mjs" "$OUT"
  node "$HERE/minify-build.mjs" "$OUT"
fi
node "$HERE/precache.mjs" "$OUT"
