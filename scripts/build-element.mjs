#!/usr/bin/env node
// Builds, from the page's own build, what the <n-queens> element ships to other sites (run by
// scripts/post-build.sh after Trunk and scripts/build-modules.sh, into the same folder):
//   js/element/styles.js    the element's style sheets as text (palette.css, studio.css, teach.css, minified),
//                           which js/element/template.js adopts: no host's CSS pipeline ever sees them
//   element/n-queens.js     the element as an ES module for npm and bundlers, its later parts in chunks
//                           (element/chunk-*.js) loaded on first use
//   element/n-queens.min.js the element as one ES module with every part inside, for sites without npm
//   element/*.wasm          the WebAssembly modules both load, found beside them (new URL(…, import.meta.url))
//   element/js/i18n/messages/<code>.js   the catalogs beyond English the single file loads on first use
//   element/nqueens_count.js, nqueens_sections.js   the glue of the parts it loads on first use (count, sections)
// In both bundles the GIF worker starts from a Blob URL (js/pictures/gif-worker.js is swapped): in n-queens.js
// its own code carried in its chunk, in n-queens.min.js one line importing the file itself (which installs
// the worker's handler when evaluated in a worker),
// and every `new URL('…', import.meta.url)` names its file beside the bundle, so a host bundler that follows
// those URLs (Vite, webpack, Rspack) copies the wasm and nothing else needs finding.
//
//   node scripts/build-element.mjs [BUILD_DIR]   (default: $TRUNK_STAGING_DIR, else dist/; minified when
//                                                  $TRUNK_PROFILE is release or unset)

import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { precompiledCatalogs, compiledCatalog, CATALOG } from './catalogs.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The style sheets the element adopts, in order (template.js adds its own frame rules after them). */
export const ELEMENT_SHEETS = ['palette.css', 'studio.css', 'teach.css'];

/** Where the bundles go inside the build. */
export const ELEMENT_DIR = 'element';

