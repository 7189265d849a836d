#!/usr/bin/env node
// Writes the page's one third-party module, www/js/vendor/fluent-bundle.js: the npm package @fluent/bundle
// (Project Fluent's message formatter, pinned in package-lock.json) as one ES module, so that the page, which
// Trunk copies unprocessed, imports it by a relative path like its own modules. Run it after changing the
// package's version; tests/unit/i18n/vendor.test.mjs fails while the file differs from what this writes.
//
//   node scripts/vendor.mjs

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the module is written. */
export const VENDORED = join(REPO_ROOT, 'www', 'js', 'vendor', 'fluent-bundle.js');

/** The text of the vendored module, from the installed package. */
export async function fluentBundleModule() {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', '@fluent', 'bundle', 'package.json'), 'utf8'));
  const result = await esbuild.build({
    entryPoints: [join(REPO_ROOT, 'node_modules', '@fluent', 'bundle', 'esm', 'index.js')],
    bundle: true, format: 'esm', write: false, target: 'es2022', legalComments: 'none', logLevel: 'warning',
  });
  const banner = `// @fluent/bundle ${manifest.version} (${manifest.license}, ${manifest.homepage}), bundled by scripts/vendor.mjs: do not edit.\n`;
  return banner + result.outputFiles[0].text;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(VENDORED, await fluentBundleModule());
  console.log(`written: ${VENDORED}`);
}
