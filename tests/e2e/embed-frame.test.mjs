// embed.html (issue 9, part 2): the compact page in iframes of a host page, talking to it by postMessage
// (ready, step, solution, done, resize; the commands step, stepBack, seek, play, pause, reset, setSize, and
// nothing else), answering only its parent and, with `origin=`, only that origin; fitting 360 × 480 without
// scrolling; axe; broken parameters told.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';
import { elementState, referenceCounters, fiveCounters, axeWithShadow, offOrigin } from './embed-hosts.mjs';

const withPage = usePage();
const SIX = referenceStates(6);

/** A host page with three frames; its body is ready once the two frames that may talk to it said ready. */
function framesHost(origin) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Frames</title>
<script type="module">
window.messages = [];
const names = new Map();
for (const frame of document.querySelectorAll('iframe')) names.set(frame.contentWindow, frame.id);
addEventListener('message', (e) => {
  window.messages.push({ from: names.get(e.source), origin: e.origin, data: e.data });
  const ready = new Set(window.messages.filter((m) => m.data?.type === 'ready').map((m) => m.from));
  if (ready.has('open') && ready.has('mine')) document.body.dataset.ready = 'true';
});
window.send = (id, message) => document.getElementById(id).contentWindow.postMessage(message, '*');
</script></head><body>
<iframe id="open" src="embed.html?n=6&step=10" title="Open frame" width="360" height="480"></iframe>
<iframe id="mine" src="embed.html?n=6&origin=${encodeURIComponent(origin)}" title="Frame answering this page" width="360" height="480"></iframe>
<iframe id="restricted" src="embed.html?n=6&origin=https%3A%2F%2Fexample.invalid" title="Frame answering another site" width="360" height="480"></iframe>
</body></html>`;
}


/** The Playwright frame of iframe `id`. */
async function frame(page, id) {
  const handle = await page.locator(`#${id}`).elementHandle();
  return handle.contentFrame();
}