/** A `new URL('…', import.meta.url)` with a relative path written out (no scheme, not from the root), as bundlers recognise it. */
export const RELATIVE_URL = /new URL\(\s*(['"])(?![a-z][a-z0-9+.-]*:|\/)([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** The minified text of each of the element's style sheets, from the sources in www/. */
export async function elementStyles(minify = true) {
  return Promise.all(ELEMENT_SHEETS.map(async (name) => {
    const css = readFileSync(join(REPO_ROOT, 'www', name), 'utf8');
    // No target: modern CSS (light-dark(), container queries, nesting) is kept as written.
    const { code } = await esbuild.transform(css, { loader: 'css', minify, sourcefile: name });
    return code.trim();
  }));
}

/** Writes js/element/styles.js into the build. */
async function writeStyles(build, minify) {
  const sheets = await elementStyles(minify);
  const text = `// The <n-queens> element's style sheets (${ELEMENT_SHEETS.join(', ')}), written by scripts/build-element.mjs.\n`
    + `export const ELEMENT_STYLES = Object.freeze(${JSON.stringify(sheets, null, 1)});\n`;
  writeFileSync(join(build, 'js', 'element', 'styles.js'), text);
}

/**
 * An esbuild plugin: in every module of the build, each `new URL('…', import.meta.url)` with a relative path
 * is rewritten for the bundle's place: `place(file)` is the path the bundle names the file by (`file`
 * relative to the build's root), `wanted` collects those files. Modules by URL (workers) are refused unless
 * `modulesByUrl`: a bundle cannot carry them.
 */
export function urlsForTheBundle(build, place, wanted, { modulesByUrl = false } = {}) {
  return {
    name: 'urls-for-the-bundle',
    setup(on) {
      on.onLoad({ filter: /\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(RELATIVE_URL, (whole, quote, path) => {
          const file = relative(build, resolve(dirname(args.path), path)).split(sep).join('/');
          if (file.startsWith('..')) throw new Error(`${relative(build, args.path)}: ${path} is outside the build`);
          if (file.endsWith('.js') && !modulesByUrl) throw new Error(`${relative(build, args.path)}: ${path} is a module by URL (a worker?): bundles cannot carry it`);
          wanted.add(file);
          return `new URL(${quote}${place(file)}${quote}, import.meta.url)`;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

/** The GIF worker's code as one module (the pictures glue inside; it gets its compiled wasm by message). */
export async function gifWorkerCode(build, minify) {
  const result = await esbuild.build({
    entryPoints: [join(build, 'js', 'pictures', 'worker.js')],
    bundle: true, format: 'esm', minify, write: false, logLevel: 'silent', legalComments: 'none',
  });
  return result.outputFiles[0].text;
}

/**
 * An esbuild plugin: js/pictures/gif-worker.js replaced by one starting the worker from a Blob URL (made
 * once) whose code is `code`: the worker's own bundle, or one line importing the single file itself.
 */
export function blobGifWorker(code) {
  return {
    name: 'blob-gif-worker',
    setup(on) {
      on.onResolve({ filter: /\/gif-worker\.js$/ }, (args) => ({ path: args.path, namespace: 'blob-gif-worker' }));
      on.onLoad({ filter: /.*/, namespace: 'blob-gif-worker' }, () => ({
        loader: 'js',
        contents: `const code = ${code};
let url;
export function startGifWorker() {
  url ??= URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  return new Worker(url, { type: 'module', name: 'nqueens-gif' });
}
`,
      }));
    },
  };
}

/**
 * The glue of the WebAssembly parts the single file reaches only through js/shared/bindings.js's dynamic
 * imports, on first use. The pictures' glue is not among them: the GIF worker, the single file evaluated in a
 * worker, imports it statically, so the file carries it anyway.
 */
const GLUE_BESIDE = /(^|\/)nqueens_(count|sections)\.js$/;

/**
 * An esbuild plugin for the single file: what it loads on first use — the catalogs beyond English
 * (js/i18n/languages.js CATALOGS) and the glue of GLUE_BESIDE — stays files beside it, as its wasm does,
 * imported from their place there and collected in `wanted`, rather than inside every copy of the file and
 * before every first board.
 */
function laterPartsBeside(build, wanted) {
  return {
    name: 'later-parts-beside',
    setup(on) {
      on.onResolve({ filter: /^\.\/messages\/[^/]+\.js$|nqueens_\w+\.js$/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const file = relative(build, resolve(args.resolveDir, args.path)).split(sep).join('/');
        if (!CATALOG.test(join(build, file)) && !GLUE_BESIDE.test(file)) return undefined;
        wanted.add(file);
        return { path: `./${file}`, external: true };
      });
    },
  };
}

/**
 * The single file's entry: the element, and, where the file is evaluated in a worker (the GIF worker, a
 * Blob URL importing the file itself, so its code is not carried twice), the GIF worker's message handler,
 * installed before the worker takes its first message (top-level await).
 */
function singleFileEntry(build) {
  const element = JSON.stringify(join(build, 'n-queens.js'));
  const worker = JSON.stringify(join(build, 'js', 'pictures', 'worker.js'));
  return {
    contents: `export * from ${element};
if (typeof WorkerGlobalScope === 'function' && globalThis instanceof WorkerGlobalScope) await import(${worker});
`,
    resolveDir: build,
    sourcefile: 'n-queens.min.js',
    loader: 'js',
  };
}

/** Builds the two bundles and copies the wasm they name; returns the files written (relative to the build). */
export async function buildElement(build, { minify = true } = {}) {
  await writeStyles(build, minify);
  const out = join(build, ELEMENT_DIR);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const wanted = new Set();
  const worker = await gifWorkerCode(build, minify);
  const common = { bundle: true, format: 'esm', minify, logLevel: 'warning', legalComments: 'none', target: 'es2022' };
  // Every file a bundle names is copied beside it, at its place in the build.
  const urls = urlsForTheBundle(build, (file) => `./${file}`, wanted);
  await esbuild.build({
    ...common, entryPoints: { 'n-queens': join(build, 'n-queens.js') }, outdir: out, splitting: true, chunkNames: 'chunk-[hash]',
    plugins: [blobGifWorker(JSON.stringify(worker)), precompiledCatalogs(), urls],
  });
  await esbuild.build({
    ...common, stdin: singleFileEntry(build), outfile: join(out, 'n-queens.min.js'),
    plugins: [blobGifWorker("'import ' + JSON.stringify(import.meta.url) + ';'"), laterPartsBeside(build, wanted), precompiledCatalogs(), urls],
  });
  for (const file of wanted) {
    if (!existsSync(join(build, file))) throw new Error(`${file} is named by the element but not in the build`);
    mkdirSync(dirname(join(out, file)), { recursive: true });
    // A catalog beside the single file is read already, as the file expects (scripts/catalogs.mjs).
    if (CATALOG.test(join(build, file))) writeFileSync(join(out, file), await compiledCatalog(join(build, file)));
    else copyFileSync(join(build, file), join(out, file));
  }
  return [...wanted].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const build = resolve(process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? join(REPO_ROOT, 'dist'));
  const minify = (process.env.TRUNK_PROFILE ?? 'release') === 'release';
  const files = await buildElement(build, { minify });
  console.log(`the element's bundles in ${relative(process.cwd(), join(build, ELEMENT_DIR)) || '.'}, beside ${files.join(', ')}`);
}
