// Unit tests of www/js/search/scrub.js: the scrub bar's words, its reach, and the seek spread over frames.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scrubText, scrubMax, seekingText, Seeker } from '../../../www/js/search/scrub.js';

test('a known total reads "Step k of N", with thousands separators', () => {
  assert.deepEqual(scrubText({ steps: 12, total: 79 }), { label: 'Step 12 of 79', valueText: 'Step 12 of 79' });
  assert.equal(scrubText({ steps: 1234, total: 17869 }).label, 'Step 1,234 of 17,869');
});

test('an unknown total reads the steps so far and the share of the tree explored', () => {
  const estimated = scrubText({ steps: 5000, share: 0.25, exact: false });
  assert.match(estimated.label, /^Step 5,000: about 25(\.0)? ?% of the search tree explored \(its size estimated\)$/);
  assert.match(estimated.valueText, /^Step 5,000, about 25/);
  assert.match(scrubText({ steps: 7, share: 0.5, exact: true }).label, /^Step 7: 50(\.0)? ?% of the search tree explored$/);
  assert.equal(scrubText({ steps: 3 }).label, 'Step 3');
});

test('the bar spans the known total, else the furthest step reached', () => {
  assert.equal(scrubMax(79, 5), 79);
  assert.equal(scrubMax(undefined, 500), 500);
  assert.equal(scrubMax(undefined, 0), 1);
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
