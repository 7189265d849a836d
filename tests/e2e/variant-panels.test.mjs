// The teaching panels follow the variant on view: at every step of n = 4 and n = 5, for the correct search,
// each classic mistake and brute force, the page's event, narration, code line, call stack and sets are
// checked against an independent reference (tests/e2e/reference-variants.mjs) and against each other.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, axeViolations } from './helpers.mjs';
import { referenceVariantStates } from './reference-variants.mjs';

const withPage = usePage();

const VARIANTS = ['correct', 'forgot-undo', 'same-diagonal', 'sized-n', 'scan', 'brute-force'];

const sq = (row, col) => `${String.fromCharCode(97 + col)}${row + 1}`;
const sorted = (values) => [...values].sort((a, b) => a - b);
const sortedText = (lines) => [...lines].sort();

/** Steps once (unless `step` is false) and reads everything the panels show. Runs in the page. */
function readAll(step) {
  if (step) window.nqueensPage.step();
  const all = (root, selector) => [...root.querySelectorAll(selector)];
  const sets = {};
  for (const name of ['column', 'down', 'up']) {
    const row = document.querySelector(`#sets [data-set="${name}"]`);
    const values = row.querySelector('.set-values');
    sets[name] = {
      hidden: row.hidden,
      values: all(values, '.set-value').map((e) => Number(e.dataset.value)),
      ghosts: all(values, '.set-ghost').map((e) => Number(e.dataset.value)),
      slots: all(values, '.set-slot').map((e) => e.dataset.used === '1'),
      marked: all(values, 'mark').map((e) => Number(e.dataset.value ?? e.dataset.slot)),
    };
  }
  const placement = document.querySelector('#sets [data-set="placement"]');
  const lines = all(document, '#code-lines .code-line');
  const codeOf = (e) => e.querySelector('code').textContent.trim();
  return {
    event: window.nqueensPage.lastEvent(),
    queens: Array.from(window.nqueensPage.queens()),
    narration: document.getElementById('narration').textContent,
    sets,
    placement: {
      label: placement.querySelector('dt').textContent,
      values: all(placement, '.placement-value').map((e) => Number(e.dataset.value)),
      marked: all(placement, 'mark.placement-value').map((e) => Number(e.dataset.row)),
    },
    code: {
      current: lines.filter((e) => e.getAttribute('aria-current') === 'step').map((e) => ({ code: codeOf(e), note: e.querySelector('.code-note')?.textContent ?? '' })),
      lit: lines.filter((e) => e.classList.contains('lit')).map(codeOf),
      bugs: lines.filter((e) => e.classList.contains('code-bug')).map((e) => ({ code: codeOf(e), note: e.querySelector('.code-bug-note')?.textContent ?? '' })),
    },
    frames: all(document, '#call-stack li.frame').map((e) => ({
      row: Number(e.dataset.row),
      trying: e.dataset.trying === '' ? null : Number(e.dataset.trying),
      tried: e.dataset.tried === '' ? [] : e.dataset.tried.split(',').map(Number),
      lifted: e.dataset.lifted === '' ? [] : e.dataset.lifted.split(',').map(Number),
      text: e.textContent,
    })),
    stackAbsent: document.querySelector('#call-stack .frame-absent')?.textContent ?? null,
  };
}

const TEST = ['if (col in used_columns', 'or row - col in used_down_diagonals', 'or row + col in used_up_diagonals):'];
const PLACE = ['used_columns.add(col)', 'used_down_diagonals.add(row - col)', 'used_up_diagonals.add(row + col)', 'placement.append(col)', 'place_queen_in(row + 1)'];
const REMOVE = ['placement.pop()', 'used_up_diagonals.remove(row + col)', 'used_down_diagonals.remove(row - col)', 'used_columns.remove(col)'];
const swap = (lines, from, to) => lines.map((line) => (line === from ? to : line)).filter((line) => line !== null);

