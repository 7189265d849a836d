// Playback speeds: the slider's steps, reading a speed from the address, and the speed in words. Pure
// functions (no DOM), tested in tests/unit/search/speed.test.mjs.
//
// Any whole number of steps per second from MIN_SPEED to MAX_SPEED is a speed, and is used exactly as
// given; the slider only offers the steps of SPEEDS, and shows the nearest one for any other speed.

import { group, trimSpace } from '../shared/format.js';
import { englishMessages } from '../i18n/i18n.js';
import { quote } from '../shared/quote.js';

export const MIN_SPEED = 1;
export const MAX_SPEED = 1_000_000;
/** The slider's positions; the last, Infinity, is "as fast as possible" (the word `max` in the address). */
export const SPEEDS = [1, 2, 3, 5, 8, 12, 20, 30, 60, 120, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 100_000,
  250_000, 1_000_000, Infinity];

/** The slider position nearest to `stepsPerSecond` (by ratio). @param {number} stepsPerSecond */
export function speedIndex(stepsPerSecond) {
  if (stepsPerSecond === Infinity) return SPEEDS.length - 1;
  let best = 0;
  for (let i = 0; i < SPEEDS.length - 1; i++) {
    if (Math.abs(Math.log(SPEEDS[i] / stepsPerSecond)) < Math.abs(Math.log(SPEEDS[best] / stepsPerSecond))) best = i;
  }
  return best;
}

/**
 * The next slider step above (`direction` +1) or below (−1) `speed`, or `speed` itself at either end.
 * @param {number} speed @param {number} direction
 */
export function nudgeSpeed(speed, direction) {
  if (direction > 0) return SPEEDS.find((s) => s > speed) ?? speed;
  return SPEEDS.findLast((s) => s < speed) ?? speed;
}

/**
 * "1 step per second", "7 steps per second", "250,000 steps per second", "as fast as possible", from catalog `m`.
 * @param {number} speed
 */
export function speedText(speed, m = englishMessages()) {
  return speed === Infinity ? m.t('speed-max') : m.t('speed-steps', { speed });
}

/**
 * Reads a speed as written in the address: `{value}` (a whole number from MIN_SPEED to MAX_SPEED, or
 * Infinity for the word `max`), or `{problem, text}`: `problem` an English fragment saying why it is not one
 * (for a developer's error), and the trimmed `text` for the reader's catalog to word (js/address/url.js's
 * speedProblem). Only digits
 * are a number here: "1e3", "0x10", "Infinity", "1.5" and "-3" are refused, never read as something else.
 * @param {string} raw
 * @returns {{value: number, problem?: undefined, text?: undefined} | {value?: undefined, problem: string, text: string}}
 */
export function parseSpeed(raw) {
  const text = trimSpace(raw);
  const range = `a whole number of steps per second from ${MIN_SPEED} to ${group(MAX_SPEED, 'en')}, or “max”`;
  if (text.toLowerCase() === 'max') return { value: Infinity };
  if (!/^\d+$/.test(text)) return { problem: `${quote(text)} is not ${range}`, text };
  const value = Number(text);
  if (value < MIN_SPEED || value > MAX_SPEED) return { problem: `${quote(text)} is outside ${range}`, text };
  return { value };
}
