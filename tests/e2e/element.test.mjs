// The <n-queens> element on a host page: two elements of different sizes and options and
// one iframe of embed.html; their state at a given `step` against the reference search; seek, stepBack,
// the events; reactive and broken attributes; autoplay only once in view; a host page's aggressive style
// sheet changes nothing inside; no horizontal overflow at 280 and 360 px; axe inside the element.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePage, describeLog, RESULTS_DIR } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';
import { hostPage, elementState, referenceCounters, fiveCounters, axeWithShadow, offOrigin } from './embed-hosts.mjs';

const withPage = usePage();
const SIX = referenceStates(6);
const FIVE = referenceStates(5);
const EIGHT = referenceStates(8);
const FIRST_SOLUTION_OF_FIVE = FIVE.findIndex((s) => s.event?.event === 'solution');

const TWO_AND_A_FRAME = hostPage(`
  <p>Two boards and a frame.</p>
  <div class="box" style="width: 360px"><n-queens id="a" n="6" step="40" labels></n-queens></div>
  <div class="box" style="width: 520px"><n-queens id="b" n="5" step="1000" first-solution controls="minimal" theme="dark" speed="max"></n-queens></div>
  <iframe id="tutorial-frame" src="embed.html?n=8&step=30" title="A search in a frame" width="360" height="480"></iframe>`);

/** Waits for the frame's element to be ready and returns its state. */
async function frameState(page) {
  const frame = page.frameLocator('#tutorial-frame');
  await frame.locator('body[data-ready="true"]').waitFor({ timeout: 30_000 });
  const handle = page.frames().find((f) => f.url().includes('embed.html'));
  return elementState(handle, '#search');
}

function assertClean(log, env) {
  assert.deepEqual(log.consoleErrors, [], describeLog(log));
  assert.deepEqual(log.pageErrors, [], describeLog(log));
  assert.deepEqual(log.failed, [], describeLog(log));
  assert.deepEqual(log.badResponses, [], describeLog(log));
  assert.deepEqual(offOrigin(log, env.server.url), [], 'a request left the test server');
}

test('two elements and a frame: each shows exactly the reference search at its step, sharing one module', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': TWO_AND_A_FRAME } }, async ({ page, log, env }) => {
    const a = await elementState(page, '#a');
    assert.equal(a.size, 6);
    assert.deepEqual(fiveCounters(a.counters), referenceCounters(SIX[40]));
    assert.deepEqual(a.shown, referenceCounters(SIX[40]), 'the counters shown in the element');
    assert.deepEqual(a.queens, SIX[40].queens);
    assert.equal(a.problems, '');

    // first-solution: the search ends one step after its first solution; step 1000 lies beyond, which it says.
    const b = await elementState(page, '#b');
    assert.equal(b.size, 5);
    assert.deepEqual(fiveCounters(b.counters), { ...referenceCounters(FIVE[FIRST_SOLUTION_OF_FIVE]), steps: FIRST_SOLUTION_OF_FIVE + 1 });
    assert.deepEqual(b.queens, FIVE[FIRST_SOLUTION_OF_FIVE].queens);
    assert.match(b.narration, /Step 1,000 is past the end of this search, which stops at step \d+/);

    const inFrame = await frameState(page);
    assert.deepEqual(fiveCounters(inFrame.counters), referenceCounters(EIGHT[30]));
    assert.deepEqual(inFrame.queens, EIGHT[30].queens);

    // One compilation of the module for the two elements of the host page (the frame is a page of its own).
    const modules = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/nqueens_bg.wasm')).length);
    assert.equal(modules, 1);
    // minimal controls: Play, Step, Step back only.
    const visible = await page.evaluate(() => {
      const root = document.getElementById('b').shadowRoot;
      return [...root.querySelectorAll('button')].filter((button) => button.getClientRects().length > 0).map((button) => button.id);
    });
    assert.deepEqual(visible, ['play', 'step', 'step-back']);
    assertClean(log, env);
  }));

