// The code each variant of the search runs, as the code panel (js/teaching/code.js) shows it: the article's
// Python and its JavaScript twin for the correct search, each classic mistake's buggy copy of them (the
// line with the bug carries `bug`, the note said beside it), and brute force's count_by_permutation /
// is_safe_arrangement. One entry per line: `part` names what the line does, `test` which set a clause
// of the three-set test looks in (the languages' names are js/teaching/names.js's). Pure data, tested in
// tests/unit/teaching/listings.test.mjs.

/**
 * A line of a listing: its text, what it does (`part`), the set a clause of the test looks in (`test`), the
 * mistake it holds (`bug`).
 * @typedef {{text: string, part: string, test?: string, bug?: string}} Line
 */
/** @typedef {{python: Line[], javascript: Line[]}} Listings a variant's lines in each language */

/** The correct search's lines, the article's Python. @type {Line[]} */
const PYTHON = [
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
];

/** The correct search's lines, the interactive walk-through's JavaScript. */
/** @type {Line[]} */
const JAVASCRIPT = [
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
];

/**
 * `lines` with the line whose text is `old` replaced by `line` (or by several lines).
 * @param {Line[]} lines @param {string} old @param {...Line} by
 */
function replace(lines, old, ...by) {
  const i = lines.findIndex((line) => line.text === old);
  if (i < 0) throw new Error(`no line ${JSON.stringify(old)} to replace`);
  return [...lines.slice(0, i), ...by, ...lines.slice(i + 1)];
}

// A line's `bug` names the mistake it holds; the catalog says what it is (code-bug-<name>).
const FORGOT_UNDO = 'forgot-undo';
const SAME_DIAGONAL = 'same-diagonal';
const SIZED_N = 'sized-n';
const SCAN = 'scan';

/** @type {Listings} */
const forgotUndo = {
  python: replace(PYTHON, '        used_down_diagonals.remove(row - col)',
    { text: '        # used_down_diagonals.remove(row - col) is missing', part: 'missing', bug: FORGOT_UNDO }),
  javascript: replace(JAVASCRIPT, '    usedCols.delete(col); usedDown.delete(down); usedUp.delete(up);',
    { text: '    usedCols.delete(col); usedUp.delete(up); // no usedDown.delete(down)', part: 'remove', bug: FORGOT_UNDO }),
};

/** @type {Listings} */
const sameDiagonal = {
  python: /** @type {[string, Line][]} */ ([
    ['                or row - col in used_down_diagonals', { text: '                or row + col in used_down_diagonals', part: 'test', test: 'down', bug: SAME_DIAGONAL }],
    ['        used_down_diagonals.add(row - col)', { text: '        used_down_diagonals.add(row + col)', part: 'place', bug: SAME_DIAGONAL }],
    ['        used_down_diagonals.remove(row - col)', { text: '        used_down_diagonals.remove(row + col)', part: 'remove', bug: SAME_DIAGONAL }],
  ]).reduce((lines, [old, line]) => replace(lines, old, line), PYTHON),
  javascript: replace(JAVASCRIPT, '    const down = row - col, up = row + col;',
    { text: '    const down = row + col, up = row + col;', part: 'loop', bug: SAME_DIAGONAL }),
};

/** @type {Listings} */
const sizedN = {
  python: /** @type {[string, ...Line[]][]} */ ([
    ['def place_queen_in(row):', { text: 'used_down_diagonals = [False] * n', part: 'init', bug: SIZED_N }, { text: 'def place_queen_in(row):', part: 'def' }],
    ['                or row - col in used_down_diagonals', { text: '                or used_down_diagonals[row - col]', part: 'test', test: 'down' }],
    ['        used_down_diagonals.add(row - col)', { text: '        used_down_diagonals[row - col] = True', part: 'place' }],
    ['        used_down_diagonals.remove(row - col)', { text: '        used_down_diagonals[row - col] = False', part: 'remove' }],
  ]).reduce((lines, [old, ...by]) => replace(lines, old, ...by), PYTHON),
  javascript: /** @type {[string, ...Line[]][]} */ ([
    ['function place(row) {', { text: 'const usedDown = new Array(n).fill(false);', part: 'init', bug: SIZED_N }, { text: 'function place(row) {', part: 'def' }],
    ['    const down = row - col, up = row + col;', { text: '    const down = (row - col + n) % n, up = row + col; // Python’s list[row - col]', part: 'loop' }],
    ['        || usedDown.has(down)', { text: '        || usedDown[down]', part: 'test', test: 'down' }],
    ['    usedCols.add(col); usedDown.add(down); usedUp.add(up);', { text: '    usedCols.add(col); usedDown[down] = true; usedUp.add(up);', part: 'place' }],
    ['    usedCols.delete(col); usedDown.delete(down); usedUp.delete(up);', { text: '    usedCols.delete(col); usedDown[down] = false; usedUp.delete(up);', part: 'remove' }],
  ]).reduce((lines, [old, ...by]) => replace(lines, old, ...by), JAVASCRIPT),
};

