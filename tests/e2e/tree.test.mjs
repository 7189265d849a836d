// The search tree panel (#tree): its counts against an independent reference search
// (tests/e2e/reference-search.mjs) forward, back and after seeks; clicking or choosing a board with the
// keyboard seeks to the step that placed it; the summary of a large board; axe.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setValidSize, setRange, axeViolations, waitForCounter } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';

const withPage = usePage();

const expected = (state) => ({ nodes: state.counters.nodes, pruned: state.counters.rejections, solutions: state.counters.solutions });
const treeCounts = (page) => page.evaluate(() => window.nqueensPage.tree());

test('on n = 6 the tree holds the reference counts at every step forward and back, and 153 boards at the end', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(6);
    await setValidSize(page, 6);
    await page.click('#tree-tab');
    assert.deepEqual(await treeCounts(page), expected(states[0]));
    for (let k = 1; k <= 120; k++) {
      await page.evaluate(() => window.nqueensPage.step());
      assert.deepEqual(await treeCounts(page), expected(states[k]), `step ${k} forward`);
    }
    for (let k = 119; k >= 60; k--) {
      await page.evaluate(() => window.nqueensPage.stepBack());
      assert.deepEqual(await treeCounts(page), expected(states[k]), `step ${k} back`);
    }
    for (const k of [400, 37, states.length - 2, 3]) {
      await setRange(page, '#scrub', k);
      await page.waitForFunction((k) => window.nqueensPage.counters().steps === k, k);
      assert.deepEqual(await treeCounts(page), expected(states[k]), `after seeking to step ${k}`);
    }
    await page.evaluate(() => window.nqueensPage.runToEnd());
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.lastEvent()?.event === 'done');
    const end = states[states.length - 1];
    assert.equal(end.counters.nodes, 153);
    assert.deepEqual(await treeCounts(page), expected(end));
    const caption = await page.locator('#tree-caption').textContent();
    assert.match(caption, /^Search tree: 153 boards, the empty board included; [\d,]+ squares rejected; 4 solutions\. Every node drawn/);
  }));

test('clicking a board of the tree seeks the search to the step that placed it', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(6);
    await setValidSize(page, 6);
    await page.click('#tree-tab');
    await page.evaluate(() => window.nqueensPage.runToEnd());
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.lastEvent()?.event === 'done');
    await page.locator('#tree').scrollIntoViewIfNeeded();
    // The boards are numbered in the order the search made them: board i is the i-th placement.
    const placements = states.map((s, k) => (s.event?.event === 'place' ? k : -1)).filter((k) => k >= 0);
    for (const index of [1, 2, 77, 152]) {
      assert.equal((await page.evaluate((i) => window.nqueensPage.treeBoard(i), index)).step, placements[index - 1], `board ${index}`);
    }
    for (const index of [152, 40, 7, 1, 0]) {
      const board = await page.evaluate((i) => window.nqueensPage.treeBoard(i), index);
      assert.ok(board, `board ${index} is drawn`);
      // A wide tree scrolls sideways: bring the board into the panel first.
      await page.evaluate((x) => {
        const box = document.querySelector('.tree-box');
        box.scrollLeft = x - box.clientWidth / 2;
      }, board.x);
      const box = await page.locator('#tree').boundingBox();
      const panel = await page.locator('.tree-box').boundingBox();
      assert.ok(box.x + board.x > panel.x && box.x + board.x < panel.x + panel.width, `board ${index} is in sight`);
      await page.mouse.click(box.x + board.x, box.y + board.y);
      await page.waitForFunction((step) => window.nqueensPage.counters().steps === step, board.step);
      const state = states[board.step];
      assert.equal(state.event?.event ?? 'start', index === 0 ? 'start' : 'place', `board ${index} was placed at step ${board.step}`);
      assert.deepEqual(await page.evaluate(() => window.nqueensPage.queens()), state.queens, `the board of node ${index}`);
    }
  }));

test('the tree is reachable by keyboard: arrows choose a board, Enter seeks to it', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(6);
    await setValidSize(page, 6);
    await page.click('#tree-tab');
    for (let k = 0; k < 60; k++) await page.evaluate(() => window.nqueensPage.step());
    await page.locator('#tree').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const board = await page.evaluate(() => window.nqueensPage.treeBoard(2));
    await waitForCounter(page, 'steps', board.step);
    const placements = states.map((s, k) => (s.event?.event === 'place' ? k : -1)).filter((k) => k >= 0);
    assert.equal(board.step, placements[1], 'the third board drawn (the root first) is the second placement');
    assert.deepEqual(await page.evaluate(() => window.nqueensPage.queens()), states[board.step].queens);
  }));

test('a large board gets an exact summary by depth, drawn while the search runs', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    await setValidSize(page, 12);
    await page.click('#tree-tab');
    await setRange(page, '#speed', 'max');
    await page.evaluate(() => window.nqueensPage.play());
    await page.waitForFunction(() => window.nqueensPage.counters().nodes > 5000);
    await page.evaluate(() => window.nqueensPage.pause());
    const { counters, tree } = await page.evaluate(async () => ({ counters: window.nqueensPage.counters(), tree: await window.nqueensPage.tree() }));
    assert.deepEqual(tree, { nodes: counters.nodes, pruned: counters.rejections, solutions: counters.solutions });
    assert.match(await page.locator('#tree-caption').textContent(), /Summary by depth/);
    const painted = await page.evaluate(() => {
      const canvas = document.getElementById('tree');
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) opaque += 1;
      return opaque;
    });
    assert.ok(painted > 100, `the summary paints the canvas (${painted} pixels)`);
    await page.evaluate(() => window.nqueensPage.stepBack());
    const back = await page.evaluate(async () => ({ counters: window.nqueensPage.counters(), tree: await window.nqueensPage.tree() }));
    assert.deepEqual(back.tree, { nodes: back.counters.nodes, pruned: back.counters.rejections, solutions: back.counters.solutions });
  }));

