// The checks every host site goes through, in headless Chromium: `hostTests(host)` declares one file's tests
// for one host. The site's page 1 holds <n-queens id="one" n="6" step="40">, page 2 <n-queens id="two" n="5"
// step="30">, each with a link to the other; the host says how to build and serve the site, how a reader
// toggles its light/dark scheme and reads it back, and which of its own style rules to look for.
// Every test fails on a console error, an uncaught error, a failed request or an HTTP error in the page.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, describeLog } from '../e2e/helpers.mjs';
import { startServer } from '../e2e/server.mjs';
import { referenceStates } from '../e2e/reference-search.mjs';
import { fiveCounters, referenceCounters } from '../e2e/embed-hosts.mjs';

const SIX = referenceStates(6);
const FIVE = referenceStates(5);

/** The two boards: the element's id on its page, its size and step, and the reference's states. */
const ONE = { id: 'one', n: 6, step: 40, states: SIX };
const TWO = { id: 'two', n: 5, step: 30, states: FIVE };

/**
 * 'light' or 'dark' (run in the page): the lightness of element `id`'s frame as a reader sees it, its computed
 * background; or what it is when the frame has none.
 */
function frameTheme(id) {
  const frame = document.getElementById(id).shadowRoot.querySelector('.nq');
  const background = getComputedStyle(frame).backgroundColor;
  const [r, g, b, a = 1] = background.match(/[\d.]+/g).map(Number);
  if (a === 0) return `transparent (${background})`;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128 ? 'light' : 'dark';
}

/** Keys that only modify others (Shift+G presses Shift, then G): they may reach the host. */
const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta'];

/** Printable keys the element has no use for, among them Material for MkDocs' and other docs themes' shortcuts. */
const UNUSED_KEYS = ['p', ',', '.', '/', 's', 'f', 'x', 'q', 'Shift+G'];

/**
 * Declares the tests of one host:
 * - `name`: how the tests name it;
 * - `root`: the folder the build writes, served at the root of a server on 127.0.0.1;
 * - `build(step, {url})`: installs the tarball and builds the site into `root`, each part through
 *   `await step(name, fn, {needed})` (a sub-test; a failed step that is `needed`, as every one is unless said
 *   otherwise, stops the build); `url` is the address the site will be served at;
 * - `firstPage`: the path of page 1; `links`: the texts of the links to page 2 and back;
 * - `clientSideNavigation`: whether following a link stays in the same document (false for a multi-page site);
 * - `toggleTheme(page, want)`: what a reader does to switch the host to `want` ('light' or 'dark');
 * - `hostTheme()`: run in the page, 'light' or 'dark' as the host says it is now;
 * - `styleRules`: rules of the host's own CSS, each `{what, selector, property, value}` (a RegExp or a string),
 *   read on the first element `selector` matches; `emptySheets`: RegExps of the style sheets the host itself
 *   links empty (every other linked sheet must hold rules).
 */
