// The release build in dist/ as Trunk's Rust pipeline writes it: the library's module (not the command
// line's empty wasm32 binary of the same name), optimised by wasm-opt, with no loader of Trunk's own, so the
// page fetches the glue and the module once each; and the second build in dist/simd/ (scripts/build-simd.sh),
// the same boundary with WebAssembly SIMD, optimised too, for the count's workers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usePage, describeLog, DIST } from './helpers.mjs';

const dist = process.env.E2E_DIST ?? DIST;

const withPage = usePage();

test('nqueens_bg.wasm is the library built by wasm-bindgen, not the command line binary', () => {
  const module = new WebAssembly.Module(readFileSync(join(dist, 'nqueens_bg.wasm')));
  const exports = WebAssembly.Module.exports(module).map((e) => e.name);
  for (const name of ['parseSize', 'limits', 'search_state', 'countplan_countUnits', 'construction_draw']) {
    assert.ok(exports.includes(name), `nqueens_bg.wasm does not export ${name}; it exports: ${exports.join(', ')}`);
  }
});

test('the release module went through wasm-opt: no name section and no debug info left', () => {
  const module = new WebAssembly.Module(readFileSync(join(dist, 'nqueens_bg.wasm')));
  for (const section of ['name', '.debug_info', '.debug_line']) {
    assert.equal(WebAssembly.Module.customSections(module, section).length, 0, `custom section ${section} is present`);
  }
});

test('dist/simd/ holds the same boundary built with WebAssembly SIMD, through wasm-opt, its own glue beside it', async () => {
  const simd = new WebAssembly.Module(readFileSync(join(dist, 'simd', 'nqueens_bg.wasm')));
  const scalar = new WebAssembly.Module(readFileSync(join(dist, 'nqueens_bg.wasm')));
  const names = (module) => WebAssembly.Module.exports(module).map((e) => e.name).sort();
  assert.deepEqual(names(simd), names(scalar), 'the same exports');
  assert.equal(WebAssembly.Module.customSections(simd, 'name').length, 0, 'optimised: no name section');
  // Each module, instantiated here, says which join kernel it runs, and both count alike.
  for (const [dir, kernel] of [[['simd'], 'simd128'], [[], 'portable']]) {
    const loaded = await import(`${pathToFileURL(join(dist, ...dir, 'nqueens.js')).href}?${kernel}`);
    loaded.initSync({ module: readFileSync(join(dist, ...dir, 'nqueens_bg.wasm')) });
    const plan = new loaded.CountPlan(11);
    assert.deepEqual([plan.kernel, plan.method, plan.countUnits(0, plan.length).solutions], [kernel, 'join', 2680], dir.join('/'));
  }
});

test('index.html has no Trunk loader script and no leftover data-trunk link', () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  assert.doesNotMatch(html, /data-trunk/);
  assert.doesNotMatch(html, /TrunkApplicationStarted|wasmBindings|__trunkInitializer/);
  assert.match(html, /<script type="module" src="js\/page\/main\.js"><\/script>/);
});

test('loading the page fetches the glue and the module once each', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await page.waitForLoadState('networkidle');
    const fetched = (file) => log.requests.filter((u) => new URL(u).pathname.endsWith(`/${file}`)).length;
    assert.equal(fetched('nqueens_bg.wasm'), 1, `nqueens_bg.wasm requests:\n${describeLog(log)}`);
    assert.equal(fetched('nqueens.js'), 1, `nqueens.js requests:\n${describeLog(log)}`);
  }));
