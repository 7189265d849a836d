// Unit tests of www/js/address/share.js: the link to a step and the embed code (element and iframe snippets).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { embedCode } from '../../../www/js/address/share.js';
import { stepLink } from '../../../www/js/address/url.js';
import { DEFAULTS } from '../../../www/js/address/url.js';

const SETTINGS = { n: 6, speed: 8, labels: false, autoplay: true, firstSolution: false, mirror: false, step: 40 };

test('the link keeps the page and its other parameters, sets the step and drops autoplay', () => {
  assert.equal(stepLink('https://site.example/nq/index.html?autoplay=1&x=1#top', SETTINGS),
    'https://site.example/nq/index.html?x=1&n=6&speed=8&step=40');
  assert.equal(stepLink('https://site.example/nq/', { ...SETTINGS, step: 0, mirror: true, speed: Infinity }),
    'https://site.example/nq/?n=6&speed=max&mirror=1');
});

test('the embed code: the module and the tag with the options set, then the iframe of embed.html', () => {
  const code = embedCode(new URL('https://site.example/nq/'), { ...SETTINGS, firstSolution: true, labels: true, speed: 250 });
  assert.equal(code, [
    '<!-- The element -->',
    '<script type="module" src="https://site.example/nq/n-queens.js"></script>',
    '<n-queens n="6" speed="250" step="40" first-solution labels></n-queens>',
    '',
    '<!-- Or an iframe -->',
    '<iframe src="https://site.example/nq/embed.html?n=6&amp;speed=250&amp;labels=1&amp;first=1&amp;step=40" ' +
      'title="N-Queens search, step by step" width="360" height="480" loading="lazy"></iframe>',
  ].join('\n'));
  assert.match(embedCode(new URL('https://site.example/'), { ...SETTINGS, step: 0, speed: DEFAULTS.speed }), /<n-queens n="6"><\/n-queens>/,
    'the default speed is left out');
  assert.match(embedCode(new URL('https://site.example/'), { ...SETTINGS, step: 0 }), /<n-queens n="6" speed="8"><\/n-queens>/);
});