export function hostTests(host) {
  let browser;
  let server;
  let buildError;

  before(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test(`${host.name}: the site builds with its production build, the packed element installed`, { timeout: 1_800_000 }, async (t) => {
    // Each step a sub-test; a step the site cannot do without stops here, so that no page of a half-built site is tested.
    const broken = [];
    const step = async (name, fn, { needed = true } = {}) => {
      let result;
      await t.test(name, async () => {
        try {
          result = await fn();
        } catch (err) {
          if (needed) broken.push(`${name}: ${err.message}`);
          throw err;
        }
      });
      return result;
    };
    // The server starts first, on the folder the build will fill, so that the build may know its address.
    mkdirSync(host.root, { recursive: true });
    const address = await startServer({ root: host.root });
    try {
      await host.build(step, { url: address.url }).finally(() => {
        if (broken.length > 0) throw new Error(`the site did not build:\n${broken.join('\n')}`);
      });
      server = address;
    } catch (err) {
      buildError = err;
      await address.close();
      throw err;
    }
  });

  /** Opens `path` in a fresh context (the OS's scheme `colorScheme`), runs `fn`, then asserts the page was quiet. */
  async function withSite(path, { colorScheme = 'light' } = {}, fn) {
    assert.ok(server, `the site was not built: ${buildError?.message ?? 'its build did not run'}`);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme, serviceWorkers: 'block' });
    const log = { consoleErrors: [], pageErrors: [], failed: [], badResponses: [] };
    context.on('weberror', (err) => log.pageErrors.push(String(err.error()?.stack ?? err.error())));
    // A request the page gave up (a prefetch cut short by the next page) is no failure.
    context.on('requestfailed', (req) => { if (req.failure()?.errorText !== 'net::ERR_ABORTED') log.failed.push(`${req.url()}: ${req.failure()?.errorText}`); });
    context.on('response', (res) => { if (res.status() >= 400) log.badResponses.push(`${res.status()} ${res.url()}`); });
    const page = await context.newPage();
    page.on('console', (msg) => { if (msg.type() === 'error') log.consoleErrors.push(`${msg.text()} (${msg.location()?.url ?? '?'})`); });
    try {
      await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
      await fn(page, log);
      assert.deepEqual([...log.pageErrors, ...log.consoleErrors, ...log.failed, ...log.badResponses], [], `the page was not quiet:\n${describeLog(log)}`);
    } finally {
      await context.close();
    }
  }

  /** Waits until board `board` is defined, on its page and ready; returns what it shows. */
  async function readyBoard(page, log, board) {
    try {
      await page.waitForFunction((id) => customElements.get('n-queens') && document.getElementById(id), board.id, { timeout: 30_000 });
    } catch {
      const found = await page.evaluate((id) => ({ defined: Boolean(customElements.get('n-queens')), present: Boolean(document.getElementById(id)), url: location.href }), board.id);
      assert.fail(`<n-queens id="${board.id}"> never came up (${JSON.stringify(found)}):\n${describeLog(log)}`);
    }
    return page.evaluate(async (id) => {
      const el = document.getElementById(id);
      await el.ready;
      return { n: el.n, step: el.step, counters: el.getCounters(), queens: el.queens, boards: document.querySelectorAll('n-queens').length };
    }, board.id);
  }

  /** Asserts that board `board` stands at step `step` as the reference does. */
  function assertAt(shown, board, step) {
    assert.equal(shown.n, board.n);
    assert.equal(shown.step, step);
    assert.deepEqual(fiveCounters(shown.counters), referenceCounters(board.states[step]));
    assert.deepEqual(shown.queens, board.states[step].queens);
  }

  /** The board's state once its counters show `step` steps. */
  async function boardAt(page, board, step) {
    await page.waitForFunction(([id, step]) => document.getElementById(id).getCounters().steps === step, [board.id, step], { timeout: 10_000 });
    return page.evaluate((id) => {
      const el = document.getElementById(id);
      return { n: el.n, step: el.step, counters: el.getCounters(), queens: el.queens };
    }, board.id);
  }

  /** Clicks the board's own Step button (inside its shadow root) and checks the one step it takes. */
  async function stepOnce(page, board, from) {
    await page.locator(`#${board.id}`).locator('#step').click();
    assertAt(await boardAt(page, board, from + 1), board, from + 1);
  }

  /** What board `board` shows: 'light' or 'dark'. */
  const elementTheme = (page, board) => page.evaluate(frameTheme, board.id);

  /** Waits (a few seconds at most) until the element shows `want`; fails saying what it shows. */
  async function expectElementTheme(page, board, want, message) {
    try {
      await page.waitForFunction(`(${frameTheme})(${JSON.stringify(board.id)}) === ${JSON.stringify(want)}`, null, { timeout: 5_000 });
    } catch {
      assert.fail(`${message}: it shows ${await elementTheme(page, board)}`);
    }
  }

  test(`${host.name}: the board draws at its step with the reference's counters; Step and → step; no printable key reaches the host`, { timeout: 120_000 }, () =>
    withSite(host.firstPage, {}, async (page, log) => {
      assertAt(await readyBoard(page, log, ONE), ONE, ONE.step);
      const drawn = await page.evaluate(() => {
        const el = document.getElementById('one');
        const canvas = el.shadowRoot.getElementById('board');
        const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        const colours = new Set();
        for (let i = 0; i < data.length; i += 4 * 31) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        return { width: canvas.width, colours: colours.size, frame: getComputedStyle(el.shadowRoot.querySelector('.nq')).backgroundColor };
      });
      assert.ok(drawn.width >= 200 && drawn.colours >= 3, `the board is not drawn: ${JSON.stringify(drawn)}`);
      assert.notEqual(drawn.frame, 'rgba(0, 0, 0, 0)', 'the element\'s frame has no background: its styles did not reach its shadow root');
      await stepOnce(page, ONE, ONE.step);

      await page.evaluate(() => {
        window.heardKeys = [];
        for (const target of [window, document]) target.addEventListener('keydown', (e) => window.heardKeys.push(e.key));
      });
      const url = page.url();
      await page.locator('#one').locator('#board').focus();
      await page.keyboard.press('ArrowRight');
      assertAt(await boardAt(page, ONE, ONE.step + 2), ONE, ONE.step + 2);
      for (const key of UNUSED_KEYS) await page.keyboard.press(key);
      const heard = await page.evaluate(() => window.heardKeys);
      assert.deepEqual(heard.filter((key) => !MODIFIERS.includes(key)), [], 'keys pressed inside the element reached the host page');
      assert.equal(page.url(), url, 'a key pressed inside the element moved the host page');
      assertAt(await boardAt(page, ONE, ONE.step + 2), ONE, ONE.step + 2);
      await page.evaluate(() => window.heardKeys.splice(0));
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      assert.deepEqual(await page.evaluate(() => window.heardKeys), ['Escape', 'Escape', 'Tab', 'Tab'], 'Escape and Tab must reach the host page (window and document)');
    }));

  test(`${host.name}: the host's own style sheets are linked, not empty, and applied`, { timeout: 120_000 }, () =>
    withSite(host.firstPage, {}, async (page, log) => {
      await readyBoard(page, log, ONE);
      const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => {
        let rules;
        try {
          rules = sheet.cssRules.length;
        } catch (err) {
          rules = String(err);
        }
        return { href: sheet.href ?? `<style> in ${sheet.ownerNode?.parentNode?.nodeName}`, rules };
      }));
      assert.ok(sheets.some((sheet) => sheet.href.startsWith('http')), `the page links no style sheet: ${JSON.stringify(sheets)}`);
      const hostEmpty = (href) => (host.emptySheets ?? []).some((pattern) => pattern.test(href));
      assert.deepEqual(sheets.filter((sheet) => sheet.href.startsWith('http') && !(sheet.rules > 0) && !hostEmpty(sheet.href)), [], 'empty or unreadable style sheets');
      for (const rule of host.styleRules) {
        const value = await page.evaluate(({ selector, property }) => {
          const target = document.querySelector(selector);
          return target ? getComputedStyle(target).getPropertyValue(property).trim() : `no ${selector}`;
        }, rule);
        if (rule.value instanceof RegExp) assert.match(value, rule.value, rule.what);
        else assert.equal(value, rule.value, rule.what);
      }
    }));

  test(`${host.name}: navigating from page 1 to page 2 and back leaves working elements`, { timeout: 120_000 }, () =>
    withSite(host.firstPage, {}, async (page, log) => {
      assertAt(await readyBoard(page, log, ONE), ONE, ONE.step);
      await page.evaluate(() => { window.sameDocument = true; });

      await page.getByText(host.links.toSecond, { exact: true }).click();
      const two = await readyBoard(page, log, TWO);
      assertAt(two, TWO, TWO.step);
      assert.equal(two.boards, 1, 'page 2 holds one board');
      await stepOnce(page, TWO, TWO.step);

      await page.getByText(host.links.toFirst, { exact: true }).click();
      const one = await readyBoard(page, log, ONE);
      assertAt(one, ONE, ONE.step);
      assert.equal(one.boards, 1, 'page 1 holds one board');
      await stepOnce(page, ONE, ONE.step);
      assert.equal(await page.evaluate(() => window.sameDocument === true), host.clientSideNavigation,
        host.clientSideNavigation ? 'the navigation loaded a new document' : 'a multi-page site kept its document');
    }));

  for (const [os, other] of [['light', 'dark'], ['dark', 'light']]) {
    test(`${host.name}: with the OS ${os}, the host's toggle to ${other} reaches the element, live`, { timeout: 120_000 }, () =>
      withSite(host.firstPage, { colorScheme: os }, async (page, log) => {
        await readyBoard(page, log, ONE);
        assert.equal(await page.evaluate(host.hostTheme), os, `the host does not start ${os} with the OS ${os}`);
        await expectElementTheme(page, ONE, os, `the element is not ${os} on a ${os} page`);
        await page.evaluate(() => { window.sameDocument = true; });
        await host.toggleTheme(page, other);
        try {
          await page.waitForFunction(`(${host.hostTheme})() === ${JSON.stringify(other)}`, null, { timeout: 5_000 });
        } catch {
          assert.fail(`the host's toggle did not turn it ${other}: it is ${await page.evaluate(host.hostTheme)}`);
        }
        await expectElementTheme(page, ONE, other, `the element stayed ${os} on a page the host turned ${other}`);
        assert.equal(await page.evaluate(() => window.sameDocument === true), true, 'the toggle reloaded the page');
      }));
  }

  test(`${host.name}: toGIF() returns a GIF`, { timeout: 120_000 }, () =>
    withSite(host.firstPage, {}, async (page, log) => {
      await readyBoard(page, log, ONE);
      const gif = await page.evaluate(async () => {
        const blob = await document.getElementById('one').toGIF({ from: 40, to: 43 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return { type: blob.type, size: blob.size, magic: String.fromCharCode(...bytes.subarray(0, 6)) };
      });
      assert.equal(gif.magic, 'GIF89a', `not a GIF: ${JSON.stringify(gif)}`);
      assert.equal(gif.type, 'image/gif');
      assert.ok(gif.size > 100, `a GIF of ${gif.size} bytes`);
    }));
}
