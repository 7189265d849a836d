// Unit tests of www/js/element/options.js: the <n-queens> element's attributes read into settings, a broken
// one reported in a sentence with its default used. Sizes are read by a stand-in for the core's parseSize.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readAttributes, describeAttributeProblems, ELEMENT_DEFAULTS } from '../../../www/js/element/options.js';

const LIMITS = { watchMin: 1, watchMax: 20 };
function parseSize(text, min, max) {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { problem: `“${trimmed}” is not a number: enter a whole number from ${min} to ${max}.` };
  const value = Number(trimmed);
  if (value > max) return { problem: `${trimmed} is too large: the largest board here is ${max}×${max}.` };
  return { value };
}
const VARIANTS = ['correct', 'forgot-undo', 'brute-force'];
const read = (attributes) => readAttributes((name) => attributes[name] ?? null, parseSize, LIMITS, VARIANTS);

test('no attributes: the defaults', () => {
  assert.deepEqual(read({}), { ...ELEMENT_DEFAULTS, problems: {} });
});

test('every attribute read; bare flags are on', () => {
  const settings = read({
    n: '6', speed: 'max', autoplay: '', step: '40', from: '3', to: '9', 'first-solution': '', mirror: 'yes', variant: ' Brute-Force ', labels: '1',
    controls: 'minimal', counters: 'none', narration: 'show', theme: 'DARK', panels: 'tree sets',
  });
  assert.deepEqual(settings, {
    n: 6, speed: Infinity, autoplay: true, step: 40, firstSolution: true, mirror: true, variant: 'brute-force', labels: true,
    controls: 'minimal', counters: false, narration: true, theme: 'dark', panels: ['sets', 'tree'], from: 3, to: 9, problems: {},
  });
  assert.equal(read({ labels: 'off', autoplay: 'false' }).labels, false);
});

test('a variant the core does not name is told with the names it does; before the core loads, any is taken', () => {
  const settings = read({ variant: 'quick' });
  assert.equal(settings.variant, 'correct');
  assert.equal(settings.problems.variant, 'variant: “quick” is not a variant (correct, forgot-undo, brute-force).');
  assert.equal(readAttributes((name) => (name === 'variant' ? 'Scan' : null), parseSize, LIMITS).variant, 'scan');
});

test('each broken attribute is told in a sentence and its default used', () => {
  const settings = read({ n: '21', speed: 'fast', step: '1.5', mirror: 'maybe', controls: 'most', counters: 'some', theme: 'blue', panels: 'sets chart' });
  assert.deepEqual(Object.keys(settings.problems), ['n', 'speed', 'step', 'mirror', 'controls', 'theme', 'counters', 'panels']);
  assert.deepEqual([settings.n, settings.speed, settings.step, settings.mirror, settings.controls, settings.counters, settings.theme],
    [ELEMENT_DEFAULTS.n, ELEMENT_DEFAULTS.speed, 0, false, 'full', true, 'auto']);
  assert.deepEqual(settings.panels, ['sets']);
  assert.equal(settings.problems.n, 'n: 21 is too large: the largest board here is 20×20.');
  assert.equal(settings.problems.controls, 'controls: “most” is not “full”, “minimal” or “none”.');
  assert.equal(settings.problems.panels, 'panels: “chart” is not a panel (sets, code, tree, growth).');
  const sentence = describeAttributeProblems(settings.problems);
  assert.match(sentence, /^Not understood, so the default is used: n: 21 is too large/);
  assert.equal(describeAttributeProblems({}), '');
});
