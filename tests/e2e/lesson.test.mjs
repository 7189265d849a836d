// A first visit that teaches: with no settings the page lands on the article's 4×4 board at step 0, invited to
// Step, Play at 2 steps per second; the guided lesson "Follow the article" stops where the independent
// reference search (tests/e2e/reference-search.mjs) makes each moment, marks the panel parts and the step bar,
// asks seven questions before the search answers them (squares and queens clicked on the board, choices, yes /
// no, the 8×8 board's totals typed), reveals each answer by playing the search up to it (every step between
// shown on the 4×4 board, the 8×8 board's counters climbing), and passes axe.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog, axeViolations } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';

const withPage = usePage();
const FIRST_VISIT = { path: '' };

const lessonState = (page) => page.evaluate(() => window.nqueensPage.lesson());
const waitPhase = (page, phases) => page.waitForFunction((phases) => phases.includes(window.nqueensPage.lesson().phase), phases);
const steps = (page) => page.evaluate(() => window.nqueensPage.counters().steps);
const text = (page, id) => page.evaluate((id) => document.getElementById(id).textContent.replace(/\s+/g, ' ').trim(), id);
const name = (row, col) => `${String.fromCharCode(97 + col)}${row + 1}`;

/** The step numbers of the article's moments, read off the reference search of n = 4 (the totals off n = 8). */
function referenceMoments() {
  const states = referenceStates(4);
  const at = (pick, after = 0) => states.findIndex((s, k) => k > after && s.event && pick(s.event, s));
  const lastBefore = (pick, before) => states.findLastIndex((s, k) => k < before && s.event && pick(s.event));
  const firstReject = at((e) => e.event === 'reject');
  const secondQueen = at((e) => e.event === 'place' && e.row === 1);
  const firstBacktrack = at((e) => e.event === 'remove');
  const liftAsked = lastBefore((e) => e.event === 'place', firstBacktrack);
  const a1Placed = at((e) => e.event === 'place' && e.row === 0 && e.col === 0);
  const a1GivenUp = at((e) => e.event === 'remove' && e.row === 0 && e.col === 0);
  const b1Placed = at((e) => e.event === 'place' && e.row === 0, a1GivenUp);
  const secondQueenAgain = at((e) => e.event === 'place' && e.row === 1, b1Placed);
  const solutions = states.map((s, k) => (s.event?.event === 'solution' ? k : -1)).filter((k) => k > 0);
  const first = states[solutions[0]].queens;
  const lastRowAsked = lastBefore((e) => e.event === 'place' && e.row === 2, solutions[0]);
  const mirror = solutions.find((k) => states[k].queens.every((c, r) => c === 3 - first[r]));
  const d1Placed = at((e) => e.event === 'place' && e.row === 0 && e.col === 3);
  const d1GivenUp = at((e) => e.event === 'remove' && e.row === 0 && e.col === 3, d1Placed);
  const a1Works = solutions.some((k) => states[k].queens[0] === 0);
  const eight = referenceStates(8);
  return {
    states,
    stops: [
      { kind: 'start', step: 0, marks: ['code'] },
      { kind: 'first-rejection', step: firstReject, square: states[firstReject].event, marks: ['code', 'sets'] },
      { kind: 'second-queen', askStep: secondQueen - 1, step: secondQueen, answer: states[secondQueen].event, marks: ['code', 'sets'] },
      { kind: 'first-backtrack', askStep: liftAsked, step: firstBacktrack, square: states[firstBacktrack].event, answer: states[firstBacktrack].event, marks: ['code', 'stack', 'backtracks'] },
      { kind: 'corner-given-up', askStep: firstBacktrack + 1, step: a1GivenUp, answer: a1Works, tries: a1GivenUp - a1Placed, marks: ['code', 'stack', 'steps'] },
      { kind: 'second-queen-again', askStep: b1Placed, step: secondQueenAgain, answer: states[secondQueenAgain].event, marks: ['code', 'sets'] },
      { kind: 'first-solution', askStep: lastRowAsked, step: solutions[0], columns: first, answer: { row: 3, col: first[3] }, marks: ['code', 'solutions'] },
      { kind: 'mirror-solution', askStep: solutions[0], step: mirror, columns: states[mirror].queens, answer: name(0, 3 - first[0]), marks: ['solutions'] },
      { kind: 'mirror-corner-given-up', step: d1GivenUp, tries: d1GivenUp - d1Placed, marks: ['code', 'stack', 'steps'] },
      { kind: 'end', step: states.length - 1, marks: ['nodes', 'solutions', 'steps'] },
      { kind: 'totals', n: 8, askStep: 0, step: eight.length - 1, answer: eight.at(-1).counters, marks: ['nodes', 'solutions', 'steps'] },
    ],
  };
}

