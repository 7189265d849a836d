// The one way the page's messages repeat what was typed (`quote`), as the core's echo (src/size_text.rs) does
// for the boundary's and the command line's: both are checked against tests/echo-cases.json. Pure, tested in
// tests/unit/shared/quote.test.mjs.

import { trimSpace } from './format.js';

/** Control characters, and invisible ones that reorder, hide or break text: both shown escaped. */
const ESCAPED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A character as a message shows it, as the core's echo (src/size_text.rs) does: U+202E as `\u{202e}`. */
/** @param {string} char */
function shown(char) {
  return ESCAPED.test(char) ? `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}` : char;
}

/**
 * The text a message repeats, by the project's one quoting rule (the core's echo, src/size_text.rs; both
 * are checked against tests/echo-cases.json): trimmed, at most 40 characters, an ellipsis marking a cut;
 * control characters and invisible format characters (bidirectional overrides, zero-width marks) escaped,
 * so that they can neither reverse, hide nor recolour the message around them. In curly quotes.
 */
/** @param {unknown} text @param {number} [limit] */
export function quote(text, limit = 40) {
  return `“${echo(text, limit)}”`;
}

/** The text a message repeats, as `quote` does, without the quotes (the core's echo). @param {unknown} text @param {number} [limit] */
export function echo(text, limit = 40) {
  const chars = Array.from(trimSpace(String(text)));
  const kept = chars.length > limit ? chars.slice(0, limit - 1) : chars;
  return `${kept.map(shown).join('')}${chars.length > limit ? '…' : ''}`;
}
