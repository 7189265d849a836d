// embed.html: the compact page in iframes of a host page, talking to it by postMessage (ready, step, seek,
// solution, done, resize; the commands step, stepBack, seek, play, pause, reset, nextSolution, runToEnd,
// setSize, and nothing else), answering only its parent and, with `origin=`, only that origin (posting
// nothing to a parent of another); commands cutting a far initial seek short; a module that cannot load
// leaving nothing to press; in 360 × 480 a board of 240 px or more with every button in view; axe; broken parameters told.

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
      assert.ok(resize.height > 300, `the content is implausibly short: ${resize.height}`);

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
      assert.equal(await open.evaluate(() => document.getElementById('search').getCounters().steps), 41);

      const error = await command(page, 'open', { source: 'nqueens', command: 'seek', value: 'far' }, 'error');
      assert.deepEqual([error.command, error.message], ['seek', 'seek(): the text “far” is not a step number (a whole number from 0).']);
      const sizeError = await command(page, 'open', { source: 'nqueens', command: 'setSize', value: 40 }, 'error');
      assert.match(sizeError.message, /^size: .*The 6×6 board stays\.$/);

      reply = await command(page, 'open', { source: 'nqueens', command: 'reset' });
      assert.equal(reply.counters.steps, 0);
      // setSize: a new search of that size, at the address's step (10), answered with `step` and `ready` once there.
      const toldBefore = (await page.evaluate(() => window.messages.length));
      const sized = await command(page, 'open', { source: 'nqueens', command: 'setSize', value: 4 }, 'ready');
      assert.equal(sized.n, 4);
      assert.deepEqual(fiveCounters(sized.counters), referenceCounters(referenceStates(4)[10]));
      const sizeSteps = (await page.evaluate(() => window.messages)).slice(toldBefore)
        .filter((m) => m.from === 'open' && m.data.type === 'step').map((m) => m.data.counters.steps);
      assert.equal(sizeSteps.at(-1), 10);
      assert.equal(await open.evaluate(() => document.getElementById('search').getAttribute('n')), '4');
      // Play runs the 4×4 search (speed from the address: 8 a second); the next step arrives, then pause.
      reply = await command(page, 'open', { source: 'nqueens', command: 'play' });
      assert.equal(reply.counters.steps, 11);
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
      await restricted.waitForFunction(() => document.getElementById('search')?.view !== undefined);
      await restricted.evaluate(() => {
        window.probed = false;
        addEventListener('message', (e) => { if (e.data === 'probe') window.probed = true; });
      });
      await page.evaluate(() => {
        window.send('restricted', { source: 'nqueens', command: 'step' });
        window.send('restricted', 'probe');
      });
      await restricted.waitForFunction(() => window.probed);
      assert.equal(await restricted.evaluate(() => document.getElementById('search').getCounters().steps), 0);
      assert.deepEqual((await page.evaluate(() => window.messages)).filter((m) => m.from === 'restricted'), [],
        'the restricted frame posted to this page');
      assertClean(log, env);
    }));

