#!/usr/bin/env node
// Bundles the main page's own modules for a release build (run by scripts/post-build.sh before minifying):
// js/page/main.js and everything it imports become one module, js/page/main.js again, with the parts it
// loads after the first board in chunks beside it (js/page/chunk-*.js), so the first board costs one
// request and one compression window instead of forty. What stays as it is: the wasm-bindgen glue
// (nqueens*.js, which the workers import too), the workers (js/count/worker.js, …, named by URL) and the
// rest of js/ (embed.html's modules). `make dev` serves the modules unbundled.
//
//   node scripts/bundle-page.mjs BUILD_DIR

import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { urlsForTheBundle } from './build-element.mjs';
import { precompiledCatalogs } from './catalogs.mjs';

/** Bundles js/page/main.js of `build` in place; returns the files written (relative to the build). */
export async function bundlePage(build) {
  const pageDir = join(build, 'js', 'page');
  const staging = join(build, '.page-bundle');
  rmSync(staging, { recursive: true, force: true });
  const fromPage = (file) => {
    const path = relative(pageDir, join(build, file)).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const glueStays = {
    name: 'glue-stays',
    setup(on) {
      on.onResolve({ filter: /(^|\/)nqueens[a-z_]*\.js$/ }, (args) => {
        const file = relative(build, resolve(args.resolveDir, args.path)).split(sep).join('/');
        if (!existsSync(join(build, file))) return undefined;
        return { path: fromPage(file), external: true };
      });
    },
  };
  await esbuild.build({
    entryPoints: [join(pageDir, 'main.js')],
    bundle: true, format: 'esm', splitting: true, outdir: staging, chunkNames: 'chunk-[hash]',
    minify: true, legalComments: 'none', target: 'es2022', logLevel: 'warning',
    // A release build registers its service worker (js/offline/updates.js); `make dev`, unbundled, does not.
    define: { 'globalThis.NQUEENS_OFFLINE': 'true' },
    plugins: [glueStays, precompiledCatalogs(), urlsForTheBundle(build, fromPage, new Set(), { modulesByUrl: true })],
  });
  const written = readdirSync(staging);
  for (const name of written) renameSync(join(staging, name), join(pageDir, name));
  rmSync(staging, { recursive: true, force: true });
  return written.map((name) => `js/page/${name}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('usage: node scripts/bundle-page.mjs BUILD_DIR');
    process.exit(2);
  }
  const files = await bundlePage(resolve(process.argv[2]));
  console.log(`the page's modules bundled: ${files.join(', ')}`);
}
