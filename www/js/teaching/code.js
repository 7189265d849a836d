// The search as code, running (#code): the article's Python (or its JavaScript twin from the interactive
// walkthrough), one element per line, the lines of the last event highlighted and the line it stands on
// marked aria-current="step": the three-set test on a rejection (the clause that failed marked
// data-failed), the adds and the recursive call on a placement, the removes on a backtrack, the append on
// a solution. Beside it the call stack (#call-stack): one frame per row being filled, top frame last. The
// pure part (CODE, highlightOf, callStack, frameText) is tested in tests/unit/teaching/code.test.mjs.

import { square } from '../search/narration.js';

/**
 * The code, one entry per line: `part` names what the line does (the event it belongs to is in
 * EVENT_PARTS), `test` which set a clause of the test looks in.
 */
export const CODE = {
  python: {
    name: 'Python',
    call: 'place_queen_in',
    lines: [
      { text: 'def place_queen_in(row):', part: 'def' },
      { text: '    if row == n:', part: 'base' },
      { text: '        solutions.append(placement.copy())', part: 'append' },
      { text: '        return', part: 'return' },
      { text: '    for col in range(n):', part: 'loop' },
      { text: '        if (col in used_columns', part: 'test', test: 'column' },
      { text: '                or row - col in used_down_diagonals', part: 'test', test: 'down' },
      { text: '                or row + col in used_up_diagonals):', part: 'test', test: 'up' },
      { text: '            continue', part: 'continue' },
      { text: '        used_columns.add(col)', part: 'place' },
      { text: '        used_down_diagonals.add(row - col)', part: 'place' },
      { text: '        used_up_diagonals.add(row + col)', part: 'place' },
      { text: '        placement.append(col)', part: 'place' },
      { text: '        place_queen_in(row + 1)', part: 'call' },
      { text: '        placement.pop()', part: 'remove' },
      { text: '        used_up_diagonals.remove(row + col)', part: 'remove' },
      { text: '        used_down_diagonals.remove(row - col)', part: 'remove' },
      { text: '        used_columns.remove(col)', part: 'remove' },
      { text: 'place_queen_in(0)', part: 'start' },
    ],
  },
  javascript: {
    name: 'JavaScript',
    call: 'place',
    lines: [
      { text: 'function place(row) {', part: 'def' },
      { text: '  if (row === n) {', part: 'base' },
      { text: '    solutions.push([...queenInRow]);', part: 'append' },
      { text: '    return;', part: 'return' },
      { text: '  }', part: 'base' },
      { text: '  for (let col = 0; col < n; col++) {', part: 'loop' },
      { text: '    const down = row - col, up = row + col;', part: 'loop' },
      { text: '    if (usedCols.has(col)', part: 'test', test: 'column' },
      { text: '        || usedDown.has(down)', part: 'test', test: 'down' },
      { text: '        || usedUp.has(up)) continue;', part: 'test', test: 'up' },
      { text: '    usedCols.add(col); usedDown.add(down); usedUp.add(up);', part: 'place' },
      { text: '    queenInRow.push(col);', part: 'place' },
      { text: '    place(row + 1);', part: 'call' },
      { text: '    queenInRow.pop();', part: 'remove' },
      { text: '    usedCols.delete(col); usedDown.delete(down); usedUp.delete(up);', part: 'remove' },
      { text: '  }', part: 'loop' },
      { text: '}', part: 'def' },
      { text: 'place(0);', part: 'start' },
    ],
  },
};

/** The parts of the code each event runs; the first is the line the event stands on (but see highlightOf). */
export const EVENT_PARTS = {
  start: ['start'],
  reject: ['test', 'continue'],
  place: ['place', 'call'],
  solution: ['append', 'return'],
  remove: ['remove'],
  done: ['start'],
};

const CONFLICT_WORDS = { column: 'the column is used', down: 'row − col is used', up: 'row + col is used' };

/**
 * Which lines of `language`'s code the last event (`null` at step 0) lights, and the one it stands on:
 * `{lit: [indices], current, failed, note}`, `failed` the set whose clause refused the square on a rejection.
 */
export function highlightOf(language, event) {
  const { lines } = CODE[language];
  // Brute force's permutations run no line of this code: the panel stays at its start.
  const kind = event?.event in EVENT_PARTS ? event.event : 'start';
  const parts = EVENT_PARTS[kind];
  const lit = lines.flatMap((line, i) => (parts.includes(line.part) ? [i] : []));
  let current = lit[0];
  let failed;
  let note;
  if (kind === 'reject' && event.conflict === 'blocked') {
    // A blocked square (js/experiment/constrain.js) is refused before the sets are asked; the article's code has no such test.
    current = lines.findIndex((line) => line.test === 'column');
    note = `✗ col ${event.col} is blocked (a rule this code does not have: the sets are not asked)`;
  } else if (kind === 'reject') {
    failed = event.conflict;
    current = lines.findIndex((line) => line.test === failed);
    note = `✗ col ${event.col} fails: ${CONFLICT_WORDS[failed]}`;
  } else if (kind === 'place') {
    note = `✓ col ${event.col} is free: queen at (${event.row}, ${event.col}) = ${square(event.row, event.col)}, then row = ${event.row + 1}`;
  } else if (kind === 'remove') {
    note = `↩ back from row = ${event.row + 1}: queen at (${event.row}, ${event.col}) = ${square(event.row, event.col)} taken off`;
  } else if (kind === 'solution') {
    note = `★ solution ${event.number}`;
  } else if (kind === 'done') {
    note = '■ returned: the search is over';
  } else {
    note = '▶ the search starts here';
  }
  return { lit, current, failed, note };
}

