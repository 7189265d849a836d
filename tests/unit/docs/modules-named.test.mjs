// The documents that say where everything is stay true: every module of the page (www/js/) is named in
// www/README.md and in docs/architecture.md, and every module of the core (src/) in docs/architecture.md. A
// module added, moved or renamed without its line fails here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

/** The files under `folder` (relative to the repository) whose names end in `extension`, as relative paths. */
function filesUnder(folder, extension) {
  return readdirSync(join(ROOT, folder), { recursive: true })
    .filter((name) => name.endsWith(extension))
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .sort();
}

/** The document's text with the diagram's box drawing taken out: each box's lines run on as one text. */
function flat(text) {
  return text.split('\n').map((line) => line.replace(/^\s*[│┌└]\s?/, '').replace(/\s*[│┐┘]\s*$/, ''))
    .join(' ').replace(/[│┌┐└┘─►◄▲▼┬┴]+/g, ' ').replace(/\s+/g, ' ');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const word = (name) => new RegExp(`(^|[^\\w-])${escape(name)}([^\\w-]|$)`);

/**
 * The names a parenthesised list gives (`(the fast counter: plan, unit_count (what a unit adds), frame)` →
 * plan, unit_count, frame): each item's first word, after its last colon, what it holds in parentheses left out.
 */
function listedNames(list) {
  const items = [''];
  let depth = 0;
  for (const char of list) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && (char === ',' || char === ';')) items.push('');
    else if (depth === 0) items[items.length - 1] += char;
  }
  return items.map((item) => item.split(':').pop().trim().split(/\s+/)[0]);
}

/**
 * Whether `text` (flattened) names the module `folder/stem.ext`: by its path from the folder up (`count/plan.rs`,
 * `js/count/run.js`), or in the list that follows its folder's label: `folder/ (a, b (what b does), …)`, or in
 * the page's part of the diagram `js/count/ a.js ──► b.js (…), …` up to the next folder's label.
 */
function names(text, folder, stem, ext) {
  if (text.includes(`${folder}/${stem}${ext}`)) return true;
  const label = new RegExp(`(^|[\\s(])${escape(folder)}/ `, 'g');
  for (const match of text.matchAll(label)) {
    const rest = text.slice(match.index + match[0].length);
    if (rest.startsWith('(')) {
      let depth = 0;
      let end = 0;
      for (; end < rest.length; end++) {
        if (rest[end] === '(') depth++;
        if (rest[end] === ')' && --depth === 0) break;
      }
      const listed = listedNames(rest.slice(1, end));
      if (listed.includes(stem) || listed.includes(`${stem}${ext}`)) return true;
    } else {
      const next = rest.search(/(^|\s)(js|web|src)\/[a-z-]+\/ /);
      const list = next < 0 ? rest : rest.slice(0, next);
      if (word(stem).test(list) || word(`${stem}${ext}`).test(list)) return true;
    }
  }
  return false;
}

/** The modules `files` that `text` does not name (folder: the path from `base`, e.g. `js/count` or `count/join`). */
function unnamed(text, files, base, ext) {
  const flatText = flat(text);
  return files.filter((path) => {
    const inside = path.slice(base.length + 1);
    const parts = inside.split('/');
    const file = parts.pop();
    const stem = file.slice(0, -ext.length);
    const folder = parts.join('/');
    if (stem === 'mod' || stem === 'lib') {
      // A folder's module is its folder; the crate's root is lib.rs.
      return stem === 'mod' ? !flatText.includes(`${folder}/`) : !flatText.includes(inside);
    }
    return !names(flatText, folder === '' ? base.split('/').pop() : folder, stem, ext) &&
      !(folder === '' && word(file).test(flatText));
  });
}

const PAGE = filesUnder('www/js', '.js');
// A folder's tests (tests.rs beside mod.rs) are not modules of their own.
const CORE = filesUnder('src', '.rs').filter((path) => !path.endsWith('/tests.rs'));

test('every module of the page is named in www/README.md', () => {
  assert.ok(PAGE.length > 80, `${PAGE.length} modules found`);
  assert.deepEqual(unnamed(read('www/README.md'), PAGE, 'www', '.js'), []);
});

test('every module of the page is named in docs/architecture.md', () => {
  assert.deepEqual(unnamed(read('docs/architecture.md'), PAGE, 'www', '.js'), []);
});

test('every module of the core is named in docs/architecture.md', () => {
  assert.ok(CORE.length > 40, `${CORE.length} modules found`);
  assert.deepEqual(unnamed(read('docs/architecture.md'), CORE, 'src', '.rs'), []);
});

test('a module the documents leave out is found, whichever way they name its neighbours', () => {
  const text = [
    ' │  js/count/     section.js ──► machine.js (pure), run.js  │',
    ' │                store.js                                  │',
    ' │  js/board/     board.js                                  │',
    ' │  count/ (the fast counter: plan, frame (the border)) count/join/ (board, the half-boards)   │',
    'The saver is `js/count/saver.js`; lib.rs is the root.',
  ].join('\n');
  const page = ['www/js/count/machine.js', 'www/js/count/store.js', 'www/js/count/saver.js', 'www/js/count/board.js',
    'www/js/board/board.js', 'www/js/board/fit.js'];
  assert.deepEqual(unnamed(text, page, 'www', '.js'), ['www/js/count/board.js', 'www/js/board/fit.js']);
  const core = ['src/lib.rs', 'src/count/plan.rs', 'src/count/frame.rs', 'src/count/join/board.rs',
    'src/count/border.rs', 'src/count/join/half.rs', 'src/count/join/mod.rs', 'src/picture/mod.rs'];
  assert.deepEqual(unnamed(text, core, 'src', '.rs'), ['src/count/border.rs', 'src/count/join/half.rs', 'src/picture/mod.rs']);
});
