// Numbers read back from storage never break the page: a saved count forged with a total of thousands of
// digits (its checksum recomputed, as anyone can) is refused with a short note, never offered nor shown, and
// the page stays as wide as the window.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, waitForReady } from './helpers.mjs';

const withPage = usePage();

test('a saved count with a 5,000-digit total is refused in a short note, and the page stays as wide as the window', { timeout: 120_000 }, () =>
  withPage({ viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await page.evaluate(async () => {
      const { loadModule } = await import('./js/shared/bindings.js');
      const { makeRecord, recordChecksum } = await import('./js/count/record.js');
      const { glue } = await loadModule('count');
      const plan = new glue.CountPlan(12);
      const record = makeRecord({
        n: 12, method: plan.method, fingerprint: plan.fingerprint, units: plan.length, done: [[0, 1]],
        solutions: 10n ** 4999n, unique: null, nodes: 5n, seconds: 1,
      });
      plan.free();
      const forged = { ...record, checksum: recordChecksum(record) };
      await new Promise((resolve, reject) => {
        const open = indexedDB.open('nqueens-count');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('partial-counts', 'readwrite');
          tx.objectStore('partial-counts').put(forged);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    });
    await page.reload({ waitUntil: 'load' });
    await waitForReady(page);
    assert.equal(await page.evaluate(() => window.nqueensPage.countResumeOffer()), undefined, 'nothing offered');
    const note = page.locator('#count-store-note');
    await note.waitFor({ state: 'visible' });
    const text = (await note.textContent()).trim();
    assert.match(text, /the saved count of n = 12 is refused: its solutions total has 5000 digits, more than a count keeps/i);
    assert.ok(text.length < 250 && !text.includes('0000000000'), text);
    await note.scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
    assert.ok(widths.page <= widths.window, JSON.stringify(widths));
    assert.equal(await page.locator('#count-total').textContent(), '–', 'no total shown');
  }));
