// Unit tests of www/js/search/speed.js: the slider's steps, nudging, reading a speed from the address.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SPEEDS, MIN_SPEED, MAX_SPEED, speedIndex, nudgeSpeed, speedText, parseSpeed } from '../../../www/js/search/speed.js';

test('any whole speed from 1 to 1,000,000 is read exactly, and "max" as Infinity', () => {
  for (const [raw, value] of [['7', 7], ['400000', 400_000], ['1', 1], ['1000000', 1_000_000], [' 25 ', 25],
    ['8\u0085', 8], ['max', Infinity], ['MAX', Infinity], [' Max ', Infinity], ['007', 7]]) {
    assert.deepEqual(parseSpeed(raw), { value }, raw);
  }
});

test('anything else is a broken value with a reason, never "max"', () => {
  for (const raw of ['1e309', 'Infinity', '0x10', '1.5', '-3', '', 'fast', '1e3', '+5', '1,000', 'maximum', 'NaN']) {
    const { value, problem } = parseSpeed(raw);
    assert.equal(value, undefined, raw);
    assert.match(problem, /is not a whole number of steps per second from 1 to 1,000,000, or “max”/, raw);
  }
  for (const raw of ['0', '1000001', '99999999999999999999']) {
    assert.match(parseSpeed(raw).problem, /is outside a whole number of steps per second/, raw);
  }
  const long = parseSpeed('9'.repeat(5000)).problem;
  assert.ok(long.length < 150, long);
  assert.match(long, /^“9{39}…”/);
});

test('the slider snaps to the nearest step; nudging moves to the next step either way', () => {
  assert.equal(SPEEDS[0], MIN_SPEED);
  assert.equal(SPEEDS.at(-2), MAX_SPEED);
  assert.equal(SPEEDS[speedIndex(8)], 8);
  assert.equal(SPEEDS[speedIndex(7)], 8);
  assert.equal(SPEEDS[speedIndex(400_000)], 250_000);
  assert.equal(speedIndex(Infinity), SPEEDS.length - 1);
  assert.equal(nudgeSpeed(7, 1), 8);
  assert.equal(nudgeSpeed(7, -1), 5);
  assert.equal(nudgeSpeed(8, 1), 12);
  assert.equal(nudgeSpeed(1, -1), 1, 'the slowest stays');
  assert.equal(nudgeSpeed(1_000_000, 1), Infinity);
  assert.equal(nudgeSpeed(Infinity, 1), Infinity);
  assert.equal(nudgeSpeed(Infinity, -1), 1_000_000);
});

test('speeds in words', () => {
  assert.equal(speedText(1), '1 step per second');
  assert.equal(speedText(7), '7 steps per second');
  assert.equal(speedText(250_000), '250,000 steps per second');
  assert.equal(speedText(Infinity), 'as fast as possible');
});
