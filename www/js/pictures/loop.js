// A range of steps played again and again (the element's `from` and `to` attributes): while the view plays,
// every frame asks how many of its steps fit before `to`; standing on `to` (or outside the range, or at the
// search's end) it goes back to `from` first and shows it for that frame.

import { englishMessages } from '../i18n/i18n.js';
import elementPart from '../i18n/messages/en-element.js';

export class StepLoop {
  /** @param {number} from @param {number} to */
  constructor(from, to) {
    this.from = from;
    this.to = to;
  }

  /**
   * How many of `due` steps `search` (a wasm Search) may take now; 0 after a jump back to `from`.
   * @param {import('../../nqueens.js').Search} search @param {number} due
   */
  cap(search, due) {
    const steps = search.steps;
    if (steps < this.from || steps >= this.to || search.isDone()) {
      search.seek(this.from);
      return 0;
    }
    return Math.min(due, this.to - steps);
  }
}

/**
 * The loop `from` and `to` (step numbers or undefined) ask for, or undefined: `to` alone loops from 0,
 * `from` alone loops nothing. A `to` not after `from` is a problem (a sentence of catalog `m`), and no loop.
 * @param {number | undefined} from @param {number | undefined} to
 * @param {import('../i18n/i18n.js').Translator} [m]
 * @returns {{loop: StepLoop | undefined, problem?: string}}
 */
export function loopOf(from, to, m = englishMessages(elementPart)) {
  if (to === undefined) return { loop: undefined };
  const start = from ?? 0;
  if (to <= start) return { loop: undefined, problem: m.t('attribute-loop', { to, from: start }) };
  return { loop: new StepLoop(start, to) };
}