for (const n of [4, 10]) {
  test(`at 360 × 480, n = ${n}: a board of 240 px or more, every control in the frame without scrolling`, { timeout: 60_000 }, () =>
    withPage({ path: `embed.html?n=${n}&step=7&labels=1`, viewport: { width: 360, height: 480 } }, async ({ page, log, env }) => {
      const m = await page.evaluate(() => {
        const doc = document.documentElement;
        const root = document.getElementById('search').shadowRoot;
        const board = root.getElementById('board').getBoundingClientRect();
        const buttons = [...root.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0);
        return { scrollWidth: doc.scrollWidth, innerHeight, innerWidth, board: board.width, buttons: buttons.length, lowest: Math.max(...buttons.map((b) => b.getBoundingClientRect().bottom)) };
      });
      assert.ok(m.scrollWidth <= m.innerWidth, JSON.stringify(m));
      assert.ok(m.board >= 240, `the board is too small: ${JSON.stringify(m)}`);
      assert.equal(m.buttons, 6);
      assert.ok(m.lowest <= m.innerHeight, `a button is below the frame: ${JSON.stringify(m)}`);
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

test('a hostile origin parameter is quoted by the one rule: at most 40 characters, controls and format characters escaped', { timeout: 60_000 }, () =>
  withPage({ path: `embed.html?origin=${encodeURIComponent(`\u202eevil.example.com\u0000\u001b[31m${'x'.repeat(60)}`)}` }, async ({ page, log, env }) => {
    const text = await page.locator('#embed-problem').textContent();
    const quoted = /^origin: “(.*)” is not an origin/.exec(text)?.[1];
    assert.ok(quoted, text);
    assert.equal(quoted, `\\u{202e}evil.example.com\\u{0}\\u{1b}[31m${'x'.repeat(16)}…`);
    const raw = [...text].filter((char) => char.codePointAt(0) < 0x20 || char === '\u202e');
    assert.deepEqual(raw, [], 'nothing raw that could reorder or recolour the note');
    assertClean(log, env);
  }));

test('the board follows the frame: smaller in a shorter one, larger again in a taller one', { timeout: 60_000 }, () =>
  withPage({ path: 'embed.html?n=8', viewport: { width: 480, height: 480 } }, async ({ page }) => {
    const side = () => page.evaluate(() => document.getElementById('search').shadowRoot.getElementById('board').getBoundingClientRect().width);
    const small = await side();
    await page.setViewportSize({ width: 480, height: 720 });
    await page.waitForFunction((small) => document.getElementById('search').shadowRoot.getElementById('board')
      .getBoundingClientRect().width > small + 100, small);
    const scroll = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    assert.ok(scroll <= 0, `the page scrolls by ${scroll} px`);
    await page.setViewportSize({ width: 480, height: 480 });
    await page.waitForFunction((small) => Math.abs(document.getElementById('search').shadowRoot.getElementById('board')
      .getBoundingClientRect().width - small) < 2, small);
  }));

/** A host page of frames `{id: src}` recording their messages; its body is ready once the page has loaded. */
function recordingHost(frames) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Frames</title>
<script type="module">
window.messages = [];
const names = new Map();
for (const frame of document.querySelectorAll('iframe')) names.set(frame.contentWindow, frame.id);
addEventListener('message', (e) => window.messages.push({ from: names.get(e.source), origin: e.origin, data: e.data }));
window.send = (id, message) => document.getElementById(id).contentWindow.postMessage(message, '*');
addEventListener('load', () => { document.body.dataset.ready = 'true'; });
</script></head><body>
${Object.entries(frames).map(([id, src]) => `<iframe id="${id}" src="${src}" title="Frame ${id}" width="360" height="480"></iframe>`).join('\n')}
</body></html>`;
}

/** Waits in frame `id` until its element is loaded and still seeking to the address's step. */
async function seekingFrame(page, id) {
  const inFrame = await frame(page, id);
  await inFrame.waitForFunction(() => document.getElementById('search')?.view?.seeker.active === true, null, { timeout: 30_000 });
  return inFrame;
}

test('during a far initial seek, reset and pause act at once, cutting it short; ready then follows', { timeout: 90_000 }, () =>
  withPage({
    path: 'host.html',
    pages: { 'host.html': recordingHost({ reset: 'embed.html?n=16&step=10000000000', pause: 'embed.html?n=16&step=10000000000' }) },
  }, async ({ page, log, env }) => {
    const resetFrame = await seekingFrame(page, 'reset');
    assert.deepEqual((await page.evaluate(() => window.messages)).filter((m) => m.from === 'reset' && m.data.type === 'ready'), [],
      'ready before the seek to step 10,000,000,000 is over');
    const ready = await command(page, 'reset', { source: 'nqueens', command: 'reset' }, 'ready');
    assert.equal(ready.n, 16);
    assert.equal(ready.counters.steps, 0);
    assert.deepEqual(await resetFrame.evaluate(() => ({ seeking: document.getElementById('search').view.seeker.active, step: document.getElementById('search').step })),
      { seeking: false, step: 0 });

    const pauseFrame = await seekingFrame(page, 'pause');
    const paused = await command(page, 'pause', { source: 'nqueens', command: 'pause' }, 'ready');
    assert.ok(paused.counters.steps < 10_000_000_000, `the seek went on to ${paused.counters.steps}`);
    const stopped = await pauseFrame.evaluate(async () => {
      const search = document.getElementById('search');
      const at = search.step;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { at, later: search.step, mode: search.mode, seeking: search.view.seeker.active };
    });
    assert.deepEqual(stopped, { at: paused.counters.steps, later: paused.counters.steps, mode: 'idle', seeking: false });
    assertClean(log, env);
  }));

test('nextSolution, runToEnd and seek commands: solutions, the end, and the solutions a seek passed', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': recordingHost({ six: 'embed.html?n=6' }) } }, async ({ page, log, env }) => {
    await page.waitForFunction(() => window.messages.some((m) => m.from === 'six' && m.data.type === 'ready'), null, { timeout: 30_000 });
    const firstSolution = SIX.findIndex((s) => s.event?.event === 'solution');
    const solution = await command(page, 'six', { source: 'nqueens', command: 'nextSolution' }, 'solution');
    assert.deepEqual(solution, { source: 'nqueens', type: 'solution', number: 1, columns: SIX[firstSolution].queens });
    // A seek forward over the next two solutions says it passed two.
    const thirdSolution = SIX.findIndex((s) => s.event?.event === 'solution' && s.counters.solutions === 3);
    await (await frame(page, 'six')).waitForFunction(() => document.getElementById('search').mode === 'idle');
    const seek = await command(page, 'six', { source: 'nqueens', command: 'seek', value: thirdSolution + 1 }, 'seek');
    assert.deepEqual({ from: seek.from, to: seek.to, passed: seek.solutionsPassed }, { from: firstSolution, to: thirdSolution + 1, passed: 2 });
    assert.deepEqual(fiveCounters(seek.counters), referenceCounters(SIX[thirdSolution + 1]));
    const back = await command(page, 'six', { source: 'nqueens', command: 'seek', value: 3 }, 'seek');
    assert.deepEqual({ from: back.from, to: back.to, passed: back.solutionsPassed }, { from: thirdSolution + 1, to: 3, passed: 0 });
    const done = await command(page, 'six', { source: 'nqueens', command: 'runToEnd' }, 'done');
    assert.deepEqual(fiveCounters(done.counters), referenceCounters(SIX.at(-1)));
    assertClean(log, env);
  }));

test('a frame answering another origin posts nothing to this one: no postMessage warning in its console', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': recordingHost({}) } }, async ({ page, log, env }) => {
    const said = [];
    page.on('console', (msg) => said.push(`${msg.type()}: ${msg.text()}`));
    await page.evaluate(() => {
      const restricted = document.createElement('iframe');
      restricted.id = 'restricted';
      restricted.title = 'A frame answering another site';
      restricted.src = 'embed.html?n=5&step=3&origin=https%3A%2F%2Fexample.invalid';
      document.body.append(restricted);
    });
    const restricted = await frame(page, 'restricted');
    await restricted.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30_000 });
    // Steps, a solution and a resize: each one a message the frame would post.
    await restricted.evaluate(async () => {
      const search = document.getElementById('search');
      search.nextSolution();
      await new Promise((resolve) => search.addEventListener('nqueens-solution', resolve, { once: true }));
      search.style.setProperty('--nq-board-size', '150px');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    assert.deepEqual(said.filter((line) => /postMessage|target origin/i.test(line)), []);
    assert.deepEqual(await page.evaluate(() => window.messages), []);
    assertClean(log, env);
  }));

test('when the module cannot load, the frame says so, with no enabled control and no counters', { timeout: 60_000 }, () =>
  withPage({
    path: 'host.html',
    // The module answered by an HTML page: it cannot be compiled.
    pages: { 'host.html': recordingHost({ broken: 'embed.html?n=6&step=10' }), 'nqueens_bg.wasm': '<!doctype html><p>Not here</p>' },
  }, async ({ page }) => {
    const error = await page.waitForFunction(() => window.messages.find((m) => m.from === 'broken' && m.data.type === 'error')?.data, null, { timeout: 30_000 });
    const { command: failed, message } = await error.jsonValue();
    assert.equal(failed, 'load');
    assert.ok(message.length > 0);
    const broken = await frame(page, 'broken');
    const shown = await broken.evaluate(() => {
      const root = document.getElementById('search').shadowRoot;
      const visible = (element) => element.getClientRects().length > 0;
      return {
        status: root.getElementById('load-status').textContent,
        enabled: [...root.querySelectorAll('button, input, select')].filter((control) => !control.disabled && visible(control)).map((c) => c.id),
        counters: visible(root.getElementById('counters')),
        narration: visible(root.getElementById('narration')),
      };
    });
    assert.match(shown.status, /^The search could not be loaded: /);
    assert.deepEqual({ enabled: shown.enabled, counters: shown.counters, narration: shown.narration }, { enabled: [], counters: false, narration: false });
  }));

test('theme= and the setTheme message: the frame follows its host\'s own toggle, the board drawn anew', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': recordingHost({ themed: 'embed.html?n=5&step=7&theme=dark' }) }, contextOptions: { colorScheme: 'light' } },
    async ({ page, log, env }) => {
      const themed = await frame(page, 'themed');
      await themed.waitForFunction(() => document.body.dataset.ready === 'true');
      const look = () => themed.evaluate(() => {
        const element = document.getElementById('search');
        const frameBox = element.shadowRoot.getElementById('frame');
        const [r, g, b] = getComputedStyle(frameBox).backgroundColor.match(/\d+/g).map(Number);
        return { lightness: Math.round((r + g + b) / 3), page: getComputedStyle(document.documentElement).colorScheme, board: element.shadowRoot.getElementById('board').toDataURL() };
      });
      const dark = await look();
      assert.ok(dark.lightness < 100, `theme=dark is not dark: ${dark.lightness}`);
      assert.equal(dark.page, 'dark');
      await page.evaluate(() => window.send('themed', { source: 'nqueens', command: 'setTheme', value: 'light' }));
      await themed.waitForFunction(() => getComputedStyle(document.documentElement).colorScheme === 'light');
      await themed.waitForFunction((before) => document.getElementById('search').shadowRoot.getElementById('board').toDataURL() !== before, dark.board);
      const light = await look();
      assert.ok(light.lightness > 160, `setTheme light is not light: ${light.lightness}`);
      // "auto" with no theme of the host's: the reader's preference (light here).
      await page.evaluate(() => window.send('themed', { source: 'nqueens', command: 'setTheme', value: 'dark' }));
      await themed.waitForFunction(() => getComputedStyle(document.documentElement).colorScheme === 'dark');
      await page.evaluate(() => window.send('themed', { source: 'nqueens', command: 'setTheme', value: 'auto' }));
      await themed.waitForFunction(() => getComputedStyle(document.documentElement).colorScheme === 'light dark');
      assert.ok((await look()).lightness > 160);
      assertClean(log, env);
    }));

test('in a 360 × 480 frame an 8×8 board is at least 240 px wide, and everything fits', { timeout: 60_000 }, () =>
  withPage({ path: 'embed.html?n=8&step=20', viewport: { width: 360, height: 480 } }, async ({ page, log, env }) => {
    const m = await page.evaluate(() => {
      const board = document.getElementById('search').shadowRoot.getElementById('board').getBoundingClientRect();
      return { board: board.width, scrollHeight: document.documentElement.scrollHeight, innerHeight, scrollWidth: document.documentElement.scrollWidth, innerWidth };
    });
    assert.ok(m.board >= 240, `the board is ${m.board} px`);
    assert.ok(m.scrollWidth <= m.innerWidth, JSON.stringify(m));
    assertClean(log, env);
  }));
