// The Variant selector: a classic mistake run to the end shows its wrong count beside the
// correct one and the core's sentence on the bug; forgot-undo's ghost diagonal is drawn after a backtrack;
// Step back undoes a variant exactly; the variant lives in the address; a broken one is reported; axe passes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setSize, readCounter, readCounters, stepToEnd, stepBackToStart, axeViolations, squareMean, colourDistance } from './helpers.mjs';

const withPage = usePage();

/** Runs the search to its end with Run to end and returns the side-by-side result's text. */
async function runToEnd(page) {
  await page.click('#run-to-end');
  await page.waitForFunction(() => window.nqueensPage.lastEvent()?.event === 'done', null, { timeout: 60_000 });
  await page.locator('#variant-result').waitFor({ state: 'visible', timeout: 10_000 });
  return (await page.locator('#variant-result').textContent()).trim();
}

for (const [variant, n, wrong, correct] of [
  ['forgot-undo', 8, '0 solutions', '92'],
  ['same-diagonal', 8, '2,113 solutions', '92'],
  ['sized-n', 9, '116 solutions', '352'],
]) {
  test(`${variant}, n = ${n}: ${wrong} beside the correct search's ${correct}, and why`, { timeout: 120_000 }, () =>
    withPage({ path: `?n=${n}` }, async ({ page, log }) => {
      await page.selectOption('#variant', variant);
      await page.waitForFunction((v) => window.nqueensPage.variant() === v, variant);
      const description = (await page.locator('#variant-description').textContent()).trim();
      assert.match(description, new RegExp(`n = ${n} finds ${wrong.split(' ')[0]}`), `the core's sentence on ${variant}: ${description}`);
      assert.match(page.url(), new RegExp(`[?&]variant=${variant}(&|$)`), `the address keeps the variant: ${page.url()}`);
      const result = await runToEnd(page);
      assert.ok(result.includes(`This variant (${variant}): ${wrong}, correct search: ${correct}`), result);
      assert.ok(result.endsWith(description), `the result says why: ${result}`);
      assert.equal(await readCounter(page, 'solutions'), Number(wrong.split(' ')[0].replace(',', '')));
      const tree = await page.evaluate(() => window.nqueensPage.tree());
      if (n <= 8) assert.equal(tree.nodes, await readCounter(page, 'nodes'), `the tree follows ${variant}: ${JSON.stringify(tree)}`);
      else assert.match(await page.locator('#tree-caption').textContent(), /not drawn for this search.*classic mistakes up to n = 8/);
      assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
    }));
}

test('brute force, n = 6: 720 permutations checked for the correct 4 solutions, its own counters shown', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&variant=brute-force' }, async ({ page, log }) => {
    assert.equal(await page.locator('#variant').inputValue(), 'brute-force');
    const result = await runToEnd(page);
    assert.ok(result.includes('This variant (brute-force): 4 solutions, correct search: 4 — the same count.'), result);
    assert.equal(await readCounter(page, 'permutations'), 720);
    assert.ok(await page.locator('#checks').isVisible(), 'the checks counter is shown');
    assert.equal(await page.locator('#nodes').isVisible(), false, 'brute force examines no partial boards: no node counter');
    assert.match(await page.locator('#narration').textContent(), /Brute force finished: 720 permutations checked, 4 solutions/);
    await page.evaluate(() => window.nqueensPage.tree()); // the tree's module, loaded when the tree is first shown
    assert.match(await page.locator('#tree-caption').textContent(), /^Search tree: not drawn for this search\. .*brute force checks whole boards and grows none\./);
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
  }));


for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme} scheme: forgot-undo's ghost diagonal stays shaded after its queen has left`, { timeout: 60_000 }, () =>
    withPage({ path: '?n=8&variant=forgot-undo', contextOptions: { colorScheme, reducedMotion: 'reduce' } }, async ({ page }) => {
      // Step to the first backtrack, then on until the queen's row is filled again.
      const removed = await page.evaluate(() => {
        for (;;) {
          window.nqueensPage.step();
          const event = window.nqueensPage.lastEvent();
          if (event.event === 'remove') return event;
        }
      });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const state = await page.evaluate(() => {
        const s = window.nqueensPage.searchState();
        const board = window.nqueensPage.boardView();
        return { ghosts: Array.from(s.ghosts), misjudged: Array.from(s.misjudged), attacked: board.attacked, queens: Array.from(s.queens), next: board.next };
      });
      assert.ok(state.ghosts.join(',').includes(`${removed.row},${removed.col}`), `the lifted queen is a ghost: ${JSON.stringify(state.ghosts)}`);
      const d = removed.row - removed.col;
      const n = 8;
      // The three sets keep the ghost's down diagonal, marked as left behind.
      const ghostValues = await page.$$eval('#sets [data-set="down"] .set-ghost', (els) => els.map((el) => Number(el.dataset.value)));
      assert.ok(ghostValues.includes(d), `the down set shows the ghost's ${d}: ${ghostValues}`);
      // A square on the ghost's diagonal that no queen attacks (the core says the bug refuses it) ...
      const phantoms = [...state.misjudged.keys()].filter((i) => state.misjudged[i] === 1).map((i) => [Math.floor(i / n), i % n]);
      assert.ok(phantoms.length > 0, 'the ghost diagonal blocks some square no queen attacks');
      assert.ok(phantoms.every(([r, c]) => r - c === d), `every phantom lies on the ghost diagonal ${d}: ${JSON.stringify(phantoms)}`);
      const busy = (r, c) => (state.next && state.next.row === r && state.next.col === c) || state.queens[r] === c || (r === removed.row && c === removed.col);
      const [pr, pc] = phantoms.find(([r, c]) => !busy(r, c));
      // ... looks unlike a free square and unlike a square a real queen attacks, of the same colour.
      const sameColour = (wantAttack) => {
        for (let r = 0; r < n; r++) {
          for (let c = 0; c < n; c++) {
            if ((r + c) % 2 !== (pr + pc) % 2 || busy(r, c) || state.misjudged[r * n + c]) continue;
            if (state.attacked[r * n + c] === wantAttack) return [r, c];
          }
        }
        return undefined;
      };
      const phantom = await squareMean(page, pr, pc);
      for (const wantAttack of [false, true]) {
        const other = sameColour(wantAttack);
        assert.ok(other, `a ${wantAttack ? 'attacked' : 'free'} square to compare with`);
        const mean = await squareMean(page, ...other);
        assert.ok(colourDistance(phantom, mean) > 40,
          `the ghost-blocked square (${pr}, ${pc}) ${phantom.map(Math.round)} looks like the ${wantAttack ? 'attacked' : 'free'} square ${other} ${mean.map(Math.round)}`);
      }
    }));
}

