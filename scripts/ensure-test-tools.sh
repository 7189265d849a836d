#!/usr/bin/env bash
# Installs what `make test` needs beyond the build tools, skipping whatever is already there:
#   - chromium and chromium-driver (apt): headless browser for wasm-bindgen-test and the end-to-end tests
#   - GNU parallel (apt): runs the shards of a count in scripts/check-shards.sh
#   - mesa-vulkan-drivers (apt): lavapipe, a software Vulkan driver, so that the GPU counter's native tests
#     (gpu/tests/, cli/tests/gpu.rs) run through wgpu on a machine without a GPU
#   - fonts-noto-cjk (apt): Japanese and Chinese glyphs, for the screenshots of the page in those languages
#     (tests/e2e/i18n.test.mjs), which would otherwise show empty boxes
#   - python3-venv (apt), where Python has no venv module: the notebook widget's tests make virtual environments
#   - the npm devDependencies (playwright-core, axe-core, eslint) from package-lock.json, with `npm ci`
# Prints nothing when everything is present. Never runs `playwright install`: the tests use /usr/bin/chromium.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)

# 1. Chromium and its WebDriver; GNU parallel; lavapipe.
missing=()
[ -x /usr/bin/chromium ]     || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
have parallel                || missing+=(parallel)
compgen -G '/usr/share/vulkan/icd.d/lvp_icd.*.json' >/dev/null || missing+=(mesa-vulkan-drivers)
compgen -G '/usr/share/fonts/opentype/noto/NotoSansCJK-*' >/dev/null || missing+=(fonts-noto-cjk)
python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi

# 2. node_modules (playwright-core, axe-core, binaryen, eslint).
ensure_node_modules
