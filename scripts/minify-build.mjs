#!/usr/bin/env node
// Minifies a release build in place (run by scripts/post-build.sh when $TRUNK_PROFILE is release): every ES
// module the page and its workers load (js/**, the wasm-bindgen glue, n-queens.js) and every style sheet,
// each on its own, so the page keeps its one-module-per-job layout and its paths while it sends a third of
// the bytes. Modules stay modules (imports, exports and their names unchanged); CSS keeps light-dark(),
// container queries and nesting as written (no target). The element's bundles (element/) are minified already.
//
//   node scripts/minify-build.mjs BUILD_DIR

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** The files of `build` to minify: its .js and .css, outside element/. */
export function minifiable(build) {
  return readdirSync(build, { recursive: true }).map(String)
    .filter((path) => /\.(m?js|css)$/.test(path) && !path.startsWith('element/') && !path.startsWith('element\\'));
}

/** Minifies every such file of `build`; returns the bytes before and after. */
export async function minifyBuild(build) {
  let before = 0;
  let after = 0;
  for (const path of minifiable(build)) {
    const file = join(build, path);
    const source = readFileSync(file, 'utf8');
    const css = path.endsWith('.css');
    const { code } = await esbuild.transform(source, {
      loader: css ? 'css' : 'js', format: css ? undefined : 'esm', minify: true, legalComments: 'none', sourcefile: path,
    });
    writeFileSync(file, code);
    before += source.length;
    after += code.length;
  }
  return { before, after };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const build = resolve(process.argv[2] ?? '');
  if (!process.argv[2]) {
    console.error('usage: node scripts/minify-build.mjs BUILD_DIR');
    process.exit(2);
  }
  const { before, after } = await minifyBuild(build);
  console.log(`minified the modules and style sheets of ${relative(process.cwd(), build) || '.'}: ${before} → ${after} bytes`);
}
