// The bar's drawers (Options, Share) on a laptop and a phone: each opens under its own button without covering
// it and stays in the window; Escape closes it from anywhere and gives the focus back to its button; a click
// outside closes it; opening the other closes it; its own button closes it too. And the bar's Focus button: the
// studio on the whole screen and back.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';

const withPage = usePage();
const DRAWERS = [['options-toggle', 'options-drawer'], ['share-toggle', 'share-drawer']];

/** The drawer's and its button's boxes, whether it is open, and the element with the focus. */
const look = (page, [button, drawer]) => page.evaluate(([button, drawer]) => {
  const box = (id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  return {
    open: !document.getElementById(drawer).hidden,
    expanded: document.getElementById(button).getAttribute('aria-expanded'),
    button: box(button),
    drawer: box(drawer),
    focused: document.activeElement?.id ?? '',
  };
}, [button, drawer]);

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const [width, height] of [[1366, 768], [360, 740]]) {
  test(`${width}×${height}: a drawer opens under its button, inside the window, and Escape anywhere closes it and gives the focus back`, { timeout: 60_000 }, () =>
    withPage({ viewport: { width, height }, path: '?n=4' }, async ({ page }) => {
      for (const pair of DRAWERS) {
        const [button, drawer] = pair;
        await page.click(`#${button}`);
        const shown = await look(page, pair);
        assert.equal(shown.open, true, drawer);
        assert.equal(shown.expanded, 'true', drawer);
        assert.equal(overlaps(shown.drawer, shown.button), false, `${drawer} covers its button: ${JSON.stringify(shown)}`);
        assert.ok(shown.drawer.top >= shown.button.bottom, `${drawer} is not under its button: ${JSON.stringify(shown)}`);
        assert.ok(shown.drawer.left >= 0 && shown.drawer.right <= width && shown.drawer.bottom <= height,
          `${drawer} leaves the window: ${JSON.stringify(shown)}`);
        // Escape from inside the drawer.
        await page.focus(`#${drawer} button, #${drawer} input`);
        await page.keyboard.press('Escape');
        let after = await look(page, pair);
        assert.deepEqual([after.open, after.expanded, after.focused], [false, 'false', button], `${drawer}: Escape inside`);
        // Escape from a control outside the drawer: the search's Step button.
        await page.click(`#${button}`);
        await page.focus('#step');
        await page.keyboard.press('Escape');
        after = await look(page, pair);
        assert.deepEqual([after.open, after.focused], [false, button], `${drawer}: Escape from the Step button`);
        // Its own button closes it again, the focus staying on the button.
        await page.click(`#${button}`);
        await page.click(`#${button}`);
        after = await look(page, pair);
        assert.deepEqual([after.open, after.focused], [false, button], `${drawer}: its button`);
      }
    }));
}

test('a click outside a drawer closes it, and opening the other drawer closes the first', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1366, height: 768 }, path: '?n=4' }, async ({ page }) => {
    await page.click('#options-toggle');
    assert.equal((await look(page, DRAWERS[0])).open, true);
    // A click inside the drawer keeps it open.
    await page.click('#options-drawer label[for="first-solution"]');
    assert.equal((await look(page, DRAWERS[0])).open, true, 'a click inside closes it');
    await page.click('#first-solution');
    // The narration is outside the drawer: a click there closes it.
    await page.click('#narration');
    assert.equal((await look(page, DRAWERS[0])).open, false, 'a click outside leaves it open');
    assert.equal(await page.evaluate(() => window.nqueensPage.options().firstSolution), false, 'the two clicks inside toggled the box twice');
    // Options open, then Share: only Share stays open.
    await page.click('#options-toggle');
    await page.click('#share-toggle');
    const [options, share] = [await look(page, DRAWERS[0]), await look(page, DRAWERS[1])];
    assert.deepEqual([options.open, options.expanded, share.open, share.expanded], [false, 'false', true, 'true']);
    // Escape reaches the drawer even while a key shortcut could take it: the search does not move.
    const steps = await page.evaluate(() => window.nqueensPage.counters().steps);
    await page.keyboard.press('Escape');
    assert.equal((await look(page, DRAWERS[1])).open, false);
    assert.equal(await page.evaluate(() => window.nqueensPage.counters().steps), steps);
  }));

test('Focus puts the studio on the whole screen and takes it back', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1366, height: 768 }, path: '?n=4' }, async ({ page }) => {
    const state = () => page.evaluate(() => ({
      full: document.fullscreenElement?.id ?? null,
      pressed: document.getElementById('focus-toggle').getAttribute('aria-pressed'),
    }));
    assert.equal(await page.locator('#focus-toggle').isVisible(), true, 'the browser offers a full screen: the button is there');
    await page.click('#focus-toggle');
    await page.waitForFunction(() => document.getElementById('focus-toggle').getAttribute('aria-pressed') === 'true');
    assert.deepEqual(await state(), { full: 'studio', pressed: 'true' });
    // On the whole screen the learner's parts are all in sight.
    const inside = await page.evaluate(() => ['board', 'narration', 'step', 'step-back', 'scrub-text'].every((id) => {
      const r = document.getElementById(id).getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
    }));
    assert.equal(inside, true);
    await page.click('#focus-toggle');
    await page.waitForFunction(() => document.getElementById('focus-toggle').getAttribute('aria-pressed') === 'false');
    assert.deepEqual(await state(), { full: null, pressed: 'false' });
  }));
