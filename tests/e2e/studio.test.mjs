// The learning studio on one screen: at laptop sizes in both schemes the board, the narration, the
// controls, the step, the current code line, the call stack, the sets and the counters all lie inside the
// window without scrolling; on a phone the board, the narration and every run button; nothing moves under
// the finger while stepping; the tabs and drawers follow the ARIA patterns; page and element share one markup.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';
import { hostPage } from './embed-hosts.mjs';

const withPage = usePage();

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

const ONE_SCREEN = ['#board', '#narration', '#play', '#step', '#step-back', '#scrub-text', '#scrub',
  '#code-lines [aria-current="step"]', '#call-stack', '#sets', '#steps', '#nodes', '#solutions', '#backtracks'];

const PHONE_VISIBLE = ['#board', '#narration', '#play', '#step', '#step-back', '#next-solution', '#run-to-end', '#reset'];

/** The boxes of `selectors` (CSS px, relative to the window), and how far the page is scrolled. */
async function boxes(page, selectors) {
  return page.evaluate((list) => ({
    scrollY: window.scrollY,
    width: window.innerWidth,
    height: window.innerHeight,
    boxes: Object.fromEntries(list.map((selector) => {
      const el = document.querySelector(selector);
      const r = el?.getBoundingClientRect();
      return [selector, el ? { x: r.x, y: r.y, right: r.right, bottom: r.bottom, w: r.width, h: r.height } : null];
    })),
  }), selectors);
}

function assertInside(result, selectors, what) {
  assert.equal(result.scrollY, 0, `${what}: the page is not scrolled`);
  for (const selector of selectors) {
    const box = result.boxes[selector];
    assert.ok(box, `${what}: ${selector} exists`);
    assert.ok(box.w > 0 && box.h > 0, `${what}: ${selector} is shown (${JSON.stringify(box)})`);
    assert.ok(box.x >= 0 && box.y >= 0 && box.right <= result.width + 0.5 && box.bottom <= result.height + 0.5,
      `${what}: ${selector} lies inside the ${result.width}×${result.height} window: ${JSON.stringify(box)}`);
  }
}

function assertClean(log) {
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
}

for (const viewport of LAPTOPS) {
  for (const colorScheme of ['light', 'dark']) {
    test(`at ${viewport.width}×${viewport.height} (${colorScheme}) everything a learner watches is on one screen`, { timeout: 60_000 }, () =>
      withPage({ viewport, path: '?n=4&step=8', contextOptions: { colorScheme } }, async ({ page, log }) => {
        assertInside(await boxes(page, ONE_SCREEN), ONE_SCREEN, `${viewport.width}×${viewport.height}`);
        // The board is big enough to learn from, and the wide screens use their width.
        const board = (await boxes(page, ['#board'])).boxes['#board'];
        assert.ok(board.w >= 0.5 * viewport.height, `the board is ${board.w} px wide`);
        const side = (await boxes(page, ['.studio-side'])).boxes['.studio-side'];
        assert.ok(side.right >= viewport.width - 40, `the panels reach the window's right edge (${side.right})`);
        assertClean(log);
      }));
  }
}

