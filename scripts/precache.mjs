#!/usr/bin/env node
// Writes the page's service worker into a build (run last by scripts/post-build.sh, on every build): lists every
// file of the build with its SHA-256, names the build after that list, and writes service-worker.js beside
// index.html from www/js/offline/service-worker.js with the list in place of its PRECACHE line (the copy Trunk
// made under js/offline/ is removed). A file added to the build is in the list without anyone listing it, and any
// changed byte makes a new worker, which the browser then installs as an update. For a debug build
// ($TRUNK_PROFILE debug: `make dev`) the list is null: that worker caches nothing and steps aside.
//
//   node scripts/precache.mjs BUILD_DIR     (profile: $TRUNK_PROFILE, else release)

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENT_DIR } from './build-element.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The worker's source, and where it goes in the build (its folder is its scope: the page's own). */
export const WORKER_SOURCE = join(REPO_ROOT, 'www', 'js', 'offline', 'service-worker.js');
export const WORKER_FILE = 'service-worker.js';
const WORKER_COPY = 'js/offline/service-worker.js';
const PRECACHE_LINE = /^const PRECACHE = .*;$/m;

/**
 * Every file of `build` the worker keeps, as paths relative to it with '/', sorted: all but the worker itself,
 * hidden entries and the element's bundles for other sites (element/: no page of this folder loads them, the page,
 * embed.html and examples/ use n-queens.js and js/, and they repeat the build's wasm; a host page elsewhere is
 * outside the worker's scope anyway).
 */
export function buildFiles(build) {
  return readdirSync(build, { recursive: true }).map((path) => String(path).split(sep).join('/'))
    .filter((path) => path !== WORKER_FILE && path !== WORKER_COPY && !path.startsWith(`${ELEMENT_DIR}/`))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')))
    .filter((path) => statSync(join(build, path)).isFile())
    .sort();
}

/** The build's list: each file with its subresource integrity value, and the build's name, from that list. */
export function precacheList(build) {
  const files = buildFiles(build).map((path) => ({
    path,
    integrity: `sha256-${createHash('sha256').update(readFileSync(join(build, path))).digest('base64')}`,
  }));
  const version = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  return { version, files };
}

/** The worker's text for `precache` ({version, files}; files null for a debug build). */
export function workerText(precache) {
  const source = readFileSync(WORKER_SOURCE, 'utf8');
  if (source.match(new RegExp(PRECACHE_LINE, 'gm'))?.length !== 1) {
    throw new Error(`${WORKER_SOURCE} must hold exactly one line "const PRECACHE = …;" to replace`);
  }
  return `// Written by scripts/precache.mjs from www/js/offline/service-worker.js for this build; not to be edited.\n${
    source.replace(PRECACHE_LINE, () => `const PRECACHE = ${JSON.stringify(precache)};`)}`;
}

/** Writes `build`/service-worker.js for `profile` (release or debug); returns its list. */
export function writeWorker(build, profile = 'release') {
  rmSync(join(build, WORKER_COPY), { force: true });
  const precache = profile === 'release' ? precacheList(build) : { version: 'development', files: null };
  writeFileSync(join(build, WORKER_FILE), workerText(precache));
  return precache;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('usage: node scripts/precache.mjs BUILD_DIR');
    process.exit(2);
  }
  const profile = process.env.TRUNK_PROFILE ?? 'release';
  const { version, files } = writeWorker(resolve(process.argv[2]), profile);
  console.log(files
    ? `service-worker.js: build ${version}, ${files.length} files to keep offline`
    : 'service-worker.js: a debug build\'s worker, which caches nothing');
}