test('same-diagonal: the down diagonal it never checks is drawn through the squares it lets through', { timeout: 60_000 }, () =>
  withPage({ path: '?n=8&variant=same-diagonal', contextOptions: { reducedMotion: 'reduce' } }, async ({ page }) => {
    // a1, then b2: the bug lets b2 through although a1 attacks it along row − col = 0.
    await page.evaluate(() => {
      while (window.nqueensPage.queens().length < 2) window.nqueensPage.step();
    });
    assert.deepEqual(await page.evaluate(() => Array.from(window.nqueensPage.queens())), [0, 1]);
    assert.match(await page.locator('#narration').textContent(),
      /Queen placed on b2 \(1, 1\) although the queen on a1 \(0, 0\) attacks it along the down diagonal row − col = 0: this variant puts row \+ col in the down set/);
    const misjudged = await page.evaluate(() => Array.from(window.nqueensPage.searchState().misjudged));
    assert.deepEqual([0, 9, 18, 27].map((i) => misjudged[i]), [2, 2, 2, 2], 'a1, b2 and the diagonal on: let through under attack');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // c3 (2, 2) lies on the unchecked diagonal; a3 (2, 0) is attacked along a column the bug does check; e3 is free.
    const unchecked = await squareMean(page, 2, 2);
    for (const [row, col, what] of [[2, 0, 'attacked'], [2, 4, 'free']]) {
      const mean = await squareMean(page, row, col);
      assert.ok(colourDistance(unchecked, mean) > 40, `c3 ${unchecked.map(Math.round)} looks like the ${what} square ${mean.map(Math.round)}`);
    }
  }));

test('Step back undoes a variant exactly: forgot-undo n = 5 and brute force n = 4, forward and back again', { timeout: 240_000 }, () =>
  withPage({ path: '?n=5&variant=forgot-undo' }, async ({ page, log }) => {
    for (const [variant, n] of [['forgot-undo', 5], ['brute-force', 4]]) {
      if (variant !== 'forgot-undo') {
        await page.selectOption('#variant', variant);
        await setSize(page, n);
      }
      await page.waitForFunction(([v, n]) => window.nqueensPage.variant() === v && window.nqueensPage.size() === n, [variant, n]);
      const start = await readCounters(page);
      const forward = await stepToEnd(page);
      assert.ok(forward > 20, `${variant}: ${forward} steps`);
      const end = await readCounters(page);
      const back = await stepBackToStart(page);
      assert.equal(back, forward, `${variant}: as many steps back as forward`);
      assert.deepEqual(await readCounters(page), start, `${variant}: every counter back at its start`);
      assert.ok(end.steps === forward);
      if (variant === 'brute-force') assert.equal(await readCounter(page, 'permutations'), 0);
    }
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
  }));

test('the variant round-trips through the address; a broken one is reported and the correct search runs', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&variant=sized-n' }, async ({ page, env, log }) => {
    assert.equal(await page.locator('#variant').inputValue(), 'sized-n');
    assert.equal(await page.evaluate(() => window.nqueensPage.variant()), 'sized-n');
    await page.selectOption('#variant', 'scan');
    assert.match(page.url(), /[?&]variant=scan(&|$)/);
    await page.selectOption('#variant', 'correct');
    assert.doesNotMatch(page.url(), /variant=/, 'the correct search, the default, is left out of the address');
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);

    const context = await env.browser.newContext();
    try {
      const broken = await context.newPage();
      await broken.goto(`${env.server.url}?n=6&variant=forgot_undo`);
      await broken.waitForFunction(() => document.body.dataset.ready === 'true');
      const notice = await broken.locator('#url-error').textContent();
      assert.match(notice, /variant: “forgot_undo” is not a variant; the variants are correct, forgot-undo, same-diagonal, sized-n, scan, brute-force\./);
      assert.equal(await broken.evaluate(() => window.nqueensPage.variant()), 'correct');
      await broken.click('#step');
      assert.equal(await readCounter(broken, 'steps'), 1, 'the page still works');
      await broken.selectOption('#variant', 'scan');
      assert.equal(await broken.locator('#url-error').isVisible(), false, 'choosing a variant settles the notice');
    } finally {
      await context.close();
    }
  }));

test('axe-core finds no serious or critical violation with a variant run to its result', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&variant=same-diagonal' }, async ({ page }) => {
    await runToEnd(page);
    const found = await axeViolations(page);
    assert.deepEqual(found, [], `axe violations:\n${JSON.stringify(found, null, 2)}`);
  }));