for (const colorScheme of ['light', 'dark']) {
  test(`on a 360×740 phone (${colorScheme}) the board, the narration and every run button are in view, the panels as tabs below, the code wrapped`, { timeout: 60_000 }, () =>
    withPage({ viewport: { width: 360, height: 740 }, path: '?n=4&step=8', contextOptions: { colorScheme } }, async ({ page, log }) => {
      assertInside(await boxes(page, PHONE_VISIBLE), PHONE_VISIBLE, '360×740');
      await page.selectOption('#code-language', 'javascript');
      const layout = await page.evaluate(() => {
        const tabs = [...document.querySelectorAll('.studio-side [role="tab"]:not([hidden])')];
        const board = document.getElementById('board').getBoundingClientRect();
        const lines = [...document.querySelectorAll('#code-lines .code-line')];
        const list = document.getElementById('code-lines');
        return {
          tabsBelow: tabs.every((tab) => tab.getBoundingClientRect().top > board.bottom),
          tabs: tabs.map((tab) => tab.id),
          whiteSpace: getComputedStyle(lines[0].querySelector('code')).whiteSpace,
          wrapped: lines.filter((line) => line.getBoundingClientRect().height > 1.6 * lines[0].getBoundingClientRect().height).length,
          sideways: list.scrollWidth > list.clientWidth + 1,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      assert.ok(layout.tabsBelow, `tabs under the board: ${JSON.stringify(layout)}`);
      assert.deepEqual(layout.tabs.slice(0, 4), ['code-tab', 'stack-tab', 'sets-tab', 'counters-tab'], 'the stack, the sets and the counters one tap away');
      assert.equal(layout.whiteSpace, 'pre-wrap', 'code lines keep their spacing and wrap at it');
      assert.ok(layout.wrapped >= 1, 'the longest JavaScript lines wrap under their own start');
      assert.equal(layout.sideways, false, 'nothing of the listing is cut at its right edge');
      assert.ok(layout.pageWidth <= 360, `the page itself does not scroll sideways (${layout.pageWidth})`);
      assertClean(log);
    }));
}

/** Steps the search to its end through the hook, recording the Step and Step back boxes after every step. */
async function stepBoxes(page) {
  return page.evaluate(() => {
    const box = (id) => JSON.stringify(document.getElementById(id).getBoundingClientRect());
    const seen = new Set();
    let steps = 0;
    while (steps < 1000) {
      document.getElementById('step').click();
      steps += 1;
      seen.add(`${box('step')} ${box('step-back')} ${box('play')}`);
      if (document.getElementById('step').disabled) break;
    }
    return { steps, distinct: seen.size, last: document.getElementById('steps').dataset.value };
  });
}

test('Step and Step back do not move by a pixel over all 79 steps of n = 4, nor over forgot-undo\'s long sentences', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1366, height: 768 }, path: '?n=4' }, async ({ page, env, log }) => {
    const plain = await stepBoxes(page);
    assert.equal(plain.last, '79');
    assert.equal(plain.distinct, 1, 'one box for the buttons at every step');
    assertClean(log);
    const other = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await other.goto(`${env.server.url}?n=4&variant=forgot-undo`);
    await other.waitForFunction(() => document.body.dataset.ready === 'true');
    const forgot = await stepBoxes(other);
    assert.ok(forgot.steps > 22, `forgot-undo ran ${forgot.steps} steps`);
    assert.equal(forgot.distinct, 1, 'one box for the buttons at every step of forgot-undo');
    await other.close();
  }));

test('during Run to end the share done and the time left are in view, and a paused run reports the whole search at its end', { timeout: 90_000 }, () =>
  withPage({ viewport: { width: 1280, height: 720 }, path: '?n=14' }, async ({ page, log }) => {
    await page.click('#run-to-end');
    await page.waitForFunction(() => / left$/.test(document.getElementById('progress-text').textContent));
    assertInside(await boxes(page, ['#progress', '#progress-text']), ['#progress', '#progress-text'], 'running');
    await page.click('#run-to-end');
    await page.waitForFunction(() => document.getElementById('progress-row').dataset.phase === 'paused');
    // Resumed on a smaller board is another run; on the same one it goes on to the end and names every step.
    await page.evaluate(() => window.nqueensPage.setSize(10));
    await page.click('#run-to-end');
    await page.waitForFunction(() => document.getElementById('progress-row').dataset.phase === 'finished');
    const steps = await page.evaluate(() => document.getElementById('steps').textContent);
    const text = await page.evaluate(() => document.getElementById('progress-text').textContent);
    assert.match(text, new RegExp(`^100 % of the search · ${steps} steps`), text);
    assertClean(log);
  }));

test('a run paused and resumed counts all its steps in its last line', { timeout: 120_000 }, () =>
  withPage({ viewport: { width: 1280, height: 720 }, path: '?n=12' }, async ({ page, log }) => {
    // Paused after its first two frames, long before the end of n = 12's 10 million steps.
    await page.evaluate(() => new Promise((resolve) => {
      window.nqueensPage.runToEnd();
      requestAnimationFrame(() => requestAnimationFrame(() => {
        window.nqueensPage.pause();
        resolve();
      }));
    }));
    assert.equal(await page.evaluate(() => document.getElementById('progress-row').dataset.phase), 'paused');
    await page.click('#run-to-end');
    await page.waitForFunction(() => document.getElementById('progress-row').dataset.phase === 'finished', null, { timeout: 100_000 });
    const { steps, text } = await page.evaluate(() => ({
      steps: document.getElementById('steps').textContent,
      text: document.getElementById('progress-text').textContent,
    }));
    assert.match(text, new RegExp(`^100 % of the search · ${steps} steps in`), text);
    assertClean(log);
  }));

