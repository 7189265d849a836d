// Keyboard focus never falls to the page when the focused button becomes disabled:
// Run to end and Step at the end of the search, Reset at step 0, Count while counting, Cancel afterwards.
// Keyboard only: focus a control, press Enter.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, typeInto } from './helpers.mjs';

const withPage = usePage();

/** The focused element: its id, whether it is a disabled control, and whether it is the page itself. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return { id: el?.id ?? '', disabled: Boolean(el?.disabled), body: el === document.body || el === null };
  });
}

test('Run to end keeps the focus on a control that still works once the search is over', { timeout: 60_000 }, () =>
  withPage({ path: '?n=4' }, async ({ page }) => {
    await page.focus('#run-to-end');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && document.getElementById('run-to-end').disabled);
    const now = await focused(page);
    assert.equal(now.body, false, 'the focus fell to the page');
    assert.equal(now.disabled, false, `the focus stayed on a disabled control: ${now.id}`);
    assert.ok(['reset', 'step-back'].includes(now.id), `the focus went to #${now.id}`);
  }));

test('Step keeps the focus on a control that still works at the last step', { timeout: 60_000 }, () =>
  withPage({ path: '?n=4' }, async ({ page }) => {
    await page.focus('#step');
    for (let i = 0; i < 1_000 && !(await page.locator('#step').isDisabled()); i++) await page.keyboard.press('Enter');
    assert.equal(await page.locator('#step').isDisabled(), true, 'the search did not end');
    const now = await focused(page);
    assert.equal(now.body, false, 'the focus fell to the page');
    assert.ok(['reset', 'step-back'].includes(now.id), `the focus went to #${now.id}`);
    // Reset, at step 0, hands the focus on as well.
    await page.focus('#reset');
    await page.keyboard.press('Enter');
    const afterReset = await focused(page);
    assert.equal(afterReset.id, 'step', `after Reset the focus is on #${afterReset.id}`);
  }));

test('Count hands the focus to Cancel while it counts, and Cancel gives it back', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    // A count long enough to still be running when the focus is read (n = 16 takes seconds).
    await typeInto(page, 'count-size', '16');
    await page.focus('#count');
    await page.keyboard.press('Enter');
    const counting = await focused(page);
    assert.equal(counting.id, 'cancel', `while counting the focus is on #${counting.id || 'body'}`);
    await page.keyboard.press('Enter'); // Cancel
    await page.waitForFunction(() => !document.getElementById('count').disabled);
    const cancelled = await focused(page);
    assert.equal(cancelled.id, 'count', `after Cancel the focus is on #${cancelled.id || 'body'}`);

    // A count that finishes by itself gives the focus back to Count too.
    await typeInto(page, 'count-size', '8');
    await page.focus('#count');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /92/.test(document.getElementById('count-total').textContent), null, { timeout: 60_000 });
    const done = await focused(page);
    assert.equal(done.id, 'count', `after the count the focus is on #${done.id || 'body'}`);
  }));
