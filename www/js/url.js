// URL parameters for embedders: ?n=8&speed=20&autoplay=1&labels=1
//   n         board size, a whole number in the core's watch range (1 to 20)
//   speed     steps per second, a whole number from 1 to 1,000,000, or "max"
//   autoplay  1/0 (also true/false, yes/no, on/off): start playing once loaded
//   labels    1/0: show row − col and row + col in every square
// A broken parameter is reported (in words) and its default used instead; the others still apply.
// `readParams` is pure (tested in tests/unit/url.test.mjs); `UrlNotice` and `writeParams` touch the page.

import { parseSpeed, quote } from './speed.js';
import { trimSpace } from './format.js';

export const DEFAULTS = Object.freeze({ n: 8, speed: 8, autoplay: false, labels: false });

const TRUE = new Set(['1', 'true', 'yes', 'on', '']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

/**
 * Reads the parameters from a query string. Returns `{n, speed, autoplay, labels, problems}`, where
 * `problems` maps each broken parameter's name to a sentence saying why (its value is the default).
 * `parseSize(text, min, max)` is the core's reader of sizes (`{value}` or `{problem}`); `limits` gives
 * `watchMin` and `watchMax`.
 */
export function readParams(search, parseSize, { watchMin, watchMax }) {
  const params = new URLSearchParams(search);
  const out = { ...DEFAULTS, problems: {} };
  if (params.has('n')) {
    const { value, problem } = parseSize(params.get('n'), watchMin, watchMax);
    if (problem) out.problems.n = `n (the board size): ${problem}`;
    else out.n = value;
  }
  if (params.has('speed')) {
    const { value, problem } = parseSpeed(params.get('speed'));
    if (problem) out.problems.speed = `speed: ${problem}.`;
    else out.speed = value;
  }
  for (const name of ['autoplay', 'labels']) {
    if (!params.has(name)) continue;
    const raw = params.get(name);
    const v = trimSpace(raw).toLowerCase();
    if (TRUE.has(v)) out[name] = true;
    else if (FALSE.has(v)) out[name] = false;
    else out.problems[name] = `${name}: ${quote(raw)} is not 1 or 0.`;
  }
  return out;
}

/** The sentence shown for the broken parameters, or '' when none is left. */
export function describeProblems(problems) {
  const sentences = Object.values(problems);
  if (sentences.length === 0) return '';
  return `Some settings in the address were not understood, so their defaults are used. ${sentences.join(' ')}`;
}

/**
 * The banner (`#url-error`) about broken parameters. Each goes away once the person sets that setting
 * themselves (`settled(name)`), and the banner with the last one.
 */
export class UrlNotice {
  constructor(element, problems) {
    this.element = element;
    this.problems = { ...problems };
    this.render();
  }

  settled(name) {
    if (!(name in this.problems)) return;
    delete this.problems[name];
    this.render();
  }

  render() {
    const text = describeProblems(this.problems);
    this.element.textContent = text;
    this.element.hidden = text === '';
  }
}

/**
 * Writes the current settings back into the address bar (without a new history entry). `autoplay` and
 * `labels` appear only when on, so a broken or outdated one does not linger.
 */
export function writeParams({ n, speed, labels, autoplay }) {
  try {
    const url = new URL(window.location.href);
    url.searchParams.set('n', String(n));
    url.searchParams.set('speed', speed === Infinity ? 'max' : String(speed));
    for (const [name, on] of [['autoplay', autoplay], ['labels', labels]]) {
      if (on) url.searchParams.set(name, '1');
      else url.searchParams.delete(name);
    }
    window.history.replaceState(null, '', url);
  } catch {
    // Sandboxed iframes and file: URLs may refuse; the address bar is only a convenience.
  }
}
