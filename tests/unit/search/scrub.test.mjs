// Unit tests of www/js/search/scrub.js: the scrub bar's words, its reach, its marks (the words, the keys from mark
// to mark, a pointer landing on one), and the seek spread over frames.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scrubText, scrubMax, seekingText, Seeker, markText, markedSteps, nextMark, snapToMark } from '../../../www/js/search/scrub.js';

test('a known total reads "Step k of N", with thousands separators', () => {
  assert.deepEqual(scrubText({ steps: 12, total: 79 }), { label: 'Step 12 of 79', valueText: 'Step 12 of 79', parts: ['Step 12 of 79', '', ''] });
  assert.equal(scrubText({ steps: 1234, total: 17869 }).label, 'Step 1,234 of 17,869');
});

test('an unknown total says so, with the steps so far and the share of the tree explored', () => {
  const estimated = scrubText({ steps: 5000, share: 0.25, exact: false });
  assert.match(estimated.label, /^Step 5,000 · end not known · about 25(\.0)? ?% explored$/);
  assert.match(estimated.valueText, /^Step 5,000, the end not known ahead, about 25(\.0)? ?% of the search tree explored \(its size estimated\)$/);
  assert.match(scrubText({ steps: 7, share: 0.5, exact: true }).label, /^Step 7 · end not known · 50(\.0)? ?% explored$/);
  // The share in a part of its own (a phone leaves it to the spoken value), the mark after it.
  assert.deepEqual(scrubText({ steps: 7, share: 0.5, exact: true, mark: 'solution 1' }).parts, ['Step 7 · end not known', ' · 50.0 % explored', ': solution 1']);
  assert.equal(scrubText({ steps: 3 }).label, 'Step 3 · end not known');
});

test('the bar spans the known total, else the furthest step reached', () => {
  assert.equal(scrubMax(79, 5), 79);
  assert.equal(scrubMax(undefined, 500), 500);
  assert.equal(scrubMax(undefined, 0), 1);
});

const MARKS = { solution: [26, 52], backtrack: [9], stop: [0, 2, 9, 21] };

test('a marked step says what it is: a solution, the first backtrack, a lesson stop', () => {
  assert.equal(markText(MARKS, 26), 'solution 1');
  assert.equal(markText(MARKS, 52), 'solution 2');
  assert.equal(markText(MARKS, 9), 'lesson stop 3, the first backtrack');
  assert.equal(markText(MARKS, 10), '');
  assert.equal(scrubText({ steps: 26, total: 79, mark: 'solution 1' }).label, 'Step 26 of 79: solution 1');
});

test('Page Down and Page Up go from mark to mark', () => {
  assert.deepEqual(markedSteps(MARKS), [0, 2, 9, 21, 26, 52]);
  assert.equal(nextMark(MARKS, 0, 1), 2);
  assert.equal(nextMark(MARKS, 10, 1), 21);
  assert.equal(nextMark(MARKS, 52, 1), undefined);
  assert.equal(nextMark(MARKS, 26, -1), 21);
  assert.equal(nextMark(MARKS, 0, -1), undefined);
});

test('a pointer within a few pixels of a mark lands on the mark, one farther away where it is', () => {
  // 79 steps over 316 px: 4 px a step.
  assert.equal(snapToMark(MARKS, 25, 79, 316), 26);
  assert.equal(snapToMark(MARKS, 27, 79, 316), 26);
  assert.equal(snapToMark(MARKS, 24, 79, 316), 24, '8 px away');
  assert.equal(snapToMark(MARKS, 40, 79, 316), 40);
  // A long search: many steps to a pixel, the mark still wins over its neighbours.
  assert.equal(snapToMark({ solution: [10_000] }, 10_020, 100_000, 500), 10_000);
  assert.equal(snapToMark({}, 5, 79, 316), 5);
});

/** A stand-in for the wasm Search: a step counter that ends at `end`. */
function counterSearch(end) {
  return {
    steps: 0,
    resets: 0,
    seek(k) { this.steps = Math.min(k, end); },
    reset() { this.steps = 0; this.resets += 1; },
  };
}

test('the seeker reaches its target forward and back, and stops at the end of a shorter search', () => {
  const search = counterSearch(1_000_000);
  const seeker = new Seeker();
  seeker.start(search, 777_777);
  assert.equal(seeker.advance(search, Infinity), true);
  assert.equal(search.steps, 777_777);
  assert.equal(seeker.active, false);
  seeker.start(search, 700_000); // nearer from here than from 0: no reset
  seeker.advance(search, Infinity);
  assert.deepEqual([search.steps, search.resets], [700_000, 0]);
  seeker.start(search, 10); // nearer from 0
  seeker.advance(search, Infinity);
  assert.deepEqual([search.steps, search.resets], [10, 1]);
  seeker.start(search, 5_000_000);
  assert.equal(seeker.advance(search, Infinity), true);
  assert.equal(search.steps, 1_000_000);
});

test('the seeker stops at its deadline and goes on later', () => {
  const search = counterSearch(1_000_000);
  const seeker = new Seeker();
  seeker.start(search, 900_000);
  assert.equal(seeker.advance(search, -Infinity), false);
  assert.equal(search.steps, 0);
  assert.equal(seeker.active, true);
  assert.equal(seeker.advance(search, Infinity), true);
  assert.equal(search.steps, 900_000);
});

test('a seek under way says where it goes and where the search is', () => {
  assert.equal(seekingText(2_000_000, 350_000), 'Seeking step 2,000,000… (now at 350,000)');
  assert.equal(seekingText(12, 12), 'Seeking step 12…');
});
