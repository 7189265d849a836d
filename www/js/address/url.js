// URL parameters for embedders: ?n=8&speed=20&autoplay=1&labels=1&step=120&first=1&mirror=1
//   n         board size, a whole number in the core's watch range (1 to 20)
//   speed     steps per second, a whole number from 1 to 1,000,000, or "max"
//   autoplay  1/0 (also true/false, yes/no, on/off): start playing once loaded
//   labels    1/0: show row − col and row + col in every square
//   step      a whole number of steps: the search is restored at that step (or at its end, if shorter)
//   first     1/0: the search stops at its first solution
//   mirror    1/0: the search skips the mirror images of the first row's right half (and counts them twice)
//   lang      the language of the page's words, a code of js/i18n/languages.js (en, es, fr, ja, zh-Hans, or a
//             tag of the same language such as es-MX); absent, the browser's
// A broken parameter is reported (in words) and its default used instead; the others still apply. A
// parameter given more than once (`n=abc&n=5`) is broken too: which one was meant is anyone's guess.
// `readParams` is pure (tested in tests/unit/address/url.test.mjs); `UrlNotice` and `writeParams` touch the page.

import { parseSpeed, MIN_SPEED, MAX_SPEED } from '../search/speed.js';
import { quote } from '../shared/quote.js';
import { trimSpace } from '../shared/format.js';
import { LANGUAGES, catalogFor } from '../i18n/languages.js';
import { englishMessages } from '../i18n/i18n.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

export const DEFAULTS = Object.freeze({ n: 4, speed: 2, autoplay: false, labels: false, step: 0, firstSolution: false, mirror: false });

/** @typedef {{n: number, speed: number, autoplay: boolean, labels: boolean, step: number, firstSolution: boolean, mirror: boolean}} Settings the page's settings (DEFAULTS' keys) */
/** @typedef {Settings & {problems: Record<string, string>}} Params the settings an address asks for, and the sentences of its broken parameters */

const TRUE = new Set(['1', 'true', 'yes', 'on', '']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

/** The parameters `readParams` reads, by their names in the address. */
const PARAMETERS = ['n', 'speed', 'autoplay', 'labels', 'step', 'first', 'mirror', 'lang'];

/**
 * The sentence for a parameter given more than once: how often, and the first few values (catalog `m`).
 * @param {string} name @param {string[]} values @param {Translator} [m]
 */
export function repeatedProblem(name, values, m = englishMessages()) {
  const shown = values.slice(0, 3).map((value) => quote(value));
  if (values.length > 3) shown.push('…');
  return m.t('param-repeated', { name, count: values.length, values: shown.join(m.t('list-gap')) });
}

/**
 * Reads an on/off setting: `{value}` or `{problem}` (a sentence naming `name`, from catalog `m`).
 * @param {string} name @param {string} raw @param {Translator} [m]
 * @returns {{value: boolean, problem?: undefined} | {value?: undefined, problem: string}}
 */
export function readFlag(name, raw, m = englishMessages()) {
  const v = trimSpace(raw).toLowerCase();
  if (TRUE.has(v)) return { value: true };
  if (FALSE.has(v)) return { value: false };
  return { problem: m.t('param-flag', { name, value: quote(raw) }) };
}

/**
 * Reads a step number (digits only, exact as a JS number): `{value}` or `{problem}` (a sentence naming `name`, from catalog `m`).
 * @param {string} name @param {string} raw @param {Translator} [m]
 * @returns {{value: number, problem?: undefined} | {value?: undefined, problem: string}}
 */
export function readStep(name, raw, m = englishMessages()) {
  const text = trimSpace(raw);
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value)) {
    return { problem: m.t('param-step', { name, value: quote(raw) }) };
  }
  return { value };
}

/**
 * The sentence for a speed `parseSpeed` refused (`read` its `{text}`), naming `name` (catalog `m`).
 * @param {string} name @param {{text?: string}} read @param {Translator} [m]
 */
export function speedProblem(name, read, m = englishMessages()) {
  return m.t('param-speed', { name, value: quote(read.text), min: MIN_SPEED, max: MAX_SPEED });
}

/**
 * Reads the parameters from a query string. Returns `{n, speed, autoplay, labels, problems}`, where
 * `problems` maps each broken parameter's name to a sentence saying why (its value is the default), from
 * catalog `m`. `parseSize(text, min, max)` is the core's reader of sizes (`{value}` or `{problem}`, worded);
 * `limits` gives `watchMin` and `watchMax`.
 * @param {string} search @param {(text: string, min: number, max: number) => import('../../nqueens.js').SizeReading} parseSize
 * @param {{watchMin: number, watchMax: number}} limits @param {Translator} [m]
 * @returns {Params}
 */
