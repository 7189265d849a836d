// Shared setup for the end-to-end tests: a static server on dist/, headless system Chromium through
// playwright-core (never `playwright install`), and small helpers that speak the page's id contract.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer, REPO_ROOT, DIST } from './server.mjs';

export { REPO_ROOT, DIST };
export const RESULTS_DIR = join(REPO_ROOT, 'test-results');
export const AXE_PATH = join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js');
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Containers often give /dev/shm only 64 MB, too little for Chromium; use /tmp instead.
  '--disable-dev-shm-usage',
];

/** The page's counters, by id; their text has thousands separators (parseCount reads it), `data-value` the plain number. */
export const COUNTERS = ['steps', 'nodes', 'solutions', 'backtracks', 'rejections'];

/**
 * The page most tests look at, asked for explicitly: the 8×8 board at 8 steps per second (a first visit with
 * no settings lands on the article's 4×4 board at 2 steps per second; tests/e2e/lesson.test.mjs checks that).
 */
export const EIGHT_BY_EIGHT = '?n=8&speed=8';

/**
 * Starts the server on dist/ and launches the browser, with `args` added to CHROMIUM_ARGS (say
 * '--enable-unsafe-webgpu', which gives pages served from 127.0.0.1 a SwiftShader GPU); call `close()` when done.
 */
export async function startEnv({ args = [] } = {}) {
  const server = await startServer({ root: process.env.E2E_DIST ?? DIST });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...args], headless: true });
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The per-file setup of a test file that uses the page: registers a server and a browser started before
 * the file's first test and closed after its last, and returns `withPage([options,] fn)`, which opens the
 * page in a fresh context (see `openPage` for the options), runs `fn({page, context, log, env})`, then
 * asserts that the page threw no uncaught error and logged no console error, and closes the context however
 * `fn` ends; `withPage.env()` is the file's {server, browser}. `{expectConsoleErrors: true}` lifts the
 * console check for a test whose subject is an error the page logs (the panic report), which then asserts
 * its own console lines; uncaught errors are never allowed. `args` go to the browser (startEnv).
 */
export function usePage({ args = [] } = {}) {
  let env;
  before(async () => {
    env = await startEnv({ args });
  });
  after(async () => {
    await env?.close();
  });
  const withPage = async (options, fn) => {
    if (typeof options === 'function') [options, fn] = [undefined, options];
    const { expectConsoleErrors = false, ...pageOptions } = options ?? {};
    const opened = await openPage(env, pageOptions);
    try {
      const result = await fn({ ...opened, env });
      assertQuiet(opened.log, { expectConsoleErrors });
      return result;
    } finally {
      await opened.context.close();
    }
  };
  // For the few tests that set up their browser context themselves.
  withPage.env = () => env;
  return withPage;
}

/** Fails when the page threw an uncaught error or (unless `expectConsoleErrors`) logged a console error. */
export function assertQuiet(log, { expectConsoleErrors = false } = {}) {
  assert.deepEqual(log.pageErrors, [], `uncaught errors in the page:\n${describeLog(log)}`);
  if (!expectConsoleErrors) assert.deepEqual(log.consoleErrors, [], `console errors in the page:\n${describeLog(log)}`);
}

/**
 * Opens the page in a fresh context and waits until it says it is ready. Everything worth asserting
 * about the load is recorded on the returned `log`: console errors, uncaught exceptions, every request
 * URL, failed requests and HTTP error responses. `deviceScaleFactor` is the devicePixelRatio the page
 * sees; `contextOptions` go to the browser context (colorScheme, reducedMotion, ...); `pages` maps paths to
 * HTML served at them on the test server's origin (a host page that embeds the build); `initScript` a
 * function run in every page of the context before its own scripts (not in its workers).
 */
