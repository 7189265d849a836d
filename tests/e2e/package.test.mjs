// The npm package of the <n-queens> element, end to end: written from dist/ (scripts/package.mjs), packed
// (npm pack) and installed: imported in Node (no DOM: it defines nothing and throws nothing), its Custom
// Elements Manifest and types checked against the element itself and with tsc, built into a fresh Vite app
// (the wasm copied, no style sheet or worker file for the bundler to handle) and used in Chromium, toGIF()
// included; and its single file (dist/n-queens.min.js) loaded with one <script type="module"> from a
// CDN-style path on another origin. The docs generators' own builds: tests/hosts/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, REPO_ROOT, describeLog, openPage } from './helpers.mjs';
import { startServer } from './server.mjs';
import { referenceStates } from './reference-search.mjs';
import { referenceCounters, fiveCounters } from './embed-hosts.mjs';
import { writePackage, cargoField, PACKAGE_NAME } from '../../scripts/package.mjs';

const WORK = join(REPO_ROOT, 'target', 'package-e2e');
const BIN = join(REPO_ROOT, 'node_modules', '.bin');
const SIX = referenceStates(6);

/** Runs `command`; a failure throws with what it printed. */
const run = (command, args, cwd) => {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`, { cause: err });
  }
};

/** A project folder `name` holding `files`, with the packed tarball installed (offline: it has no dependencies). */
function project(name, files, tarball) {
  const dir = join(WORK, name);
  for (const [path, text] of Object.entries({ 'package.json': JSON.stringify({ name, private: true, type: 'module' }), ...files })) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball], dir);
  return dir;
}

const VITE_APP = {
  'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A Vite app</title>
<script type="module" src="./main.js"></script></head><body><main><h1>A Vite app</h1><n-queens id="board" n="6"></n-queens></main></body></html>`,
  'main.js': `import { NQueensElement } from '${PACKAGE_NAME}';
window.NQueensElement = NQueensElement;
await document.getElementById('board').ready;
document.body.dataset.ready = 'true';
`,
};

let browser;
let tarball;
let packageDir;
const servers = [];

before(async () => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  packageDir = join(WORK, 'package');
  writePackage({ out: packageDir });
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', WORK], packageDir));
  tarball = join(WORK, packed[0].filename);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
});

async function serve(root) {
  const server = await startServer({ root });
  servers.push(server);
  return server;
}