/**
 * Starts recording, in the page, every value the step counter shows (a MutationObserver on #steps), so that a
 * reveal's playing can be checked step by step; `seen()` reads them.
 */
async function recordSteps(page) {
  await page.evaluate(() => {
    window.seenSteps = [];
    window.stepsObserver?.disconnect();
    const steps = document.getElementById('steps');
    window.stepsObserver = new MutationObserver(() => window.seenSteps.push(Number(steps.dataset.value)));
    window.stepsObserver.observe(steps, { attributes: true, childList: true, characterData: true, subtree: true });
  });
  return { seen: () => page.evaluate(() => [...new Set(window.seenSteps)]) };
}

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Clicks the middle of square (row, col) of the board canvas, as a person would. */
async function clickSquare(page, row, col) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const point = await page.evaluate(([row, col]) => {
    const canvas = document.getElementById('board');
    const rect = canvas.getBoundingClientRect();
    const { s, x0, y0 } = window.nqueensPage.boardGeometry();
    const scale = rect.width / canvas.width;
    return { x: rect.left + (x0 + (col + 0.5) * s) * scale, y: rect.top + (y0 + (row + 0.5) * s) * scale };
  }, [row, col]);
  await page.mouse.click(point.x, point.y);
}

/** The outline style of the element a mark names, as drawn now. */
const markedOutlines = (page) => page.evaluate(() => {
  const of = (el) => (el ? getComputedStyle(el).outlineStyle : 'missing');
  return {
    code: of(document.querySelector('#code-lines [aria-current="step"]')),
    stack: of(document.querySelector('#call-stack > li:last-child')),
    sets: of(document.querySelector('#sets .set-list')),
    steps: of(document.getElementById('steps').parentElement),
    nodes: of(document.getElementById('nodes').parentElement),
    backtracks: of(document.getElementById('backtracks').parentElement),
    solutions: of(document.getElementById('solutions').parentElement),
  };
});

