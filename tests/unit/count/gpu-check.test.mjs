// Unit tests of www/js/count/gpu-check.js: the units recounted behind a GPU count, in the check's order, at
// least the fewest owed, and the first difference in the core's words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UnitCheck } from '../../../www/js/count/gpu-check.js';

const count = (unit, extra = 0) => ({ solutions: 8 * unit + extra, unique: unit, nodes: 100 + unit });
const sentence = (unit, gpu, cpu) => (gpu.solutions === cpu.solutions ? null : `unit ${unit} differs`);

test('units come in the check order, only those the GPU counts, until the GPU is done and enough are recounted', () => {
  const check = new UnitCheck({ order: [7, 2, 9, 4, 0], candidates: (unit) => unit !== 9, atLeast: 2 });
  assert.equal(check.nextUnit(false), 7);
  assert.equal(check.nextUnit(true), 2, 'owed: fewer than two recounted');
  check.recordCpu(7, count(7));
  check.recordCpu(2, count(2));
  assert.equal(check.complete(), true);
  assert.equal(check.nextUnit(true), undefined, 'the GPU is done and two are recounted');
  assert.equal(check.nextUnit(false), 4, 'while the GPU works, on to the next (9 is not the GPU\'s)');
  assert.equal(check.nextUnit(false), 0);
  assert.equal(check.nextUnit(false), undefined, 'none left');
});

test('with fewer units than owed, all of them are owed; none is complete at once', () => {
  assert.equal(new UnitCheck({ order: [3], candidates: () => true, atLeast: 2 }).atLeast, 1);
  const none = new UnitCheck({ order: [1, 2], candidates: () => false, atLeast: 2 });
  assert.equal(none.complete(), true);
  assert.equal(none.nextUnit(true), undefined);
});

test('a unit is compared once both counts are in; the first difference is the problem', () => {
  const check = new UnitCheck({ order: [1, 2, 3], candidates: () => true, atLeast: 2 });
  check.recordCpu(1, count(1));
  assert.deepEqual(check.compared(), [], 'the GPU has not counted it yet');
  assert.equal(check.problem(sentence), undefined);
  check.recordGpu(1, count(1));
  check.recordGpu(2, count(2, 8));
  assert.deepEqual(check.compared(), [1]);
  assert.equal(check.problem(sentence), undefined);
  check.recordCpu(2, count(2));
  assert.equal(check.problem(sentence), 'unit 2 differs');
});
