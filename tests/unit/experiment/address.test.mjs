// Unit tests of www/js/experiment/address.js: the address's variant and blocked/required squares, read and written.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readExperimentParams, parseSquares, formatSquares } from '../../../www/js/experiment/address.js';

const NAMES = ['correct', 'forgot-undo', 'same-diagonal', 'sized-n', 'scan', 'brute-force'];

test('no parameters: the correct search, no squares', () => {
  assert.deepEqual(readExperimentParams('', NAMES), { variant: 'correct', block: [], require: [], problems: {} });
});

test('a variant and squares are read exactly; repeats and blank parts are dropped', () => {
  const params = readExperimentParams('?variant=Sized-N&block=0,1;2,3;;0,1&require= 4 , 4 ', NAMES);
  assert.deepEqual(params, { variant: 'sized-n', block: [[0, 1], [2, 3]], require: [[4, 4]], problems: {} });
});

test('broken values are reported in words and left out', () => {
  const params = readExperimentParams('?variant=forgot&block=0,1;x,2&require=-1,0', NAMES);
  assert.equal(params.variant, 'correct');
  assert.deepEqual(params.block, []);
  assert.deepEqual(params.require, []);
  assert.match(params.problems.variant, /“forgot” is not a variant; the variants are correct, forgot-undo, same-diagonal, sized-n, scan, brute-force\./);
  assert.match(params.problems.block, /^block: “x,2” is not a square: give row,col pairs counted from 0/);
  assert.match(params.problems.require, /^require: “-1,0” is not a square/);
  assert.match(parseSquares('1;2').problem, /“1” is not a square/);
});

test('formatSquares writes what parseSquares reads', () => {
  const squares = [[0, 1], [7, 7], [12, 3]];
  assert.equal(formatSquares(squares), '0,1;7,7;12,3');
  assert.deepEqual(parseSquares(formatSquares(squares)).squares, squares);
  assert.equal(formatSquares([]), '');
});
