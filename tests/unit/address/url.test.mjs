// Unit tests of www/js/address/url.js: reading the address's parameters and the sentence about broken ones.
// Sizes are read by the core's parseSize in the page; here a reader with the same answers for the cases
// used stands in for it, so that these tests need no build.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readParams, describeProblems, paramsOf, DEFAULTS } from '../../../www/js/address/url.js';

const LIMITS = { watchMin: 1, watchMax: 20 };
/** The core's answers for the texts below (see web/tests/web.rs and src/size_text.rs for the real reader). */
function parseSize(text, min, max) {
  const trimmed = text.replace(/^[\s\u0085]+|[\s\u0085]+$/g, '');
  if (!/^\d+$/.test(trimmed)) return { problem: `“${trimmed}” is not a number: enter a whole number from ${min} to ${max}.` };
  const value = Number(trimmed);
  if (value > max) return { problem: `${trimmed} is too large: the largest board here is ${max}×${max}.` };
  return { value };
}

const read = (search) => readParams(search, parseSize, LIMITS);

test('no parameters: the defaults, no problems', () => {
  const params = read('');
  assert.deepEqual(params, { ...DEFAULTS, problems: {} });
});

test('good parameters are taken exactly', () => {
  const params = read('?n=12&speed=7&autoplay=1&labels=yes');
  assert.deepEqual(params, { n: 12, speed: 7, autoplay: true, labels: true, step: 0, firstSolution: false, mirror: false, problems: {} });
  assert.equal(read('?speed=400000').speed, 400_000);
  assert.equal(read('?speed=max').speed, Infinity);
  assert.equal(read('?n=8%C2%85').n, 8, 'U+0085 after the digit, as the core trims it');
  assert.equal(read('?autoplay=0&labels=off').autoplay, false);
  assert.equal(read('?autoplay').autoplay, true, 'a bare flag is on');
});

test('each broken parameter is reported in a sentence and its default used', () => {
  const params = read('?n=abc&speed=1e309&autoplay=maybe&labels=2');
  assert.equal(params.n, DEFAULTS.n);
  assert.equal(params.speed, DEFAULTS.speed);
  assert.equal(params.autoplay, false);
  assert.equal(params.labels, false);
  assert.deepEqual(Object.keys(params.problems), ['n', 'speed', 'autoplay', 'labels']);
  assert.equal(params.problems.n, 'n (the board size): “abc” is not a number: enter a whole number from 1 to 20.');
  assert.match(params.problems.speed, /^speed: “1e309” is not a speed here, a whole number of steps per second/);
  assert.equal(params.problems.autoplay, 'autoplay: “maybe” is not 1 or 0.');
  for (const sentence of Object.values(params.problems)) assert.match(sentence, /\.$/, sentence);
  for (const speed of ['Infinity', '0x10', '1.5', '-3', '0']) {
    assert.ok(read(`?speed=${encodeURIComponent(speed)}`).problems.speed, speed);
  }
});

test('a long broken value is echoed short (a size is echoed by the core: web/tests/web.rs)', () => {
  const params = read(`?autoplay=${'x'.repeat(5000)}&speed=${'9'.repeat(5000)}`);
  assert.deepEqual(Object.keys(params.problems), ['speed', 'autoplay']);
  for (const sentence of Object.values(params.problems)) assert.ok(sentence.length < 160, sentence);
  assert.match(params.problems.autoplay, /“x{39}…”/);
});

test('the banner sentence, and none once every problem is settled', () => {
  assert.equal(describeProblems({}), '');
  assert.equal(describeProblems({ speed: 'speed: “x” is not 1 or 0.' }),
    'Some settings in the address were not understood, so their defaults are used. speed: “x” is not 1 or 0.');
});

test('step, first and mirror: a link to a moment of a search with its options', () => {
  const params = read('?n=6&step=120&first=1&mirror=yes');
  assert.deepEqual([params.step, params.firstSolution, params.mirror], [120, true, true]);
  assert.deepEqual(params.problems, {});
  const broken = read('?step=-1&first=2&mirror=x');
  assert.deepEqual(Object.keys(broken.problems), ['first', 'mirror', 'step']);
  assert.deepEqual([broken.step, broken.firstSolution, broken.mirror], [0, false, false]);
  assert.equal(broken.problems.step, 'step: “-1” is not a step number (a whole number from 0).');
  for (const step of ['1.5', '1e3', '0x10', '', '99999999999999999999']) {
    assert.ok(read(`?step=${encodeURIComponent(step)}`).problems.step, step);
  }
});

test('paramsOf writes the settings back, the flags only when on and the step only above 0', () => {
  const settings = { n: 5, speed: Infinity, labels: false, autoplay: true, firstSolution: true, mirror: false, step: 7 };
  assert.equal(paramsOf('?labels=1&mirror=1&x=y', settings), 'x=y&n=5&speed=max&autoplay=1&first=1&step=7');
  assert.equal(paramsOf('?step=9', { ...settings, step: 0 }), 'n=5&speed=max&autoplay=1&first=1');
});

test('a parameter given more than once is reported in words, and its default used', () => {
  const params = read('?n=abc&n=5&speed=3');
  assert.equal(params.n, DEFAULTS.n, 'neither of the two is taken');
  assert.equal(params.speed, 3, 'the others still apply');
  assert.deepEqual(Object.keys(params.problems), ['n']);
  assert.equal(params.problems.n, 'n is given 2 times (“abc”, “5”): give it once.');
  const many = read('?labels=1&labels=0&labels=1&labels=yes&n=4');
  assert.equal(many.problems.labels, 'labels is given 4 times (“1”, “0”, “1”, …): give it once.');
  assert.equal(many.labels, false);
  assert.equal(many.n, 4);
  assert.match(describeProblems(read('?step=1&step=2').problems), /step is given 2 times/);
  assert.deepEqual(read('?other=1&other=2').problems, {}, 'parameters the page does not read are left alone');
});

test('format characters in a parameter are shown escaped, never reversing the message', () => {
  const params = read('?speed=%E2%80%AE8&autoplay=%E2%81%A6x%E2%80%8B');
  assert.equal(params.problems.speed.includes('\u202E'), false, JSON.stringify(params.problems.speed));
  assert.match(params.problems.speed, /“\\u\{202e\}8” is not/);
  assert.match(params.problems.autoplay, /“\\u\{2066\}x\\u\{200b\}” is not 1 or 0/);
  assert.match(read('?autoplay=%07x').problems.autoplay, /“\\u\{7\}x”/, 'a control character escaped');
});
