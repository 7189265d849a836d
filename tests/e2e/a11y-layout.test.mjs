// Accessibility (axe-core: no serious or critical violation) and a narrow 360 px layout without
// horizontal overflow.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, axeViolations, saveScreenshot, setValidSize } from './helpers.mjs';

const withPage = usePage();

test('axe-core finds no serious or critical violation', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    const found = await axeViolations(page);
    assert.deepEqual(found, [], `axe violations:\n${JSON.stringify(found, null, 2)}`);
  }));

test('axe-core finds no serious or critical violation after a bad size', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    await page.evaluate(() => {
      const input = document.getElementById('size');
      input.value = '21';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // The message is there to be checked: its text, its role and the input marked invalid and described by it.
    const shown = await page.evaluate(() => {
      const input = document.getElementById('size');
      const message = document.getElementById('size-error');
      return {
        text: message.textContent.trim(),
        visible: message.getClientRects().length > 0,
        role: message.getAttribute('role'),
        invalid: input.getAttribute('aria-invalid'),
        describedBy: (input.getAttribute('aria-describedby') ?? '').split(/\s+/),
      };
    });
    assert.match(shown.text, /too large/, JSON.stringify(shown));
    assert.match(shown.text, /\b20\b/, `the message names the largest size: ${shown.text}`);
    assert.equal(shown.visible, true);
    assert.equal(shown.role, 'alert');
    assert.equal(shown.invalid, 'true');
    assert.ok(shown.describedBy.includes('size-error'), JSON.stringify(shown));
    const found = await axeViolations(page);
    assert.deepEqual(found, [], `axe violations:\n${JSON.stringify(found, null, 2)}`);
  }));

test('at 360 px wide the page has no horizontal overflow', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await setValidSize(page, 8);
    const m = await page.evaluate(() => {
      const doc = document.documentElement;
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getClientRects().length > 0)
        // What a box that scrolls sideways holds (a line of code) may reach past it: the box scrolls, not the page.
        .filter((el) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return false;
          }
          return true;
        })
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.right > doc.clientWidth + 1 || r.left < -1)
        .slice(0, 5)
        .map(({ el, r }) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
      return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, bodyScroll: document.body.scrollWidth, innerWidth, wide };
    });
    assert.ok(m.scrollWidth <= m.clientWidth + 1 && m.bodyScroll <= m.clientWidth + 1,
      `horizontal overflow at 360 px: ${JSON.stringify(m)}`);
    assert.deepEqual(m.wide, [], `elements sticking out at 360 px: ${JSON.stringify(m)}`);
    const box = await page.locator('#board').boundingBox();
    assert.ok(box && box.width >= 200, `the board is too small at 360 px: ${JSON.stringify(box)}`);
    await saveScreenshot(page, 'narrow-360.png');
  }));
