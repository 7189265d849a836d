// Unit tests of www/js/element/properties.js: each attribute's property name, and the attribute text a
// value set on a property becomes (numbers, booleans, a template's text, a bare attribute's "").

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PROPERTY_OF, attributeText } from '../../../www/js/element/properties.js';
import { ATTRIBUTES } from '../../../www/js/element/options.js';

test('every attribute has a same-named camelCase property', () => {
  assert.deepEqual(Object.keys(PROPERTY_OF), ATTRIBUTES);
  assert.equal(PROPERTY_OF['first-solution'], 'firstSolution');
  assert.equal(PROPERTY_OF.step, 'step');
  assert.equal(PROPERTY_OF.counters, 'counters');
});

test('numbers and their texts: step, speed, n', () => {
  assert.equal(attributeText('step', 40), '40');
  assert.equal(attributeText('step', '40'), '40');
  assert.equal(attributeText('step', 0), '0');
  assert.equal(attributeText('speed', Infinity), 'max');
  assert.equal(attributeText('speed', 'MAX'), 'max');
  assert.equal(attributeText('speed', 20), '20');
  assert.equal(attributeText('n', 6), '6');
  assert.equal(attributeText('n', '6'), '6');
});

test('a step or speed no attribute could hold throws, naming the property', () => {
  assert.throws(() => attributeText('step', -1), { message: 'step: “-1” is not a step number (a whole number from 0).' });
  assert.throws(() => attributeText('step', 1.5), /step: “1\.5” is not a step number/);
  assert.throws(() => attributeText('step', 'far'), { message: 'step: the text “far” is not a step number (a whole number from 0).' });
  assert.throws(() => attributeText('step', 2 ** 60), /is not a step number/);
  assert.throws(() => attributeText('speed', 0), /^Error: speed: “0” is outside a whole number of steps per second/);
});

test('on/off properties: booleans, the attribute texts, "" (a bare attribute) is on', () => {
  assert.equal(attributeText('labels', true), '');
  assert.equal(attributeText('labels', false), null);
  assert.equal(attributeText('autoplay', ''), '');
  assert.equal(attributeText('mirror', 'off'), null);
  assert.equal(attributeText('first-solution', 'yes'), '');
  assert.throws(() => attributeText('mirror', 'sometimes'), { message: 'mirror: the text “sometimes” is not on or off (true or false).' });
});

test('choices pass as text for the attribute reader to check; counters and narration take booleans; panels an array', () => {
  assert.equal(attributeText('theme', 'dark'), 'dark');
  assert.equal(attributeText('controls', 'purple'), 'purple');
  assert.equal(attributeText('counters', false), 'none');
  assert.equal(attributeText('narration', true), 'show');
  assert.equal(attributeText('panels', ['sets', 'tree']), 'sets tree');
});

test('null and undefined remove the attribute', () => {
  for (const name of ATTRIBUTES) {
    assert.equal(attributeText(name, null), null, name);
    assert.equal(attributeText(name, undefined), null, name);
  }
});
