// The release build in dist/: the first module as Trunk's Rust pipeline writes it (the library's module, not
// the command line's empty wasm32 binary of the same name), optimised by wasm-opt, with no loader of Trunk's
// own, so the page fetches the glue and the module once each; and the modules loaded on first use
// (scripts/build-modules.sh): the count, with its WebAssembly SIMD build in dist/simd/ for the workers, the
// pictures and the sections, each with only its own exports.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usePage, describeLog, DIST } from './helpers.mjs';

const dist = process.env.E2E_DIST ?? DIST;

const withPage = usePage();

const exportsOf = (file) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(join(dist, file)))).map((e) => e.name);

test('each module is its part of the boundary built by wasm-bindgen: the first one holds no count, picture file, section or search tree', () => {
  const parts = {
    'nqueens_bg.wasm': { has: ['parseSize', 'limits', 'search_state', 'search_boardView', 'search_treeSummary'], lacks: ['countplan_countUnits', 'construction_draw', 'gifOfSteps', 'pngOfBoard', 'lesson', 'searchtree_follow', 'isValidBoard'] },
    'nqueens_count_bg.wasm': { has: ['countplan_countUnits', 'lastPanic'], lacks: ['search_state', 'construction_draw', 'gifOfSteps'] },
    'nqueens_pictures_bg.wasm': { has: ['svgOfBoard', 'pngOfBoard', 'gifOfSteps'], lacks: ['search_state', 'countplan_countUnits'] },
    'nqueens_sections_bg.wasm': { has: ['construction_draw', 'repair_step', 'lesson', 'practiceExercises', 'searchtree_follow', 'isValidBoard'], lacks: ['search_state', 'countplan_countUnits', 'gifOfSteps'] },
  };
  for (const [file, { has, lacks }] of Object.entries(parts)) {
    const exports = exportsOf(file);
    for (const name of has) assert.ok(exports.includes(name), `${file} does not export ${name}; it exports: ${exports.join(', ')}`);
    for (const name of lacks) assert.ok(!exports.includes(name), `${file} exports ${name}, which belongs to another module`);
  }
});

test('the release modules went through wasm-opt: no name section and no debug info left', () => {
  for (const file of ['nqueens_bg.wasm', 'nqueens_count_bg.wasm', 'nqueens_pictures_bg.wasm', 'nqueens_sections_bg.wasm', 'simd/nqueens_count_bg.wasm']) {
    const module = new WebAssembly.Module(readFileSync(join(dist, file)));
    for (const section of ['name', '.debug_info', '.debug_line']) {
      assert.equal(WebAssembly.Module.customSections(module, section).length, 0, `${file}: custom section ${section} is present`);
    }
  }
});

test('dist/simd/ holds the count built with WebAssembly SIMD, run by the one glue of both builds', async () => {
  assert.deepEqual(exportsOf('simd/nqueens_count_bg.wasm').sort(), exportsOf('nqueens_count_bg.wasm').sort(), 'the same exports');
  // The one glue, instantiated here with each build, says which join kernel it runs, and both count alike.
  for (const [file, kernel] of [['simd/nqueens_count_bg.wasm', 'simd128'], ['nqueens_count_bg.wasm', 'portable']]) {
    const loaded = await import(`${pathToFileURL(join(dist, 'nqueens_count.js')).href}?${kernel}`);
    loaded.initSync({ module: readFileSync(join(dist, file)) });
    const plan = new loaded.CountPlan(11);
    assert.deepEqual([plan.kernel, plan.method, plan.countUnits(0, plan.length).solutions], [kernel, 'join', 2680], file);
  }
});

test('index.html has no Trunk loader script and no leftover data-trunk link', () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  assert.doesNotMatch(html, /data-trunk/);
  assert.doesNotMatch(html, /TrunkApplicationStarted|wasmBindings|__trunkInitializer/);
  assert.match(html, /<script type="module" src="js\/page\/main\.js"><\/script>/);
});

test('loading the page fetches each glue and module once: the first one, then the count and the sections, no picture files', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await page.waitForLoadState('networkidle');
    const fetched = (file) => log.requests.filter((u) => new URL(u).pathname.endsWith(`/${file}`)).length;
    for (const file of ['nqueens.js', 'nqueens_bg.wasm', 'nqueens_count.js', 'nqueens_count_bg.wasm', 'nqueens_sections.js', 'nqueens_sections_bg.wasm']) {
      assert.equal(fetched(file), 1, `${file} requests:\n${describeLog(log)}`);
    }
    assert.equal(fetched('nqueens_pictures_bg.wasm'), 0, `the pictures' module is loaded before any picture:\n${describeLog(log)}`);
  }));
