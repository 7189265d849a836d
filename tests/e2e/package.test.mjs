// The npm package of the <n-queens> element, end to end: written from dist/ (scripts/package.mjs), packed
// (npm pack), the tarball installed into a fresh Vite app and a two-page VitePress site (under target/, so
// that the repository's pinned vite and vitepress build them), built, served and used in Chromium: the
// board drawn, Step moving the counters, no console error; VitePress's client-side navigation builds each
// page's element at its `step`, set as a property. The Custom Elements Manifest and the types are checked
// against the element's observedAttributes, properties and methods.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const FIVE = referenceStates(5);

const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

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
import manifest from '${PACKAGE_NAME}/custom-elements.json';
window.NQueensElement = NQueensElement;
window.manifest = manifest;
await document.getElementById('board').ready;
document.body.dataset.ready = 'true';
`,
};

const VITEPRESS_SITE = {
  'docs/index.md': '# The first page\n\n<n-queens id="one" n="6" :step="40"></n-queens>\n\n[To the second page](./second)\n',
  'docs/second.md': '# The second page\n\n<n-queens id="two" n="5" :step="30"></n-queens>\n\n[Back to the first page](./)\n',
  'docs/.vitepress/config.mjs': `export default {
  title: 'Queens',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'n-queens' } } },
};
`,
  'docs/.vitepress/theme/index.js': `import DefaultTheme from 'vitepress/theme';
export default {
  extends: DefaultTheme,
  async enhanceApp() {
    if (!import.meta.env.SSR) await import('${PACKAGE_NAME}');
  },
};
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

test('the tarball holds the element, embed.html, the glue, the wasm, teach.css, the types, the manifest and the license', () => {
  const listed = run('tar', ['-tzf', tarball], WORK).split('\n').filter(Boolean).map((path) => path.replace(/^package\//, ''));
  for (const path of ['package.json', 'README.md', 'LICENSE', 'n-queens.js', 'n-queens.d.ts', 'custom-elements.json', 'embed.html',
    'embed.css', 'nqueens.js', 'nqueens_bg.wasm', 'teach.css', 'js/element/element.js', 'js/element/embed-page.js']) {
    assert.ok(listed.includes(path), `${path} is not in the tarball: ${listed.join(' ')}`);
  }
  assert.deepEqual(listed.filter((path) => /^(tests|src|www|target|node_modules)\//.test(path) || path.startsWith('js/page/')), []);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const cargo = readFileSync(join(REPO_ROOT, 'Cargo.toml'), 'utf8');
  assert.equal(manifest.name, PACKAGE_NAME);
  assert.match(manifest.version, /^\d+\.\d+\.\d+/);
  assert.equal(manifest.version, cargoField(cargo, 'version'));
  assert.equal(manifest.license, 'MIT');
  assert.deepEqual(manifest.exports['.'], { types: './n-queens.d.ts', default: './n-queens.js' });
  assert.equal(manifest.exports['./embed.html'], './embed.html');
  assert.equal(manifest.exports['./nqueens.js'], './nqueens.js');
  assert.equal(manifest.customElements, './custom-elements.json');
});

test('vite build of a fresh app importing the package: the element works in the built site', { timeout: 180_000 }, async () => {
  const app = project('vite-app', VITE_APP, tarball);
  run(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], app);
  const built = run('find', ['dist', '-type', 'f'], app).split('\n').filter(Boolean);
  assert.ok(built.some((path) => /\.wasm$/.test(path)), `vite build copied no wasm: ${built.join(' ')}`);
  assert.ok(built.some((path) => /teach.*\.css$/.test(path)), `vite build copied no teach.css: ${built.join(' ')}`);
  const server = await serve(join(app, 'dist'));
  const { page, context, log } = await openPage({ server, browser });
  try {
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
    assert.ok(log.requests.some((url) => url.endsWith('.wasm')), 'no wasm was fetched');

    // The manifest and the types describe the element as it is.
    const element = await page.evaluate(() => {
      const proto = window.NQueensElement.prototype;
      const kind = (name) => {
        if (!(name in proto) && !(name in document.getElementById('board'))) return 'missing';
        const descriptor = Object.getOwnPropertyDescriptor(proto, name);
        return typeof descriptor?.value === 'function' ? 'method' : 'field';
      };
      const members = window.manifest.modules[0].declarations[0].members.map((m) => ({ name: m.name, kind: m.kind, found: kind(m.name) }));
      return { observed: window.NQueensElement.observedAttributes, members, attributes: window.manifest.modules[0].declarations[0].attributes };
    });
    assert.deepEqual(element.attributes.map((a) => a.name), element.observed);
    assert.deepEqual(element.members.filter((m) => m.kind !== m.found), []);
    const declared = readFileSync(join(packageDir, 'n-queens.d.ts'), 'utf8');
    for (const member of element.members) assert.match(declared, new RegExp(`\\b${member.name}\\b[(:?]|(get|set) ${member.name}\\(`), `${member.name} in n-queens.d.ts`);
    for (const attribute of element.observed) assert.ok(declared.includes(`${attribute.includes('-') ? `'${attribute}'` : attribute}?:`), `${attribute} in NQueensAttributes`);
    assert.deepEqual([...log.consoleErrors, ...log.pageErrors, ...log.failed, ...log.badResponses], [], describeLog(log));
  } finally {
    await context.close();
  }
});

test('a VitePress site with the package: client-side navigation builds each page\'s element at its step', { timeout: 240_000 }, async () => {
  const site = project('vitepress-site', VITEPRESS_SITE, tarball);
  run(join(BIN, 'vitepress'), ['build', 'docs'], site);
  const server = await serve(join(site, 'docs', '.vitepress', 'dist'));
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const errors = [];
  const page = await context.newPage();
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  context.on('requestfailed', (req) => errors.push(`${req.url()}: ${req.failure()?.errorText}`));
  context.on('response', (res) => { if (res.status() >= 400) errors.push(`${res.status()} ${res.url()}`); });
  const built = (id) => page.evaluate(async (id) => {
    const el = document.getElementById(id);
    await el.ready;
    return { step: el.step, type: typeof el.step, own: Object.hasOwn(el, 'step'), n: el.n, counters: el.getCounters(), queens: el.queens };
  }, id);
  try {
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForFunction(() => customElements.get('n-queens') && document.getElementById('one'));
    let one = await built('one');
    assert.deepEqual({ step: one.step, type: one.type, own: one.own, n: one.n }, { step: 40, type: 'number', own: false, n: 6 });
    assert.deepEqual(fiveCounters(one.counters), referenceCounters(SIX[40]));
    await page.evaluate(() => { window.sameDocument = true; });

    await page.getByText('To the second page').click();
    await page.waitForFunction(() => document.getElementById('two'));
    const two = await built('two');
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'the navigation reloaded the page');
    assert.deepEqual({ step: two.step, type: two.type, own: two.own, n: two.n }, { step: 30, type: 'number', own: false, n: 5 });
    assert.deepEqual(fiveCounters(two.counters), referenceCounters(FIVE[30]));
    assert.deepEqual(two.queens, FIVE[30].queens);
    assert.equal(await page.evaluate(() => { const el = document.getElementById('two'); el.stepForward(); return el.step; }), 31);

    await page.getByText('Back to the first page').click();
    await page.waitForFunction(() => document.getElementById('one'));
    one = await built('one');
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'the navigation reloaded the page');
    assert.deepEqual({ step: one.step, type: one.type, n: one.n }, { step: 40, type: 'number', n: 6 });
    assert.deepEqual(one.queens, SIX[40].queens);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
