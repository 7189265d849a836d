// Unit tests of the frame budget: www/js/search/player.js's Runner keeps its last chunk within the deadline, and
// www/js/teaching/panels.js's TeachingPanels reserve time for their redraw in the frames where it is due.

import '../english.mjs';
import { test, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { Runner } from '../../../www/js/search/player.js';
import { TeachingPanels } from '../../../www/js/teaching/panels.js';

/** A clock the tests move by hand, standing in for performance.now(). */
let clock = 0;
const realPerformance = globalThis.performance;
beforeEach(() => {
  clock = 0;
  Object.defineProperty(globalThis, 'performance', { value: { now: () => clock }, configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(globalThis, 'performance', { value: realPerformance, configurable: true, writable: true });
});

/** A search that never ends nor finds a solution, each step costing `msPerStep` of the clock. */
function endlessSearch(msPerStep) {
  return {
    steps: 0,
    runToSolution(k) {
      this.steps += k;
      clock += k * msPerStep;
      return k;
    },
    atSolution: () => false,
  };
}

test('the runner stops within its deadline once it knows the cost of a step', () => {
  const runner = new Runner();
  const search = endlessSearch(0.0004);
  // A first frame to learn the cost of a step.
  runner.advance(search, Infinity, clock + 6);
  for (let frame = 0; frame < 20; frame++) {
    clock += 10;
    const deadline = clock + 6;
    const { reason, taken } = runner.advance(search, Infinity, deadline);
    assert.equal(reason, 'budget');
    assert.ok(taken > 0);
    assert.ok(clock <= deadline + 0.0004, `frame ${frame} overran its deadline by ${clock - deadline} ms`);
  }
});

test('without the cut, a chunk started just before the deadline would overrun it: the chunk is cut', () => {
  const runner = new Runner();
  const search = endlessSearch(0.001);
  runner.advance(search, Infinity, clock + 6);
  assert.ok(runner.chunk * 0.001 > 0.5, 'the chunk has grown to a millisecond or so');
  // Only a tenth of a millisecond left: the runner takes about a hundred steps, not a whole chunk.
  const deadline = clock + 0.1;
  const { taken } = runner.advance(search, Infinity, deadline);
  assert.ok(taken <= 101, `took ${taken} steps in 0.1 ms`);
  assert.ok(clock <= deadline + 0.001);
});

/** A panel whose redraw costs `ms` of the clock; `open` when its tab is the one shown. */
function panel(ms, open = true) {
  const listeners = [];
  return {
    box: { hidden: !open, addEventListener: (_, f) => listeners.push(f) },
    shown: 0,
    show() {
      this.shown += 1;
      clock += ms;
    },
  };
}

const state = (steps) => ({ counters: { steps } });

test('the panels reserve the cost of their last redraw in the frames where one is due, and nothing otherwise', () => {
  const sets = panel(1.5);
  const code = panel(2.5);
  const panels = new TeachingPanels([sets, code]);
  assert.equal(panels.reserveMs(clock), 0, 'nothing measured yet');
  panels.show(state(1), 8, { fast: true, now: clock });
  assert.equal(sets.shown, 1);
  assert.equal(panels.costMs, 4);
  // Within the fast interval the panels are not redrawn, so nothing is reserved.
  clock += 100;
  assert.equal(panels.reserveMs(clock), 0);
  panels.show(state(2), 8, { fast: true, now: clock });
  assert.equal(sets.shown, 1, 'not redrawn within the interval');
  clock += 200;
  assert.equal(panels.reserveMs(clock), 4, 'a redraw is due: its cost is reserved');
  panels.show(state(3), 8, { fast: true, now: clock });
  assert.equal(sets.shown, 2, 'redrawn when due');
});

test('hidden panels reserve nothing and cost nothing', () => {
  const tree = panel(3, false);
  const panels = new TeachingPanels([tree]);
  panels.show(state(1), 8, { fast: true, now: clock });
  clock += 1000;
  assert.equal(panels.reserveMs(clock), 0);
  assert.equal(tree.shown, 0);
});
