// Unit tests of scripts/check-imports.mjs (make lint): circles of modules and of feature folders are found in
// a made-up page, every kind of import is followed, and the page itself has none.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { circleReport } from '../../../scripts/check-imports.mjs';

/** A page made of `files` (path → source) in a fresh folder; removed after the test. */
function page(t, files) {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

test('modules that import one another, by any kind of import, are a circle', (t) => {
  const root = page(t, {
    'js/a/one.js': "import { two } from './two.js';\n",
    'js/a/two.js': "export {\n  three,\n} from './three.js';\n",
    'js/a/three.js': "const later = () => import('./one.js');\n",
    'js/a/alone.js': "// import { one } from './one.js';\nimport init from '../../nqueens.js';\n",
  });
  assert.deepEqual(circleReport(root).lines,
    ['modules importing one another: js/a/one.js → js/a/two.js → js/a/three.js → js/a/one.js (3 in all: js/a/one.js, js/a/three.js, js/a/two.js)']);
});

test('two feature folders that use each other are a circle, though their modules are not', (t) => {
  const root = page(t, {
    'js/board/board.js': "import { letter } from '../search/narration.js';\n",
    'js/search/narration.js': "export const letter = 'a';\n",
    'js/search/view.js': "import { draw } from '../board/board.js';\n",
    'js/shared/format.js': 'export const group = 1;\n',
  });
  assert.deepEqual(circleReport(root).lines, ['folders importing one another: js/board → js/search → js/board']);
});

test('the page has no circles, of modules or of folders', () => {
  const www = fileURLToPath(new URL('../../../www', import.meta.url));
  const { modules, lines } = circleReport(www);
  assert.deepEqual(lines, []);
  assert.ok(modules > 50, `${modules} modules found`);
});