/** The Python lines each variant's listing must light for each kind of event, and the line it stands on (written here, not read from the page). */
const PYTHON = {
  correct: { test: TEST, place: PLACE, remove: REMOVE },
  'forgot-undo': { test: TEST, place: PLACE, remove: swap(REMOVE, 'used_down_diagonals.remove(row - col)', null), bug: '# used_down_diagonals.remove(row - col) is missing' },
  'same-diagonal': {
    test: swap(TEST, 'or row - col in used_down_diagonals', 'or row + col in used_down_diagonals'),
    place: swap(PLACE, 'used_down_diagonals.add(row - col)', 'used_down_diagonals.add(row + col)'),
    remove: swap(REMOVE, 'used_down_diagonals.remove(row - col)', 'used_down_diagonals.remove(row + col)'),
    bug: 'or row + col in used_down_diagonals',
  },
  'sized-n': {
    test: swap(TEST, 'or row - col in used_down_diagonals', 'or used_down_diagonals[row - col]'),
    place: swap(PLACE, 'used_down_diagonals.add(row - col)', 'used_down_diagonals[row - col] = True'),
    remove: swap(REMOVE, 'used_down_diagonals.remove(row - col)', 'used_down_diagonals[row - col] = False'),
    bug: 'used_down_diagonals = [False] * n',
  },
};

/** The lines each variant's JavaScript marks as its bug. */
const JS_BUGS = {
  correct: [],
  'forgot-undo': ['usedCols.delete(col); usedUp.delete(up); // no usedDown.delete(down)'],
  'same-diagonal': ['const down = row + col, up = row + col;'],
  'sized-n': ['const usedDown = new Array(n).fill(false);'],
  scan: ['for (const [r, c] of queenInRow.entries()) {'],
  'brute-force': [],
};

const SCAN_TEST = 'if c == col or r - c == row - col or r + c == row + col:';

function expectedCode(variant, event) {
  if (variant === 'brute-force') {
    const count = 'return sum(1 for columns in permutations(range(n)) if is_safe_arrangement(columns))';
    if (event?.event !== 'permutation') return { current: count, lit: [count] };
    const pairs = ['for upper in range(len(columns)):', 'for lower in range(upper + 1, len(columns)):', 'if lower - upper == abs(columns[lower] - columns[upper]):'];
    return event.clash
      ? { current: pairs[2], lit: [count, ...pairs, 'return False'] }
      : { current: 'return True', lit: [count, ...pairs, 'return True'] };
  }
  if (variant === 'scan') {
    switch (event?.event) {
      case 'reject': return { current: SCAN_TEST, lit: ['for r, c in enumerate(placement):', SCAN_TEST, 'return True', 'if attacked(row, col):', 'continue'] };
      case 'place': return { current: 'placement.append(col)', lit: ['for r, c in enumerate(placement):', 'return False', 'if attacked(row, col):', 'placement.append(col)', 'place_queen_in(row + 1)'] };
      case 'remove': return { current: 'placement.pop()', lit: ['placement.pop()'] };
      case 'solution': return { current: 'solutions.append(placement.copy())', lit: ['solutions.append(placement.copy())', 'return'] };
      default: return { current: 'place_queen_in(0)', lit: ['place_queen_in(0)'] };
    }
  }
  const lines = PYTHON[variant];
  switch (event?.event) {
    case 'reject': return { current: lines.test[['column', 'down', 'up'].indexOf(event.conflict)], lit: [...lines.test, 'continue'] };
    case 'place': return { current: lines.place[0], lit: lines.place };
    case 'remove': return { current: lines.remove[0], lit: lines.remove };
    case 'solution': return { current: 'solutions.append(placement.copy())', lit: ['solutions.append(placement.copy())', 'return'] };
    default: return { current: 'place_queen_in(0)', lit: ['place_queen_in(0)'] };
  }
}

/** A frame as the stack must write it: chess names, ✗ rejected, ↩ placed and lifted, ✓ the queen standing. */
function frameWords(frame, n, top, event) {
  if (frame.row === n) return `place_queen_in(${n}): row == n, every row is filled`;
  const head = `place_queen_in(${frame.row}) · row ${frame.row + 1}:`;
  if (frame.trying === null) return `${head} just called, no column tried yet`;
  const passed = frame.tried.map((col) => `${sq(frame.row, col)} ${frame.lifted.includes(col) ? '↩' : '✗'}`);
  const mark = top && event?.event === 'reject' ? '✗' : top && event?.event === 'remove' ? '↩' : '✓';
  return `${head} ${[...passed, `${sq(frame.row, frame.trying)} ${mark}`].join(' ')} (col = ${frame.trying})`;
}

