// The progress row of Run to end and Next solution: it always describes the state
// the page is in (running, paused, found, finished), its share is that of the search after the frame's
// steps, and a long run says about how long it will still take.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setValidSize, describeLog } from './helpers.mjs';

const withPage = usePage();

const row = (page) => page.evaluate(() => ({
  hidden: document.getElementById('progress-row').hidden,
  label: document.getElementById('progress-label').textContent,
  text: document.getElementById('progress-text').textContent,
  value: document.getElementById('progress').value,
}));
const mode = (page) => page.evaluate(() => window.nqueensPage.mode());

test('Next solution on 8×8 reports the share after its steps: about 5.5 %', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 8);
    await page.locator('#next-solution').click();
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.counters().solutions === 1,
      null, { timeout: 30_000 });
    const shown = await row(page);
    assert.equal(shown.hidden, false);
    assert.equal(shown.label, 'Next solution: found');
    // The first solution of 8×8 comes after 114 of the search's 2,057 nodes.
    assert.match(shown.text, /^5\.54 % of the search done, 94\.5 % to go · /, shown.text);
    assert.ok(Math.abs(shown.value - 114 / 2057) < 1e-9, `bar at ${shown.value}`);
    assert.doesNotMatch(shown.text, /pause/);

    await page.locator('#run-to-end').click();
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle', null, { timeout: 30_000 });
    const finished = await row(page);
    assert.equal(finished.label, 'Run to end: finished');
    assert.match(finished.text, /^100 % of the search · /);
    assert.doesNotMatch(finished.text, /pause/);

    await page.locator('#step-back').click();
    assert.equal((await row(page)).hidden, true, 'a step back leaves the row describing a finished run');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

/** Starts Run to end on `n`, waits until the row has measured the time left, and returns what it says. */
async function runUntilEstimated(page, n) {
  await setValidSize(page, n);
  await page.locator('#run-to-end').click();
  await page.waitForFunction(() => /(about .+|a few seconds) left/.test(document.getElementById('progress-text').textContent),
    null, { timeout: 30_000 });
  return row(page);
}

test('a long Run to end says about how long it still takes; pausing (Space, or the button) says paused', { timeout: 120_000 }, () =>
  withPage(async ({ page, log }) => {
    const running = await runUntilEstimated(page, 18);
    assert.equal(running.label, 'Run to end: running');
    assert.match(running.text, /% of the search done/);
    assert.match(running.text, /steps in \d+\.\d s \([\d,]+ steps\/s\)/);
    assert.match(running.text, /(a few seconds|about (\d+ s|\d+ min|\d+ h|[\d,]+ days?|[\d,]+ years?)) left/, running.text);
    assert.match(running.text, / left$/, 'the time left ends the line, where it stays in view');
    assert.equal(await page.evaluate(() => document.getElementById('run-to-end').getAttribute('aria-pressed')), 'true');

    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Space');
    assert.equal(await mode(page), 'idle');
    const paused = await row(page);
    assert.equal(paused.hidden, false);
    assert.equal(paused.label, 'Run to end: paused');
    assert.doesNotMatch(paused.text, /press again|running|left/, paused.text);
    assert.match(paused.text, /% of the search done/);

    // The button again, after going on.
    await page.locator('#run-to-end').click();
    await page.waitForFunction(() => document.getElementById('progress-label').textContent === 'Run to end: running');
    await page.locator('#run-to-end').click();
    assert.equal((await row(page)).label, 'Run to end: paused');
    assert.doesNotMatch((await row(page)).text, /press again/);

    // Next solution paused by the hook says so too. Started and paused in one task, so no frame of the run
    // comes between them: the pause, not a solution found first, ends it.
    const atPause = await page.evaluate(() => {
      const steps = window.nqueensPage.counters().steps;
      window.nqueensPage.nextSolution();
      const started = window.nqueensPage.mode();
      window.nqueensPage.pause();
      return { started, moved: window.nqueensPage.counters().steps - steps };
    });
    assert.deepEqual(atPause, { started: 'solution', moved: 0 });
    assert.equal((await row(page)).label, 'Next solution: paused');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
