// The <n-queens> element inside host pages that are not plain: a docs theme's window and document key
// listeners never see the element's shortcuts, which act only with the focus inside (the board itself
// takes the focus), nor any other unmodified printable key; properties set before the element is defined or connected (as Vue and VitePress set
// them) are honoured and reflect to attributes; theme="auto" follows the host's declared color-scheme, else
// its background's lightness, live.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';
import { hostPage, referenceCounters, fiveCounters, offOrigin } from './embed-hosts.mjs';

const withPage = usePage();
const SIX = referenceStates(6);
const FIVE = referenceStates(5);

function assertClean(log, env) {
  assert.deepEqual([...log.consoleErrors, ...log.pageErrors, ...log.failed, ...log.badResponses], [], describeLog(log));
  assert.deepEqual(offOrigin(log, env.server.url), [], 'a request left the test server');
}

// A docs theme's shortcuts, as Material for MkDocs listens for them: on the window and the document.
const KEY_LISTENERS = `<script>
window.heard = [];
window.addEventListener('keydown', (e) => window.heard.push('window ' + e.key));
document.addEventListener('keydown', (e) => window.heard.push('document ' + e.key));
</script>`;

test('keys pressed inside the element act on it and never reach the host page\'s key listeners', { timeout: 60_000 }, () =>
  withPage({
    path: 'host.html',
    pages: { 'host.html': hostPage('<button id="host-button" type="button">A host button</button><n-queens id="keys" n="5" speed="1"></n-queens>', { head: KEY_LISTENERS }) },
  }, async ({ page, log, env }) => {
    const state = () => page.evaluate(() => {
      const el = document.getElementById('keys');
      return { steps: el.getCounters().steps, mode: el.mode, labels: el.labels, speed: el.speed, solutions: el.getCounters().solutions };
    });
    // Tab from the host's button: the board itself takes the focus.
    await page.locator('#host-button').focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.getElementById('keys');
      const board = el.shadowRoot.activeElement;
      return { host: document.activeElement.id, id: board?.id, label: board?.getAttribute('aria-label') };
    });
    assert.deepEqual({ host: focused.host, id: focused.id }, { host: 'keys', id: 'board' });
    assert.match(focused.label, /board/i);
    await page.evaluate(() => window.heard.splice(0));

    // Space on the board plays (its first step at once) and pauses.
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.getElementById('keys').mode === 'play' && document.getElementById('keys').getCounters().steps >= 1);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.getElementById('keys').mode === 'idle');
    const afterPlay = (await state()).steps;
    assert.ok(afterPlay >= 1, `Space played no step: ${afterPlay}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    assert.equal((await state()).steps, afterPlay + 1);
    await page.keyboard.press('n');
    await page.waitForFunction(() => document.getElementById('keys').getCounters().solutions === 1 && document.getElementById('keys').mode === 'idle');
    await page.keyboard.press('r');
    assert.equal((await state()).steps, 0);
    await page.keyboard.press('l');
    assert.equal((await state()).labels, true);
    await page.keyboard.press('+');
    await page.keyboard.press('=');
    assert.equal((await state()).speed, 3);
    await page.keyboard.press('-');
    assert.equal((await state()).speed, 2);
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.getElementById('keys').mode === 'play');
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.getElementById('keys').mode === 'idle');
    await page.keyboard.press('e');
    await page.waitForFunction(() => document.getElementById('keys').lastEvent?.event === 'done');
    assert.equal((await state()).solutions, 10);
    assert.deepEqual(await page.evaluate(() => window.heard), [], 'a shortcut reached the host page');

    // Printable keys the element does not use (a docs theme's "s", "/" or "f" for search, "." and "," for the
    // next and previous page) stay inside too, as in a text field; Escape, function keys and keys with Ctrl,
    // Alt or Meta go on to the host, and Tab leaves the element.
    for (const key of ['s', '/', 'f', 'p', '.', ',', 'S', '?']) await page.keyboard.press(key);
    assert.deepEqual(await page.evaluate(() => window.heard.splice(0)), [], 'a printable key reached the host page');
    for (const key of ['Escape', 'Control+s', 'Alt+p', 'F2']) await page.keyboard.press(key);
    assert.deepEqual(await page.evaluate(() => window.heard.splice(0)), ['Escape', 'Control', 's', 'Alt', 'p', 'F2'].flatMap((k) => [`document ${k}`, `window ${k}`]));

    // With the focus outside the element, its keys are the host's: the element does nothing.
    await page.keyboard.press('r');
    await page.locator('#host-button').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal((await state()).steps, 0);
    assert.deepEqual(await page.evaluate(() => window.heard.splice(0)), ['document ArrowRight', 'window ArrowRight']);
    assertClean(log, env);
  }));

// Elements given properties before the module is loaded (connected while undefined, as a framework that
// renders before the element's module arrives), and before they are connected (defined by then).
const EARLY_PROPERTIES = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Early properties</title></head>
<body><main id="room"></main>
<script type="module">
const room = document.getElementById('room');
const early = document.createElement('n-queens');
early.id = 'early';
early.n = '6';          // a template's text, as Vue passes it
early.step = '40';
early.labels = '';      // a bare attribute
early.theme = 'dark';
room.append(early);
window.ownBefore = Object.hasOwn(early, 'step');
await import('./n-queens.js');
const late = document.createElement('n-queens');
late.id = 'late';
late.n = 5;
late.step = 12;
late.counters = false;
late.firstSolution = true;
room.append(late);
await Promise.all([early.ready, late.ready]);
document.body.dataset.ready = 'true';
</script></body></html>`;

test('properties set before the element is defined or connected are honoured, and reflect', { timeout: 60_000 }, () =>
  withPage({ path: 'early.html', pages: { 'early.html': EARLY_PROPERTIES } }, async ({ page, log, env }) => {
    const read = (id) => page.evaluate((id) => {
      const el = document.getElementById(id);
      return {
        own: ['n', 'step', 'labels', 'theme'].filter((name) => Object.hasOwn(el, name)),
        step: el.step, typeofStep: typeof el.step, n: el.n, labels: el.labels, theme: el.theme, counters: el.counters,
        firstSolution: el.firstSolution,
        attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
        counts: el.getCounters(), queens: el.queens,
        frameTheme: el.shadowRoot.getElementById('frame').dataset.theme,
        countersShown: el.shadowRoot.getElementById('counters').getClientRects().length > 0,
      };
    }, id);
    assert.equal(await page.evaluate(() => window.ownBefore), true, 'before the module, the property is the element\'s own');
    const early = await read('early');
    assert.deepEqual(early.own, []);
    assert.deepEqual({ step: early.step, typeofStep: early.typeofStep, n: early.n, labels: early.labels, theme: early.theme },
      { step: 40, typeofStep: 'number', n: 6, labels: true, theme: 'dark' });
    assert.deepEqual(early.attributes, { id: 'early', n: '6', step: '40', labels: '', theme: 'dark' });
    assert.deepEqual(fiveCounters(early.counts), referenceCounters(SIX[40]));
    assert.deepEqual(early.queens, SIX[40].queens);
    assert.equal(early.frameTheme, 'dark');

    const late = await read('late');
    assert.deepEqual({ step: late.step, n: late.n, counters: late.counters, firstSolution: late.firstSolution, shown: late.countersShown },
      { step: 12, n: 5, counters: 'none', firstSolution: true, shown: false });
    assert.deepEqual(late.attributes, { id: 'late', n: '5', step: '12', counters: 'none', 'first-solution': '' });
    assert.deepEqual(fiveCounters(late.counts), referenceCounters(FIVE[12]));

    // The methods are still methods; el.step is the current step and moves the search when set.
    const moved = await page.evaluate(async () => {
      const el = document.getElementById('early');
      el.stepForward();
      const afterStep = el.step;
      el.step = 100;
      await new Promise((resolve) => el.addEventListener('nqueens-seek', resolve, { once: true }));
      const atHundred = el.step;
      el.stepBackward();
      el.step = 100; // the attribute already says 100: the search goes back there all the same
      await new Promise((resolve) => el.addEventListener('nqueens-seek', resolve, { once: true }));
      return { afterStep, atHundred, again: el.step, attribute: el.getAttribute('step') };
    });
    assert.deepEqual(moved, { afterStep: 41, atHundred: 100, again: 100, attribute: '100' });
    assert.deepEqual(fiveCounters(await page.evaluate(() => document.getElementById('early').getCounters())), referenceCounters(SIX[100]));
    await assert.rejects(page.evaluate(() => { document.getElementById('early').step = -3; }), /step: “-3” is not a step number/);

    // Setting n (or size) writes the attribute: a removed and re-added element keeps it.
    const resized = await page.evaluate(async () => {
      const el = document.getElementById('late');
      el.size = 4;
      const attribute = el.getAttribute('n');
      el.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      document.getElementById('room').append(el);
      await el.ready;
      return { attribute, n: el.n, step: el.step };
    });
    assert.deepEqual(resized, { attribute: '4', n: 4, step: 12 });
    assertClean(log, env);
  }));

/** Waits until element `id`'s frame has the background of element `like` (the light or the dark one). */
const looksLike = (page, id, like) => page.waitForFunction(([id, like]) => {
  const background = (which) => getComputedStyle(document.getElementById(which).shadowRoot.getElementById('frame')).backgroundColor;
  return background(id) === background(like);
}, [id, like]);
/** Waits until element `id`'s board is drawn in exactly the pixels of element `like`'s (its redraw follows the scheme). */
const drawnLike = (page, id, like) => page.waitForFunction(([id, like]) => {
  const data = (which) => document.getElementById(which).shadowRoot.getElementById('board').toDataURL();
  return data(id) === data(like);
}, [id, like], { timeout: 10_000 });
const frameOf = (page, id) => page.evaluate((id) => {
  const frame = document.getElementById(id).shadowRoot.getElementById('frame');
  return { scheme: getComputedStyle(frame).colorScheme, background: getComputedStyle(frame).backgroundColor };
}, id);

// A host that declares no color-scheme and toggles only its colours, as VitePress does with html.dark.
const COLOURED_HOST = hostPage(`
  <div class="content" style="width: 360px"><n-queens id="auto" n="5" step="7"></n-queens></div>
  <div style="width: 360px"><n-queens id="light" n="5" step="7" theme="light"></n-queens></div>
  <div style="width: 360px"><n-queens id="dark" n="5" step="7" theme="dark"></n-queens></div>`,
{ head: '<style>:root { --page: #ffffff; } html.dark { --page: oklch(0.22 0.01 260); } body { background: var(--page); } .content { background: transparent; }</style>' });

test('theme="auto" follows the lightness of the host\'s background where it declares no color-scheme, live, against the reader\'s preference', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': COLOURED_HOST }, contextOptions: { colorScheme: 'dark' } }, async ({ page, log, env }) => {
    // The reader prefers dark; the page is white: the element is light.
    await looksLike(page, 'auto', 'light');
    await drawnLike(page, 'auto', 'light');
    // The site's toggle darkens its background (a class on <html>): the element follows.
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await looksLike(page, 'auto', 'dark');
    await drawnLike(page, 'auto', 'dark');
    // And the reader now prefers light: the dark page still decides.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => document.documentElement.classList.add('still'));
    await looksLike(page, 'auto', 'dark');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await looksLike(page, 'auto', 'light');
    assertClean(log, env);
  }));

