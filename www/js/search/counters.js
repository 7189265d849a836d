// The counters beside the board, and the sizes of the spaces the search never has to enumerate:
// C(n², n) placements anywhere, nⁿ boards with one queen per row, n! permutations (exact, with BigInt).
// Every count is shown with thousands separators; the live counters (#steps, #nodes, #solutions, …) also
// keep the plain number in `data-value`, for scripts.

import { group } from '../shared/format.js';
import { englishMessages } from '../i18n/i18n.js';

const LIVE = {
  steps: 'steps',
  nodes: 'nodes',
  placements: 'placements',
  solutions: 'solutions',
  backtracks: 'backtracks',
  rejections: 'rejections',
  columnRejections: 'column-rejections',
  downRejections: 'down-rejections',
  upRejections: 'up-rejections',
  depth: 'depth',
  // Kept by some searches only (js/experiment/experiment.js): the others leave them out and their rows are hidden.
  blockedRejections: 'blocked-rejections',
  checks: 'checks',
  permutations: 'permutations',
};

export function factorial(n) {
  let f = 1n;
  for (let i = 2n; i <= BigInt(n); i++) f *= i;
  return f;
}

export function binomial(m, k) {
  let r = 1n;
  const M = BigInt(m);
  for (let i = 0n; i < BigInt(k); i++) r = (r * (M - i)) / (i + 1n);
  return r;
}

/** "-3" → "⁻³": exponents written as superscripts. */
const superscript = (text) => text.replace(/-|\d/g, (ch) => (ch === '-' ? '⁻' : '⁰¹²³⁴⁵⁶⁷⁸⁹'[ch]));

/** "≈ 4.43 × 10⁹" for numbers too long to read at a glance. */
function approx(big) {
  const digits = big.toString();
  if (digits.length <= 7) return '';
  const mantissa = `${digits[0]}.${digits.slice(1, 3)}`;
  return `≈ ${mantissa} × 10${superscript(String(digits.length - 1))}`;
}

function setBig(el, big) {
  el.textContent = '';
  el.append(group(big));
  const a = approx(big);
  if (a) {
    const span = document.createElement('span');
    span.className = 'approx';
    span.textContent = a;
    el.append(span);
  }
}

export class CounterPanel {
  /**
   * `doc` holds the counters by id (the Document, or the element's ShadowRoot); those it lacks are skipped.
   * `messages` the reader's catalog.
   */
  constructor(doc = document, messages = englishMessages()) {
    this.messages = messages;
    const present = Object.entries(LIVE).map(([key, id]) => [key, doc.getElementById(id)]).filter(([, el]) => el);
    this.live = Object.fromEntries(present);
    this.shown = {};
    this.knownSolutions = doc.getElementById('known-solutions');
    this.knownNodes = doc.getElementById('known-nodes');
    this.anywhere = doc.getElementById('size-anywhere');
    this.perRow = doc.getElementById('size-per-row');
    this.permutations = doc.getElementById('size-permutations');
    this.share = doc.getElementById('share');
    this.fact = 1n;
  }

  /**
   * New board size: the reference totals (the core's table, totals as BigInt) and the exact sizes. Until a
   * run reaches the end, a total the table lacks says so.
   */
  setSize(n, known) {
    this.n = n;
    this.fact = factorial(n);
    this.shown = {};
    if (!this.knownSolutions) return; // the element shows the live counters only
    this.knownSolutions.textContent = known ? group(known.solutions) : this.messages.t('not-tabulated');
    this.knownNodes.textContent = known?.nodes !== undefined ? group(known.nodes) : this.messages.t('not-tabulated');
    this.knownNodes.title = '';
    setBig(this.anywhere, binomial(n * n, n));
    setBig(this.perRow, BigInt(n) ** BigInt(n));
    setBig(this.permutations, this.fact);
  }

  /** The search reached its end: its counters are the whole search's totals, tabulated or not. */
  showTotals({ nodes }) {
    if (!this.knownNodes) return;
    this.knownNodes.textContent = group(nodes);
    this.knownNodes.title = this.messages.t('counted-here');
  }

  /** Writes the counters (an object of numbers from the core); touches only the ones that changed. */
  update(c) {
    for (const [key, el] of Object.entries(this.live)) {
      const v = c[key];
      const row = el.closest('div');
      if (row.hidden !== (v === undefined)) row.hidden = v === undefined;
      if (v !== undefined && this.shown[key] !== v) {
        el.textContent = group(v);
        el.dataset.value = String(v);
        this.shown[key] = v;
      }
    }
    if (this.share && this.shown.share !== c.nodes && c.nodes !== undefined) {
      this.shown.share = c.nodes;
      const ratio = c.nodes / Number(this.fact);
      const pct = ratio * 100;
      let text;
      if (pct >= 10) text = `${pct.toFixed(1)} %`;
      else if (pct >= 0.01) text = `${pct.toPrecision(2)} %`;
      else {
        const [mantissa, exponent] = pct.toExponential(1).split('e');
        text = `${mantissa} × 10${superscript(exponent.replace('+', ''))} %`;
      }
      this.share.textContent = text;
      this.share.title = this.messages.t('share-title', { nodes: c.nodes, permutations: this.fact });
    }
  }
}
