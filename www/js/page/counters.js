// The main page's Numbers tab: beside the live counters (js/search/counters.js), the reference totals for the
// board (the core's table) and the sizes of the spaces the search never has to enumerate: C(n², n)
// placements anywhere, nⁿ boards with one queen per row, n! permutations (exact, with BigInt), and the share
// of n! examined so far. Only the page's modules import this file.

import { CounterPanel } from '../search/counters.js';
import { binomial, factorial } from '../shared/counting.js';
import { group, decimal } from '../shared/format.js';

/** "-3" → "⁻³": exponents written as superscripts. */
const superscript = (/** @type {string} */ text) => text.replace(/-|\d/g, (ch) => (ch === '-' ? '⁻' : '⁰¹²³⁴⁵⁶⁷⁸⁹'[/** @type {`${number}`} a digit */ (ch)]));

/** "≈ 4.43 × 10⁹" for numbers too long to read at a glance, in language `lang`. @param {bigint} big @param {string} lang */
function approx(big, lang) {
  const digits = big.toString();
  if (digits.length <= 7) return '';
  const mantissa = decimal(Number(`${digits[0]}.${digits.slice(1, 3)}`), 2, lang);
  return `≈ ${mantissa} × 10${superscript(String(digits.length - 1))}`;
}

/**
 * A percentage `pct` in language `lang` with two significant digits at most (one decimal from 10 %),
 * a power of ten below 0.01 %: "12.5 %", "0.050 %", "3.1 × 10⁻⁵ %" ("12,5 %" in French). @param {number} pct @param {string} lang
 */
export function shareText(pct, lang) {
  if (pct >= 10) return `${decimal(pct, 1, lang)} %`;
  if (pct >= 0.01) return `${decimal(pct, Math.max(0, 1 - Math.floor(Math.log10(pct))), lang)} %`;
  const [mantissa, exponent] = pct.toExponential(1).split('e');
  return `${decimal(Number(mantissa), 1, lang)} × 10${superscript(exponent.replace('+', ''))} %`;
}

/** @param {HTMLElement} el @param {bigint} big @param {string} lang */
function setBig(el, big, lang) {
  el.textContent = '';
  el.append(group(big, lang));
  const a = approx(big, lang);
  if (a) {
    const span = document.createElement('span');
    span.className = 'approx';
    span.textContent = a;
    el.append(span);
  }
}

export class PageCounters extends CounterPanel {
  /**
   * `doc` the Document (with the page's Numbers tab); `messages` the reader's catalog.
   * @param {Document | ShadowRoot} doc @param {import('../i18n/i18n.js').Translator} messages
   */
  constructor(doc, messages) {
    super(doc, messages.lang);
    this.messages = messages;
    this.knownSolutions = /** @type {HTMLElement} */ (doc.getElementById('known-solutions'));
    this.knownNodes = /** @type {HTMLElement} */ (doc.getElementById('known-nodes'));
    this.anywhere = /** @type {HTMLElement} */ (doc.getElementById('size-anywhere'));
    this.perRow = /** @type {HTMLElement} */ (doc.getElementById('size-per-row'));
    this.permutations = /** @type {HTMLElement} */ (doc.getElementById('size-permutations'));
    this.share = doc.getElementById('share');
    this.fact = 1n;
    /** @type {{nodes: number, permutations: bigint} | undefined} what the share shown is of, told on hover */
    this.shareOf = undefined;
    // Worded when pointed at, not at every frame of a run.
    this.share?.addEventListener('pointerenter', () => {
      if (this.share && this.shareOf) this.share.title = this.messages.t('share-title', { nodes: group(this.shareOf.nodes, this.messages.lang), permutations: group(this.shareOf.permutations, this.messages.lang) });
    });
  }

  /**
   * New board size: the reference totals (the core's table, totals as BigInt) and the exact sizes. Until a
   * run reaches the end, a total the table lacks says so.
   * @param {number} n @param {import('../../nqueens.js').KnownRow | null | undefined} known
   */
  setSize(n, known) {
    super.setSize(n, known);
    this.fact = factorial(n);
    this.knownSolutions.textContent = known ? group(known.solutions, this.messages.lang) : this.messages.t('not-tabulated');
    this.knownNodes.textContent = known?.nodes !== undefined ? group(known.nodes, this.messages.lang) : this.messages.t('not-tabulated');
    this.knownNodes.title = '';
    setBig(this.anywhere, binomial(n * n, n), this.messages.lang);
    setBig(this.perRow, BigInt(n) ** BigInt(n), this.messages.lang);
    setBig(this.permutations, this.fact, this.messages.lang);
  }

  /**
   * The search reached its end: its counters are the whole search's totals, tabulated or not.
   * @param {{nodes: number}} counters (the view hands them over only with their nodes)
   */
  showTotals({ nodes }) {
    this.knownNodes.textContent = group(nodes, this.messages.lang);
    this.knownNodes.title = this.messages.t('counted-here');
  }

  /** Writes the counters, then the share of n! examined. @param {import('../../nqueens.js').Counters} c */
  update(c) {
    super.update(c);
    if (this.share && this.shown.share !== c.nodes && c.nodes !== undefined) {
      this.shown.share = c.nodes;
      const ratio = c.nodes / Number(this.fact);
      const pct = ratio * 100;
      this.share.textContent = shareText(pct, this.messages.lang);
      this.shareOf = { nodes: c.nodes, permutations: this.fact };
    }
  }
}