test('seek, step, stepBack, nextSolution and runToEnd do what they say, with bubbling, composed events', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': TWO_AND_A_FRAME } }, async ({ page, log, env }) => {
    await page.evaluate(() => {
      window.heard = [];
      for (const type of ['nqueens-step', 'nqueens-solution', 'nqueens-done']) {
        document.addEventListener(type, (e) => window.heard.push({
          type, target: e.target.id, bubbles: e.bubbles, composed: e.composed, detail: JSON.parse(JSON.stringify(e.detail)),
        }));
      }
    });
    const reached = await page.evaluate(() => document.getElementById('a').seek(100));
    assert.equal(reached, 100);
    let a = await elementState(page, '#a');
    assert.deepEqual(fiveCounters(a.counters), referenceCounters(SIX[100]));
    assert.deepEqual(a.queens, SIX[100].queens);

    await page.evaluate(() => document.getElementById('a').stepBack());
    a = await elementState(page, '#a');
    assert.deepEqual(fiveCounters(a.counters), referenceCounters(SIX[99]));
    assert.deepEqual(a.queens, SIX[99].queens);
    await page.evaluate(() => document.getElementById('a').stepForward());
    a = await elementState(page, '#a');
    assert.deepEqual(fiveCounters(a.counters), referenceCounters(SIX[100]));

    const heard = await page.evaluate(() => window.heard.splice(0));
    assert.deepEqual(heard.map((h) => [h.type, h.target, h.bubbles, h.composed]),
      [['nqueens-step', 'a', true, true], ['nqueens-step', 'a', true, true], ['nqueens-step', 'a', true, true]]);
    assert.deepEqual(heard.map((h) => h.detail.counters.steps), [100, 99, 100]);
    const { event, row, col, conflict } = heard[2].detail.event;
    assert.deepEqual({ event, row, col, conflict }, SIX[100].event);
    assert.equal(await page.evaluate(() => document.getElementById('a').lastEvent.event), SIX[100].event.event);

    // Next solution stops on the first one after step 100; its event carries the reference's columns.
    const firstAfter = SIX.findIndex((s, k) => k > 100 && s.event?.event === 'solution');
    await page.evaluate(() => document.getElementById('a').nextSolution());
    await page.waitForFunction(() => window.heard.some((h) => h.type === 'nqueens-solution'), null, { timeout: 30_000 });
    await page.waitForFunction(() => document.getElementById('a').mode === 'idle', null, { timeout: 30_000 });
    const solution = (await page.evaluate(() => window.heard)).find((h) => h.type === 'nqueens-solution');
    assert.deepEqual(solution.detail, { number: SIX[firstAfter].counters.solutions, columns: SIX[firstAfter].queens });
    assert.deepEqual(fiveCounters((await elementState(page, '#a')).counters), referenceCounters(SIX[firstAfter]));

    await page.evaluate(() => document.getElementById('a').runToEnd());
    await page.waitForFunction(() => window.heard.some((h) => h.type === 'nqueens-done'), null, { timeout: 30_000 });
    const done = (await page.evaluate(() => window.heard)).find((h) => h.type === 'nqueens-done');
    assert.deepEqual(fiveCounters(done.detail.counters), referenceCounters(SIX.at(-1)));
    assert.deepEqual(fiveCounters((await elementState(page, '#a')).counters), referenceCounters(SIX.at(-1)));

    // The other element did not move.
    const b = await elementState(page, '#b');
    assert.equal(b.counters.steps, FIRST_SOLUTION_OF_FIVE + 1);
    assertClean(log, env);
  }));