export async function openPage(
  env,
  { viewport = { width: 1280, height: 900 }, path = EIGHT_BY_EIGHT, deviceScaleFactor = 1, contextOptions = {}, pages = {}, initScript } = {},
) {
  const context = await env.browser.newContext({ viewport, deviceScaleFactor, serviceWorkers: 'block', ...contextOptions });
  if (initScript) await context.addInitScript(initScript);
  // Extra HTML pages served at paths of the test server's origin (host pages of the embedding tests).
  for (const [pagePath, html] of Object.entries(pages)) {
    await context.route(env.server.url + pagePath, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  }
  const page = await context.newPage();
  const log = { consoleErrors: [], pageErrors: [], requests: [], failed: [], badResponses: [], contentTypes: {} };
  page.on('console', (msg) => {
    if (msg.type() === 'error') log.consoleErrors.push(`${msg.text()} (${msg.location()?.url ?? '?'})`);
  });
  page.on('pageerror', (err) => log.pageErrors.push(String(err?.stack ?? err)));
  // Network events on the context, so that requests made by Web Workers are seen too.
  context.on('request', (req) => log.requests.push(req.url()));
  context.on('requestfailed', (req) => log.failed.push(`${req.url()}: ${req.failure()?.errorText}`));
  context.on('weberror', (err) => {
    const text = String(err.error()?.stack ?? err.error());
    if (!log.pageErrors.includes(text)) log.pageErrors.push(text);
  });
  context.on('response', (res) => {
    log.contentTypes[res.url()] = res.headers()['content-type'] ?? '';
    if (res.status() >= 400) log.badResponses.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(env.server.url + path, { waitUntil: 'load' });
  await waitForReady(page);
  return { page, context, log };
}

/** Waits for the page's readiness signal: body[data-ready="true"]. */
export async function waitForReady(page, timeout = 30_000) {
  await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout });
}

/** Parses a counter's text ("1234", "1,234" or "1 234") into a number. */
export function parseCount(text) {
  const digits = String(text).replace(/[^\d-]/g, '');
  if (digits === '' || digits === '-') throw new Error(`counter text is not a number: ${JSON.stringify(text)}`);
  return Number(digits);
}

/** Reads every counter at once (in one round trip, so they are consistent with each other). */
export async function readCounters(page) {
  const texts = await page.evaluate(
    (ids) => Object.fromEntries(ids.map((id) => [id, document.getElementById(id)?.textContent ?? null])),
    COUNTERS,
  );
  const out = {};
  for (const [id, text] of Object.entries(texts)) {
    if (text === null) throw new Error(`#${id} is missing from the page`);
    out[id] = parseCount(text);
  }
  return out;
}

export async function readCounter(page, id) {
  return parseCount(await page.locator(`#${id}`).textContent());
}

/** Waits until counter `id` satisfies `pred` (evaluated in the page, on the parsed number). */
export async function waitForCounter(page, id, value, timeout = 60_000) {
  await page.waitForFunction(
    ([id, value]) => {
      const text = document.getElementById(id)?.textContent ?? '';
      return Number(text.replace(/[^\d-]/g, '')) === value && /\d/.test(text);
    },
    [id, value],
    { timeout, polling: 'raf' },
  );
}

/**
 * Sets the board size through the #size input the way a user would (type, then commit with Enter),
 * dispatching input and change events so the page sees it whichever it listens to.
 * Works for values a number input would refuse to type (e.g. "abc") too.
 */
export async function setSize(page, value) {
  await typeInto(page, 'size', value);
  await page.locator('#size').press('Enter');
}

/** Types `value` into the input with id `id` as a person would finish typing: input, then change events. */
export async function typeInto(page, id, value) {
  await page.evaluate(([id, value]) => {
    const input = document.getElementById(id);
    input.focus();
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, [id, String(value)]);
}

/**
 * axe-core's serious and critical violations on the page as it is now (axe is injected once per page,
 * evaluated through the debugging protocol: the page's Content-Security-Policy refuses script tags).
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
}

/** Sets the board size to a valid n through the #size field, then back to step 0 through the test hook. */
export async function setValidSize(page, n) {
  await setSize(page, n);
  await page.waitForFunction((n) => window.nqueensPage.size() === n, n, { timeout: 10_000 });
  await page.evaluate(() => window.nqueensPage.reset());
  await waitForCounter(page, 'steps', 0, 10_000);
}

/** The queens on the board, from the page's test hook: queens()[row] = column. */
export async function queens(page) {
  return page.evaluate(() => Array.from(window.nqueensPage.queens(), Number));
}

/**
 * Clicks `selector`, which must be enabled, and waits until the counter `id` reads `expected`; resolves
 * to the counter's value then.
 */
export async function clickAndExpect(page, selector, id, expected, timeout = 10_000) {
  const button = page.locator(selector);
  if (await button.isDisabled()) throw new Error(`${selector} is disabled at ${id} = ${await readCounter(page, id)}`);
  await button.click();
  await waitForCounter(page, id, expected, timeout);
  return readCounter(page, id);
}

/**
 * Clicks #step while it is enabled, checking that each click takes exactly one step; returns the number
 * of clicks. The search must end (and Step be disabled) within `limit` clicks.
 */
export async function stepToEnd(page, limit = 5_000) {
  let steps = await readCounter(page, 'steps');
  for (let clicks = 0; clicks < limit; clicks++) {
    if (await page.locator('#step').isDisabled()) return clicks;
    steps = await clickAndExpect(page, '#step', 'steps', steps + 1);
  }
  throw new Error(`the search did not finish within ${limit} steps`);
}

/** Clicks #step-back while it is enabled, checking that each click goes back exactly one step; returns the clicks. */
export async function stepBackToStart(page, limit = 5_000) {
  let steps = await readCounter(page, 'steps');
  for (let clicks = 0; clicks < limit; clicks++) {
    if (await page.locator('#step-back').isDisabled()) return clicks;
    steps = await clickAndExpect(page, '#step-back', 'steps', steps - 1);
  }
  throw new Error(`step back did not reach the start within ${limit} clicks`);
}

/** Sets a range/number input to its maximum (or `value`) and fires input + change. */
export async function setRange(page, selector, value = 'max') {
  return page.evaluate(
    ([selector, value]) => {
      const el = document.querySelector(selector);
      el.value = value === 'max' ? el.max || '100' : value === 'min' ? el.min || '0' : String(value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return el.value;
    },
    [selector, value],
  );
}

/** How many distinct colours the canvas shows (sampled on a grid), plus its size. */
export async function canvasColours(page, selector = '#board') {
  return page.evaluate((selector) => {
    const canvas = document.querySelector(selector);
    if (!(canvas instanceof HTMLCanvasElement)) return { error: `${selector} is not a canvas` };
    const { width, height } = canvas;
    if (!width || !height) return { width, height, distinct: 0 };
    const ctx = canvas.getContext('2d');
    const data = ctx.getImageData(0, 0, width, height).data;
    const seen = new Set();
    const stride = Math.max(1, Math.floor(Math.min(width, height) / 97));
    for (let y = 0; y < height; y += stride) {
      for (let x = 0; x < width; x += stride) {
        const i = (y * width + x) * 4;
        seen.add((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]);
      }
    }
    return { width, height, distinct: seen.size };
  }, selector);
}

/** Saves a screenshot under test-results/ for a human to look at; returns its path. */
export async function saveScreenshot(page, name) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, name);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A readable dump of the load log, for assertion messages. */
export function describeLog(log) {
  return JSON.stringify(log, null, 2);
}

/** The mean colour (r, g, b) of the middle half of square (row, col) on the board's canvas. */
export async function squareMean(page, row, col) {
  return page.evaluate(([row, col]) => {
    const { s, x0, y0 } = window.nqueensPage.boardGeometry();
    const canvas = document.getElementById('board');
    const inset = Math.floor(s / 4);
    const side = s - 2 * inset;
    const data = canvas.getContext('2d').getImageData(x0 + col * s + inset, y0 + row * s + inset, side, side).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) for (let k = 0; k < 3; k++) sum[k] += data[i + k];
    return sum.map((v) => v / (data.length / 4));
  }, [row, col]);
}

/** The distance between two (r, g, b) colours. */
export const colourDistance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Opens one of the studio's drawers as a person would (`options` or `share`): its button, then it shows. */
export async function openDrawer(page, name = 'options') {
  await page.click(`#${name}-toggle`);
  await page.waitForFunction((drawer) => !document.getElementById(`${drawer}-drawer`).hidden, name);
}
