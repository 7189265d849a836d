#!/usr/bin/env bash
# Validates the Kubernetes objects of deploy/count-job.yaml against the Kubernetes schema (strict: no
# unknown fields) with PyPI's kubernetes-validate, installed with pip (in target/kubernetes-validate) if missing, for the oldest version
# the Job needs (1.29: backoffLimitPerIndex) and the newest the tool knows; then checks that the
# validator refuses two broken copies (a misspelled field, a string for a number), so a pass means something.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)
VERSION=1.37.0
JOB=$ROOT/deploy/count-job.yaml

# In a virtual environment of its own under target/: Debian's python3 refuses `pip install` into itself.
VENV=$ROOT/target/kubernetes-validate
VALIDATE=$VENV/bin/kubernetes-validate
if [ "$("$VALIDATE" --version 2>/dev/null)" != "$VERSION" ]; then
  have python3 || apt_install python3
  python3 -m venv "$VENV" 2>/dev/null || { apt_install python3-venv; python3 -m venv "$VENV"; }
  log "pip install kubernetes-validate==$VERSION (in $VENV)"
  run "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "kubernetes-validate==$VERSION"
fi

for kubernetes in 1.29.0 "$VERSION"; do
  "$VALIDATE" --strict --quiet -k "$kubernetes" "$JOB" || die "deploy/count-job.yaml is not valid for Kubernetes $kubernetes"
done

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
sed 's/^  parallelism: /  paralelism: /' "$JOB" > "$WORK/misspelled.yaml"
sed 's/^  completions: 256/  completions: "all"/' "$JOB" > "$WORK/string.yaml"
for broken in misspelled string; do
  ! cmp -s "$JOB" "$WORK/$broken.yaml" || die "the $broken copy is not broken: deploy/count-job.yaml changed shape"
  if "$VALIDATE" --strict --quiet --no-warn "$WORK/$broken.yaml" >/dev/null 2>&1; then
    die "kubernetes-validate accepted the $broken copy of deploy/count-job.yaml"
  fi
done
echo "deploy/count-job.yaml: valid for Kubernetes 1.29 and $VERSION (strict); broken copies refused"