test('bad calls throw a clear message and leave the board; attributes are reactive, a broken one is told', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': TWO_AND_A_FRAME } }, async ({ page, log, env }) => {
    const errors = await page.evaluate(() => {
      const a = document.getElementById('a');
      const attempt = (fn) => {
        try {
          fn();
          return 'no error';
        } catch (err) {
          return err.message;
        }
      };
      return [attempt(() => a.seek(-1)), attempt(() => a.seek('12')), attempt(() => { a.size = 21; }), attempt(() => { a.size = '7'; })];
    });
    assert.match(errors[0], /seek\(\): “-1” is not a step number/);
    assert.match(errors[1], /seek\(\): the text “12” is not a step number/);
    assert.match(errors[2], /^size: .*The 6×6 board stays\.$/);
    assert.match(errors[3], /^size: .*The 6×6 board stays\.$/);
    let a = await elementState(page, '#a');
    assert.equal(a.size, 6);
    assert.equal(a.counters.steps, 40);

    // size (as n) writes the n attribute: a new 4×4 search, at the element's step attribute (40).
    await page.evaluate(() => { document.getElementById('a').size = 4; });
    assert.equal(await page.evaluate(() => document.getElementById('a').getAttribute('n')), '4');
    await page.waitForFunction(() => document.getElementById('a').getCounters().steps === 40);
    assert.deepEqual(fiveCounters((await elementState(page, '#a')).counters), referenceCounters(referenceStates(4)[40]));

    // n changes the board, step seeks it (both reactive); a broken n is told and the default 4 (the article's board) used.
    await page.evaluate(() => document.getElementById('a').setAttribute('n', '5'));
    await page.waitForFunction(() => document.getElementById('a').size === 5 && document.getElementById('a').getCounters().steps === 40);
    a = await elementState(page, '#a');
    assert.deepEqual(fiveCounters(a.counters), referenceCounters(FIVE[40]));
    await page.evaluate(() => document.getElementById('a').setAttribute('step', '12'));
    await page.waitForFunction(() => document.getElementById('a').getCounters().steps === 12);
    assert.deepEqual((await elementState(page, '#a')).queens, FIVE[12].queens);
    await page.evaluate(() => document.getElementById('a').setAttribute('n', 'twelve'));
    await page.waitForFunction(() => document.getElementById('a').size === 4);
    a = await elementState(page, '#a');
    assert.match(a.problems, /^Not understood, so the default is used: n: “twelve” is not a number/);
    await page.evaluate(() => document.getElementById('a').setAttribute('controls', 'some'));
    a = await elementState(page, '#a');
    assert.match(a.problems, /controls: “some” is not “full”, “minimal” or “none”\./);
    await page.evaluate(() => {
      const element = document.getElementById('a');
      element.setAttribute('n', '6');
      element.setAttribute('controls', 'none');
    });
    a = await elementState(page, '#a');
    assert.equal(a.problems, '');
    assert.equal(await page.evaluate(() => document.getElementById('a').shadowRoot.getElementById('play').getClientRects().length), 0,
      'controls="none" hides the buttons');
    const look = () => page.evaluate(() => {
      const root = document.getElementById('a').shadowRoot;
      return {
        counters: root.getElementById('counters').getClientRects().length > 0,
        narration: root.getElementById('narration').getClientRects().length > 0,
        // The palette's light square as the board's canvas code reads it (palette.css writes light-dark()).
        light: (() => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--sq-light)';
          root.getElementById('board-wrap').append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        })(),
      };
    });
    await page.evaluate(() => document.getElementById('a').setAttribute('theme', 'light'));
    const light = await look();
    assert.deepEqual(light, { counters: true, narration: true, light: 'rgb(239, 220, 184)' });
    await page.evaluate(() => {
      const element = document.getElementById('a');
      element.setAttribute('theme', 'dark');
      element.setAttribute('counters', 'none');
      element.setAttribute('narration', 'none');
    });
    assert.deepEqual(await look(), { counters: false, narration: false, light: 'rgb(139, 115, 85)' });
    assertClean(log, env);
  }));

const BELOW_THE_FOLD = hostPage(`
  <div style="width: 360px"><n-queens id="near" n="4"></n-queens></div>
  <div style="height: 3000px"></div>
  <div style="width: 360px"><n-queens id="far" n="6" autoplay speed="30"></n-queens></div>`);

test('autoplay starts only once the element scrolls into view', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': BELOW_THE_FOLD }, viewport: { width: 800, height: 600 } }, async ({ page, log, env }) => {
    // Enough frames for an element in view to have started (Play takes its first step at once).
    await page.evaluate(() => new Promise((resolve) => {
      let frames = 0;
      const tick = () => (++frames >= 20 ? resolve() : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    }));
    assert.equal(await page.evaluate(() => document.getElementById('far').getCounters().steps), 0);
    assert.equal(await page.evaluate(() => document.getElementById('far').mode), 'idle');
    await page.evaluate(() => document.getElementById('far').scrollIntoView());
    await page.waitForFunction(() => document.getElementById('far').getCounters().steps > 0, null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.getElementById('far').mode), 'play');
    await page.evaluate(() => document.getElementById('far').pause());
    assert.equal(await page.evaluate(() => document.getElementById('near').getCounters().steps), 0, 'the element without autoplay stays');
    assertClean(log, env);
  }));

