// A board size refused by the core (`parseSize`: `{problem, kind, empty}`) worded in the reader's language:
// the core says why (`kind`), the catalog says it (size-<kind>), with the text typed as the core echoes it (the
// page's `echo`, the one quoting rule) and the range asked for. Pure, tested in tests/unit/i18n/languages.test.mjs.

import { echo } from '../shared/quote.js';

/**
 * `read` with its `problem` the sentence of catalog `m` (a good size, or a read without a kind, as it is).
 * @template {{kind?: string, problem?: string} | null | undefined} R
 * @param {R} read
 * @param {import('./i18n.js').Translator} m
 * @param {{text: string, min: number, max: number}} asked
 * @returns {R}
 */
export function wordedSize(read, m, { text, min, max }) {
  if (!read?.kind) return read;
  return { ...read, problem: m.t(`size-${read.kind}`, { echo: echo(text), min, max }) };
}

/**
 * The core's `parseSize` (`(text, min, max) => read`) with its refusals worded by catalog `m`.
 * @template {{kind?: string, problem?: string} | null | undefined} R
 * @param {(text: string, min: number, max: number) => R} parseSize
 * @param {import('./i18n.js').Translator} m
 * @returns {(text: string, min: number, max: number) => R}
 */
export const wordedParser = (parseSize, m) => (text, min, max) => wordedSize(parseSize(text, min, max), m, { text, min, max });
