// Embedding: the built page inside an iframe on another page, served from a sub-folder, configured by
// its URL parameters — as a tutorial site would use it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, DIST } from './server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './helpers.mjs';

let site;
let server;
let browser;
before(async () => {
  site = mkdtempSync(join(tmpdir(), 'nqueens-embed-'));
  cpSync(process.env.E2E_DIST ?? DIST, join(site, 'tutorial', 'nqueens'), { recursive: true });
  writeFileSync(
    join(site, 'tutorial', 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A tutorial</title></head><body>
     <h1>Backtracking</h1>
     <iframe id="demo" src="nqueens/index.html?n=5&speed=max&autoplay=1&labels=1" title="N-Queens demo"
             width="900" height="1100"></iframe></body></html>`,
  );
  server = await startServer({ root: site });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

test('the page works in an iframe from a sub-folder, configured by its URL parameters', { timeout: 60_000 }, async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  const failed = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  context.on('requestfailed', (req) => failed.push(req.url()));
  context.on('response', (res) => res.status() >= 400 && failed.push(`${res.status()} ${res.url()}`));
  try {
    await page.goto(`${server.url}tutorial/index.html`);
    const frame = page.frameLocator('#demo');
    await frame.locator('body[data-ready="true"]').waitFor({ timeout: 30_000 });
    assert.equal(await frame.locator('#size').inputValue(), '5');
    assert.ok(await frame.locator('#labels').isChecked(), 'labels=1 turns the diagonal numbers on');
    // autoplay at full speed runs the 5x5 search to its end: 10 solutions, 54 nodes.
    await frame.locator('#solutions').filter({ hasText: /^10$/ }).waitFor({ timeout: 30_000 });
    assert.equal((await frame.locator('#nodes').textContent()).trim(), '54');
    assert.deepEqual(errors, [], failed.join('\n'));
    assert.deepEqual(failed, []);
  } finally {
    await context.close();
  }
});