const AGGRESSIVE = `<style>
  * { all: unset; }
  :root { --queen: red; --fg: lime; --bg: black; font-size: 40px; }
  n-queens { font: italic 30px serif; color: red; line-height: 3; letter-spacing: 4px; text-align: right; visibility: visible; }
  canvas, button, dl, p, div { margin: 17px !important; }
</style>`;
// At the same whole-pixel place on both pages, so that the pixels can be compared exactly.
const ONE_BOARD = `<div style="display: block; position: absolute; left: 0; top: 200px; width: 360px"><n-queens id="a" n="6" step="40" labels></n-queens></div>`;

test('a host page that unsets every style and sets its own custom properties changes nothing inside', { timeout: 90_000 }, async () => {
  const shots = [];
  for (const head of ['', AGGRESSIVE]) {
    // Tall enough for the whole element, 17 px lower under the host's margins, to be on screen in both shots.
    await withPage({ path: 'host.html', viewport: { width: 1280, height: 1200 }, pages: { 'host.html': hostPage(ONE_BOARD, { head }) } }, async ({ page, log, env }) => {
      const element = page.locator('#a');
      const box = await element.boundingBox();
      const inside = await page.evaluate(() => {
        const root = document.getElementById('a').shadowRoot;
        return ['board', 'narration', 'play', 'counters'].map((id) => {
          const r = root.getElementById(id).getBoundingClientRect();
          return [id, Math.round(r.width), Math.round(r.height)];
        });
      });
      // Inset past the rounded corners, whose anti-aliased edge blends with the host's own background.
      const clip = { x: box.x + 8, y: box.y + 8, width: box.width - 16, height: box.height - 16 };
      shots.push({ box: [Math.round(box.width), Math.round(box.height)], inside, png: await page.screenshot({ clip }) });
      assertClean(log, env);
    });
  }
  assert.deepEqual(shots[1].box, shots[0].box);
  assert.deepEqual(shots[1].inside, shots[0].inside);
  // Pixel by pixel: a host style that reached in (red queens, lime text, a black page, serif, margins) moves
  // channels by tens or hundreds; the rasteriser's rounding of an anti-aliased corner at another place on the
  // page moves one by a unit or two.
  const largest = await withPage(({ page }) => page.evaluate(async (urls) => {
    const pixels = await Promise.all(urls.map(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height).data;
    }));
    let most = 0;
    for (let i = 0; i < pixels[0].length; i++) most = Math.max(most, Math.abs(pixels[0][i] - pixels[1][i]));
    return pixels[0].length === pixels[1].length ? most : Infinity;
  }, shots.map((shot) => `data:image/png;base64,${shot.png.toString('base64')}`)));
  if (largest > 3) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    shots.forEach((shot, i) => writeFileSync(join(RESULTS_DIR, `element-host-style-${i}.png`), shot.png));
  }
  assert.ok(largest <= 3, `the element looks different under the aggressive host style sheet (a channel off by ${largest}; test-results/element-host-style-*.png)`);
});

