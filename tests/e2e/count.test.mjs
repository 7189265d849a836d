// The Count section: the fast count on Web Workers (result, match mark, Cancel, the confirmation for big
// boards), its size input's messages, and Construct.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, canvasColours, saveScreenshot, describeLog, axeViolations, typeInto } from './helpers.mjs';

const withPage = usePage();

const text = (page, id) => page.evaluate((id) => document.getElementById(id)?.textContent?.trim() ?? null, id);
const progressEvents = (page) => page.evaluate(() => window.nqueensPage.countProgressEvents());

/**
 * Follows the page's Web Workers from now on; `allClosed()` resolves once every one started since is gone
 * (terminated), when no message of theirs can arrive any more.
 */
function followWorkers(page) {
  const alive = new Set();
  let wake = () => {};
  page.on('worker', (worker) => {
    alive.add(worker);
    worker.on('close', () => {
      alive.delete(worker);
      wake();
    });
  });
  return {
    started: () => alive.size,
    allClosed: () => new Promise((resolve) => {
      wake = () => alive.size === 0 && resolve();
      wake();
    }),
  };
}

/** Clicks #count for size n and waits until #count-total shows `total`. */
async function countThroughPage(page, n, total, timeout = 60_000) {
  await typeInto(page, 'count-size', n);
  await page.locator('#count').click();
  await page.waitForFunction(
    (total) => document.getElementById('count-total')?.dataset.value === String(total),
    total,
    { timeout },
  );
}

test('Count n = 10 shows 724 solutions and 92 unique by the join, and that they match the known values', { timeout: 90_000 }, () =>
  withPage(async ({ page, log, env }) => {
    await countThroughPage(page, 10, 724);
    assert.equal(await text(page, 'count-unique'), '92');
    assert.match(await text(page, 'count-status'), /by the join method/);
    assert.equal(await text(page, 'count-known-total'), '724');
    assert.equal(await text(page, 'count-known-unique'), '92');
    const match = await text(page, 'count-match');
    assert.match(match, /matches the known value/i);
    assert.doesNotMatch(match, /NOT/);
    const progress = await text(page, 'count-progress-text');
    assert.match(progress, /(\d+) of \1 units/, `progress text: ${progress}`);
    assert.match(progress, /units\/s/);
    assert.match(progress, /nodes\/s/);
    assert.equal(await page.locator('#count').isDisabled(), false, 'Count can start again');
    assert.equal(await page.locator('#cancel').isDisabled(), true, 'nothing to cancel');

    // The hook: a plain-number result, any worker count.
    const r = await page.evaluate(() => window.nqueensPage.count(12, { workers: 1 }));
    assert.equal(r.solutions, 14200);
    assert.equal(r.unique, 1787);
    assert.equal(r.method, 'join');
    const framed = await page.evaluate(() => window.nqueensPage.count(12, { workers: 1, method: 'frames' }));
    assert.deepEqual([framed.solutions, framed.unique, framed.method], [14200, 1787, 'frames']);
    assert.equal(r.workers, 1);
    assert.ok(r.units >= 1 && r.seconds >= 0, JSON.stringify(r));
    assert.equal(await text(page, 'count-total'), '14,200', 'the total with thousands separators');
    assert.equal(await page.evaluate(() => document.getElementById('count-total').dataset.value), '14200');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
    const foreign = log.requests.filter((url) => !url.startsWith(env.server.url));
    assert.deepEqual(foreign, [], 'requests to another origin');
  }));

