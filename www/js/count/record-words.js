// The words the Count section shows of stored records: the Resume button's, and the note on refused ones. Pure,
// tested in node by tests/unit/count/store.test.mjs.

import { formatPercent } from '../shared/format.js';
import { formatRemaining } from '../i18n/durations.js';
import { englishMessages } from '../i18n/i18n.js';
import later from '../i18n/messages/en-later.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
import { secondsLeft, shareDone, unitsIn } from './ranges.js';

/** The Resume button's words (catalog `m`): "Resume the count of n = 20 (63.4 % done, about 17 min left)". */
/** @param {import('./record.js').StoredRecord} record @param {bigint | number} [knownSolutions] @param {Translator} [m] */
export function resumeText(record, knownSolutions, m = englishMessages(later)) {
  const unitsDone = unitsIn(record.done);
  const share = shareDone({ unitsDone, units: record.units, solutions: record.solutions, knownSolutions });
  const left = secondsLeft(record.seconds, share);
  const done = formatPercent(share, m.lang);
  return Number.isFinite(left)
    ? m.t('count-resume-left', { n: record.n, done, left: formatRemaining(left, m) })
    : m.t('count-resume-text', { n: record.n, done });
}

/**
 * The note for refused records (catalog `m`): which sizes, and why (the record checker's reason, in English:
 * a damaged record is rare, and its reason is for whoever looks into it).
 * @param {{n: number, problem: string}[]} refused @param {Translator} [m]
 */
export function refusedNote(refused, m = englishMessages(later)) {
  return m.sentences(...refused.map(({ n, problem }) => m.t('count-record-refused', { n, problem })), m.t('count-records-refused-after', { count: refused.length }));
}