const SCHEMED_HOST = hostPage(`
  <div style="width: 360px"><n-queens id="auto" n="5" step="7"></n-queens></div>
  <div style="width: 360px"><n-queens id="light" n="5" step="7" theme="light"></n-queens></div>
  <div style="width: 360px"><n-queens id="dark" n="5" step="7" theme="dark"></n-queens></div>`,
{ head: '<style>:root { color-scheme: dark; } body.paper { color-scheme: light; } html.plain, html.plain body { color-scheme: normal; }</style>' });

test('theme="auto" follows the host\'s declared color-scheme, switched live, else the reader\'s preference', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': SCHEMED_HOST }, contextOptions: { colorScheme: 'light' } }, async ({ page, log, env }) => {
    const dark = await frameOf(page, 'dark');
    const light = await frameOf(page, 'light');
    assert.notDeepEqual(dark, light);
    // The reader prefers light; the page declares dark: the element is dark.
    assert.deepEqual(await frameOf(page, 'auto'), dark);
    await drawnLike(page, 'auto', 'dark');

    // The page's own toggle (a class on body) switches to light: the element follows, board included.
    await page.evaluate(() => document.body.classList.add('paper'));
    await looksLike(page, 'auto', 'light');
    assert.deepEqual(await frameOf(page, 'auto'), light);
    await drawnLike(page, 'auto', 'light');

    // Back to dark by an inline style on :root (and body's class gone).
    await page.evaluate(() => {
      document.body.classList.remove('paper');
      document.documentElement.style.colorScheme = 'only dark';
    });
    await looksLike(page, 'auto', 'dark');
    await drawnLike(page, 'auto', 'dark');

    // No scheme declared: the reader's preference, followed as it changes.
    await page.evaluate(() => {
      document.documentElement.style.colorScheme = '';
      document.documentElement.classList.add('plain');
    });
    await looksLike(page, 'auto', 'light');
    await drawnLike(page, 'auto', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await looksLike(page, 'auto', 'dark');
    await drawnLike(page, 'auto', 'dark');
    assertClean(log, env);
  }));