for (const width of [280, 360]) {
  test(`at ${width} px nothing overflows, every panel open`, { timeout: 90_000 }, () =>
    withPage({
      path: 'host.html',
      viewport: { width, height: 800 },
      pages: { 'host.html': hostPage('<n-queens id="a" n="10" step="25" labels panels="sets code tree growth"></n-queens>') },
    }, async ({ page, log, env }) => {
      await page.evaluate(() => { document.getElementById('a').shadowRoot.getElementById('more').open = true; });
      const m = await page.evaluate(() => {
        const element = document.getElementById('a');
        const frame = element.shadowRoot.getElementById('frame');
        const host = element.getBoundingClientRect();
        const wide = [...element.shadowRoot.querySelectorAll('*')]
          // What a box that scrolls sideways holds (a line of code, the tree) may reach past it: the box scrolls.
          .filter((el) => el.getClientRects().length > 0 && !el.closest('.tree-box, .growth, .code-lines'))
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.right > host.right + 1 || r.left < host.left - 1)
          .slice(0, 5)
          .map(({ el, r }) => `${el.tagName.toLowerCase()}#${el.id} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
        return {
          pageScroll: document.documentElement.scrollWidth, innerWidth, frameScroll: frame.scrollWidth, frameWidth: frame.clientWidth,
          wide, board: element.shadowRoot.getElementById('board').getBoundingClientRect().width,
        };
      });
      assert.ok(m.pageScroll <= m.innerWidth, JSON.stringify(m));
      assert.ok(m.frameScroll <= m.frameWidth, JSON.stringify(m));
      assert.deepEqual(m.wide, [], JSON.stringify(m));
      assert.ok(m.board >= width - 60, `the board should fill the width: ${JSON.stringify(m)}`);
      assertClean(log, env);
    }));
}

test('axe finds nothing inside the elements (their shadow roots are checked)', { timeout: 90_000 }, () =>
  withPage({
    path: 'host.html',
    pages: { 'host.html': hostPage(`<n-queens id="a" n="6" step="40" panels="sets code tree growth"></n-queens>
      <n-queens id="b" n="5" theme="dark" speed="oops"></n-queens>`) },
  }, async ({ page, log, env }) => {
    await page.evaluate(() => { document.getElementById('a').shadowRoot.getElementById('more').open = true; });
    const { violations, insideShadow } = await axeWithShadow(page);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
    assert.ok(insideShadow > 20, `axe looked at only ${insideShadow} nodes inside the shadow roots`);
    assertClean(log, env);
  }));

test('a fast run tells its steps at most once a frame, every solution, and the end once', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': hostPage('<n-queens id="fast" n="8"></n-queens>') } }, async ({ page, log, env }) => {
    const told = await page.evaluate(() => new Promise((resolve) => {
      const element = document.getElementById('fast');
      const count = { frames: 0, steps: 0, solutions: 0, done: 0, numbers: [] };
      const tick = () => {
        count.frames += 1;
        if (!count.done) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      element.addEventListener('nqueens-step', () => { count.steps += 1; });
      element.addEventListener('nqueens-solution', (e) => { count.solutions += 1; count.numbers.push(e.detail.number); });
      element.addEventListener('nqueens-done', () => {
        count.done += 1;
        resolve({ ...count, counters: element.getCounters() });
      });
      element.runToEnd();
    }));
    assert.ok(told.steps >= 1 && told.steps <= told.frames + 1, `${told.steps} step events in ${told.frames} frames`);
    assert.equal(told.solutions, 92);
    assert.deepEqual(told.numbers, Array.from({ length: 92 }, (_, i) => i + 1));
    assert.equal(told.done, 1);
    assert.equal(told.counters.solutions, 92);
    assertClean(log, env);
  }));

test('keyboard shortcuts act on the element that has the focus, and only on it', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': hostPage('<n-queens id="one" n="5"></n-queens><n-queens id="two" n="5"></n-queens>') } },
    async ({ page, log, env }) => {
      await page.locator('#two').locator('#step').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(() => document.getElementById('two').getCounters().steps === 1);
      assert.equal(await page.evaluate(() => document.getElementById('one').getCounters().steps), 0);
      // Typed into the size field, keys are text, not shortcuts.
      await page.locator('#two').locator('#more summary').click();
      await page.locator('#two').locator('#size').fill('');
      await page.locator('#two').locator('#size').pressSequentially('7');
      await page.locator('#two').locator('#size').press('Enter');
      await page.waitForFunction(() => document.getElementById('two').size === 7);
      assert.equal(await page.evaluate(() => document.getElementById('two').getCounters().steps), 0);
      assert.equal(await page.evaluate(() => document.getElementById('one').size), 5);
      assertClean(log, env);
    }));

test('a dark reader and a host that declares no scheme: toPNG({theme: "auto"}) comes in the dark scheme the board shows', { timeout: 60_000 }, () =>
  withPage({
    path: 'host.html',
    pages: { 'host.html': hostPage('<n-queens id="a" n="6" step="40"></n-queens>') },
    contextOptions: { colorScheme: 'dark' },
  }, async ({ page, log, env }) => {
    const pictures = await page.evaluate(async () => {
      const element = document.getElementById('a');
      const bytes = async (blob) => new Uint8Array(await blob.arrayBuffer()).join(',');
      const [auto, dark, light] = [await element.toPNG({ size: 96, theme: 'auto' }), await element.toPNG({ size: 96, theme: 'dark' }), await element.toPNG({ size: 96, theme: 'light' })];
      return { shown: getComputedStyle(element.shadowRoot.getElementById('frame')).colorScheme, autoIsDark: (await bytes(auto)) === (await bytes(dark)), darkIsLight: (await bytes(dark)) === (await bytes(light)) };
    });
    assert.deepEqual(pictures, { shown: 'light dark', autoIsDark: true, darkIsLight: false });
    assertClean(log, env);
  }));
