// The growth chart (#growth): for n = 1..16, the nodes the plain search examines (bars) on a log scale beside
// the raw possibilities it never enumerates, n!, nⁿ and C(n², n), and the solutions: the article's point that
// the search sees a vanishing share of them. The current n is marked and its bar grows live with the search's
// node counter. Drawn as SVG through DOM calls (the page's CSP allows no inline style attributes); every column
// is focusable (arrow keys move between them) and says its numbers, every point has a <title>.
// The data part (growthRows, log10, columnText) is pure and tested in tests/unit/teaching/growth.test.mjs.

import { binomial, factorial } from '../shared/counting.js';
import { englishMessages } from '../i18n/i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
/** The sizes the chart shows: those whose node count the core knows, from 1 up. */
export const CHART_SIZES = 16;

/**
 * One row of the chart: the sizes' counts, all BigInts.
 * @typedef {{n: number, nodes: bigint, solutions: bigint, factorial: bigint, power: bigint, choose: bigint}} GrowthRow
 */
/** @typedef {{key: 'choose' | 'power' | 'factorial' | 'nodes' | 'solutions', name: string, shape: string}} Series */
/**
 * Where the chart draws (device-independent SVG units): a size's column centre, a count's height, a column's
 * width and the plot's bottom.
 * @typedef {{x: (n: number) => number, y: (value: bigint | number) => number, column: number, bottom: number}} Geometry
 */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** The series, drawn in this order; each with the shape of its points (its words: growth-point-<key>). @type {Series[]} */
export const SERIES = [
  { key: 'choose', name: 'C(n², n)', shape: 'triangle' },
  { key: 'power', name: 'nⁿ', shape: 'square' },
  { key: 'factorial', name: 'n!', shape: 'circle' },
  { key: 'nodes', name: 'nodes', shape: 'bar' },
  { key: 'solutions', name: 'solutions', shape: 'diamond' },
];

/** log₁₀ of a positive BigInt (or Number), precise enough to draw. @param {bigint | number} value */
export function log10(value) {
  const digits = BigInt(value).toString();
  const lead = Number(digits.slice(0, 15));
  return digits.length - Math.min(digits.length, 15) + Math.log10(lead);
}

/**
 * One row per n = 1..16: `{n, nodes, solutions, factorial, power, choose}`, all BigInts.
 * @param {(n: number) => import('../../nqueens.js').KnownRow | null} knownOf
 */
export function growthRows(knownOf) {
  /** @type {GrowthRow[]} */
  const rows = [];
  for (let n = 1; n <= CHART_SIZES; n++) {
    const known = knownOf(n);
    if (known?.nodes === undefined) throw new Error(`The core knows no node count for n = ${n}.`);
    const big = BigInt(n);
    rows.push({
      n,
      nodes: BigInt(known.nodes),
      solutions: BigInt(known.solutions),
      factorial: factorial(n),
      power: big ** big,
      choose: binomial(n * n, n),
    });
  }
  return rows;
}

/** The numbers of one column, in words (from catalog `m`). @param {GrowthRow} row */
export function columnText(row, m = englishMessages()) {
  return m.t('growth-column', { n: row.n, nodes: row.nodes, solutions: row.solutions, factorial: row.factorial, power: row.power, choose: row.choose });
}

const pointText = (/** @type {Series} */ series, /** @type {GrowthRow} */ row, /** @type {Translator} */ m) => m.t(`growth-point-${series.key}`, { n: row.n, count: row[series.key] });

/** @param {string} name @param {Record<string, string | number>} [attributes] @param {Element} [parent] */
function el(name, attributes = {}, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  parent?.append(node);
  return node;
}

/** @param {SVGElement} node @param {string} text */
function titled(node, text) {
  el('title', {}, node).textContent = text;
  return node;
}

const superscript = (/** @type {number} */ k) => String(k).replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]);

export class GrowthChart {
  /**
   * `box` holds the SVG; `readout` the line that says the focused column's numbers; `live` the live count;
   * `signal` (optional): once it aborts, the chart no longer follows the box's size.
   * @param {{box: HTMLElement, readout: HTMLElement, live: HTMLElement, signal?: AbortSignal, messages?: Translator}} parts
   * @param {(n: number) => import('../../nqueens.js').KnownRow | null} knownOf the core's known counts
   */
  constructor({ box, readout, live, signal, messages = englishMessages() }, knownOf) {
    this.messages = messages;
    this.box = box;
    this.readout = readout;
    this.liveText = live;
    this.rows = growthRows(knownOf);
    this.top = Math.ceil(Math.max(...this.rows.map((r) => log10(r.choose))) / 5) * 5;
    /** @type {number | undefined} */
    this.n = undefined;
    this.nodes = 1;
    this.focused = 0;
    this.width = 0;
    /** @type {SVGElement[]} the columns' focusable strips, once drawn */
    this.strips = [];
    /** @type {SVGElement | undefined} the current size's live bar, once drawn */
    this.liveBar = undefined;
    /** @type {Geometry | undefined} */
    this.geometry = undefined;
    const observer = new ResizeObserver(() => this.layout());
    observer.observe(box);
    signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
  }

