// A first visit that teaches: with no settings the page lands on the article's 4×4 board at step 0, invited to
// Step, Play at 2 steps per second; the guided lesson "Follow the article" stops where the independent
// reference search (tests/e2e/reference-search.mjs) makes each moment, marks the panel parts, asks three
// questions before the search answers them (a square clicked on the board, yes / no), and passes axe.

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

/** The step numbers of the article's moments, read off the reference search of n = 4. */
function referenceMoments() {
  const states = referenceStates(4);
  const at = (pick, after = 0) => states.findIndex((s, k) => k > after && s.event && pick(s.event, s));
  const firstReject = at((e) => e.event === 'reject');
  const secondQueen = at((e) => e.event === 'place' && e.row === 1);
  const firstBacktrack = at((e) => e.event === 'remove');
  const a1Placed = at((e) => e.event === 'place' && e.row === 0 && e.col === 0);
  const a1GivenUp = at((e) => e.event === 'remove' && e.row === 0 && e.col === 0);
  const b1Placed = at((e) => e.event === 'place' && e.row === 0, a1GivenUp);
  const secondQueenAgain = at((e) => e.event === 'place' && e.row === 1, b1Placed);
  const solutions = states.map((s, k) => (s.event?.event === 'solution' ? k : -1)).filter((k) => k > 0);
  const first = states[solutions[0]].queens;
  const mirror = solutions.find((k) => states[k].queens.every((c, r) => c === 3 - first[r]));
  const d1Placed = at((e) => e.event === 'place' && e.row === 0 && e.col === 3);
  const d1GivenUp = at((e) => e.event === 'remove' && e.row === 0 && e.col === 3, d1Placed);
  const a1Works = solutions.some((k) => states[k].queens[0] === 0);
  return {
    states,
    stops: [
      { kind: 'start', step: 0, marks: ['code'] },
      { kind: 'first-rejection', step: firstReject, square: states[firstReject].event, marks: ['code', 'sets'] },
      { kind: 'second-queen', askStep: secondQueen - 1, step: secondQueen, answer: states[secondQueen].event, marks: ['code', 'sets'] },
      { kind: 'first-backtrack', step: firstBacktrack, square: states[firstBacktrack].event, marks: ['code', 'stack', 'backtracks'] },
      { kind: 'corner-given-up', askStep: firstBacktrack + 1, step: a1GivenUp, answer: a1Works, tries: a1GivenUp - a1Placed, marks: ['code', 'stack', 'steps'] },
      { kind: 'second-queen-again', askStep: b1Placed, step: secondQueenAgain, answer: states[secondQueenAgain].event, marks: ['code', 'sets'] },
      { kind: 'first-solution', step: solutions[0], columns: first, marks: ['code', 'solutions'] },
      { kind: 'mirror-solution', step: mirror, columns: states[mirror].queens, marks: ['solutions'] },
      { kind: 'mirror-corner-given-up', step: d1GivenUp, tries: d1GivenUp - d1Placed, marks: ['code', 'stack', 'steps'] },
      { kind: 'end', step: states.length - 1, marks: ['nodes', 'solutions', 'steps'] },
    ],
  };
}

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

test('the lesson stops where the reference search makes each moment, marks the panels and asks three times first', { timeout: 120_000 }, () =>
  withPage(FIRST_VISIT, async ({ page, log }) => {
    const { stops } = referenceMoments();
    await page.locator('#lesson-toggle').click();
    assert.equal(await page.locator('#lesson-toggle').getAttribute('aria-expanded'), 'true');
    await waitPhase(page, ['shown']);
    const computed = (await lessonState(page)).stops;
    assert.deepEqual(computed.map((s) => [s.kind, s.step, s.askStep]), stops.map((s) => [s.kind, s.step, s.askStep]),
      'the core computes the reference moments');
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
        if (typeof stop.answer === 'boolean') {
          await page.locator('.lesson-choice', { hasText: stop.answer ? 'Yes' : 'No' }).click();
        } else {
          await clickSquare(page, stop.answer.row, stop.answer.col);
        }
        await waitPhase(page, ['shown']);
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
      if (stop.answer?.row !== undefined) assert.ok(words.includes(name(stop.answer.row, stop.answer.col)), words);
      if (stop.tries !== undefined) assert.ok(words.includes(`${stop.tries} steps`), `${stop.kind}: ${words}`);
      if (stop.columns) assert.ok(words.includes(`[${stop.columns.join(', ')}]`), `${stop.kind}: ${words}`);
      assert.equal(await text(page, 'lesson-progress'), `Stop ${index + 1} of ${stops.length}`);
    }
    assert.equal(asked, 3);
    assert.match(await text(page, 'lesson-text'), /79 steps: 2 solutions, 17 partial boards.*24 permutations and 1,820 placements/);
    assert.equal(await page.locator('#lesson-next').isDisabled(), true, 'the last stop');
    assert.deepEqual(await axeViolations(page), []);
    // Closing drops the marks.
    await page.locator('#lesson-close').click();
    assert.equal(await page.locator('#lesson').isHidden(), true);
    assert.deepEqual((await lessonState(page)).marks, []);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('a wrong prediction is called wrong, says why, and the search still shows the answer', { timeout: 60_000 }, () =>
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
    // The yes / no question, answered wrongly.
    await page.locator('#lesson-next').click();
    await waitPhase(page, ['shown', 'asking']);
    await page.locator('#lesson-next').click();
    await waitPhase(page, ['shown', 'asking']);
    const corner = stops.find((s) => s.kind === 'corner-given-up');
    assert.equal(await steps(page), corner.askStep);
    await page.locator('.lesson-choice', { hasText: corner.answer ? 'No' : 'Yes' }).click();
    await waitPhase(page, ['shown']);
    assert.match(await text(page, 'lesson-feedback'), /^Not this time: none does\./);
    assert.equal(await steps(page), corner.step);
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
