// Numbers as the page writes them: counts with thousands separators, short durations and rates, and white
// space trimmed as the core trims it (durations in words are the catalog's: js/i18n/durations.js). Pure
// functions (no DOM), shared by every section and tested in tests/unit/shared/format.test.mjs. Numbers are
// written in the language of the words around them (a Translator's `lang`), not the document's: an
// <n-queens lang="es"> in an English page groups its counts as Spanish does.

/** The number formats asked for, made once each: by what they do and the language. */
const formats = new Map();
/** @param {string} kind @param {string} lang @param {Intl.NumberFormatOptions} options @returns {Intl.NumberFormat} */
function numberFormat(kind, lang, options) {
  const key = `${kind} ${lang}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(lang, options)));
  return format;
}

/**
 * A count with thousands separators as language `lang` writes them: 1234567 → "1,234,567" in English,
 * "1.234.567" in Spanish (a Number or a BigInt). @param {number | bigint} count @param {string} lang
 */
export function group(count, lang) {
  return numberFormat('group', lang, {}).format(count);
}

/**
 * `x` with `digits` decimals (0 to 3) as language `lang` writes them: "5.54" in English, "5,54" in French.
 * @param {number} x @param {number} digits @param {string} lang
 */
export function decimal(x, digits, lang) {
  return numberFormat(`decimal${digits}`, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(x);
}

/** "0.4 ms", "85 ms", "1.2 s". @param {number} ms */
export function formatMs(ms) {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A rate with a k/M/G prefix: "12.3 M". @param {number} x */
export function formatRate(x) {
  if (!Number.isFinite(x)) return '–';
  for (const [scale, prefix] of /** @type {Array<[number, string]>} */ ([[1e9, ' G'], [1e6, ' M'], [1e3, ' k']])) {
    if (x >= scale) return `${(x / scale).toFixed(1)}${prefix}`;
  }
  return x.toFixed(x < 10 ? 1 : 0);
}

/**
 * A share (0 to 1) as a percentage with two decimals near 0 and 100, in language `lang`: "0.05 %", "5.54 %",
 * "99.95 %" ("5,54 %" in French). @param {number} share @param {string} lang
 */
export function formatPercent(share, lang) {
  const pct = Math.min(100, Math.max(0, share * 100));
  const digits = pct < 10 || pct > 99 ? 2 : 1;
  return `${decimal(pct, pct === 0 || pct === 100 ? 0 : digits, lang)} %`;
}

/**
 * Unicode white space (the White_Space property) at either end, as Rust's `str::trim` knows it:
 * String.prototype.trim and `\s` keep U+0085 and take the byte order mark U+FEFF, which is no white space.
 */
const WHITE_SPACE = '\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const EDGE_SPACE = new RegExp(`^[${WHITE_SPACE}]+|[${WHITE_SPACE}]+$`, 'g');

/** `text` without white space at either end, as the core would read it. @param {unknown} text */
export function trimSpace(text) {
  return String(text).replace(EDGE_SPACE, '');
}