/** The event as the page reports it, reduced to what the reference records. */
function eventOf(event) {
  if (!event) return null;
  const { event: kind, row, col, conflict, number, columns, clash, solution } = event;
  if (kind === 'reject') return { event: kind, row, col, conflict };
  if (kind === 'place' || kind === 'remove') return { event: kind, row, col };
  if (kind === 'solution') return { event: kind, number, columns: Array.from(columns) };
  if (kind === 'permutation') return { event: kind, number, columns: Array.from(columns), clash: clash ?? null, solution };
  return { event: kind };
}

function checkBacktracking(variant, n, want, shown, where) {
  const event = want.event;
  assert.deepEqual(shown.queens, want.queens, `queens at ${where}`);
  // The code: the variant's own lines, lit as the event runs them.
  const code = expectedCode(variant, event);
  assert.equal(shown.code.current.length, 1, `one current line at ${where}`);
  assert.equal(shown.code.current[0].code, code.current, `the current line at ${where}`);
  assert.deepEqual(sortedText(shown.code.lit), sortedText(code.lit), `the lines lit at ${where}`);
  if (PYTHON[variant]?.bug) assert.ok(shown.code.bugs.some((b) => b.code === PYTHON[variant].bug && b.note.length > 0), `${variant}'s bug is marked at ${where}`);
  if (variant === 'correct') assert.deepEqual(shown.code.bugs, [], 'the correct code has no bug');
  // The call stack.
  const frames = shown.frames.map(({ row, trying, tried, lifted }) => ({ row, trying, tried, lifted }));
  assert.deepEqual(frames, want.frames.map(({ row, trying, tried, lifted }) => ({ row, trying, tried, lifted })), `the call stack at ${where}`);
  shown.frames.forEach((frame, i) => assert.equal(frame.text, frameWords(want.frames[i], n, i === want.frames.length - 1, event), `frame ${i} in words at ${where}`));
  // What the code keeps, and placement beside it.
  assert.deepEqual(shown.placement.values, want.queens, `placement at ${where}`);
  if (variant === 'scan') {
    for (const name of ['column', 'down', 'up']) assert.equal(shown.sets[name].hidden, true, `scan keeps no ${name} set (${where})`);
  } else {
    assert.deepEqual(sorted(shown.sets.column.values), want.kept.columns, `the column set at ${where}`);
    assert.deepEqual(sorted(shown.sets.up.values), want.kept.up, `the up set at ${where}`);
    if (variant === 'sized-n') {
      assert.deepEqual(shown.sets.down.slots, want.kept.slots, `the n slots of the down table at ${where}`);
    } else {
      assert.deepEqual(sorted(shown.sets.down.values), want.kept.down, `the down set at ${where}`);
      const live = new Set(want.queens.map((c, r) => (variant === 'same-diagonal' ? r + c : r - c)));
      assert.deepEqual(sorted(shown.sets.down.ghosts), want.kept.down.filter((v) => !live.has(v)), `the ghosts in the down set at ${where}`);
    }
  }
  // The narration and the note on the code line name the same square as the event.
  if (event && ['reject', 'place', 'remove'].includes(event.event)) {
    const name = sq(event.row, event.col);
    assert.ok(shown.code.current[0].note.includes(`${name} (${event.row}, ${event.col})`), `the code note names ${name} at ${where}: ${shown.code.current[0].note}`);
    const said = { reject: new RegExp(`square ${name}( \\(\\d, \\d\\))? rejected`), place: new RegExp(`Queen placed on ${name}\\b`), remove: new RegExp(`queen on ${name}\\b`) }[event.event];
    assert.match(shown.narration, said, `the narration at ${where}`);
  }
  if (event?.event === 'reject' && event.conflict === 'down' && variant !== 'scan') {
    // A queen on the board on this very down diagonal (row − col), or else the bug refused the square.
    const real = want.queens.findIndex((c, r) => r - c === event.row - event.col);
    if (real >= 0 && variant !== 'same-diagonal') assert.match(shown.narration, new RegExp(`held by the queen on ${sq(real, want.queens[real])}|rejected by the bug`), `the narration at ${where}`);
    else assert.match(shown.narration, /bug|this variant/, `the narration says the bug refused the square at ${where}: ${shown.narration}`);
  }
  if (event?.event === 'solution') {
    assert.ok(shown.narration.includes(want.queens.map((c, r) => sq(r, c)).join(' ')), `the solution's squares at ${where}`);
    assert.ok(shown.narration.includes(`placement = [${want.queens.join(', ')}]`), `the solution as placement at ${where}`);
  }
}

