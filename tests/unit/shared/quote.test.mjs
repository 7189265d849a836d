// Unit tests of www/js/shared/quote.js: the one quoting rule, as the core's echo answers the same cases.

import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { quote } from '../../../www/js/shared/quote.js';

test('a quoted text is in curly quotes, cut at 40 characters with an ellipsis', () => {
  assert.equal(quote('abc'), '“abc”');
  assert.equal(quote('x'.repeat(41)), `“${'x'.repeat(39)}…”`);
  assert.equal(quote('x'.repeat(40)), `“${'x'.repeat(40)}”`);
});

test('quote follows the one quoting rule: the cases the core\'s echo answers alike', () => {
  const { cases } = JSON.parse(readFileSync(new URL('../../echo-cases.json', import.meta.url), 'utf8'));
  assert.ok(cases.length >= 10);
  for (const [input, expected] of cases) assert.equal(quote(input), `“${expected}”`, JSON.stringify(input));
});