test('a first visit lands on n = 4 at step 0, invited to Step, with Play at 2 steps per second', { timeout: 60_000 }, () =>
  withPage(FIRST_VISIT, async ({ page, log }) => {
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), 4);
    assert.equal(await steps(page), 0);
    assert.match(await text(page, 'narration'), /^Step 0: an empty 4×4 board\..*Press Step \(rather than Play\)/);
    assert.equal(await text(page, 'speed-value'), '2 steps per second');
    assert.equal(await page.locator('#size').inputValue(), '4');
    assert.equal(await page.locator('#lesson-toggle').getAttribute('aria-expanded'), 'false');
    assert.equal(await page.locator('#lesson').isHidden(), true);
    assert.equal(await page.locator('#speed').inputValue(), '1', 'the slider on its second position, 2 steps per second');
    // Play takes its steps at that speed, and says so.
    await page.locator('#play').click();
    await page.waitForFunction(() => window.nqueensPage.counters().steps >= 1);
    await page.evaluate(() => window.nqueensPage.pause());
    assert.equal(await text(page, 'speed-value'), '2 steps per second');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the lesson stops where the reference search makes each moment, marks the panels and the step bar, and asks seven times first, each answer played up to', { timeout: 120_000 }, () =>
  withPage(FIRST_VISIT, async ({ page, log }) => {
    const { stops } = referenceMoments();
    await page.locator('#lesson-toggle').click();
    assert.equal(await page.locator('#lesson-toggle').getAttribute('aria-expanded'), 'true');
    await waitPhase(page, ['shown']);
    const computed = (await lessonState(page)).stops;
    assert.deepEqual(computed.map((s) => [s.kind, s.n, s.step, s.askStep]), stops.map((s) => [s.kind, s.n ?? 4, s.step, s.askStep]),
      'the core computes the reference moments');
    const stopMarks = await page.evaluate(() => window.nqueensPage.stepMarks().filter((m) => m.kind === 'stop').map((m) => m.step));
    assert.deepEqual(stopMarks, stops.filter((s) => !s.n).map((s) => s.step), 'the stops of the 4×4 board are marked on the step bar');
    let asked = 0;
    for (const [index, stop] of stops.entries()) {
      if (index > 0) {
        await page.locator('#lesson-next').click();
        await waitPhase(page, ['shown', 'asking']);
      }
      if (stop.askStep !== undefined) {
        asked += 1;
        assert.equal((await lessonState(page)).phase, 'asking', stop.kind);
        assert.equal(await steps(page), stop.askStep, `${stop.kind}: asked before the search does it`);
        assert.equal(await page.locator('#lesson-next').isDisabled(), true, `${stop.kind}: the answer comes first`);
        const record = await recordSteps(page);
        if (stop.kind === 'totals') {
          await page.fill('#lesson-guess-solutions', String(stop.answer.solutions));
          await page.fill('#lesson-guess-nodes', stop.answer.nodes.toLocaleString('en-US'));
          await page.locator('.lesson-choice', { hasText: 'Check' }).click();
        } else if (typeof stop.answer === 'boolean') {
          await page.locator('.lesson-choice', { hasText: stop.answer ? 'Yes' : 'No' }).click();
        } else if (typeof stop.answer === 'string') {
          await page.locator('.lesson-choice', { hasText: stop.answer }).click();
        } else {
          // A square, or the queen standing on it, clicked on the board.
          await clickSquare(page, stop.answer.row, stop.answer.col);
        }
        await waitPhase(page, ['revealing', 'shown']);
        const long = stop.step - stop.askStep > 8;
        if (long) {
          // Played, not jumped to: the steps go up one by one (the 8×8 board's by frames), then Show it now.
          const enough = stop.kind === 'totals' ? 2_000 : stop.askStep + 3;
          await page.waitForFunction((k) => window.nqueensPage.counters().steps >= k, enough, { timeout: 20_000 });
          assert.equal((await lessonState(page)).phase, 'revealing', `${stop.kind}: still playing at step ${await steps(page)}`);
          await page.locator('#lesson-now').click();
        }
        await waitPhase(page, ['shown']);
        const seen = await record.seen();
        if (stop.kind === 'totals') {
          assert.ok(seen.length >= 10, `${stop.kind}: the counters climbed over ${seen.length} frames`);
        } else if (long) {
          assert.deepEqual(seen.slice(0, 3), range(stop.askStep + 1, stop.askStep + 3), `${stop.kind}: the first steps one by one`);
        } else {
          assert.deepEqual(seen, range(stop.askStep + 1, stop.step), `${stop.kind}: every step up to the answer shown`);
        }
        assert.match(await text(page, 'lesson-feedback'), /^Right/, `${stop.kind}: the right answer is called right`);
      }
      const state = await lessonState(page);
      assert.equal(state.kind, stop.kind);
      assert.equal(await steps(page), stop.step, `${stop.kind}: the search stands at the moment`);
      assert.deepEqual(state.marks, stop.marks, stop.kind);
      const outlines = await markedOutlines(page);
      for (const [mark, style] of Object.entries(outlines)) {
        assert.equal(style !== 'none', stop.marks.includes(mark), `${stop.kind}: ${mark} is ${style}`);
      }
      const words = await text(page, 'lesson-text');
      assert.ok(words.length > 60, `${stop.kind}: sentences to read`);
      if (stop.square) assert.ok(words.includes(name(stop.square.row, stop.square.col)), `${stop.kind}: ${words}`);
      if (stop.kind === 'second-queen' || stop.kind === 'second-queen-again') assert.ok(words.includes(name(stop.answer.row, stop.answer.col)), words);
      if (stop.tries !== undefined) assert.ok(words.includes(`${stop.tries} steps`), `${stop.kind}: ${words}`);
      if (stop.columns) assert.ok(words.includes(`[${stop.columns.join(', ')}]`), `${stop.kind}: ${words}`);
      assert.equal(await text(page, 'lesson-progress'), `Stop ${index + 1} of ${stops.length}`);
      if (stop.kind === 'end') assert.match(words, /79 steps: 2 solutions, 17 partial boards.*24 permutations and 1,820 placements/);
    }
    assert.equal(asked, 7);
    assert.match(await text(page, 'lesson-text'), /^The search of the 8×8 board is over after 17,869 steps: 92 solutions, 2,057 partial boards/);
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), 8);
    assert.equal(await page.locator('#lesson-next').isDisabled(), true, 'the last stop');
    assert.deepEqual(await axeViolations(page), []);
    // Closing drops the marks, on the panels and on the step bar.
    await page.locator('#lesson-close').click();
    assert.equal(await page.locator('#lesson').isHidden(), true);
    assert.deepEqual((await lessonState(page)).marks, []);
    assert.deepEqual(await page.evaluate(() => window.nqueensPage.stepMarks().filter((m) => m.kind === 'stop')), []);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('a wrong prediction is called wrong, says why, and the search still shows the answer', { timeout: 90_000 }, () =>
  withPage(FIRST_VISIT, async ({ page, log }) => {
    const { stops } = referenceMoments();
    const second = stops.find((s) => s.kind === 'second-queen');
    await page.evaluate(() => window.nqueensPage.openLesson());
    for (let i = 0; i < 2; i++) {
      await page.locator('#lesson-next').click();
      await waitPhase(page, ['shown', 'asking']);
    }
    assert.equal((await lessonState(page)).phase, 'asking');
    // A square of row 2 right of the answer: free, but never reached.
    const later = { row: 1, col: second.answer.col + 1 };
    await clickSquare(page, later.row, later.col);
    await waitPhase(page, ['shown']);
    const feedback = await text(page, 'lesson-feedback');
    assert.match(feedback, new RegExp(`^Not this time: ${name(later.row, later.col)} is free too, .*from the left.*takes ${name(second.answer.row, second.answer.col)}\\.$`));
    assert.equal(await steps(page), second.step);
    assert.deepEqual(await page.evaluate(() => window.nqueensPage.lastEvent()), { event: 'place', row: 1, col: second.answer.col });
    // Back and forward again: an answered question is not asked twice.
    await page.locator('#lesson-back').click();
    await waitPhase(page, ['shown']);
    await page.locator('#lesson-next').click();
    await waitPhase(page, ['shown', 'asking']);
    assert.equal((await lessonState(page)).phase, 'shown');
    assert.equal(await steps(page), second.step);
    // The first backtrack, answered wrongly: a1 rather than c2.
    await page.locator('#lesson-next').click();
    await waitPhase(page, ['asking']);
    await page.locator('.lesson-choice', { hasText: 'a1' }).click();
    await waitPhase(page, ['shown']);
    assert.match(await text(page, 'lesson-feedback'), /^Not this time: the search undoes its latest choice first; a1 stays .*lifts c2\.$/);
    // The yes / no question, answered wrongly, its playing cut short.
    await page.locator('#lesson-next').click();
    await waitPhase(page, ['asking']);
    const corner = stops.find((s) => s.kind === 'corner-given-up');
    assert.equal(await steps(page), corner.askStep);
    await page.locator('.lesson-choice', { hasText: corner.answer ? 'No' : 'Yes' }).click();
    await waitPhase(page, ['revealing']);
    await page.locator('#lesson-now').click();
    await waitPhase(page, ['shown']);
    assert.match(await text(page, 'lesson-feedback'), /^Not this time: none does\./);
    assert.equal(await steps(page), corner.step);
    // The 8×8 totals, guessed wrong: told against the search's.
    for (let i = 0; i < 6; i++) {
      await page.locator('#lesson-next').click();
      await waitPhase(page, ['shown', 'asking']);
      if ((await lessonState(page)).phase === 'asking') {
        const kind = (await lessonState(page)).kind;
        if (kind === 'totals') break;
        await page.locator('.lesson-choice').first().click();
        await waitPhase(page, ['revealing', 'shown']);
        if ((await lessonState(page)).phase === 'revealing') await page.locator('#lesson-now').click();
        await waitPhase(page, ['shown']);
      }
    }
    assert.equal((await lessonState(page)).kind, 'totals');
    await page.fill('#lesson-guess-solutions', '100');
    await page.fill('#lesson-guess-nodes', 'lots');
    assert.equal(await page.locator('.lesson-choice', { hasText: 'Check' }).isDisabled(), true, 'a guess that is no number is not taken');
    await page.fill('#lesson-guess-nodes', '40320');
    await page.locator('.lesson-choice', { hasText: 'Check' }).click();
    await waitPhase(page, ['revealing']);
    await page.locator('#lesson-now').click();
    await waitPhase(page, ['shown']);
    assert.equal(await text(page, 'lesson-feedback'), 'You said 100 solutions and 40,320 nodes; the search finds 92 and examines 2,057.');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the lesson brings an 8×8 page to its 4×4 board, and stands aside for a variant', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), 8, 'the tests’ usual page is asked for explicitly');
    await page.evaluate(() => window.nqueensPage.openLesson());
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), 4);
    assert.equal((await lessonState(page)).phase, 'shown');
    await page.evaluate(() => window.nqueensPage.setVariant('forgot-undo'));
    await page.locator('#lesson-next').click();
    await waitPhase(page, ['unavailable']);
    assert.match(await text(page, 'lesson-text'), /correct search/);
    assert.deepEqual((await lessonState(page)).marks, []);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