/** Sends `message` to frame `id` and resolves to the first message of `type` from it that arrives afterwards. */
async function command(page, id, message, type = 'step') {
  return page.evaluate(async ([id, message, type]) => {
    const start = window.messages.length;
    window.send(id, message);
    for (let waited = 0; waited < 20_000; waited += 10) {
      const found = window.messages.slice(start).find((m) => m.from === id && m.data.type === type);
      if (found) return found.data;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${type} message from ${id} after ${JSON.stringify(message)}: ${JSON.stringify(window.messages.slice(start))}`);
  }, [id, message, type]);
}

function assertClean(log, env) {
  assert.deepEqual([...log.consoleErrors, ...log.pageErrors, ...log.failed, ...log.badResponses], [], describeLog(log));
  assert.deepEqual(offOrigin(log, env.server.url), [], 'a request left the test server');
}

test('embed.html tells its parent ready, step and resize, and obeys its commands', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': framesHost(new URL(withPage.env().server.url).origin) } },
    async ({ page, log, env }) => {
      const messages = await page.evaluate(() => window.messages);
      const ready = messages.find((m) => m.from === 'open' && m.data.type === 'ready').data;
      assert.equal(ready.source, 'nqueens');
      assert.equal(ready.n, 6);
      assert.deepEqual(fiveCounters(ready.counters), referenceCounters(SIX[10]));
      const open = await frame(page, 'open');
      await page.waitForFunction(() => window.messages.some((m) => m.from === 'open' && m.data.type === 'resize'));
      const resize = (await page.evaluate(() => window.messages)).filter((m) => m.from === 'open' && m.data.type === 'resize').at(-1).data;
      const contentHeight = await open.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      assert.equal(resize.height, contentHeight);
      assert.ok(resize.height <= 480, `the content is taller than the frame: ${resize.height}`);

      let reply = await command(page, 'open', { source: 'nqueens', command: 'seek', value: 40 });
      assert.deepEqual(fiveCounters(reply.counters), referenceCounters(SIX[40]));
      assert.deepEqual((await elementState(open, '#search')).queens, SIX[40].queens);
      reply = await command(page, 'open', { source: 'nqueens', command: 'stepBack' });
      assert.deepEqual(fiveCounters(reply.counters), referenceCounters(SIX[39]));
      reply = await command(page, 'open', { source: 'nqueens', command: 'step' });
      assert.deepEqual(fiveCounters(reply.counters), referenceCounters(SIX[40]));
      assert.equal(reply.event.event, SIX[40].event.event);

      // Not ours, or no such command: ignored. Messages are handled in order, so when the answer to the
      // real step arrives the two before it have been handled too.
      await page.evaluate(() => {
        window.send('open', { command: 'step' });
        window.send('open', { source: 'nqueens', command: 'explode' });
        window.send('open', 'step');
      });
      reply = await command(page, 'open', { source: 'nqueens', command: 'step' });
      assert.equal(reply.counters.steps, 41);
      assert.equal(await open.evaluate(() => document.getElementById('search').counters.steps), 41);

      const error = await command(page, 'open', { source: 'nqueens', command: 'seek', value: 'far' }, 'error');
      assert.deepEqual([error.command, error.message], ['seek', 'seek(): the text “far” is not a step number (a whole number from 0).']);
      const sizeError = await command(page, 'open', { source: 'nqueens', command: 'setSize', value: 40 }, 'error');
      assert.match(sizeError.message, /^size: .*The 6×6 board stays\.$/);

      reply = await command(page, 'open', { source: 'nqueens', command: 'reset' });
      assert.equal(reply.counters.steps, 0);
      await page.evaluate(() => window.send('open', { source: 'nqueens', command: 'setSize', value: 4 }));
      await open.waitForFunction(() => document.getElementById('search').size === 4);
      // Play runs the 4×4 search (speed from the address: 8 a second); the first step arrives, then pause.
      reply = await command(page, 'open', { source: 'nqueens', command: 'play' });
      assert.equal(reply.counters.steps, 1);
      assert.equal(await open.evaluate(() => document.getElementById('search').mode), 'play');
      await page.evaluate(() => window.send('open', { source: 'nqueens', command: 'pause' }));
      await open.waitForFunction(() => document.getElementById('search').mode === 'idle');
      // Solutions and the end are told too.
      const four = referenceStates(4);
      const first = four.findIndex((state) => state.event?.event === 'solution');
      await command(page, 'open', { source: 'nqueens', command: 'seek', value: first - 1 });
      const solution = await command(page, 'open', { source: 'nqueens', command: 'step' }, 'solution');
      assert.deepEqual(solution, { source: 'nqueens', type: 'solution', number: 1, columns: four[first].queens });
      await page.evaluate(() => window.send('open', { source: 'nqueens', command: 'seek', value: 10_000 }));
      await page.waitForFunction(() => window.messages.some((m) => m.from === 'open' && m.data.type === 'done'));
      const told = (await page.evaluate(() => window.messages)).filter((m) => m.from === 'open').map((m) => m.data);
      const done = told.find((m) => m.type === 'done');
      assert.deepEqual(fiveCounters(done.counters), referenceCounters(referenceStates(4).at(-1)));
      assertClean(log, env);
    }));

test('with origin=, a frame answers only that origin; messages go to the parent only', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': framesHost(new URL(withPage.env().server.url).origin) } },
    async ({ page, log, env }) => {
      // This page's origin is the one `mine` answers.
      const reply = await command(page, 'mine', { source: 'nqueens', command: 'step' });
      assert.equal(reply.counters.steps, 1);
      assert.equal((await page.evaluate(() => window.messages)).find((m) => m.from === 'mine').origin, new URL(env.server.url).origin);

      // `restricted` answers https://example.invalid only: the command is dropped. A probe posted after it is
      // handled after it, so once the probe has arrived the command has been handled (or ignored) too.
      const restricted = await frame(page, 'restricted');
      await restricted.waitForFunction(() => document.getElementById('search')?.counters !== undefined);
      await restricted.evaluate(() => {
        window.probed = false;
        addEventListener('message', (e) => { if (e.data === 'probe') window.probed = true; });
      });
      await page.evaluate(() => {
        window.send('restricted', { source: 'nqueens', command: 'step' });
        window.send('restricted', 'probe');
      });
      await restricted.waitForFunction(() => window.probed);
      assert.equal(await restricted.evaluate(() => document.getElementById('search').counters.steps), 0);
      assert.deepEqual((await page.evaluate(() => window.messages)).filter((m) => m.from === 'restricted'), [],
        'the restricted frame posted to this page');
      assertClean(log, env);
    }));

for (const n of [4, 10]) {
  test(`at 360 × 480, n = ${n} with every control needs no scrolling`, { timeout: 60_000 }, () =>
    withPage({ path: `embed.html?n=${n}&step=7&labels=1`, viewport: { width: 360, height: 480 } }, async ({ page, log, env }) => {
      const m = await page.evaluate(() => {
        const doc = document.documentElement;
        const board = document.getElementById('search').shadowRoot.getElementById('board').getBoundingClientRect();
        return { scrollHeight: doc.scrollHeight, scrollWidth: doc.scrollWidth, innerHeight, innerWidth, board: board.width };
      });
      assert.ok(m.scrollHeight <= m.innerHeight && m.scrollWidth <= m.innerWidth, JSON.stringify(m));
      assert.ok(m.board >= 150, `the board is too small: ${JSON.stringify(m)}`);
      const buttons = await page.evaluate(() => [...document.getElementById('search').shadowRoot.querySelectorAll('button')]
        .filter((b) => b.getClientRects().length > 0).length);
      assert.equal(buttons, 6);
      assertClean(log, env);
    }));
}

test('axe finds nothing in embed.html; broken parameters are told and their defaults used', { timeout: 60_000 }, () =>
  withPage({ path: 'embed.html?n=99&theme=purple&origin=nonsense&step=4', viewport: { width: 360, height: 480 } }, async ({ page, log, env }) => {
    const state = await elementState(page, '#search');
    assert.equal(state.size, 4);
    assert.equal(state.counters.steps, 4);
    assert.match(state.problems, /n: .*99.*theme: “purple” is not “auto”, “light” or “dark”\./s);
    assert.match(await page.locator('#embed-problem').textContent(), /origin: “nonsense” is not an origin .* so this frame answers no page\./);
    const { violations, insideShadow } = await axeWithShadow(page);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
    assert.ok(insideShadow > 20, `axe looked at only ${insideShadow} nodes inside the shadow root`);
    assertClean(log, env);
  }));

test('the board follows the frame: smaller in a shorter one, larger again in a taller one', { timeout: 60_000 }, () =>
  withPage({ path: 'embed.html?n=8', viewport: { width: 360, height: 480 } }, async ({ page }) => {
    const side = () => page.evaluate(() => document.getElementById('search').shadowRoot.getElementById('board').getBoundingClientRect().width);
    const small = await side();
    await page.setViewportSize({ width: 360, height: 640 });
    await page.waitForFunction((small) => document.getElementById('search').shadowRoot.getElementById('board')
      .getBoundingClientRect().width > small + 100, small);
    const scroll = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    assert.ok(scroll <= 0, `the page scrolls by ${scroll} px`);
    await page.setViewportSize({ width: 360, height: 480 });
    await page.waitForFunction((small) => Math.abs(document.getElementById('search').shadowRoot.getElementById('board')
      .getBoundingClientRect().width - small) < 2, small);
  }));
