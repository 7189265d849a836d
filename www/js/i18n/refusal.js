// The core's refusals worded in the reader's language: `new Search` and `new Construction` throw an Error whose
// `kind` and values say which refusal it is (web/shared/src/refusal.rs; its message is the core's English, for
// developers), and the catalog says it (refusal-<kind>), its squares named as the page names them, "b2 (1, 1)".
// An error with no kind (a malformed call: a bug) says its own message. Pure, tested in
// tests/unit/i18n/refusal.test.mjs.

import { pair, square } from '../shared/squares.js';

/** @typedef {Error & {kind?: string, row?: number, col?: number, otherRow?: number, otherCol?: number}} Refusal a refusal's values: numbers, or the variant's name */

/**
 * The refusal `error` (or anything thrown) as a sentence of catalog `m`, without its full stop: it is said
 * inside the sentences that tell what follows from it.
 * @param {unknown} error
 * @param {import('./i18n.js').Translator} m
 * @returns {string}
 */
export function wordedRefusal(error, m) {
  const refusal = /** @type {Refusal} */ (error);
  if (typeof refusal?.kind !== 'string') return String(refusal?.message ?? error);
  const { kind, ...values } = refusal;
  /** @type {import('./i18n.js').MessageArgs} */
  const args = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'number' || typeof value === 'string') args[name] = value;
  const { row, col, otherRow, otherCol } = refusal;
  if (row !== undefined && col !== undefined) Object.assign(args, { square: square(row, col), pair: pair(row, col) });
  if (otherRow !== undefined && otherCol !== undefined) Object.assign(args, { other: square(otherRow, otherCol), otherPair: pair(otherRow, otherCol) });
  return m.t(`refusal-${kind}`, args);
}
