// Links to any moment and the search options on the main page: `step=K` restores exactly
// step K (or the end, said so), `first=1` and `mirror=1` with their checkboxes, "Copy link to this step"
// and "Copy embed code" (whose snippets, pasted into a host page, show the same step).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, readCounters, queens, describeLog, openDrawer } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';
import { hostPage, elementState, referenceCounters, fiveCounters } from './embed-hosts.mjs';

const withPage = usePage();
const FOUR = referenceStates(4);
const FIVE = referenceStates(5);
const SIX = referenceStates(6);
const FIRST_OF_FIVE = FIVE.findIndex((s) => s.event?.event === 'solution');

const options = (page) => page.evaluate(() => window.nqueensPage.options());

async function runToEnd(page) {
  await page.evaluate(() => window.nqueensPage.runToEnd());
  await page.waitForFunction(() => document.getElementById('step').disabled, null, { timeout: 30_000 });
}

test('step=K restores exactly step K of the search', { timeout: 60_000 }, () =>
  withPage({ path: 'index.html?n=6&step=40' }, async ({ page, log }) => {
    assert.deepEqual(await readCounters(page), referenceCounters(SIX[40]));
    assert.deepEqual(await queens(page), SIX[40].queens);
    assert.equal(await page.locator('#scrub').inputValue(), '40');
    assert.deepEqual(await options(page), { firstSolution: false, mirror: false });
    assert.equal(await page.locator('#first-solution').isChecked(), false);
    assert.equal(await page.locator('#url-error').isHidden(), true);
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('a step beyond the end stops at the end and says so; a broken step is told', { timeout: 60_000 }, async () => {
  await withPage({ path: 'index.html?n=4&step=100000' }, async ({ page }) => {
    assert.deepEqual(await readCounters(page), referenceCounters(FOUR.at(-1)));
    assert.match(await page.locator('#narration').textContent(),
      new RegExp(`^Step 100,000 is past the end of this search, which stops at step ${FOUR.length - 1}: here is its end\\.`));
  });
  await withPage({ path: 'index.html?n=4&step=ten' }, async ({ page }) => {
    assert.equal((await readCounters(page)).steps, 0);
    assert.match(await page.locator('#url-error').textContent(), /step: “ten” is not a step number/);
  });
});

test('first=1: the box is ticked and the search stops after its first solution', { timeout: 60_000 }, () =>
  withPage({ path: 'index.html?n=5&first=1&step=3' }, async ({ page }) => {
    assert.equal(await page.locator('#first-solution').isChecked(), true);
    assert.deepEqual(await options(page), { firstSolution: true, mirror: false });
    assert.deepEqual(await readCounters(page), referenceCounters(FIVE[3]));
    await runToEnd(page);
    assert.deepEqual(await readCounters(page), { ...referenceCounters(FIVE[FIRST_OF_FIVE]), steps: FIRST_OF_FIVE + 1 });
    assert.deepEqual(await queens(page), FIVE[FIRST_OF_FIVE].queens);
  }));

test('mirror=1: every solution is counted, with fewer nodes than the plain search', { timeout: 60_000 }, () =>
  withPage({ path: 'index.html?n=6&mirror=1' }, async ({ page }) => {
    assert.equal(await page.locator('#mirror').isChecked(), true);
    await runToEnd(page);
    const counters = await readCounters(page);
    assert.equal(counters.solutions, SIX.at(-1).counters.solutions);
    assert.ok(counters.nodes < SIX.at(-1).counters.nodes, `mirror halving examined ${counters.nodes} nodes`);
  }));

test('the checkboxes start a new search with the option and keep it in the address', { timeout: 60_000 }, () =>
  withPage({ path: 'index.html?n=5&step=12' }, async ({ page }) => {
    await openDrawer(page);
    await page.locator('#first-solution').check();
    assert.deepEqual(await options(page), { firstSolution: true, mirror: false });
    assert.equal((await readCounters(page)).steps, 0);
    assert.equal(new URL(page.url()).searchParams.get('first'), '1');
    await page.locator('#mirror').check();
    assert.deepEqual(await options(page), { firstSolution: true, mirror: true });
    assert.equal(new URL(page.url()).searchParams.get('mirror'), '1');
    await page.locator('#first-solution').uncheck();
    await runToEnd(page);
    assert.equal((await readCounters(page)).solutions, FIVE.at(-1).counters.solutions);
    assert.equal(new URL(page.url()).searchParams.has('first'), false);
  }));

test('"Copy link to this step" gives the address of this very step', { timeout: 60_000 }, () =>
  withPage({ path: 'index.html?n=6', contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } }, async ({ page, context }) => {
    await page.evaluate(() => window.nqueensPage.seek(40));
    await openDrawer(page, 'share');
    await page.locator('#copy-link').click();
    await page.waitForFunction(() => document.getElementById('share-status').textContent !== '');
    const link = await page.locator('#share-text').inputValue();
    assert.ok(await page.locator('#share-text').isVisible());
    assert.equal(new URL(link).searchParams.get('step'), '40');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    const other = await context.newPage();
    await other.goto(link);
    await other.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.deepEqual(await readCounters(other), referenceCounters(SIX[40]));
    assert.deepEqual(await queens(other), SIX[40].queens);
  }));

test('"Copy embed code" gives an element and an iframe that show the same step', { timeout: 90_000 }, async () => {
  let snippet;
  await withPage({ path: 'index.html?n=6&labels=1' }, async ({ page }) => {
    await page.evaluate(() => window.nqueensPage.seek(40));
    await openDrawer(page, 'share');
    await page.locator('#copy-embed').click();
    await page.waitForFunction(() => document.getElementById('share-status').textContent !== '');
    snippet = await page.locator('#share-text').inputValue();
  });
  assert.match(snippet, /<n-queens n="6" step="40" labels><\/n-queens>/, "the default speed, 2, is left out");
  assert.match(snippet, /<iframe src="[^"]*embed\.html\?n=6&amp;speed=2&amp;labels=1&amp;step=40"/);
  const body = snippet.replace('<iframe ', '<iframe id="pasted" ');
  await withPage({ path: 'host.html', pages: { 'host.html': hostPage(body) } }, async ({ page, log }) => {
    const element = await elementState(page, 'n-queens');
    assert.deepEqual(fiveCounters(element.counters), referenceCounters(SIX[40]));
    assert.deepEqual(element.queens, SIX[40].queens);
    const frame = await (await page.locator('#pasted').elementHandle()).contentFrame();
    await frame.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30_000 });
    const framed = await elementState(frame, '#search');
    assert.deepEqual(fiveCounters(framed.counters), referenceCounters(SIX[40]));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  });
});