test('workers stay warm between counts, follow the asked number, and are started afresh after Cancel', { timeout: 90_000 }, () =>
  withPage(async ({ page, log }) => {
    const count = (n, workers, method) =>
      page.evaluate(([n, workers, method]) => window.nqueensPage.count(n, { workers, method }), [n, workers, method]);
    const pool = () => page.evaluate(() => window.nqueensPage.countWorkers());
    assert.deepEqual(await pool(), { alive: 0, busy: 0, started: 0 }, 'no worker before the first count');
    assert.equal((await count(12, 2)).solutions, 14200);
    assert.deepEqual(await pool(), { alive: 2, busy: 0, started: 2 });
    assert.equal(page.workers().length, 2);
    // Same size, then another size and another method (the plans are rebuilt in place): no new worker.
    assert.equal((await count(12, 2)).solutions, 14200);
    const r11 = await count(11, 2, 'frames');
    assert.equal(r11.solutions, 2680);
    assert.equal(r11.unique, 341);
    assert.equal((await count(12, 2, 'frames')).unique, 1787);
    assert.deepEqual([(await count(12, 2)).unique, (await count(12, 2)).method], [1787, 'join'], 'the join again');
    assert.deepEqual(await pool(), { alive: 2, busy: 0, started: 2 }, 'counts reuse the workers');
    // Fewer workers asked: the pool shrinks; more: it grows by the missing ones only.
    assert.equal((await count(10, 1)).solutions, 724);
    assert.deepEqual(await pool(), { alive: 1, busy: 0, started: 2 });
    assert.equal((await count(13, 3)).solutions, 73712);
    assert.deepEqual(await pool(), { alive: 3, busy: 0, started: 4 });
    // Cancel terminates them all; the next count starts new ones. n = 18 takes seconds even by the join, so
    // the cancel lands mid-count (n = 16 now ends in half a second, sometimes before it).
    const running = page.evaluate(() => window.nqueensPage.count(18, { workers: 2 }));
    await page.waitForFunction(() => window.nqueensPage.countState() === 'running', null, { timeout: 10_000 });
    await page.evaluate(() => window.nqueensPage.cancelCount());
    assert.deepEqual(await running, { cancelled: true, n: 18 });
    assert.equal((await pool()).alive, 0);
    assert.equal((await count(12, 2)).solutions, 14200);
    assert.deepEqual(await pool(), { alive: 2, busy: 0, started: 6 });
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('Cancel during n = 18 stops every worker; a new Count then works', { timeout: 120_000 }, () =>
  withPage(async ({ page, log }) => {
    // n = 18 takes many seconds even by the join on a fast machine, so the cancel always lands mid-count.
    // A previous result, which must not be mixed with the cancelled count's partial sums.
    const workers = followWorkers(page);
    await countThroughPage(page, 6, 4);
    const before = await progressEvents(page);
    await typeInto(page, 'count-size', 18);
    await page.locator('#count').click();
    await page.waitForFunction((before) => window.nqueensPage.countProgressEvents() > before + 2, before, { timeout: 30_000 });
    assert.ok(workers.started() >= 1, 'the count runs in Web Workers');
    await page.locator('#cancel').click();
    const atCancel = await progressEvents(page);
    assert.deepEqual(await page.evaluate(() => window.nqueensPage.countWorkers().alive), 0, 'the pool is empty after Cancel');
    // Once every worker is gone (and the page has run the tasks queued before), nothing more can arrive.
    await workers.allClosed();
    assert.equal(page.workers().length, 0, 'workers still alive after Cancel');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    assert.equal(await progressEvents(page), atCancel, 'progress messages arrived after Cancel');

    const progress = `${await text(page, 'count-progress-label')} ${await text(page, 'count-progress-text')}`;
    assert.match(progress, /cancel/i, `progress after Cancel: ${progress}`);
    assert.match(await text(page, 'count-result'), /Cancelled/);
    for (const id of ['count-total', 'count-unique']) {
      assert.doesNotMatch(await text(page, id), /\d/, `#${id} shows a number after Cancel`);
    }
    assert.equal(await text(page, 'count-match'), '');
    assert.equal(await page.locator('#count').isDisabled(), false, 'Count is usable after Cancel');

    // The rest of the page still works.
    const steps = await page.evaluate(() => {
      window.nqueensPage.step();
      return window.nqueensPage.counters().steps;
    });
    assert.ok(steps >= 1);

    await countThroughPage(page, 8, 92);
    assert.equal(await text(page, 'count-unique'), '12');
    assert.match(await text(page, 'count-match'), /matches the known value/i);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('a count above 19 asks first, in the page, and can be declined', { timeout: 120_000 }, () =>
  withPage(async ({ page, log }) => {
    await countThroughPage(page, 5, 10);
    await typeInto(page, 'count-size', 21);
    await page.locator('#count').click();
    await page.locator('#count-confirm').waitFor({ state: 'visible', timeout: 60_000 });
    assert.equal(await text(page, 'count-total'), '10', 'the previous result stays while the page asks');
    const question = await text(page, 'count-confirm-text');
    assert.match(question, /roughly .+ here/, question);
    assert.match(question, /Count anyway\?/);
    await saveScreenshot(page, 'count-confirm.png');
    await page.locator('#count-confirm-no').click();
    await page.locator('#count-confirm').waitFor({ state: 'hidden', timeout: 5_000 });
    assert.match(await text(page, 'count-progress-text'), /Not counted/);
    assert.equal(await page.evaluate(() => window.nqueensPage.countState()), 'idle');
    assert.equal(await text(page, 'count-total'), '10', 'declining keeps the previous result');
    // The workers of the 5×5 count (and of the estimate) stay warm, but none is counting.
    assert.equal((await page.evaluate(() => window.nqueensPage.countWorkers())).busy, 0, 'a worker is still counting');
    // Asked again, the estimate is reused; Cancel answers it too.
    await page.locator('#count').click();
    await page.locator('#count-confirm').waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator('#cancel').click();
    await page.locator('#count-confirm').waitFor({ state: 'hidden', timeout: 5_000 });
    assert.match(await text(page, 'count-result'), /Cancelled/);
    // "Count anyway" starts the workers; Cancel stops them.
    await page.locator('#count').click();
    await page.locator('#count-confirm').waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator('#count-confirm-yes').click();
    await page.waitForFunction(() => window.nqueensPage.countState() === 'running', null, { timeout: 10_000 });
    assert.match(await text(page, 'count-status'), /Counting the 21×21 board/);
    await page.waitForFunction(() => window.nqueensPage.countWorkers().busy > 0, null, { timeout: 10_000 });
    await page.locator('#cancel').click();
    assert.equal(await page.evaluate(() => window.nqueensPage.countState()), 'idle');
    assert.match(await text(page, 'count-result'), /Cancelled/);
    await countThroughPage(page, 6, 4);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('bad count sizes show a message next to the input and count nothing', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    for (const bad of ['0', '25', 'abc', '-3', '2.5', '']) {
      const events = await progressEvents(page);
      await typeInto(page, 'count-size', bad);
      await page.locator('#count').click();
      const state = await page.evaluate(() => {
        const input = document.getElementById('count-size');
        const message = document.getElementById('count-size-error');
        return {
          invalid: input.getAttribute('aria-invalid'),
          describedBy: input.getAttribute('aria-describedby') ?? '',
          role: message.getAttribute('role'),
          visible: message.getClientRects().length > 0,
          text: message.textContent.trim(),
          countState: window.nqueensPage.countState(),
        };
      });
      assert.equal(state.invalid, 'true', `${JSON.stringify(bad)}: ${JSON.stringify(state)}`);
      assert.ok(state.visible && state.text !== '', `no message for ${JSON.stringify(bad)}`);
      assert.equal(state.role, 'alert');
      assert.ok(state.describedBy.split(/\s+/).includes('count-size-error'));
      // A count starts synchronously on the click (its state leaves idle at once), so idle now means none started.
      assert.equal(state.countState, 'idle', `a count started for ${JSON.stringify(bad)}`);
      assert.equal(await progressEvents(page), events);
      assert.equal((await page.evaluate(() => window.nqueensPage.countWorkers())).started, 0, 'no worker was started');
    }
    assert.match(await text(page, 'count-size-error'), /board size/i);
    // The hook refuses too, with an error rather than a hang.
    const refused = await page.evaluate(() => window.nqueensPage.count(25).then(() => 'counted', (e) => String(e.message)));
    assert.match(refused, /too large/);
    // A good size clears the message.
    await typeInto(page, 'count-size', '7');
    assert.equal(await page.locator('#count-size-error').isVisible(), false);
    assert.equal(await page.locator('#count-size').getAttribute('aria-invalid'), null);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('Construct n = 1000 draws a board at once and says it is valid', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await typeInto(page, 'construct-size', 1000);
    await page.locator('#construct').click();
    await page.waitForFunction(() => /valid \(checked\)/.test(document.getElementById('construct-status').textContent), null, { timeout: 5_000 });
    assert.doesNotMatch(await text(page, 'construct-status'), /NOT valid/);
    const colours = await canvasColours(page, '#construct-board');
    assert.ok(colours.distinct >= 2, `nothing drawn: ${JSON.stringify(colours)}`);
    // Crisp: the backing store matches the CSS size times devicePixelRatio.
    const fit = await page.evaluate(() => {
      const c = document.getElementById('construct-board');
      return { width: c.width, css: c.getBoundingClientRect().width * devicePixelRatio };
    });
    assert.ok(Math.abs(fit.width - fit.css) <= 1, JSON.stringify(fit));
    const hook = await page.evaluate(() => {
      const r = window.nqueensPage.construct(1000);
      const columns = window.nqueensPage.constructedColumns(0, 1000);
      return { n: r.n, valid: r.valid, sample: r.sample.length, length: columns.length, distinct: new Set(columns).size };
    });
    assert.deepEqual(hook, { n: 1000, valid: true, sample: 12, length: 1000, distinct: 1000 });

    for (const n of [2, 3]) {
      await typeInto(page, 'construct-size', n);
      await page.locator('#construct').click();
      assert.match(await text(page, 'construct-status'), /no solution exists/i);
    }
    await typeInto(page, 'construct-size', 8);
    await page.locator('#construct').click();
    assert.match(await text(page, 'construct-status'), /valid \(checked\)/);
    await typeInto(page, 'construct-size', 10_000_001);
    assert.equal(await page.locator('#construct-size-error').isVisible(), true);
    assert.match(await text(page, 'construct-size-error'), /too large/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the Count section in use: axe-core clean and no horizontal overflow at 360 px', { timeout: 90_000 }, () =>
  withPage({ viewport: { width: 360, height: 740 } }, async ({ page, log }) => {
    const check = async (label) => {
      const found = await axeViolations(page);
      assert.deepEqual(found, [], `${label}: ${JSON.stringify(found, null, 2)}`);
      const m = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      assert.ok(m.scroll <= m.client + 1, `${label}: horizontal overflow ${JSON.stringify(m)}`);
    };
    await countThroughPage(page, 9, 352);
    await page.evaluate(() => window.nqueensPage.construct(1000));
    await check('after a count and a construction');
    await typeInto(page, 'count-size', 'abc');
    await typeInto(page, 'construct-size', '0');
    await check('with both size messages');
    await typeInto(page, 'count-size', 20);
    await page.locator('#count').click();
    await page.locator('#count-confirm').waitFor({ state: 'visible', timeout: 60_000 });
    await check('asking before a big count');
    await saveScreenshot(page, 'count-narrow-360.png');
    await page.locator('#cancel').click();
    await check('after Cancel');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
