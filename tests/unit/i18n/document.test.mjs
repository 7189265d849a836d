// Unit test of the page's own markup against the English catalog: each element of www/index.html marked
// data-i18n holds exactly its English message (so the page read without scripts says what the catalog
// says), and every attribute marked for a message names one the catalog has.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { english } from '../english.mjs';

const html = readFileSync(new URL('../../../www/index.html', import.meta.url), 'utf8');

/** Character references as the browser reads them (the few the page uses). */
const decode = (text) => text.replace(/&times;/g, '×').replace(/&rsquo;/g, '’').replace(/&hellip;/g, '…').replace(/&amp;/g, '&');
const flat = (text) => decode(text.replace(/\s+/g, ' ').trim());

/** The inner markup of the element whose start tag begins at `start`, its nested same-name tags balanced. */
function innerOf(start) {
  const tag = /^<(\w+)/.exec(html.slice(start))[1];
  const open = html.indexOf('>', start) + 1;
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  pattern.lastIndex = open;
  let depth = 1;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(open, m.index);
  }
  throw new Error(`no end for <${tag}> at ${start}`);
}

test('every data-i18n element of index.html holds its English message', () => {
  const m = english;
  const marked = [...html.matchAll(/<\w+[^>]*\sdata-i18n="([a-z0-9-]+)"/g)];
  assert.ok(marked.length > 40, `${marked.length} marked elements`);
  for (const found of marked) {
    const id = found[1];
    const inner = flat(innerOf(found.index));
    const message = flat(m.t(id));
    assert.equal(id.endsWith('-html') ? inner : inner.replace(/<[^>]+>/g, ''), message, id);
  }
});

test('every attribute marked for a message names one the catalog has, and holds its English', () => {
  const m = english;
  for (const [, value, id] of html.matchAll(/(?:aria-label|content)="([^"]*)"[^>]*data-i18n-(?:aria-label|content)="([a-z0-9-]+)"/g)) {
    assert.equal(decode(value), m.t(id), id);
  }
});