  /**
   * Shows the search of the n×n board at `nodes` examined so far; `plain` false for a search the chart's
   * numbers do not describe (a variant, constrained squares, an option), whose nodes are then set beside them.
   * @param {number} n @param {number | bigint | undefined} nodes (none for brute force)
   */
  show(n, nodes, { plain = true } = {}) {
    const sizeChanged = n !== this.n;
    this.n = n;
    this.plain = plain;
    this.nodes = Number(nodes);
    if (sizeChanged) this.draw();
    else this.drawLive();
  }

  layout() {
    const width = Math.round(this.box.clientWidth);
    if (width > 0 && width !== this.width) this.draw();
  }

  draw() {
    const width = Math.max(240, Math.round(this.box.clientWidth));
    this.width = width;
    const height = Math.round(Math.min(320, Math.max(220, width * 0.55)));
    const m = { left: 40, right: 8, top: 18, bottom: 40 };
    const plotH = height - m.top - m.bottom;
    const column = (width - m.left - m.right) / CHART_SIZES;
    const x = (/** @type {number} */ n) => m.left + (n - 0.5) * column;
    // Zero solutions (n = 2, 3) sit on a row of their own under the axis: a log scale has no 0.
    const zeroY = height - m.bottom + 12;
    const y = (/** @type {bigint | number} */ value) => (BigInt(value) === 0n ? zeroY : m.top + plotH * (1 - log10(value) / this.top));
    this.geometry = { x, y, column, bottom: m.top + plotH };

    const svg = el('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'group', class: 'growth-svg',
      'aria-labelledby': 'growth-heading', 'aria-describedby': 'growth-summary' });
    const axis = el('g', { class: 'growth-axis', 'aria-hidden': 'true' }, svg);
    for (let k = 0; k <= this.top; k += 5) {
      const yy = y(10n ** BigInt(k));
      el('line', { x1: m.left, x2: width - m.right, y1: yy, y2: yy, class: 'growth-grid' }, axis);
      el('text', { x: m.left - 4, y: yy + 4, 'text-anchor': 'end' }, axis).textContent = `10${superscript(k)}`;
    }
    el('text', { x: m.left - 4, y: zeroY + 4, 'text-anchor': 'end' }, axis).textContent = '0';
    const labelY = height - m.bottom + 28;
    // Where two-digit labels would touch, only the odd sizes are labelled.
    for (const row of this.rows.filter((r) => column >= 22 || r.n % 2 === 1)) {
      el('text', { x: x(row.n), y: labelY, 'text-anchor': 'middle' }, axis).textContent = String(row.n);
    }
    el('text', { x: width - m.right, y: height - 2, 'text-anchor': 'end' }, axis).textContent = 'n';

