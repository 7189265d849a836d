// The <n-queens> element's reflecting properties: one per attribute (js/element/options.js ATTRIBUTES),
// same-named in camelCase, and how a value given to one is written to its attribute (pure: tested in
// tests/unit/element/properties.test.mjs). Frameworks set a DOM property whenever `name in element`
// (Vue, React 19), and may pass a template's text ("40") or a bare attribute's "" as well as numbers and
// booleans: every form an attribute takes is taken here, and a value that no attribute could hold throws.

import { ATTRIBUTES } from './options.js';
import { readFlag, readStep } from '../address/url.js';
import { parseSpeed } from '../search/speed.js';
import { quote } from '../shared/quote.js';

/** attribute name → property name ("first-solution" → "firstSolution"). */
export const PROPERTY_OF = Object.freeze(Object.fromEntries(ATTRIBUTES.map((name) =>
  [name, name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())])));

const FLAGS = new Set(['autoplay', 'first-solution', 'mirror', 'labels']);
const SHOWN = new Set(['counters', 'narration']);

const described = (/** @type {unknown} */ value) => (typeof value === 'string' ? `the text ${quote(value)}` : quote(String(value)));

/**
 * The text attribute `name` gets when its property is set to `value`, or null to remove the attribute
 * (null or undefined: back to the default). Sizes are checked by the core once loaded, the other choices
 * by the attribute reader (its message shows in the element); step and speed are checked here.
 * @param {string} name @param {unknown} value @returns {string | null}
 */
export function attributeText(name, value) {
  if (value === null || value === undefined) return null;
  if (FLAGS.has(name)) {
    if (typeof value === 'boolean') return value ? '' : null;
    const read = readFlag(name, String(value));
    if (read.problem) throw new Error(`${PROPERTY_OF[name]}: ${described(value)} is not on or off (true or false).`);
    return read.value ? '' : null;
  }
  if (name === 'step') {
    const whole = typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : !readStep('step', String(value)).problem;
    if (!whole) throw new Error(`step: ${described(value)} is not a step number (a whole number from 0).`);
    return String(typeof value === 'number' ? value : readStep('step', String(value)).value);
  }
  if (name === 'speed') {
    const text = value === Infinity ? 'max' : String(value);
    const read = parseSpeed(text);
    if (read.problem) throw new Error(`speed: ${read.problem}.`);
    return read.value === Infinity ? 'max' : String(read.value);
  }
  if (SHOWN.has(name) && typeof value === 'boolean') return value ? 'show' : 'none';
  if (name === 'panels' && Array.isArray(value)) return value.join(' ');
  return String(value);
}
