// Writes the npm package of the <n-queens> element from a build (`make package`: dist/ → target/package/).
// The package holds what the element and embed.html load, found by following their imports and their
// `new URL('…', import.meta.url)` references through the build (so a bundler that follows them too finds
// every file), plus the types (www/package/n-queens.d.ts), the Custom Elements Manifest
// (www/package/custom-elements.json), its README (www/package/README.md) and the LICENSE. Its version and
// license are the workspace's (the root Cargo.toml).
//
//   node scripts/package.mjs [--dist dist] [--out target/package]

import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGE_NAME = 'n-queens-element';
const SOURCES = join(REPO_ROOT, 'www', 'package');

/** The entry points in the build: the element, and the compact page's script and style sheet. */
const ENTRIES = ['n-queens.js', 'embed.html'];

/** `key = "value"` of the root Cargo.toml's [workspace.package] section, or else its [package] section. */
export function cargoField(toml, key) {
  const sections = toml.split(/^\[/m);
  for (const name of ['workspace.package]', 'package]']) {
    const match = sections.find((part) => part.startsWith(name))?.match(new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, 'm'));
    if (match) return match[1];
  }
  throw new Error(`Cargo.toml: no ${key} in [workspace.package] or [package]`);
}

/** The relative paths a module or page names: imports, re-exports, dynamic imports, URLs from import.meta.url, src/href. */
export function referencedPaths(text, isHtml) {
  // Module specifiers are relative only with ./ or ../; URLs and src/href are relative unless they name a scheme or the root.
  const relativeSpecifier = (ref) => ref.startsWith('./') || ref.startsWith('../');
  const relativeUrl = (ref) => !ref.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(ref);
  const patterns = isHtml
    ? [[/\s(?:src|href)="([^"#?]+)"/g, relativeUrl]]
    : [
      [/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g, relativeSpecifier],
      [/\bimport\s*['"]([^'"]+)['"]/g, relativeSpecifier],
      [/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, relativeSpecifier],
      [/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g, relativeUrl],
    ];
  const found = new Set();
  for (const [pattern, relative] of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (relative(match[1])) found.add(match[1]);
    }
  }
  return [...found];
}

/** Every file of `dist` that the entries reach, as paths relative to `dist`. */
export function reachableFiles(dist) {
  const seen = new Set();
  const queue = [...ENTRIES];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    const full = join(dist, path);
    if (!existsSync(full)) throw new Error(`${path} is referenced but not in ${dist}: build the page first (make build)`);
    seen.add(path);
    if (!/\.(js|html)$/.test(path)) continue;
    for (const ref of referencedPaths(readFileSync(full, 'utf8'), path.endsWith('.html'))) {
      const target = normalize(join(dirname(path), ref));
      if (target.startsWith('..')) throw new Error(`${path} refers outside the build: ${ref}`);
      queue.push(target);
    }
  }
  return [...seen].sort();
}

/** The package.json: the element as ".", embed.html and the wasm-bindgen glue as subpaths. */
export function packageJson({ version, license, files }) {
  return {
    name: PACKAGE_NAME,
    version,
    description: 'The <n-queens> custom element: watch the N-Queens backtracking search step by step (WebAssembly), with an iframe page (embed.html).',
    license,
    type: 'module',
    main: './n-queens.js',
    module: './n-queens.js',
    types: './n-queens.d.ts',
    customElements: './custom-elements.json',
    exports: {
      '.': { types: './n-queens.d.ts', default: './n-queens.js' },
      './embed.html': './embed.html',
      './nqueens.js': './nqueens.js',
      './nqueens_bg.wasm': './nqueens_bg.wasm',
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    // The top of each path (js/ holds only what the element reaches).
    files: [...new Set(files.map((path) => path.split('/')[0])), 'n-queens.d.ts', 'custom-elements.json'],
    sideEffects: true,
    keywords: ['n-queens', 'backtracking', 'custom-element', 'web-component', 'webassembly', 'visualization'],
  };
}

/** Writes the package into `out` from the build in `dist`; returns its package.json. */
export function writePackage({ dist = join(REPO_ROOT, 'dist'), out = join(REPO_ROOT, 'target', 'package') } = {}) {
  const toml = readFileSync(join(REPO_ROOT, 'Cargo.toml'), 'utf8');
  const files = reachableFiles(dist);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const path of files) cpSync(join(dist, path), join(out, path), { recursive: true });
  for (const name of ['n-queens.d.ts', 'custom-elements.json', 'README.md']) cpSync(join(SOURCES, name), join(out, name));
  cpSync(join(REPO_ROOT, 'LICENSE'), join(out, 'LICENSE'));
  const manifest = packageJson({ version: cargoField(toml, 'version'), license: cargoField(toml, 'license'), files });
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, out: { type: 'string' } } });
  const out = resolve(values.out ?? join(REPO_ROOT, 'target', 'package'));
  const manifest = writePackage({ dist: values.dist && resolve(values.dist), out });
  console.log(`${manifest.name}@${manifest.version}: ${manifest.files.length} files in ${relative(process.cwd(), out) || '.'}`);
}
