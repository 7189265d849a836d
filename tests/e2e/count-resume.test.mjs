// A long count survives a reload: its finished ranges are kept in IndexedDB, the page offers to resume it
// (n and the share done), Resume counts only the missing units and gives the exact totals, Discard forgets
// it, a record of another plan fingerprint is never resumed, one of another method only by its own method,
// and without IndexedDB counts still work.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, axeViolations, describeLog, waitForReady } from './helpers.mjs';

const withPage = usePage();

// n = 18 by the join on one worker runs for many seconds even on a fast machine (n = 17 can end within two
// or three, close to its first write and the reload): the reload always comes mid-count. The page counts it by
// the join, whose record keeps the solutions its turn units found fixed instead of a unique count.
const N = 18;
const KNOWN_18 = { solutions: '666090624' };

/** Starts a count through the hook without waiting for it (the reload ends it); `method` as the hook takes it. */
async function startCount(page, n, workers, method) {
  await page.evaluate(([n, workers, method]) => {
    void window.nqueensPage.count(n, { workers, method });
  }, [n, workers, method]);
}

/** Waits until the running count has written its record at least once; returns the stored record of n. */
async function waitForStoredRecord(page, n) {
  await page.waitForFunction(() => window.nqueensPage.countStore().writes >= 1, null, { timeout: 120_000 });
  const records = await page.evaluate(() => window.nqueensPage.countStored());
  const record = records.find((r) => r.n === n);
  assert.ok(record, `a record of n = ${n}: ${JSON.stringify(records)}`);
  return record;
}

const unitsIn = (ranges) => ranges.reduce((sum, [s, e]) => sum + (e - s), 0);
const offer = (page) => page.evaluate(() => window.nqueensPage.countResumeOffer());
const stored = (page) => page.evaluate(() => window.nqueensPage.countStored());

async function reload(page) {
  await page.reload({ waitUntil: 'load' });
  await waitForReady(page);
}

/** Writes `record` into the page's IndexedDB store as another program could, behind the page's back. */
async function putRecord(page, record) {
  await page.evaluate((changed) => new Promise((resolve, reject) => {
    const open = indexedDB.open('nqueens-count');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('partial-counts', 'readwrite');
      tx.objectStore('partial-counts').put(changed);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  }), record);
}

