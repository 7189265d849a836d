// The <n-queens> element's attributes read into settings (pure: tested in tests/unit/element/options.test.mjs).
// Every attribute is optional; a broken one gives a sentence in `problems` and its default is used.
//   n (1–20, default 4, the article's board), speed (1–1,000,000 steps per second, or "max"), autoplay, step (a step number),
//   first-solution, mirror, variant (the correct search, a classic mistake or brute force: a name of the core's
//   variants()), labels (on/off: present or "", "1", "true", "yes", "on"; "0", "false", "no",
//   "off" for off), controls ("full", "minimal", "none"), counters and narration ("none" hides them),
//   theme ("auto", "light", "dark"), panels (any of "sets code tree growth", space-separated), from and to
//   (step numbers: playing loops steps from to to).

import { readFlag, readStep, speedProblem, DEFAULTS } from '../address/url.js';
import { englishMessages } from '../i18n/i18n.js';
import elementPart from '../i18n/messages/en-element.js';
import { parseSpeed } from '../search/speed.js';
import { quote } from '../shared/quote.js';
import { trimSpace } from '../shared/format.js';
import { PANELS } from '../search/markup.js';

/** Items joined as language `lang` offers a choice: "“full”, “minimal” or “none”" (British English's, as the page's). */
export const choiceList = (/** @type {string[]} */ items, /** @type {string} */ lang) =>
  new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type: 'disjunction' }).format(items);

/** Every attribute the element reads, in the order its problems are told. */
export const ATTRIBUTES = ['n', 'speed', 'autoplay', 'step', 'first-solution', 'mirror', 'variant', 'labels', 'controls',
  'counters', 'narration', 'theme', 'panels', 'from', 'to'];

export { PANELS };

const CHOICES = {
  controls: ['full', 'minimal', 'none'],
  theme: ['auto', 'light', 'dark'],
};

export const ELEMENT_DEFAULTS = Object.freeze({
  n: DEFAULTS.n, speed: DEFAULTS.speed, autoplay: false, step: 0, firstSolution: false, mirror: false, variant: 'correct', labels: false,
  controls: 'full', counters: true, narration: true, theme: 'auto', panels: [], from: undefined, to: undefined,
});

const FLAGS = { autoplay: 'autoplay', 'first-solution': 'firstSolution', mirror: 'mirror', labels: 'labels' };

/**
 * The element's settings (ELEMENT_DEFAULTS' keys; `speed` steps a second, Infinity for "max") and its broken
 * attributes' sentences (attribute name → sentence).
 * @typedef {{n: number, speed: number, autoplay: boolean, step: number, firstSolution: boolean, mirror: boolean,
 *   variant: string, labels: boolean, controls: string, counters: boolean, narration: boolean, theme: string,
 *   panels: string[], from: number | undefined, to: number | undefined, problems: Record<string, string>}} ElementSettings
 */

/**
 * Reads the attributes: `get(name)` is the attribute's value or null when absent; `parseSize` the core's
 * reader of sizes, `limits` its `limits()`, `variants` the names of its `variants()` (left out before the
 * core is loaded: any name is taken as written), `m` the reader's catalog. Returns the settings (ELEMENT_DEFAULTS'
 * keys) and `problems` (attribute name → sentence).
 * @param {(name: string) => string | null} get @param {(text: string, min: number, max: number) => any} parseSize
 * @param {{watchMin: number, watchMax: number}} limits @param {string[]} [variants]
 * @param {import('../i18n/i18n.js').Translator} [m]
 * @returns {ElementSettings}
 */
export function readAttributes(get, parseSize, { watchMin, watchMax }, variants = undefined, m = englishMessages(elementPart)) {
  /** @type {{[key: string]: any, problems: {[name: string]: string}}} */
  const out = { ...ELEMENT_DEFAULTS, problems: {} };
  const problem = (/** @type {string} */ name, /** @type {string} */ sentence) => {
    out.problems[name] = sentence;
  };
  const n = get('n');
  if (n !== null) {
    const read = parseSize(n, watchMin, watchMax);
    if (read.problem) problem('n', m.t('attribute-n', { problem: read.problem }));
    else out.n = read.value;
  }
  const speed = get('speed');
  if (speed !== null) {
    const read = parseSpeed(speed);
    if (read.problem) problem('speed', speedProblem('speed', read, m));
    else out.speed = read.value;
  }
  for (const name of ['step', 'from', 'to']) {
    const raw = get(name);
    if (raw === null) continue;
    const read = readStep(name, raw, m);
    if (read.problem) problem(name, read.problem);
    else out[name] = read.value;
  }
  for (const [name, key] of Object.entries(FLAGS)) {
    const raw = get(name);
    if (raw === null) continue;
    const read = readFlag(name, raw, m);
    if (read.problem) problem(name, read.problem);
    else out[key] = read.value;
  }
  const variant = get('variant');
  if (variant !== null) {
    const name = trimSpace(variant).toLowerCase();
    if (!variants || variants.includes(name)) out.variant = name;
    else problem('variant', m.t('attribute-variant', { value: quote(variant), variants: variants.join(m.t('list-gap')) }));
  }
  for (const [name, choices] of Object.entries(CHOICES)) {
    const raw = get(name);
    if (raw === null) continue;
    const value = trimSpace(raw).toLowerCase();
    if (choices.includes(value)) out[name] = value;
    else problem(name, m.t('attribute-choice', { name, value: quote(raw), choices: choiceList(choices.map((c) => quote(c)), m.lang) }));
  }
  for (const name of ['counters', 'narration']) {
    const raw = get(name);
    if (raw === null) continue;
    const value = trimSpace(raw).toLowerCase();
    if (value === 'none') out[name] = false;
    else if (value === '' || value === 'show') out[name] = true;
    else problem(name, m.t('attribute-show', { name, value: quote(raw) }));
  }
  const panels = get('panels');
  if (panels !== null) {
    const names = trimSpace(panels).toLowerCase().split(/\s+/).filter(Boolean);
    const unknown = names.filter((name) => !PANELS.includes(name));
    out.panels = PANELS.filter((name) => names.includes(name));
    if (unknown.length > 0) problem('panels', m.t('attribute-panels', { value: quote(unknown.join(' ')), count: unknown.length, panels: PANELS.join(m.t('list-gap')) }));
  }
  return /** @type {ElementSettings} */ (out);
}

/**
 * The sentences the element shows for its broken attributes (catalog `m`), or '' when there are none.
 * @param {Record<string, string>} problems
 */
export function describeAttributeProblems(problems, m = englishMessages(elementPart)) {
  const sentences = Object.values(problems);
  if (sentences.length === 0) return '';
  return m.t('attribute-problems', { problems: m.sentences(...sentences) });
}