/** @type {Listings} */
const scan = {
  python: [
    { text: 'def attacked(row, col):', part: 'scan-def' },
    { text: '    for r, c in enumerate(placement):', part: 'scan-loop', bug: SCAN },
    { text: '        if c == col or r - c == row - col or r + c == row + col:', part: 'scan-test' },
    { text: '            return True', part: 'scan-true' },
    { text: '    return False', part: 'scan-false' },
    ...PYTHON.slice(0, 5),
    { text: '        if attacked(row, col):', part: 'test' },
    { text: '            continue', part: 'continue' },
    { text: '        placement.append(col)', part: 'place' },
    { text: '        place_queen_in(row + 1)', part: 'call' },
    { text: '        placement.pop()', part: 'remove' },
    { text: 'place_queen_in(0)', part: 'start' },
  ],
  javascript: [
    { text: 'function attacked(row, col) {', part: 'scan-def' },
    { text: '  for (const [r, c] of queenInRow.entries()) {', part: 'scan-loop', bug: SCAN },
    { text: '    if (c === col || r - c === row - col || r + c === row + col) return true;', part: 'scan-test' },
    { text: '  }', part: 'scan-loop' },
    { text: '  return false;', part: 'scan-false' },
    { text: '}', part: 'scan-def' },
    ...JAVASCRIPT.slice(0, 6),
    { text: '    if (attacked(row, col)) continue;', part: 'test' },
    { text: '    queenInRow.push(col);', part: 'place' },
    { text: '    place(row + 1);', part: 'call' },
    { text: '    queenInRow.pop();', part: 'remove' },
    { text: '  }', part: 'loop' },
    { text: '}', part: 'def' },
    { text: 'place(0);', part: 'start' },
  ],
};

/** Brute force: the article's first version, and a JavaScript twin of it. */
/** @type {Listings} */
const bruteForce = {
  python: [
    { text: 'from itertools import permutations', part: 'import' },
    { text: 'def is_safe_arrangement(columns):', part: 'safe-def' },
    { text: '    for upper in range(len(columns)):', part: 'pair' },
    { text: '        for lower in range(upper + 1, len(columns)):', part: 'pair' },
    { text: '            if lower - upper == abs(columns[lower] - columns[upper]):', part: 'clash-test' },
    { text: '                return False', part: 'clash' },
    { text: '    return True', part: 'safe' },
    { text: 'def count_by_permutation(n):', part: 'count-def' },
    { text: '    return sum(1 for columns in permutations(range(n)) if is_safe_arrangement(columns))', part: 'count' },
  ],
  javascript: [
    { text: 'function isSafeArrangement(columns) {', part: 'safe-def' },
    { text: '  for (let upper = 0; upper < columns.length; upper++) {', part: 'pair' },
    { text: '    for (let lower = upper + 1; lower < columns.length; lower++) {', part: 'pair' },
    { text: '      if (lower - upper === Math.abs(columns[lower] - columns[upper])) return false;', part: 'clash-test' },
    { text: '    }', part: 'pair' },
    { text: '  }', part: 'pair' },
    { text: '  return true;', part: 'safe' },
    { text: '}', part: 'safe-def' },
    { text: 'function countByPermutation(n) {', part: 'count-def' },
    { text: '  let count = 0;', part: 'count-def' },
    { text: '  // permutations(): every ordering of 0 … n − 1, in lexicographic order, as Python’s itertools', part: 'count-def' },
    { text: '  for (const columns of permutations([...Array(n).keys()])) {', part: 'count' },
    { text: '    if (isSafeArrangement(columns)) count++;', part: 'count' },
    { text: '  }', part: 'count' },
    { text: '  return count;', part: 'count-def' },
    { text: '}', part: 'count-def' },
  ],
};

/**
 * Every variant's lines by language; `kind` tells how its events map onto them.
 * @type {Record<string, Listings & {kind: 'sets' | 'scan' | 'brute'}>}
 */
export const LISTINGS = {
  correct: { kind: 'sets', python: PYTHON, javascript: JAVASCRIPT },
  'forgot-undo': { kind: 'sets', ...forgotUndo },
  'same-diagonal': { kind: 'sets', ...sameDiagonal },
  'sized-n': { kind: 'sets', ...sizedN },
  scan: { kind: 'scan', ...scan },
  'brute-force': { kind: 'brute', ...bruteForce },
};

/**
 * The listing of `variant` (the correct search's for a name it does not know) in `language`.
 * @param {string} variant @param {string} language
 */
export function listingOf(variant, language) {
  const listing = LISTINGS[variant] ?? LISTINGS.correct;
  return { kind: listing.kind, lines: /** @type {Partial<Record<string, Line[]>>} */ (/** @type {Listings} */ (listing))[language] ?? listing.python };
}