test('tabs and drawers follow the ARIA patterns, and opening them moves nothing in the studio', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1366, height: 768 }, path: '?n=5&step=12' }, async ({ page, log }) => {
    const tabs = await page.evaluate(() => [...document.querySelectorAll('.studio-side [role="tab"]:not([hidden])')].map((tab) => ({
      id: tab.id, controls: tab.getAttribute('aria-controls'), selected: tab.getAttribute('aria-selected'),
      panelRole: document.getElementById(tab.getAttribute('aria-controls').split(' ')[0])?.getAttribute('role'),
      hidden: document.getElementById(tab.getAttribute('aria-controls').split(' ')[0])?.hidden,
    })));
    assert.deepEqual(tabs.map((t) => t.controls), ['code-details stack-details', 'tree-details', 'growth-details', 'numbers-panel', 'key-panel']);
    assert.deepEqual(tabs.map((t) => t.selected), ['true', 'false', 'false', 'false', 'false']);
    assert.deepEqual(tabs.map((t) => t.hidden), [false, true, true, true, true]);
    assert.ok(tabs.every((t) => t.panelRole === 'tabpanel'));
    const before = await boxes(page, ['#board', '#step']);
    // The keyboard: from the first tab, → selects the tree, whose canvas is then drawn at its size.
    await page.focus('#code-tab');
    await page.keyboard.press('ArrowRight');
    const tree = await page.evaluate(async () => ({
      focused: document.activeElement.id,
      selected: document.getElementById('tree-tab').getAttribute('aria-selected'),
      shown: !document.getElementById('tree-details').hidden,
      codeHidden: document.getElementById('code-details').hidden,
      canvasWidth: document.getElementById('tree').getBoundingClientRect().width,
      counts: await window.nqueensPage.tree(),
    }));
    assert.deepEqual({ ...tree, canvasWidth: tree.canvasWidth > 100 },
      { focused: 'tree-tab', selected: 'true', shown: true, codeHidden: true, canvasWidth: true, counts: tree.counts });
    assert.equal(tree.counts.nodes, Number(await page.evaluate(() => document.getElementById('nodes').dataset.value)));
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'key-tab');
    // A drawer: the button says whether it is open and what it controls; Escape closes it.
    for (const [button, drawer] of [['#options-toggle', '#options-drawer'], ['#share-toggle', '#share-drawer']]) {
      await page.click(button);
      assert.deepEqual(await page.evaluate(([b, d]) => [document.querySelector(b).getAttribute('aria-expanded'),
        document.querySelector(d).hidden, document.querySelector(b).getAttribute('aria-controls')], [button, drawer]),
      ['true', false, drawer.slice(1)]);
      assert.deepEqual((await boxes(page, ['#board', '#step'])).boxes, before.boxes, `${drawer} opens over the studio`);
      await page.focus(`${drawer} button, ${drawer} input`);
      await page.keyboard.press('Escape');
      assert.deepEqual(await page.evaluate(([b, d]) => [document.querySelector(b).getAttribute('aria-expanded'),
        document.querySelector(d).hidden], [button, drawer]), ['false', true]);
    }
    assertClean(log);
  }));

/** The ids, tags and classes of the parts under `root` that both hosts have, in document order. */
function partsOf(root, skip) {
  const trees = skip.filter((id) => !id.startsWith('=')).map((id) => `#${id}`).join(',');
  const ids = skip.filter((id) => id.startsWith('=')).map((id) => id.slice(1));
  return [...root.querySelectorAll('[id]')].filter((el) => !ids.includes(el.id) && !skip.includes(el.id) && !el.closest(trees))
    .map((el) => `${el.tagName.toLowerCase()}#${el.id}.${[...el.classList].sort().join('.')}`);
}

test('the page and an element with every panel are the same studio: one markup for both', { timeout: 60_000 }, () =>
  withPage({
    path: 'host.html',
    pages: {
      'host.html': hostPage('<n-queens id="el" n="4" panels="sets code tree growth"></n-queens><iframe id="frame" title="page" src="./?n=4"></iframe>'),
    },
  }, async ({ page, log }) => {
    const frame = page.frame({ url: /\?n=4$/ });
    await frame.waitForFunction(() => document.body.dataset.ready === 'true');
    // What only one host has: the page's bar, drawers and extra tabs; the element's disclosure (the step
    // bar and speed are in it, which both hosts have) and its own size field. "=id" skips that part alone.
    const pageOnly = ['studio-bar', 'options-drawer', 'share-drawer', 'lesson', 'size-error', 'studio-notes', 'numbers-panel',
      'key-panel', 'numbers-tab', 'key-tab', 'stack-tab', 'sets-tab', 'counters-tab'];
    const elementOnly = ['=more', 'attribute-problems', 'size', 'size-hint', 'labels', 'labels-note'];
    const skip = [...pageOnly, ...elementOnly];
    const fromPage = await frame.evaluate(`(${partsOf})(document.getElementById('studio'), ${JSON.stringify(skip)})`);
    const fromElement = await page.evaluate(`(${partsOf})(document.getElementById('el').shadowRoot.getElementById('frame'), ${JSON.stringify(skip)})`);
    assert.ok(fromPage.length > 40, `${fromPage.length} parts`);
    assert.deepEqual(fromElement, fromPage);
    assertClean(log);
  }));
