// The address parameters of the variant and the constrained squares:
//   variant   a variant's name as the core lists it (variants()): correct, forgot-undo, same-diagonal, sized-n,
//             scan, brute-force; "correct" is left out of the address
//   block     blocked squares, "row,col" pairs joined by ";" and counted from 0 like the trace: block=0,1;2,3
//   require   required squares, the same way: require=4,4
// A broken value is reported in words and left out; whether the squares fit the board and each other is the
// core's to say when the search is made. `readExperimentParams` and `formatSquares` are pure (tested in
// tests/unit/experiment/address.test.mjs); `writeExperimentParams` touches the address bar.

import { quote } from '../shared/quote.js';
import { trimSpace } from '../shared/format.js';
import { englishMessages } from '../i18n/i18n.js';
import page from '../i18n/messages/en-page.js';

/** @typedef {[number, number]} SquarePair a square as the address and the core's options write it: [row, col], 0-based */

/**
 * `[[row, col], …]` from "r,c;r,c" (blank parts skipped, repeats dropped), or `{problem}` for the first bad pair
 * (a sentence of catalog `m` naming the parameter `name`).
 * @param {string} text
 * @returns {{squares: SquarePair[], problem?: undefined} | {squares?: undefined, problem: string}}
 */
export function parseSquares(text, m = englishMessages(page), name = 'block') {
  /** @type {SquarePair[]} */
  const squares = [];
  for (const part of String(text).split(';')) {
    const pair = trimSpace(part);
    if (pair === '') continue;
    const match = /^(\d{1,9})\s*,\s*(\d{1,9})$/.exec(pair);
    if (!match) return { problem: m.t('address-square-bad', { name, value: quote(pair) }) };
    /** @type {SquarePair} */
    const square = [Number(match[1]), Number(match[2])];
    if (!squares.some(([r, c]) => r === square[0] && c === square[1])) squares.push(square);
  }
  return { squares };
}

/** "r,c;r,c" for `[[row, col], …]`, the address's form. @param {SquarePair[]} squares */
export function formatSquares(squares) {
  return squares.map(([row, col]) => `${row},${col}`).join(';');
}

/**
 * Reads `variant`, `block` and `require` from a query string. `names` are the core's variant names. Returns
 * `{variant, block, require, problems}`: `problems` maps each broken parameter to a sentence of catalog `m`
 * (its value is then the default: the correct search, no squares).
 * @param {string} search @param {string[]} names
 */
export function readExperimentParams(search, names, m = englishMessages(page)) {
  const params = new URLSearchParams(search);
  /** @type {{variant: string, block: SquarePair[], require: SquarePair[], problems: Record<string, string>}} */
  const out = { variant: 'correct', block: [], require: [], problems: {} };
  if (params.has('variant')) {
    const name = trimSpace(/** @type {string} */ (params.get('variant'))).toLowerCase();
    if (names.includes(name)) out.variant = name;
    else out.problems.variant = m.t('address-variant', { value: quote(/** @type {string} */ (params.get('variant'))), variants: names.join(m.t('list-gap')) });
  }
  for (const key of /** @type {const} */ (['block', 'require'])) {
    if (!params.has(key)) continue;
    const read = parseSquares(/** @type {string} */ (params.get(key)), m, key);
    if (read.squares) out[key] = read.squares;
    else out.problems[key] = read.problem;
  }
  return out;
}

/**
 * Writes the variant and the squares into the address (each left out when it is the default).
 * @param {{variant: string, block: SquarePair[], require: SquarePair[]}} settings
 */
export function writeExperimentParams({ variant, block, require }) {
  try {
    const url = new URL(window.location.href);
    const set = (/** @type {string} */ key, /** @type {string} */ value) => (value ? url.searchParams.set(key, value) : url.searchParams.delete(key));
    set('variant', variant === 'correct' ? '' : variant);
    set('block', formatSquares(block));
    set('require', formatSquares(require));
    // "," and ";" may stand in a query as they are; the address stays readable: block=0,1;2,3.
    url.search = url.search.replace(/%2C/gi, ',').replace(/%3B/gi, ';');
    window.history.replaceState(null, '', url);
  } catch {
    // Sandboxed iframes and file: URLs may refuse; the address bar is only a convenience.
  }
}
