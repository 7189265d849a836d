// The three sets of the article's search (#sets): the columns, the down diagonals (row − col) and the up
// diagonals (row + col) the queens on the board use, written as the article writes them ({0, −1}, a real
// minus sign), in the order the queens were placed. The value that just caused a rejection is marked, a
// placement's values are marked as added, and a removal's are listed struck through. The sets come from
// the queens the core reports; the pure part (setsOf, setChange, describeChange) is tested in
// tests/unit/teaching/sets.test.mjs.

/** The sets' names, in the order the search tests them (the core's conflict names). */
export const SET_NAMES = ['column', 'down', 'up'];

const LONG_NAME = { column: 'columns', down: 'down diagonals', up: 'up diagonals' };
const SHORT_NAME = { column: 'col', down: 'down', up: 'up' };
const LINE = { column: 'col', down: 'row − col', up: 'row + col' };

/** A set member as the article writes it: negatives with U+2212, not a hyphen. */
export function formatValue(v) {
  return v < 0 ? `−${-v}` : String(v);
}

/** `{0, −1}` */
export function formatSet(values) {
  return `{${values.map(formatValue).join(', ')}}`;
}

/** The three lines of the square (row, col). */
export function linesOf(row, col) {
  return { column: col, down: row - col, up: row + col };
}

/** The three sets of the queens on the board (`queens[r]` the column of row r), in the order placed. */
export function setsOf(queens) {
  const cols = Array.from(queens);
  return { column: cols, down: cols.map((c, r) => r - c), up: cols.map((c, r) => r + c) };
}

/**
 * What the last event did to the sets: `{kind: 'reject', set, value, owner}` (the set whose value refused the
 * square, and the square `[row, col]` of the queen that put it there, from `queens`), `{kind: 'add' | 'remove', values}` (a placement's or a
 * backtrack's three values), or `null` for the other events.
 */
export function setChange(event, queens) {
  if (!event) return null;
  if (event.event === 'reject' && event.conflict === 'blocked') return { kind: 'blocked', square: [event.row, event.col] };
  if (event.event === 'reject') {
    const value = linesOf(event.row, event.col)[event.conflict];
    // A classic mistake (js/experiment/experiment.js) may refuse a square by a value no queen on the board holds.
    const holds = queens[event.by] !== undefined && linesOf(event.by, queens[event.by])[event.conflict] === value;
    return { kind: 'reject', set: event.conflict, value, owner: holds ? [event.by, queens[event.by]] : undefined };
  }
  if (event.event === 'place') return { kind: 'add', values: linesOf(event.row, event.col) };
  if (event.event === 'remove') return { kind: 'remove', values: linesOf(event.row, event.col) };
  return null;
}

/** The change in words: "removed: col 2, down −1, up 3", "rejected: row − col = −1 is in the down diagonals". */
export function describeChange(change) {
  if (!change) return '';
  if (change.kind === 'blocked') return `rejected: (${change.square.join(', ')}) is blocked, before any set is asked`;
  if (change.kind === 'reject') {
    const who = change.owner ? `the queen at (${change.owner.join(', ')}) put it there` : 'no queen on the board holds it: the variant’s bug';
    return `rejected: ${LINE[change.set]} = ${formatValue(change.value)} is already in the ${LONG_NAME[change.set]} (${who})`;
  }
  const values = SET_NAMES.map((name) => `${SHORT_NAME[name]} ${formatValue(change.values[name])}`).join(', ');
  return `${change.kind === 'add' ? 'added' : 'removed'}: ${values}`;
}

export class SetsPanel {
  /** `root` holds one `[data-set=column|down|up] .set-values` per set and `.sets-change` for the sentence. */
  constructor(root) {
    this.values = Object.fromEntries(SET_NAMES.map((name) => [name, root.querySelector(`[data-set="${name}"] .set-values`)]));
    this.change = root.querySelector('.sets-change');
  }

  /** `ghosts` (forgot-undo's `[row, col, …]` of queens gone, js/experiment/experiment.js) add their down diagonals, marked. */
  show(queens, event, ghosts) {
    const sets = setsOf(queens);
    const change = setChange(event, queens);
    const ghostDown = ghosts ? Array.from({ length: ghosts.length / 2 }, (_, i) => ghosts[2 * i] - ghosts[2 * i + 1]) : [];
    for (const name of SET_NAMES) {
      /** @type {Array<string | Node>} */
      const parts = ['{'];
      const live = sets[name].length;
      [...sets[name], ...(name === 'down' ? ghostDown : [])].forEach((value, i) => {
        if (i > 0) parts.push(', ');
        const marked = change?.kind === 'reject' && change.set === name && value === change.value;
        const added = change?.kind === 'add' && i === live - 1;
        const span = document.createElement(marked ? 'mark' : added ? 'ins' : 'span');
        span.className = i < live ? 'set-value' : 'set-value set-ghost';
        if (i >= live) span.title = 'Left by a queen that has gone: this variant never removes a down diagonal';
        span.dataset.value = String(value);
        span.textContent = formatValue(value);
        if (marked) span.title = 'This value refused the square';
        parts.push(span);
      });
      parts.push('}');
      if (change?.kind === 'remove') {
        const removed = document.createElement('del');
        removed.className = 'set-removed';
        removed.dataset.value = String(change.values[name]);
        removed.textContent = formatValue(change.values[name]);
        parts.push(' ', removed);
      }
      this.values[name].replaceChildren(...parts);
    }
    this.change.textContent = describeChange(change);
  }
}