function checkBrute(n, want, shown, where) {
  const code = expectedCode('brute-force', want.event);
  assert.equal(shown.code.current.length, 1, `one current line at ${where}`);
  assert.equal(shown.code.current[0].code, code.current, `the current line at ${where}`);
  assert.deepEqual(sortedText(shown.code.lit), sortedText(code.lit), `the lines lit at ${where}`);
  assert.deepEqual(shown.frames, [], `no call stack at ${where}`);
  assert.match(shown.stackAbsent, /no recursive calls/, `why there is no call stack, at ${where}`);
  for (const name of ['column', 'down', 'up']) assert.equal(shown.sets[name].hidden, true, `brute force keeps no ${name} set (${where})`);
  assert.deepEqual(shown.placement.values, want.event?.event === 'permutation' ? want.columns : [], `the permutation at ${where}`);
  assert.deepEqual(shown.placement.marked, want.event?.clash ?? [], `the clashing pair marked at ${where}`);
  if (want.event?.event === 'permutation') {
    const squares = want.columns.map((c, r) => sq(r, c));
    assert.ok(shown.narration.includes(squares.join(' ')), `the narration names the permutation at ${where}: ${shown.narration}`);
    if (want.event.clash) {
      for (const r of want.event.clash) assert.ok(shown.narration.includes(squares[r]) && shown.code.current[0].note.includes(squares[r]), `the clash names ${squares[r]} at ${where}`);
    } else {
      assert.match(shown.narration, new RegExp(`solution ${want.event.solution}\\.$`), `the solution at ${where}`);
    }
  }
}

for (const variant of VARIANTS) {
  test(`${variant}: at every step of n = 4 and 5, event, narration, code, call stack and what the code keeps agree with the reference`, { timeout: 300_000 }, () =>
    withPage({ path: `?n=4&variant=${variant}` }, async ({ page, log }) => {
      assert.equal(await page.evaluate(() => window.nqueensPage.variant()), variant);
      for (const n of [4, 5]) {
        if (n !== 4) await page.evaluate((size) => window.nqueensPage.setSize(size), n);
        const states = referenceVariantStates(variant, n);
        for (let k = 0; k < states.length; k++) {
          const shown = await page.evaluate(readAll, k > 0);
          const want = states[k];
          const where = `${variant} n = ${n}, step ${k} (${JSON.stringify(want.event)})`;
          // The reference's scan names the queen it met (`by`); the panels' checks read it from the queens.
          const wantEvent = { ...want.event };
          delete wantEvent.by;
          assert.deepEqual(eventOf(shown.event), want.event === null ? null : wantEvent, `the event at ${where}`);
          if (variant === 'brute-force') checkBrute(n, want, shown, where);
          else checkBacktracking(variant, n, want, shown, where);
        }
        assert.equal(await page.evaluate(() => window.nqueensPage.lastEvent().event), 'done', `${variant} n = ${n} ends with the reference`);
      }
      // The JavaScript twin marks the same bug; axe finds nothing in the variant's panels.
      await page.locator('#code-language').selectOption('javascript');
      const bugs = await page.$$eval('#code-lines .code-bug code', (els) => els.map((e) => e.textContent));
      assert.deepEqual(bugs, JS_BUGS[variant], `${variant}'s JavaScript marks its bug`);
      assert.equal(await page.locator('#code-lines').getAttribute('aria-label'),
        `${variant === 'correct' ? 'The search' : `The ${variant} variant`} in JavaScript`);
      assert.deepEqual(await axeViolations(page), []);
      await page.locator('#code-language').selectOption('python');
      assert.deepEqual(log.pageErrors, []);
    }));
}
