#!/usr/bin/env bash
# Installs everything needed to build, serve, test and benchmark the project. Idempotent; quiet when done.
set -euo pipefail
here=$(dirname "${BASH_SOURCE[0]}")
"$here/ensure-build-tools.sh"
"$here/ensure-test-tools.sh"
