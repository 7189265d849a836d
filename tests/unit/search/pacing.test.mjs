// Unit tests of www/js/search/pacing.js: the steps Play owes as time passes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Pacer, SLOW_LIMIT } from '../../../www/js/search/pacing.js';

test('slow speeds owe steps as time passes, at most two at once', () => {
  const pacer = new Pacer();
  pacer.start(1000, { stepAtOnce: true });
  assert.equal(pacer.due(1000, 2), 1, 'Play shows its first step at once');
  pacer.paid(1, 1);
  assert.equal(pacer.due(1250, 2), 0, 'a quarter second at 2 steps/s owes half a step');
  assert.equal(pacer.due(1500, 2), 1);
  pacer.paid(1, 1);
  assert.equal(pacer.due(1500 + 60_000, 7), 1, 'a long gap counts as 250 ms: 1.75 steps owed');
  pacer.paid(1, 1);
  assert.equal(pacer.due(62_000, SLOW_LIMIT), 2, 'never more than two owed');
  assert.ok(Pacer.isSlow(SLOW_LIMIT) && !Pacer.isSlow(SLOW_LIMIT + 1));
});

test('fast speeds owe up to a quarter second of steps; what a frame cannot take is dropped', () => {
  const pacer = new Pacer();
  pacer.start(0);
  assert.equal(pacer.due(16, 1000), 16);
  pacer.paid(16, 16);
  assert.equal(pacer.due(1000, 1000), 250, 'capped at a quarter second (a gap counts 250 ms at most)');
  pacer.paid(100, 250);
  assert.equal(pacer.due(1016, 1000), 16, 'the shortfall was dropped, not carried');
  assert.equal(pacer.due(1016, Infinity), Infinity);
  pacer.paid(5000, Infinity);
  assert.equal(pacer.due(1032, 1000), 16);
});

test('time going backwards owes nothing', () => {
  const pacer = new Pacer();
  pacer.start(500);
  assert.equal(pacer.due(400, 60), 0);
  assert.equal(pacer.due(550, 60), 2, '50 ms at 60 steps/s owe three, capped at two');
});