test('n = 8 run to the end: every board gets room, the tree scrolls sideways within its panel at 360 px', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await setValidSize(page, 8);
    await page.click('#tree-tab');
    await page.evaluate(() => window.nqueensPage.runToEnd());
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.lastEvent()?.event === 'done');
    const states = referenceStates(8);
    assert.deepEqual(await treeCounts(page), expected(states[states.length - 1]));
    assert.equal((await treeCounts(page)).nodes, 2057);
    const sizes = await page.evaluate(() => ({
      canvas: document.getElementById('tree').getBoundingClientRect().width,
      panel: document.querySelector('.tree-box').clientWidth,
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    assert.ok(sizes.canvas > sizes.panel * 2, `the canvas (${sizes.canvas} px) is wider than its panel (${sizes.panel} px)`);
    assert.ok(sizes.page <= sizes.viewport, `no horizontal overflow of the page (${sizes.page} > ${sizes.viewport})`);
  }));

test('the tree panel passes axe, with a board chosen by keyboard', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    await setValidSize(page, 6);
    await page.click('#tree-tab');
    for (let k = 0; k < 30; k++) await page.evaluate(() => window.nqueensPage.step());
    await page.locator('#tree').focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await page.locator('#tree').getAttribute('aria-label'), /^Search tree: \d+ boards/);
    assert.deepEqual(await axeViolations(page), []);
  }));

/** Scrolls board `index` of the tree into the panel and returns its point on the page (CSS px) and its step. */
async function boardOnPage(page, index) {
  const board = await page.evaluate((i) => window.nqueensPage.treeBoard(i), index);
  assert.ok(board, `board ${index} is drawn`);
  await page.evaluate((x) => {
    const box = document.querySelector('.tree-box');
    box.scrollLeft = x - box.clientWidth / 2;
  }, board.x);
  const box = await page.locator('#tree').boundingBox();
  return { x: box.x + board.x, y: box.y + board.y, step: board.step };
}

test('after a click seeks back, the whole tree stays and a later board can be clicked', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(6);
    await setValidSize(page, 6);
    await page.click('#tree-tab');
    await page.evaluate(() => window.nqueensPage.runToEnd());
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.lastEvent()?.event === 'done');
    await page.locator('#tree').scrollIntoViewIfNeeded();
    for (const index of [7, 152, 40, 100, 1]) {
      const board = await boardOnPage(page, index);
      await page.mouse.click(board.x, board.y);
      await page.waitForFunction((step) => window.nqueensPage.counters().steps === step, board.step);
      assert.deepEqual(await page.evaluate(() => window.nqueensPage.queens()), states[board.step].queens, `board ${index}`);
      // The counts are those of the step; the boards beyond it are still drawn, at the same places.
      assert.deepEqual(await treeCounts(page), expected(states[board.step]), `board ${index}: counts at step ${board.step}`);
      assert.ok(await page.evaluate(() => window.nqueensPage.treeBoard(152)), `board ${index}: the last board is still drawn`);
    }
  }));

test('up to n = 6 a board of the tree names its square when pointed at and when chosen by keyboard', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(6);
    await setValidSize(page, 6);
    await page.click('#tree-tab');
    for (let k = 0; k < 40; k++) await page.evaluate(() => window.nqueensPage.step());
    await page.locator('#tree').scrollIntoViewIfNeeded();
    const placements = states.map((s, k) => (s.event?.event === 'place' ? k : -1)).filter((k) => k >= 0);
    for (const index of [1, 2, 5]) {
      const board = await boardOnPage(page, index);
      const { row, col } = states[placements[index - 1]].event;
      await page.mouse.move(board.x, board.y);
      const title = await page.locator('#tree').getAttribute('title');
      assert.equal(title, `${String.fromCharCode(97 + col)}${row + 1}: row ${row + 1}'s queen in column ${col}, placed at step ${board.step}`, `board ${index}`);
    }
    const root = await boardOnPage(page, 0);
    await page.mouse.move(root.x, root.y);
    assert.equal(await page.locator('#tree').getAttribute('title'), 'The empty board, step 0');
    await page.locator('#tree').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    const { row, col } = states[placements[0]].event;
    assert.match(await page.locator('#tree').getAttribute('aria-label'), new RegExp(`Chosen: ${String.fromCharCode(97 + col)}${row + 1}: row ${row + 1}'s queen`));
    // Larger boards are too dense to name.
    await setValidSize(page, 7);
    for (let k = 0; k < 10; k++) await page.evaluate(() => window.nqueensPage.step());
    await page.locator('#tree').scrollIntoViewIfNeeded();
    const seven = await boardOnPage(page, 1);
    await page.mouse.move(seven.x, seven.y);
    assert.equal(await page.locator('#tree').getAttribute('title'), null);
  }));
