// Board size validation: each bad size shows a message next to the input, and the page keeps working.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setSize, setValidSize, readCounter, clickAndExpect } from './helpers.mjs';

const withPage = usePage();

/** The visible text of the elements #size's aria-describedby points to (the hint and the error message). */
async function sizeDescription(page) {
  return page.evaluate(() => {
    const input = document.getElementById('size');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.textContent.trim())
      .filter(Boolean)
      .join(' | ');
  });
}

/** How far (in CSS px) the visible #size-error is from the input box. */
async function errorDistance(page) {
  return page.evaluate(() => {
    const a = document.getElementById('size').getBoundingClientRect();
    const error = document.getElementById('size-error');
    if (error.getClientRects().length === 0) throw new Error('#size-error is not shown');
    const b = error.getBoundingClientRect();
    const dx = Math.max(0, b.left - a.right, a.left - b.right);
    const dy = Math.max(0, b.top - a.bottom, a.top - b.bottom);
    return Math.hypot(dx, dy);
  });
}

test('each bad size shows a message next to the input and the page still works', { timeout: 120_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 6);
    const okDescription = await sizeDescription(page);
    for (const bad of ['0', '21', '-3', '2.5', 'abc']) {
      await setSize(page, bad);
      await page.waitForFunction(() => document.getElementById('size').getAttribute('aria-invalid') === 'true', null, {
        timeout: 5_000,
      });
      const message = (await page.locator('#size-error').textContent()).trim();
      assert.notEqual(message, '', `no message for size ${JSON.stringify(bad)}`);
      assert.equal(await sizeDescription(page), `${okDescription} | ${message}`, 'the message is the input\'s description');
      const distance = await errorDistance(page);
      assert.ok(distance <= 80, `the message for size ${JSON.stringify(bad)} is ${Math.round(distance)} px away from the input`);
      assert.equal(await page.evaluate(() => window.nqueensPage.size()), 6, `size ${JSON.stringify(bad)} changed the board`);

      // The page still works: Step advances the search by one.
      const before = await readCounter(page, 'steps');
      await clickAndExpect(page, '#step', 'steps', before + 1, 5_000);
    }
    // A good size clears the message.
    await setValidSize(page, 5);
    assert.equal(await sizeDescription(page), okDescription, 'the message stays after a valid size');
    assert.equal(await page.locator('#size').getAttribute('aria-invalid'), null, 'the field stays marked invalid');
    assert.deepEqual(log.pageErrors, [], 'uncaught exceptions on bad input');
  }));