test('the tarball holds the bundles, the wasm beside them, the types, the manifest and the license', () => {
  const listed = run('tar', ['-tzf', tarball], WORK).split('\n').filter(Boolean).map((path) => path.replace(/^package\//, ''));
  for (const path of ['package.json', 'README.md', 'LICENSE', 'n-queens.d.ts', 'custom-elements.json', 'dist/n-queens.js',
    'dist/n-queens.min.js', 'dist/nqueens_bg.wasm', 'dist/nqueens_pictures_bg.wasm',
    'dist/nqueens_sections.js', 'dist/nqueens_count.js']) {
    assert.ok(listed.includes(path), `${path} is not in the tarball: ${listed.join(' ')}`);
  }
  // No style sheet, no worker file, no loose module for a host's bundler to process.
  assert.deepEqual(listed.filter((path) => /\.css$|worker|^js\/|^(tests|src|www|target|node_modules)\//.test(path)), []);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  assert.equal(manifest.name, PACKAGE_NAME);
  assert.equal(manifest.version, cargoField(readFileSync(join(REPO_ROOT, 'Cargo.toml'), 'utf8'), 'version'));
  assert.equal(manifest.license, 'MIT');
  assert.deepEqual(manifest.exports['.'], { types: './n-queens.d.ts', default: './dist/n-queens.js' });
  assert.equal(manifest.exports['./n-queens.min.js'], './dist/n-queens.min.js');
  assert.equal(manifest.customElements, './custom-elements.json');
});

test('imported in Node (no DOM), the package and its single file define nothing and throw nothing; the manifest and the types describe the element', async () => {
  const app = project('node-import', {
    'check.mjs': `import { NQueensElement } from '${PACKAGE_NAME}';
import '${PACKAGE_NAME}/n-queens.min.js';
import { readFileSync } from 'node:fs';
const manifest = JSON.parse(readFileSync(new URL(import.meta.resolve('${PACKAGE_NAME}/custom-elements.json'))));
const proto = NQueensElement.prototype;
const members = manifest.modules[0].declarations[0].members.map((m) => {
  const descriptor = Object.getOwnPropertyDescriptor(proto, m.name);
  const found = !descriptor ? 'missing' : typeof descriptor.value === 'function' ? 'method' : 'field';
  return { name: m.name, kind: m.kind, found };
});
console.log(JSON.stringify({ observed: NQueensElement.observedAttributes, attributes: manifest.modules[0].declarations[0].attributes.map((a) => a.name), members, customElements: typeof customElements }));
`,
    'use.ts': `import { NQueensElement, type NQueensCounters } from '${PACKAGE_NAME}';
const board = document.querySelector('n-queens');
if (board) {
  board.n = 8;
  board.step = '40';
  board.theme = 'dark';
  board.addEventListener('nqueens-step', (e) => console.log(e.detail.counters.steps, e.detail.event?.event));
  board.addEventListener('nqueens-solution', (e) => console.log(e.detail.columns.length));
  const counters: NQueensCounters = board.getCounters();
  board.toGIF({ from: 0, to: 10, fps: 4 }).then((gif: Blob) => gif.size);
  board.seek(counters.steps + 1).then((k: number) => k);
  const made: NQueensElement = document.createElement('n-queens');
  made.panels = ['code', 'sets'];
}
`,
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom'], skipLibCheck: false }, files: ['use.ts'] }),
  }, tarball);
  const seen = JSON.parse(run('node', ['check.mjs'], app));
  assert.equal(seen.customElements, 'undefined');
  assert.deepEqual(seen.attributes, seen.observed);
  assert.deepEqual(seen.members.filter((m) => m.kind !== m.found), []);
  run(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], app);
  // And a type error is one: the types are not any.
  writeFileSync(join(app, 'use.ts'), `import '${PACKAGE_NAME}';\ndocument.querySelector('n-queens')!.seek('forty');\n`);
  assert.throws(() => run(join(BIN, 'tsc'), ['-p', 'tsconfig.json'], app), /not assignable to parameter of type 'number'/);
});

test('vite build of a fresh app importing the package: the element works in the built site, toGIF() included', { timeout: 180_000 }, async () => {
  const app = project('vite-app', VITE_APP, tarball);
  run(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], app);
  const built = run('find', ['dist', '-type', 'f'], app).split('\n').filter(Boolean);
  assert.ok(built.some((path) => /nqueens_bg.*\.wasm$/.test(path)), `vite build copied no wasm: ${built.join(' ')}`);
  assert.deepEqual(built.filter((path) => /\.css$/.test(path)), [], 'the element gave the bundler a style sheet');
  const server = await serve(join(app, 'dist'));
  const { page, context, log } = await openPage({ server, browser });
  try {
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const drawn = await page.evaluate(() => {
      const canvas = document.getElementById('board').shadowRoot.getElementById('board');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const colours = new Set();
      for (let i = 0; i < data.length; i += 4 * 97) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return { width: canvas.width, colours: colours.size };
    });
    assert.ok(drawn.width > 100 && drawn.colours >= 2, `the board is not drawn: ${JSON.stringify(drawn)}`);
    await page.locator('#board').locator('#step').click();
    await page.locator('#board').locator('#step').click();
    await page.waitForFunction(() => document.getElementById('board').shadowRoot.getElementById('steps').dataset.value === '2');
    assert.deepEqual(fiveCounters(await page.evaluate(() => document.getElementById('board').getCounters())), referenceCounters(SIX[2]));
    const gif = await page.evaluate(async () => {
      const blob = await document.getElementById('board').toGIF({ from: 0, to: 5, size: 96 });
      return { type: blob.type, magic: new TextDecoder().decode((await blob.slice(0, 6).arrayBuffer())) };
    });
    assert.deepEqual(gif, { type: 'image/gif', magic: 'GIF89a' });
    assert.deepEqual([...log.consoleErrors, ...log.pageErrors, ...log.failed, ...log.badResponses], [], describeLog(log));
  } finally {
    await context.close();
  }
});

test('the single file from a CDN-style path on another origin: one <script type="module">, the board, a panel, the tree loaded on first use, toGIF()', { timeout: 120_000 }, async () => {
  const version = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
  const cdnRoot = join(WORK, 'cdn');
  const cdnPath = `npm/${PACKAGE_NAME}@${version}`;
  mkdirSync(join(cdnRoot, 'npm'), { recursive: true });
  cpSync(packageDir, join(cdnRoot, cdnPath), { recursive: true });
  const cdn = await startServer({ root: cdnRoot, cors: true });
  servers.push(cdn);
  const siteRoot = join(WORK, 'plain-site');
  mkdirSync(join(siteRoot, 'deep', 'folder'), { recursive: true });
  writeFileSync(join(siteRoot, 'deep', 'folder', 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A plain page</title>
<script type="module" src="${cdn.url}${cdnPath}/dist/n-queens.min.js"></script>
<script type="module">await customElements.whenDefined('n-queens'); await document.getElementById('board').ready; document.body.dataset.ready = 'true';</script>
</head><body><h1>A plain page</h1><n-queens id="board" n="6" step="40" panels="code tree"></n-queens></body></html>`);
  const site = await serve(siteRoot);
  const { page, context, log } = await openPage({ server: site, browser }, { path: 'deep/folder/' });
  try {
    const state = await page.evaluate(async () => {
      const el = document.getElementById('board');
      await customElements.whenDefined('n-queens');
      await el.ready;
      return { counters: el.getCounters(), code: el.shadowRoot.querySelectorAll('#code-lines li, #code-lines .line').length };
    });
    assert.deepEqual(fiveCounters(state.counters), referenceCounters(SIX[40]));
    assert.ok(state.code > 5, `the code panel shows no code: ${JSON.stringify(state)}`);
    // The tree's module (its glue beside the single file, as its wasm is) loads when its tab is chosen.
    await page.evaluate(() => document.getElementById('board').shadowRoot.getElementById('tree-tab').click());
    await page.waitForFunction((nodes) => document.getElementById('board').shadowRoot.getElementById('tree')?.getAttribute('aria-label')?.startsWith(`Search tree: ${nodes} boards`), SIX[40].counters.nodes);
    const gif = await page.evaluate(async () => {
      const blob = await document.getElementById('board').toGIF({ from: 38, to: 40, size: 96 });
      return new TextDecoder().decode(await blob.slice(0, 6).arrayBuffer());
    });
    assert.equal(gif, 'GIF89a');
    // Everything came from the CDN's one folder: the module, the wasm beside it and what it loads on first use
    // beside it (the catalogs: here English's panels' words; the tree's glue).
    const fromCdn = cdn.requests.map((r) => r.url);
    for (const file of ['n-queens.min.js', 'nqueens_bg.wasm', 'nqueens_sections.js', 'nqueens_sections_bg.wasm']) {
      assert.ok(fromCdn.includes(`/${cdnPath}/dist/${file}`), `${file} was not fetched: ${fromCdn.join(' ')}`);
    }
    assert.deepEqual(fromCdn.filter((url) => !url.startsWith(`/${cdnPath}/dist/`) || !/\/(n-queens\.min\.js|nqueens_(count|sections)\.js|[a-z_]+\.wasm|js\/i18n\/messages\/[A-Za-z-]+\.js)$/.test(url)), []);
    assert.deepEqual([...log.consoleErrors, ...log.pageErrors, ...log.failed, ...log.badResponses], [], describeLog(log));
  } finally {
    await context.close();
  }
});