    const current = this.rows.find((r) => r.n === this.n);
    if (current) {
      el('rect', { class: 'growth-current', x: x(current.n) - column / 2, y: m.top - 2, width: column, height: plotH + 36 }, svg);
      const anchor = current.n <= 2 ? 'start' : current.n >= CHART_SIZES - 1 ? 'end' : 'middle';
      const mark = el('text', { x: x(current.n), y: m.top - 3, 'text-anchor': anchor, class: 'growth-current-label', 'aria-hidden': 'true' }, svg);
      mark.textContent = `n = ${current.n}`;
    }
    for (const series of SERIES) this.drawSeries(svg, series, column);
    if (current) {
      this.liveBar = el('rect', { id: 'growth-live', class: 'growth-live', x: x(current.n) - column * 0.3,
        width: column * 0.6, 'aria-hidden': 'true' }, svg);
    } else this.liveBar = undefined;
    this.drawColumns(svg, m, column, plotH);
    this.box.replaceChildren(svg);
    this.drawLive();
  }

  /** (draw's, once the geometry is set) @param {SVGElement} svg @param {Series} series @param {number} column */
  drawSeries(svg, series, column) {
    const { x, y, bottom } = /** @type {Geometry} */ (this.geometry);
    const layer = el('g', { class: `growth-series growth-${series.key}` }, svg);
    if (series.shape !== 'bar') {
      const points = this.rows.filter((r) => r[series.key] > 0n).map((r) => `${x(r.n)},${y(r[series.key])}`).join(' ');
      el('polyline', { points, class: 'growth-line', 'aria-hidden': 'true' }, layer);
    }
    const r = Math.max(2.5, Math.min(4.5, column * 0.22));
    for (const row of this.rows) {
      const value = row[series.key];
      const cx = x(row.n);
      const cy = y(value);
      let point;
      if (series.shape === 'bar') {
        const barClass = row.n === this.n ? 'growth-point growth-bar current' : 'growth-point growth-bar';
        point = el('rect', { x: cx - column * 0.3, y: cy, width: column * 0.6, height: Math.max(0, bottom - cy), class: barClass }, layer);
      } else if (series.shape === 'circle') point = el('circle', { cx, cy, r, class: 'growth-point' }, layer);
      else if (series.shape === 'square') point = el('rect', { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, class: 'growth-point' }, layer);
      else if (series.shape === 'triangle') {
        point = el('polygon', { points: `${cx},${cy - r * 1.2} ${cx + r * 1.1},${cy + r * 0.8} ${cx - r * 1.1},${cy + r * 0.8}`, class: 'growth-point' }, layer);
      } else {
        point = el('polygon', { points: `${cx},${cy - r * 1.2} ${cx + r},${cy} ${cx},${cy + r * 1.2} ${cx - r},${cy}`, class: 'growth-point' }, layer);
      }
      point.dataset.series = series.key;
      point.dataset.n = String(row.n);
      point.dataset.value = String(value);
      titled(point, pointText(series, row, this.messages));
    }
  }

  /**
   * One focusable strip per n over the whole height: it names the column's numbers (a roving tabindex).
   * (draw's, once the geometry is set)
   * @param {SVGElement} svg @param {{left: number, right: number, top: number, bottom: number}} m @param {number} column @param {number} plotH
   */
  drawColumns(svg, m, column, plotH) {
    const { x } = /** @type {Geometry} */ (this.geometry);
    const strips = el('g', { class: 'growth-columns' }, svg);
    this.strips = this.rows.map((row, i) => {
      const strip = el('rect', { x: x(row.n) - column / 2, y: m.top, width: column, height: plotH + 20, class: 'growth-column',
        role: 'img', tabindex: i === this.focused ? 0 : -1, 'aria-label': columnText(row, this.messages) }, strips);
      strip.dataset.n = String(row.n);
      titled(strip, columnText(row, this.messages));
      strip.addEventListener('focus', () => this.say(i));
      strip.addEventListener('pointerenter', () => this.say(i));
      strip.addEventListener('keydown', (e) => this.key(e, i));
      return strip;
    });
  }

  /** @param {KeyboardEvent} event @param {number} i */
  key(event, i) {
    /** @type {Record<string, number>} */
    const moves = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: this.rows.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(this.rows.length - 1, moves[event.key]));
    this.strips[i].setAttribute('tabindex', '-1');
    this.strips[next].setAttribute('tabindex', '0');
    this.focused = next;
    this.strips[next].focus();
  }

  /** @param {number} i */
  say(i) {
    this.readout.textContent = columnText(this.rows[i], this.messages);
    this.strips.forEach((strip, k) => strip.classList.toggle('focused', k === i));
  }

  /** The current n's bar up to the nodes examined so far, and the live count in words. */
  drawLive() {
    const row = this.rows.find((r) => r.n === this.n);
    if (!row || !this.liveBar) {
      this.liveText.textContent = this.n === undefined ? '' : this.messages.t('growth-beyond', { n: this.n, max: CHART_SIZES });
      return;
    }
    // The live bar is drawn with the geometry.
    const { y, bottom } = /** @type {Geometry} */ (this.geometry);
    if (!Number.isFinite(this.nodes)) {
      // Brute force (js/experiment/experiment.js) checks whole boards and keeps no node count.
      this.liveBar.setAttribute('height', '0');
      this.liveText.textContent = this.messages.t('growth-live-brute', { n: row.n });
      return;
    }
    const top = y(Math.max(1, Math.round(this.nodes)));
    this.liveBar.setAttribute('y', String(top));
    this.liveBar.setAttribute('height', String(Math.max(0, bottom - top)));
    this.liveBar.dataset.value = String(this.nodes);
    this.liveText.textContent = this.messages.t(this.plain ? 'growth-live' : 'growth-live-variant', { n: row.n, nodes: this.nodes, total: row.nodes });
  }
}