const range = (k) => Array.from({ length: k }, (_, i) => i);

/**
 * The call stack after `event` (`null` at step 0, before the first call) with `queens` on the board:
 * `[{row, trying, tried}]`, bottom frame first. Every frame below the top waits in its recursive call,
 * at its queen's column; the top one is at the column it just tested or undid, or (just called, or a
 * solution) at none yet. `tried` are the columns it is past: rejected, or their subtrees exhausted.
 */
export function callStack(queens, event) {
  if (!event || event.event === 'done') return [];
  const frames = Array.from(queens, (col, row) => ({ row, trying: col, tried: range(col) }));
  const row = queens.length;
  const atColumn = (event.event === 'reject' || event.event === 'remove') && event.row === row;
  frames.push(atColumn ? { row, trying: event.col, tried: range(event.col) } : { row, trying: null, tried: [] });
  return frames;
}

/** One frame in words: "place_queen_in(1): col 2; tried 0, 1". */
export function frameText(frame, language, n) {
  const head = `${CODE[language].call}(${frame.row})`;
  if (frame.row === n) return `${head}: every row is filled`;
  if (frame.trying === null) return `${head}: just called`;
  const tried = frame.tried.length ? `; tried ${frame.tried.join(', ')}` : '';
  return `${head}: col ${frame.trying}${tried}`;
}

export class CodePanel {
  /** `lines` the list (one <li> per line), `stack` the call stack's list, `choice` the language select. */
  constructor({ lines, stack, choice }) {
    this.lines = lines;
    this.stack = stack;
    this.choice = choice;
    this.language = choice.value in CODE ? choice.value : 'python';
    this.last = undefined;
    this.build();
    choice.addEventListener('change', () => {
      this.language = choice.value in CODE ? choice.value : 'python';
      this.build();
      if (this.last) this.show(...this.last);
    });
  }

  build() {
    this.items = CODE[this.language].lines.map((line) => {
      const item = document.createElement('li');
      item.className = 'code-line';
      item.dataset.part = line.part;
      if (line.test) item.dataset.test = line.test;
      // The indentation apart from the code, so that a long line wraps under its own start on a narrow screen.
      const indent = document.createElement('span');
      indent.className = 'code-indent';
      indent.textContent = line.text.slice(0, line.text.length - line.text.trimStart().length);
      const body = document.createElement('span');
      body.className = 'code-body';
      const code = document.createElement('code');
      code.textContent = line.text.trimStart();
      body.append(code);
      item.append(indent, body);
      return item;
    });
    this.lines.replaceChildren(...this.items);
    this.lines.setAttribute('aria-label', `The search in ${CODE[this.language].name}`);
    this.lit = [];
    this.current = undefined;
  }

  show(queens, event, n) {
    this.last = [queens, event, n];
    const { lit, current, failed, note } = highlightOf(this.language, event);
    for (const i of this.lit) this.items[i].classList.remove('lit');
    if (this.current !== undefined) {
      const old = this.items[this.current];
      old.removeAttribute('aria-current');
      delete old.dataset.failed;
      old.querySelector('.code-note')?.remove();
    }
    for (const i of lit) this.items[i].classList.add('lit');
    const item = this.items[current];
    item.setAttribute('aria-current', 'step');
    if (failed) item.dataset.failed = failed;
    const marker = document.createElement('span');
    marker.className = 'code-note';
    marker.textContent = note;
    item.querySelector('.code-body').append(marker);
    this.lit = lit;
    this.current = current;

    const frames = callStack(queens, event).map((frame, i, all) => {
      const li = document.createElement('li');
      li.className = i === all.length - 1 ? 'frame top' : 'frame';
      li.dataset.row = String(frame.row);
      li.dataset.trying = frame.trying === null ? '' : String(frame.trying);
      li.dataset.tried = frame.tried.join(',');
      li.textContent = frameText(frame, this.language, n);
      return li;
    });
    if (frames.length === 0) {
      const li = document.createElement('li');
      li.className = 'frame-none';
      li.textContent = event ? 'Empty: the first call has returned.' : `Empty: the search begins with ${CODE[this.language].call}(0).`;
      frames.push(li);
    }
    this.stack.replaceChildren(...frames);
  }
}
