// Durations in words, from the reader's catalog (English when none is given): how long a count took, how long
// a run or a count is likely to take still. Pure, tested in tests/unit/shared/format.test.mjs.

import { englishMessages } from './i18n.js';

/**
 * A duration in words, from catalog `m`: "0.80 s", "3 min 20 s", "2 h 5 min", "3 days 4 h", "about 12 years".
 * @param {number} seconds @param {any} [m]
 */
export function formatDuration(seconds, m = englishMessages()) {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 10) return m.t('duration-seconds', { seconds: seconds.toFixed(seconds < 1 ? 2 : 1) });
  if (seconds < 60) return m.t('duration-seconds', { seconds: String(Math.round(seconds)) });
  const min = Math.floor(seconds / 60);
  if (min < 60) return m.t('duration-minutes', { min, seconds: Math.round(seconds - min * 60) });
  const h = Math.floor(min / 60);
  if (h < 24) return m.t('duration-hours', { hours: h, min: min - h * 60 });
  const d = Math.floor(h / 24);
  if (d < 365) return m.t('duration-days', { days: d, hours: h - d * 24 });
  return m.t('duration-years', { years: Math.round(d / 365.25) });
}

/**
 * A time still to wait, rounded as an estimate should be, from catalog `m`: "a few seconds", "about 40 s",
 * "about 3 min", "about 5 h", "about 2 days", "about 12 years" (the caller adds "left").
 * @param {number} seconds @param {any} [m]
 */
export function formatRemaining(seconds, m = englishMessages()) {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 5) return m.t('remaining-few-seconds');
  if (seconds < 60) return m.t('remaining-seconds', { seconds: Math.round(seconds / 5) * 5 });
  const min = seconds / 60;
  if (min < 60) return m.t('remaining-minutes', { min: Math.round(min) });
  const h = min / 60;
  if (h < 24) return m.t('remaining-hours', { hours: Math.round(h) });
  const d = Math.round(h / 24);
  if (d < 365) return m.t('remaining-days', { days: d });
  return m.t('remaining-years', { years: Math.round(h / 24 / 365.25) });
}
