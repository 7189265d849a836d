// Writes the npm package of the <n-queens> element from a build (`make package`: dist/ → target/package/):
//   dist/n-queens.js (+ dist/chunk-*.js)  the element for npm and bundlers, its later parts loaded on first use
//   dist/n-queens.min.js                  the element as one file, for sites without npm (a <script type="module">)
//   dist/*.wasm                           the WebAssembly both load, beside them
//   n-queens.d.ts, custom-elements.json   its types and Custom Elements Manifest (scripts/element-types.mjs)
//   README.md, LICENSE, package.json      (version and license: the root Cargo.toml's)
// The bundles are the build's element/ folder (scripts/build-element.mjs, run after every Trunk build).
//
//   node scripts/package.mjs [--dist dist] [--out target/package]

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ELEMENT_DIR } from './build-element.mjs';
import { writeElementTypes } from './element-types.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGE_NAME = 'n-queens-element';

/** `key = "value"` of the root Cargo.toml's [workspace.package] section, or else its [package] section. */
export function cargoField(toml, key) {
  const sections = toml.split(/^\[/m);
  for (const name of ['workspace.package]', 'package]']) {
    const match = sections.find((part) => part.startsWith(name))?.match(new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, 'm'));
    if (match) return match[1];
  }
  throw new Error(`Cargo.toml: no ${key} in [workspace.package] or [package]`);
}

/** The package.json. */
export function packageJson({ version, license }) {
  return {
    name: PACKAGE_NAME,
    version,
    description: 'The <n-queens> custom element: watch the N-Queens backtracking search step by step (WebAssembly).',
    license,
    type: 'module',
    main: './dist/n-queens.js',
    module: './dist/n-queens.js',
    types: './n-queens.d.ts',
    customElements: './custom-elements.json',
    exports: {
      '.': { types: './n-queens.d.ts', default: './dist/n-queens.js' },
      './n-queens.min.js': './dist/n-queens.min.js',
      './dist/*': './dist/*',
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    files: ['dist', 'n-queens.d.ts', 'custom-elements.json'],
    sideEffects: true,
    keywords: ['n-queens', 'backtracking', 'custom-element', 'web-component', 'webassembly', 'visualization'],
  };
}

/** Writes the package into `out` from the build in `dist`; returns its package.json. */
export function writePackage({ dist = join(REPO_ROOT, 'dist'), out = join(REPO_ROOT, 'target', 'package') } = {}) {
  const bundles = join(dist, ELEMENT_DIR);
  if (!existsSync(join(bundles, 'n-queens.js'))) throw new Error(`no ${relative(REPO_ROOT, bundles)}/n-queens.js: build the page first (make build)`);
  const toml = readFileSync(join(REPO_ROOT, 'Cargo.toml'), 'utf8');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(bundles, join(out, 'dist'), { recursive: true });
  writeElementTypes(out);
  cpSync(join(REPO_ROOT, 'www', 'package', 'README.md'), join(out, 'README.md'));
  cpSync(join(REPO_ROOT, 'LICENSE'), join(out, 'LICENSE'));
  const manifest = packageJson({ version: cargoField(toml, 'version'), license: cargoField(toml, 'license') });
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The files of the package's dist/ folder. */
export function packageFiles(out) {
  return readdirSync(join(out, 'dist'), { recursive: true }).map(String).sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, out: { type: 'string' } } });
  const out = resolve(values.out ?? join(REPO_ROOT, 'target', 'package'));
  const manifest = writePackage({ dist: values.dist && resolve(values.dist), out });
  console.log(`${manifest.name}@${manifest.version} in ${relative(process.cwd(), out) || '.'}: dist/ ${packageFiles(out).join(', ')}`);
}
