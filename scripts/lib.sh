# Shared helpers for the scripts in this directory. Source it; do not run it.
# shellcheck shell=bash

# Tools that `cargo install` puts in ~/.cargo/bin must be found even when the shell's PATH lacks it.
case ":$PATH:" in
  *":${CARGO_HOME:-$HOME/.cargo}/bin:"*) ;;
  *) export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH" ;;
esac

log()  { printf '==> %s\n' "$*" >&2; }
die()  { printf 'error: %s\n' "$*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

# Runs an installing command, or with SETUP_DRY_RUN=1 only says what it would run (to check the
# detection logic without installing anything).
run() {
  if [ "${SETUP_DRY_RUN:-0}" = 1 ]; then
    log "(dry run) would run: $*"
  else
    "$@"
  fi
}

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    run "$@"
  elif have sudo; then
    run sudo "$@"
  else
    die "need root (or sudo) to run: $*"
  fi
}

# The repository root (the directory above scripts/).
repo_root() { cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd; }

# Installs Debian packages, running `apt-get update` at most once per script run.
APT_UPDATED=${APT_UPDATED:-0}
apt_install() {
  have apt-get || die "apt-get not found: install these packages by hand: $*"
  if [ "$APT_UPDATED" -eq 0 ]; then
    log "apt-get update"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_UPDATED=1
  fi
  log "apt-get install $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

# node_modules from package-lock.json with `npm ci`, rerun whenever the lock file changed since the last install.
ensure_node_modules() {
  local root stamp want
  root=$(repo_root)
  have node || die "node not found: install Node.js 20 or newer"
  have npm  || die "npm not found: install npm (it comes with Node.js)"
  stamp="$root/node_modules/.package-lock.sha256"
  want=$(sha256sum "$root/package-lock.json" | awk '{print $1}')
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    log "installing npm devDependencies (npm ci)"
    (cd "$root" && run npm ci --no-audit --no-fund --loglevel=error)
    [ "${SETUP_DRY_RUN:-0}" = 1 ] || echo "$want" > "$stamp"
  fi
}