export function readParams(search, parseSize, { watchMin, watchMax }, m = englishMessages()) {
  const given = new URLSearchParams(search);
  /** @type {Params} */
  const out = { ...DEFAULTS, problems: {} };
  // Each parameter given more than once is reported, and left out of what is read.
  const params = new URLSearchParams();
  for (const name of new Set(given.keys())) {
    const values = given.getAll(name);
    if (values.length === 1) params.set(name, values[0]);
    else if (PARAMETERS.includes(name)) out.problems[name] = repeatedProblem(name, values, m);
  }
  if (params.has('n')) {
    const { value, problem } = parseSize(/** @type {string} */ (params.get('n')), watchMin, watchMax);
    if (problem) out.problems.n = m.t('param-n', { problem });
    else out.n = /** @type {number} */ (value);
  }
  if (params.has('speed')) {
    const read = parseSpeed(/** @type {string} */ (params.get('speed')));
    if (read.problem) out.problems.speed = speedProblem('speed', read, m);
    else out.speed = /** @type {number} */ (read.value);
  }
  for (const [name, key] of /** @type {[string, 'autoplay' | 'labels' | 'firstSolution' | 'mirror'][]} */ ([['autoplay', 'autoplay'], ['labels', 'labels'], ['first', 'firstSolution'], ['mirror', 'mirror']])) {
    if (!params.has(name)) continue;
    const { value, problem } = readFlag(name, /** @type {string} */ (params.get(name)), m);
    if (problem) out.problems[name] = problem;
    else out[key] = /** @type {boolean} */ (value);
  }
  if (params.has('step')) {
    const { value, problem } = readStep('step', /** @type {string} */ (params.get('step')), m);
    if (problem) out.problems.step = problem;
    else out.step = /** @type {number} */ (value);
  }
  if (params.has('lang') && !catalogFor(params.get('lang'))) {
    out.problems.lang = m.t('param-lang', { value: quote(params.get('lang')), languages: LANGUAGES.join(m.t('list-gap')) });
  }
  return out;
}

/**
 * The sentences shown for the broken parameters (catalog `m`), or '' when none is left.
 * @param {Record<string, string>} problems @param {Translator} [m]
 */
export function describeProblems(problems, m = englishMessages()) {
  const sentences = Object.values(problems);
  if (sentences.length === 0) return '';
  return m.sentences(m.t('param-problems'), ...sentences);
}

/**
 * The banner (`#url-error`) about broken parameters. Each goes away once the person sets that setting
 * themselves (`settled(name)`), and the banner with the last one.
 */
export class UrlNotice {
  /** @param {HTMLElement} element @param {Record<string, string>} problems @param {Translator} [m] the reader's catalog */
  constructor(element, problems, m = englishMessages()) {
    this.element = element;
    this.m = m;
    this.problems = { ...problems };
    this.render();
  }

  /** Tells `sentence` of broken parameter `name` too (known once the sections' module is loaded). @param {string} name @param {string} sentence */
  tell(name, sentence) {
    this.problems[name] = sentence;
    this.render();
  }

  /** @param {string} name */
  settled(name) {
    if (!(name in this.problems)) return;
    delete this.problems[name];
    this.render();
  }

  render() {
    const text = describeProblems(this.problems, this.m);
    this.element.textContent = text;
    this.element.hidden = text === '';
  }
}

/**
 * The query string of `settings` (`{n, speed, labels, autoplay, firstSolution, mirror, step}`) on top of
 * `search`: the on/off ones appear only when on and `step` only when above 0, so a broken or outdated
 * one does not linger (pure).
 * @param {string} search @param {Settings} settings
 */
export function paramsOf(search, { n, speed, labels, autoplay, firstSolution, mirror, step }) {
  const params = new URLSearchParams(search);
  params.set('n', String(n));
  params.set('speed', speed === Infinity ? 'max' : String(speed));
  for (const [name, on] of /** @type {[string, boolean][]} */ ([['autoplay', autoplay], ['labels', labels], ['first', firstSolution], ['mirror', mirror]])) {
    if (on) params.set(name, '1');
    else params.delete(name);
  }
  if (step > 0) params.set('step', String(step));
  else params.delete('step');
  return params.toString();
}

/**
 * The page's address (`page`, a URL) at `settings` (`{n, speed, labels, firstSolution, mirror, step}`), without autoplay.
 * @param {string} page @param {Omit<Settings, 'autoplay'>} settings
 */
export function stepLink(page, settings) {
  const url = new URL(page);
  url.search = paramsOf(url.search, { ...settings, autoplay: false });
  url.hash = '';
  return url.href;
}

/**
 * Writes the current settings back into the address bar (without a new history entry); the step is not
 * kept there (it changes all the time), only in the links the page makes.
 * @param {Settings} settings
 */
export function writeParams(settings) {
  try {
    const url = new URL(window.location.href);
    url.search = paramsOf(url.search, { ...settings, step: 0 });
    window.history.replaceState(null, '', url);
  } catch {
    // Sandboxed iframes and file: URLs may refuse; the address bar is only a convenience.
  }
}
