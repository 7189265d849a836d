// Diagonal numbers that do not fit are not dropped without a word: at 360 px with
// n = 20 the squares are too small for them, and a note next to the checkbox says so and what helps;
// where they fit (n = 8) the note is gone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setValidSize, openDrawer } from './helpers.mjs';

const withPage = usePage();

test('360×740, n = 20, diagonal numbers on: a visible note says why they are missing', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 360, height: 740 }, path: '?n=20' }, async ({ page }) => {
    const note = page.locator('#labels-note');
    assert.equal(await note.isVisible(), false, 'the note shows before the numbers are asked for');
    await openDrawer(page);
    await page.locator('#labels').check();
    await note.waitFor({ state: 'visible', timeout: 5_000 });
    assert.match(await note.textContent(), /too small for the diagonal numbers at this width: widen the window/);
    assert.equal(await page.locator('#labels').getAttribute('aria-describedby'), 'labels-note');
    // Next to the checkbox: right under its field, in the same panel.
    const [checkbox, shown] = [await page.locator('#labels').boundingBox(), await note.boundingBox()];
    assert.ok(shown.y >= checkbox.y && shown.y - (checkbox.y + checkbox.height) < 60,
      `the note is not next to the checkbox: ${JSON.stringify({ checkbox, shown })}`);

    await setValidSize(page, 8);
    await note.waitFor({ state: 'hidden', timeout: 5_000 });
    await setValidSize(page, 20);
    await note.waitFor({ state: 'visible', timeout: 5_000 });
    await page.locator('#labels').uncheck();
    await note.waitFor({ state: 'hidden', timeout: 5_000 });
  }));