test('a count interrupted by a reload is offered, resumed from its missing units, and ends with the exact totals', { timeout: 300_000 }, () =>
  withPage(async ({ page, log }) => {
    assert.equal(await offer(page), undefined, 'nothing to resume on a fresh page');
    assert.equal(await page.locator('#count-resume-offer').isHidden(), true);
    assert.equal((await page.evaluate(() => window.nqueensPage.countStore())).available, true);

    await startCount(page, N, 1);
    const first = await waitForStoredRecord(page, N);
    assert.match(first.fingerprint, /^[0-9a-f]{16}$/);
    assert.ok(unitsIn(first.done) > 0 && unitsIn(first.done) < first.units, JSON.stringify(first.done));
    await reload(page);

    // What the reload left: the last record written before it.
    const [kept] = await stored(page);
    assert.equal(kept.n, N);
    assert.deepEqual([kept.method, kept.unique], ['join', null], 'a join record keeps no unique count of its units');
    assert.match(kept.fixed, /^\d+$/, 'but the solutions its turn units found fixed');
    const doneBefore = unitsIn(kept.done);
    assert.ok(doneBefore >= unitsIn(first.done) && doneBefore < kept.units, `${doneBefore} of ${kept.units}`);

    const offered = await offer(page);
    assert.equal(offered?.n, N, JSON.stringify(offered));
    const button = page.locator('#count-resume');
    await button.waitFor({ state: 'visible' });
    const words = (await button.textContent()).trim();
    const match = /^Resume the count of n = 18 \((\d+(?:\.\d+)?) % done(?:, .+ left)?\)$/.exec(words);
    assert.ok(match, `the Resume button says: ${words}`);
    const percent = Number(match[1]);
    assert.ok(percent > 0 && percent < 100, words);
    assert.equal(await page.locator('#count-discard').isVisible(), true);

    await button.click();
    await page.waitForFunction(
      (total) => document.getElementById('count-total')?.dataset.value === total,
      KNOWN_18.solutions,
      { timeout: 240_000 },
    );
    assert.equal((await page.locator('#count-total').textContent()).trim(), '666,090,624');
    assert.equal((await page.locator('#count-unique').textContent()).trim(), '83,263,591', 'the unique count from the resumed sums');
    assert.equal(await page.evaluate(() => document.getElementById('count-result').dataset.method), 'join');
    assert.match(await page.locator('#count-match').textContent(), /matches the known value/);
    const status = (await page.locator('#count-status').textContent()).trim();
    const grouped = doneBefore.toLocaleString('en-US');
    assert.ok(status.includes(`${grouped} of them counted before a reload`), `only the missing units are counted: ${status}`);

    // Complete: the record is gone, and no offer comes back after another reload.
    assert.deepEqual(await stored(page), []);
    assert.equal(await page.locator('#count-resume-offer').isHidden(), true);
    await reload(page);
    assert.equal(await offer(page), undefined);
    assert.equal(await page.locator('#count-resume-offer').isHidden(), true);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('Discard forgets an interrupted count: the offer is gone, also after another reload', { timeout: 300_000 }, () =>
  withPage(async ({ page, log }) => {
    await startCount(page, N, 1);
    await waitForStoredRecord(page, N);
    await reload(page);
    assert.equal((await offer(page))?.n, N);
    await page.locator('#count-resume').waitFor({ state: 'visible' });
    assert.match(await page.locator('#count-resume').textContent(), /^Resume the count of n = 18 \(/);
    assert.deepEqual(await axeViolations(page), [], 'the offer is axe-clean');

    await page.locator('#count-discard').click();
    await page.locator('#count-resume-offer').waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'count', 'the focus goes to Count, not to the page');
    assert.equal(await offer(page), undefined);
    assert.deepEqual(await stored(page), []);
    await reload(page);
    assert.equal(await offer(page), undefined);
    assert.equal(await page.locator('#count-resume-offer').isHidden(), true);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('Cancel keeps what was counted; a record of another plan fingerprint is ignored and deleted', { timeout: 300_000 }, () =>
  withPage(async ({ page, log }) => {
    await startCount(page, N, 1);
    await waitForStoredRecord(page, N);
    await page.evaluate(() => window.nqueensPage.cancelCount());
    assert.match(await page.locator('#count-progress-text').textContent(), /What was counted is kept/);
    assert.equal((await offer(page))?.n, N, 'a cancelled count is offered for resuming');
    await page.locator('#count-resume').waitFor({ state: 'visible' });

    // The same record under another plan version: never offered, and removed from the store.
    const [record] = await stored(page);
    const foreign = `${record.fingerprint.slice(0, 15)}${record.fingerprint.at(-1) === '0' ? '1' : '0'}`;
    await putRecord(page, { ...record, fingerprint: foreign });
    assert.equal((await stored(page))[0].fingerprint, foreign);
    await reload(page);
    assert.equal(await offer(page), undefined, 'a count of another plan is not offered');
    assert.equal(await page.locator('#count-resume-offer').isHidden(), true);
    assert.deepEqual(await stored(page), [], 'and its record is deleted');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('a saved count by the frames method is resumed by frames, never as a join count, and so is one from before the join', { timeout: 300_000 }, () =>
  withPage(async ({ page, log }) => {
    // Asked for by the hook: the page itself counts n = 18 by the join.
    await startCount(page, N, 1, 'frames');
    const framed = await waitForStoredRecord(page, N);
    assert.equal(framed.method, 'frames');
    assert.match(framed.unique, /^\d+$/, 'a frames record has its unique count');
    assert.ok(unitsIn(framed.done) > 0 && unitsIn(framed.done) < framed.units, JSON.stringify(framed.done));
    // Stopped by a reload, as a crash would: the record is what is left.
    await reload(page);
    // Offered: the CPU's workers and the GPU both count by frames at any size, so the record's own method
    // goes on; its units are never summed into a join count.
    assert.equal((await offer(page))?.n, N, 'a frames count is offered at a size the page counts by the join');
    assert.deepEqual((await stored(page)).map((r) => r.method), ['frames']);
    await page.evaluate(() => {
      void window.nqueensPage.resumeCount({ workers: 1 });
    });
    await page.waitForFunction(() => window.nqueensPage.countState() === 'running');
    assert.match(await page.locator('#count-status').textContent(), /^Resuming the count of the 18×18 board by the frames method on 1 worker: /);
    await page.evaluate(() => window.nqueensPage.cancelCount());
    await page.evaluate(() => window.nqueensPage.discardCount());
    assert.deepEqual(await stored(page), []);

    // The same record as the page wrote it before the join: no method (frames), its checksum without one.
    const old = await page.evaluate(async (record) => {
      const { recordChecksum } = await import('./js/count/record.js');
      const rest = { ...record };
      delete rest.method;
      delete rest.checksum;
      return { ...rest, checksum: recordChecksum(rest) };
    }, framed);
    assert.equal('method' in old, false);
    await putRecord(page, old);
    await reload(page);
    assert.equal((await offer(page))?.n, N, 'a record without a method is a frames one, offered as such');
    await page.evaluate(() => window.nqueensPage.discardCount());
    assert.deepEqual(await stored(page), []);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('a saved count edited in IndexedDB (solutions raised, a range widened) is refused with a note, not resumed nor deleted', { timeout: 300_000 }, () =>
  withPage(async ({ page, log }) => {
    await startCount(page, N, 1);
    await waitForStoredRecord(page, N);
    await page.evaluate(() => window.nqueensPage.cancelCount());
    const [record] = await stored(page);
    assert.ok(record.checksum, 'the page writes a checksum');
    const [start, end] = record.done[0];
    // 1,000 more solutions may also be more than 8 per unique one this early in the count: either check refuses it.
    const checksum = 'its checksum does not match its ranges and totals: it was changed outside this page';
    const edits = [
      [{ ...record, solutions: String(BigInt(record.solutions) + 1000n) }, new RegExp(`(${checksum}|its totals are impossible \\(.*\\))`)],
      [{ ...record, done: [[start, Math.min(end + 5, record.units - 1)], ...record.done.slice(1)] }, new RegExp(checksum)],
    ];
    for (const [edited, why] of edits) {
      await putRecord(page, edited);
      await reload(page);
      assert.equal(await offer(page), undefined, 'an edited count is not offered for resuming');
      assert.equal(await page.locator('#count-resume-offer').isHidden(), true);
      const note = page.locator('#count-store-note');
      await note.waitFor({ state: 'visible' });
      const words = await note.textContent();
      assert.match(words, /^The saved count of n = 18 is refused: /);
      assert.match(words, why);
      assert.match(words, /\. It is not resumed; counting that size again replaces it\.$/);
      assert.deepEqual(await stored(page), [edited], 'the refused record is kept, not deleted without a word');
    }
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('without IndexedDB a count still works, and a short note says it cannot be resumed', { timeout: 120_000 }, async () => {
  const env = withPage.env();
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  try {
    // As a browser that blocks storage does: reading `indexedDB` throws.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        configurable: true,
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(env.server.url, { waitUntil: 'load' });
    await waitForReady(page);
    const note = page.locator('#count-store-note');
    await note.waitFor({ state: 'visible' });
    assert.match(await note.textContent(), /cannot be resumed; counting works as before/);
    assert.match(await note.textContent(), /denied permission/);
    assert.equal((await page.evaluate(() => window.nqueensPage.countStore())).available, false);
    const result = await page.evaluate(() => window.nqueensPage.count(12, { workers: 1 }));
    assert.equal(result.solutions, 14200);
    assert.equal(await page.evaluate(() => window.nqueensPage.countResumeOffer()), undefined);
    assert.equal(await page.locator('#count-resume-offer').isHidden(), true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
