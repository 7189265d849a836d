// The words the Count section shows of stored records: the Resume button's, and the note on refused ones. Pure,
// tested in node by tests/unit/count/store.test.mjs.

import { formatPercent } from '../shared/format.js';
import { formatRemaining } from '../i18n/durations.js';
import { secondsLeft, shareDone, unitsIn } from './ranges.js';

/** The Resume button's words: "Resume the count of n = 20 (63.4 % done, about 17 min left)". */
/** @param {import('./record.js').StoredRecord} record @param {bigint | number} [knownSolutions] */
export function resumeText(record, knownSolutions) {
  const unitsDone = unitsIn(record.done);
  const share = shareDone({ unitsDone, units: record.units, solutions: record.solutions, knownSolutions });
  const left = secondsLeft(record.seconds, share);
  const leftText = Number.isFinite(left) ? `, ${formatRemaining(left)} left` : '';
  return `Resume the count of n = ${record.n} (${formatPercent(share)} done${leftText})`;
}

/** The note for refused records: which sizes, and why, in one paragraph. */
/** @param {{n: number, problem: string}[]} refused */
export function refusedNote(refused) {
  const parts = refused.map(({ n, problem }) => `the saved count of n = ${n} is refused: ${problem}`);
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}. It is not resumed; counting that size again replaces it.`;
}
