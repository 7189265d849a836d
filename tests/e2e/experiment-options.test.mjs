// The search options (first solution, mirror) meet the experiments (a variant, constrained squares): the
// options apply to the plain search only, so a variant's or a constrained board's count stays the whole
// one, and the page says so; a link to a step keeps the variant and the squares.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, readCounters, describeLog, openDrawer } from './helpers.mjs';

const withPage = usePage();

async function runToEnd(page) {
  await page.evaluate(() => window.nqueensPage.runToEnd());
  await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.lastEvent()?.event === 'done',
    null, { timeout: 60_000 });
}

test('with a variant, mirror and first-solution are set aside (said in words) and the variant runs whole', { timeout: 120_000 }, async () => {
  let whole;
  await withPage({ path: 'index.html?n=6&variant=same-diagonal' }, async ({ page }) => {
    assert.equal(await page.locator('#experiment-note').isHidden(), true, 'no note without the options');
    await runToEnd(page);
    whole = await readCounters(page);
  });
  await withPage({ path: 'index.html?n=6&variant=same-diagonal&mirror=1&first=1' }, async ({ page, log }) => {
    assert.equal(await page.locator('#mirror').isChecked(), true);
    assert.equal(await page.locator('#first-solution').isChecked(), true);
    assert.equal(await page.locator('#experiment-note').textContent(),
      'Stop at the first solution and Mirror halving apply to the correct search without blocked or required squares only: this search runs whole.');
    await runToEnd(page);
    assert.deepEqual(await readCounters(page), whole, 'the same counters as without the options');
    // Back to the correct search: the options apply again, and the note goes.
    await page.evaluate(() => window.nqueensPage.setVariant('correct'));
    assert.equal(await page.locator('#experiment-note').isHidden(), true);
    await runToEnd(page);
    const counters = await readCounters(page);
    // It stops at its first solution, which the mirror option counts twice (for its mirror image).
    assert.equal(counters.solutions, 2);
    assert.ok(counters.steps < whole.steps / 4, `the correct search stopped early: ${counters.steps} steps`);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  });
});

test('the link to a step keeps the variant and the squares', { timeout: 60_000 }, () =>
  withPage({ path: 'index.html?n=5&variant=sized-n&block=0,1' }, async ({ page, context, log }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (let i = 0; i < 7; i++) await page.evaluate(() => window.nqueensPage.step());
    await openDrawer(page, 'share');
    await page.locator('#copy-link').click();
    await page.waitForFunction(() => !document.getElementById('share-output').hidden);
    const link = new URL(await page.locator('#share-text').inputValue());
    assert.equal(link.searchParams.get('variant'), 'sized-n');
    assert.equal(link.searchParams.get('block'), '0,1');
    assert.equal(link.searchParams.get('step'), '7');
    const before = await readCounters(page);
    await page.goto(link.href);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await page.evaluate(() => window.nqueensPage.variant()), 'sized-n');
    assert.deepEqual(await page.evaluate(() => window.nqueensPage.constraints()), { block: [[0, 1]], require: [] });
    assert.deepEqual(await readCounters(page), before, 'the link restores the same step of the same search');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the growth chart sets a variant\'s nodes beside the plain search\'s, and goes back to the plain wording', { timeout: 60_000 }, () =>
  withPage({ path: 'index.html?n=6&variant=forgot-undo' }, async ({ page, log }) => {
    await page.click('#growth-tab');
    const live = () => page.locator('#growth-live-text').textContent();
    assert.equal(await live(), 'n = 6 now: this search has examined 1 node; the plain search examines 153.');
    for (let i = 0; i < 5; i++) await page.evaluate(() => window.nqueensPage.step());
    const nodes = (await readCounters(page)).nodes;
    assert.equal(await live(), `n = 6 now: this search has examined ${nodes} nodes; the plain search examines 153.`);
    // A new search at step 0 again: the panels are drawn for it although the step number is the same.
    await page.evaluate(() => window.nqueensPage.reset());
    await page.evaluate(() => window.nqueensPage.setVariant('correct'));
    assert.equal(await live(), 'n = 6 now: 1 of 153 nodes examined.');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
