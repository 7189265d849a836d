// The <n-queens> element's `variant` attribute: a classic mistake and brute force step for step as the
// independent references of tests/e2e/reference-variants.mjs, with the page's sentences for them; the attribute and property are reactive; a name the core does not know is told.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';
import { referenceVariantStates } from './reference-variants.mjs';
import { hostPage, elementState } from './embed-hosts.mjs';

const withPage = usePage();
const FORGOT = referenceVariantStates('forgot-undo', 5);
const BRUTE = referenceVariantStates('brute-force', 4);
const SAME = referenceVariantStates('same-diagonal', 5);
/** The first forgot-undo step refusing a square on a down diagonal that no queen on the board holds: a ghost's. */
const GHOSTLY = FORGOT.findIndex(({ event, queens }) => event?.event === 'reject' && event.conflict === 'down'
  && !queens.some((col, row) => row - col === event.row - event.col));

const PAGE = hostPage(`
  <n-queens id="mistake" n="5" variant="forgot-undo" step="${GHOSTLY}" theme="light"></n-queens>
  <n-queens id="brute" n="4" variant=" Brute-Force "></n-queens>
  <n-queens id="plain" n="5" step="${GHOSTLY}" theme="light"></n-queens>`);

test('a mistake and brute force step as their references, told as the page tells them', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': PAGE } }, async ({ page }) => {
    assert.ok(GHOSTLY > 0, 'the reference has a rejection on a down diagonal');
    const mistake = await elementState(page, '#mistake');
    assert.equal(mistake.problems, '');
    assert.equal(await page.evaluate(() => document.getElementById('mistake').variant), 'forgot-undo');
    assert.equal(mistake.counters.steps, GHOSTLY);
    assert.deepEqual(mistake.queens, FORGOT[GHOSTLY].queens);
    assert.equal(mistake.counters.solutions, FORGOT[GHOSTLY].solutions);
    // The page's sentence for the mistake, naming the ghost queen that still holds the diagonal.
    assert.match(mistake.narration, /its down diagonal \(row − col = [^)]*\) is still marked used by the queen that stood on/);

    const brute = await page.evaluate(async () => {
      const element = document.getElementById('brute');
      element.runToEnd();
      await new Promise((resolve) => element.addEventListener('nqueens-done', resolve, { once: true }));
      return { variant: element.variant, counters: element.getCounters(), narration: element.shadowRoot.getElementById('narration').textContent };
    });
    assert.equal(brute.variant, 'brute-force');
    assert.equal(brute.counters.steps, BRUTE.length - 1);
    assert.equal(brute.counters.solutions, BRUTE.at(-1).solutions);
    assert.match(brute.narration, /^Brute force finished: 24 permutations checked, 2 solutions/);
  }));

test('variant is reactive, as attribute and property, and a name the core does not know is told', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': PAGE } }, async ({ page }) => {
    // The property: a new search of the same size, at the element's step.
    await page.evaluate(async () => {
      const element = document.getElementById('mistake');
      element.variant = 'same-diagonal';
      await new Promise((resolve) => element.addEventListener('nqueens-seek', resolve, { once: true }));
    });
    const same = await elementState(page, '#mistake');
    assert.equal(same.counters.steps, GHOSTLY);
    assert.deepEqual(same.queens, SAME[GHOSTLY].queens);
    // An unknown name: the default (the correct search) and a sentence naming the core's variants.
    // The element seeks its new search to its step over the next frames: wait for it to arrive.
    await page.evaluate(async () => {
      const element = document.getElementById('mistake');
      const arrived = new Promise((resolve) => element.addEventListener('nqueens-seek', resolve, { once: true }));
      element.setAttribute('variant', 'quick');
      await arrived;
    });
    const told = await elementState(page, '#mistake');
    assert.match(told.problems, /variant: “quick” is not a variant \(correct, forgot-undo, same-diagonal, sized-n, scan, brute-force\)\./);
    assert.equal(await page.evaluate(() => document.getElementById('mistake').variant), 'correct');
    const plain = await elementState(page, '#plain');
    assert.deepEqual(told.queens, plain.queens);
  }));
