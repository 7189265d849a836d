// Numbers and durations as the page writes them: counts with thousands separators, durations and rates in
// words, and white space trimmed as the core trims it. Pure functions (no DOM), shared by every section
// and tested in tests/unit/shared/format.test.mjs.

const GROUPING = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators: 1234567 → "1,234,567" (a Number or a BigInt). @param {number | bigint} count */
export function group(count) {
  return GROUPING.format(count);
}

/** A duration in words: "0.80 s", "3 min 20 s", "2 h 5 min", "3 days 4 h", "about 12 years". @param {number} seconds */
export function formatDuration(seconds) {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 10) return `${seconds.toFixed(seconds < 1 ? 2 : 1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const min = Math.floor(seconds / 60);
  if (min < 60) return `${min} min ${Math.round(seconds - min * 60)} s`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ${min - h * 60} min`;
  const d = Math.floor(h / 24);
  if (d < 365) return `${d} ${d === 1 ? 'day' : 'days'} ${h - d * 24} h`;
  const years = Math.round(d / 365.25);
  return `about ${group(years)} ${years === 1 ? 'year' : 'years'}`;
}

/** "0.4 ms", "85 ms", "1.2 s". @param {number} ms */
export function formatMs(ms) {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * A time still to wait, rounded as an estimate should be: "a few seconds", "about 40 s", "about 3 min",
 * "about 5 h", "about 2 days", "about 12 years" (the caller adds "left").
 * @param {number} seconds
 */
export function formatRemaining(seconds) {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 5) return 'a few seconds';
  if (seconds < 60) return `about ${Math.round(seconds / 5) * 5} s`;
  const min = seconds / 60;
  if (min < 60) return `about ${Math.round(min)} min`;
  const h = min / 60;
  if (h < 24) return `about ${Math.round(h)} h`;
  const d = Math.round(h / 24);
  if (d < 365) return `about ${d} ${d === 1 ? 'day' : 'days'}`;
  const years = Math.round(h / 24 / 365.25);
  return `about ${group(years)} ${years === 1 ? 'year' : 'years'}`;
}

/** A rate with a k/M/G prefix: "12.3 M". @param {number} x */
export function formatRate(x) {
  if (!Number.isFinite(x)) return '–';
  for (const [scale, prefix] of /** @type {Array<[number, string]>} */ ([[1e9, ' G'], [1e6, ' M'], [1e3, ' k']])) {
    if (x >= scale) return `${(x / scale).toFixed(1)}${prefix}`;
  }
  return x.toFixed(x < 10 ? 1 : 0);
}

/** A share (0 to 1) as a percentage with two significant decimals near 0 and 100: "0.05 %", "5.5 %", "99.95 %". @param {number} share */
export function formatPercent(share) {
  const pct = Math.min(100, Math.max(0, share * 100));
  const digits = pct < 10 || pct > 99 ? 2 : 1;
  return `${pct.toFixed(pct === 0 || pct === 100 ? 0 : digits)} %`;
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
