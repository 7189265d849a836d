#!/usr/bin/env node
// Builds, from the page's release build, what the Python widget (widget/, package nqueens-widget) ships:
//   widget.js     anywidget's front end (widget/js/widget.js) with the <n-queens> element bundled in as one ES
//                 module, every WebAssembly module it loads inlined as a data: URL: anywidget evaluates the
//                 module from a Blob URL, beside which no file can be found, and a notebook may be offline
//   element.json  what the Python side checks values against, read from the core (limits(), variants()) and
//                 the element's modules (speeds, panels, defaults), with the version of the root Cargo.toml
// The bundle is made as the element's single file is (scripts/build-element.mjs): the same esbuild plugins, the
// GIF worker carried as code.
//
//   node scripts/build-widget.mjs [--dist dist] [--out widget/src/nqueens_widget/static]

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { RELATIVE_URL, blobGifWorker, gifWorkerCode } from './build-element.mjs';
import { REPO_ROOT, cargoField } from './package.mjs';

export const WIDGET_SOURCE = join(REPO_ROOT, 'widget');
export const WIDGET_STATIC = join(WIDGET_SOURCE, 'src', 'nqueens_widget', 'static');

/**
 * An esbuild plugin: each `new URL('…', import.meta.url)` naming a .wasm file of the build becomes a URL made
 * from an import of that file, which the `dataurl` loader turns into a data: URL carried once however many
 * modules name it (the glue's own default and the page's loader both do). Any other file by URL is refused.
 */
function inlinedWasm(build, inlined) {
  return {
    name: 'inlined-wasm',
    setup(on) {
      on.onLoad({ filter: /\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const imports = [];
        const contents = source.replace(RELATIVE_URL, (_whole, _quote, path) => {
          const file = resolve(dirname(args.path), path);
          const named = relative(build, file).split(sep).join('/');
          if (!file.endsWith('.wasm')) throw new Error(`${relative(build, args.path)}: ${path} is not WebAssembly: the widget's one module cannot carry it`);
          inlined.add(named);
          imports.push(`import __inlinedWasm${imports.length} from ${JSON.stringify(file)};`);
          return `new URL(__inlinedWasm${imports.length - 1})`;
        });
        return { contents: imports.length > 0 ? `${imports.join('\n')}\n${contents}` : contents, loader: 'js' };
      });
    },
  };
}

/** The front end as one module, the wasm files it names inlined; returns those files (relative to the build). */
async function bundle(build, out) {
  const inlined = new Set();
  await esbuild.build({
    entryPoints: [join(WIDGET_SOURCE, 'js', 'widget.js')],
    outfile: join(out, 'widget.js'),
    alias: { 'n-queens-element': join(build, 'n-queens.js') },
    loader: { '.wasm': 'dataurl' },
    bundle: true, format: 'esm', minify: true, logLevel: 'warning', legalComments: 'none', target: 'es2022',
    plugins: [blobGifWorker(JSON.stringify(await gifWorkerCode(build, true))), inlinedWasm(build, inlined)],
  });
  return [...inlined].sort();
}

/** What the core and the element accept, read from them (the build's glue and the element's own modules). */
async function elementLimits(build) {
  const glue = await import(pathToFileURL(join(build, 'nqueens.js')).href);
  await glue.default({ module_or_path: readFileSync(join(build, 'nqueens_bg.wasm')) });
  const { watchMin, watchMax } = glue.limits();
  const source = (path) => import(pathToFileURL(join(REPO_ROOT, 'www', 'js', path)).href);
  const { MIN_SPEED, MAX_SPEED } = await source('search/speed.js');
  const { PANELS, ELEMENT_DEFAULTS } = await source('element/options.js');
  return {
    version: cargoField(readFileSync(join(REPO_ROOT, 'Cargo.toml'), 'utf8'), 'version'),
    watchMin,
    watchMax,
    speedMin: MIN_SPEED,
    speedMax: MAX_SPEED,
    // The element's steps are JavaScript numbers: whole ones are exact up to here.
    stepMax: Number.MAX_SAFE_INTEGER,
    variants: glue.variants().map((variant) => variant.name),
    panels: PANELS,
    defaults: { n: ELEMENT_DEFAULTS.n, step: ELEMENT_DEFAULTS.step, speed: ELEMENT_DEFAULTS.speed, panels: ELEMENT_DEFAULTS.panels },
  };
}

export async function buildWidget({ dist = join(REPO_ROOT, 'dist'), out = WIDGET_STATIC } = {}) {
  mkdirSync(out, { recursive: true });
  const inlined = await bundle(dist, out);
  writeFileSync(join(out, 'element.json'), `${JSON.stringify(await elementLimits(dist), null, 2)}\n`);
  return inlined;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, out: { type: 'string' } } });
  const dist = resolve(values.dist ?? join(REPO_ROOT, 'dist'));
  const out = resolve(values.out ?? WIDGET_STATIC);
  const inlined = await buildWidget({ dist, out });
  console.log(`the widget's front end and limits in ${relative(process.cwd(), out) || '.'}, with ${inlined.join(', ')} inlined`);
}
