// The scrub bar under the board (#scrub): a range input over the steps of the search. Where the whole
// search's step count is known (the reference table's `steps`, n ≤ 16, or a scout run to the end of a small
// search, js/search/landmarks.js) it reads "Step k of N" and spans the whole search; beyond, it spans the steps
// reached so far, says that the end is not known and what share of the tree has been explored (estimated from
// the nodes, as the progress row does), and an open end after it shows that the search goes on. Marks on the
// bar show the solutions, the first backtrack and the lesson's stops: a click near one lands on its step, and
// Page Up / Page Down move from mark to mark. Dragging seeks; `scrubText`, `markText`, `nextMark`, `snapToMark`
// are pure (tests/unit/search/scrub.test.mjs).

import { formatPercent } from '../shared/format.js';
import { englishMessages } from '../i18n/i18n.js';
import { MarksPainter, THUMB_HALF_PX } from './scrub-marks.js';

/** The kinds of marks, in the order a step that is several is told. */
export const MARK_KINDS = ['stop', 'backtrack', 'solution'];

/** A click this close to a mark (CSS px along the bar) lands on the mark's step. */
export const SNAP_PX = 6;


/** At most this many marks are drawn (a big board's solutions come by the hundred). */
const MAX_DRAWN = 400;

/** @typedef {Record<string, number[]>} Marks each kind's marked steps, sorted */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../nqueens.js').Search} Search */

/**
 * The words of the bar: `steps` the search's steps now, `total` the whole search's steps when known,
 * `share` the share of the tree's nodes examined (for an unknown total; `exact` false when the tree's size
 * is an estimate), `mark` what the step is marked as (markText), if anything; `m` the reader's catalog.
 * Returns `{label, valueText, parts}`, `parts` the label as [step and end, share explored (or ''), mark (or '')].
 * @param {{steps: number, total?: number, share?: number, exact?: boolean, mark?: string}} at @param {Translator} [m]
 */
export function scrubText({ steps, total, share, exact = false, mark }, m = englishMessages()) {
  const at = mark ? m.t('scrub-mark', { mark }) : '';
  if (total !== undefined) {
    const text = m.t('scrub-known', { step: steps, total }) + at;
    return { label: text, valueText: text, parts: [text, '', ''] };
  }
  const base = m.t('scrub-open', { step: steps });
  if (share === undefined) return { label: `${base}${at}`, valueText: m.t('scrub-open-value', { step: steps }) + at, parts: [base, '', at] };
  const done = formatPercent(share, m.lang);
  const part = m.t('scrub-share', { done, exact: exact ? 'yes' : 'no' });
  return { label: `${base}${part}${at}`, valueText: m.t('scrub-open-value-tree', { step: steps, done, exact: exact ? 'yes' : 'no' }) + at, parts: [base, part, at] };
}

/**
 * The words while a seek is under way: where it goes, and (when not there in one go) where the search is.
 * @param {number} target @param {number} steps @param {Translator} [m]
 */
export function seekingText(target, steps, m = englishMessages()) {
  return target === steps ? m.t('scrub-seeking', { target }) : m.t('scrub-seeking-now', { target, steps });
}

/**
 * How far the bar reaches: the known total, or the furthest step reached so far (at least 1).
 * @param {number | undefined} total @param {number} furthest
 */
export function scrubMax(total, furthest) {
  return total ?? Math.max(1, furthest);
}

/**
 * What marks at `step` say, from `marks` (`{stop: [steps], backtrack: [steps], solution: [steps]}`, each sorted):
 * "solution 2", "the first backtrack", "lesson stop 4" (a stop's number counts the lesson's stops), joined; ''
 * when none.
 * @param {Marks} marks @param {number} step @param {Translator} [m]
 */
export function markText(marks, step, m = englishMessages()) {
  const words = [];
  for (const kind of MARK_KINDS) {
    const at = (marks[kind] ?? []).indexOf(step);
    if (at >= 0) words.push(m.t(`mark-${kind}`, { number: at + 1 }));
  }
  return words.join(m.t('list-separator'));
}

/** Every marked step, sorted, each once. @param {Marks} marks */
export function markedSteps(marks) {
  return [...new Set(MARK_KINDS.flatMap((kind) => marks[kind] ?? []))].sort((a, b) => a - b);
}

/**
 * The marked step after `step` (`direction` 1) or before it (-1), or undefined.
 * @param {Marks} marks @param {number} step @param {number} direction
 */
export function nextMark(marks, step, direction) {
  const steps = markedSteps(marks);
  return direction > 0 ? steps.find((k) => k > step) : steps.findLast((k) => k < step);
}

/**
 * The step a pointer's `value` lands on: the nearest marked step when it lies within SNAP_PX of the value
 * along a bar `span` px long (the thumb's travel) reaching to `max`, else `value` itself.
 * @param {Marks} marks @param {number} value @param {number} max @param {number} span
 */
export function snapToMark(marks, value, max, span) {
  if (max <= 0 || span <= 0) return value;
  let best = value;
  let bestPx = SNAP_PX + 1e-9;
  for (const step of markedSteps(marks)) {
    const px = Math.abs(step - value) * (span / max);
    if (px <= bestPx) {
      best = step;
      bestPx = px;
    }
  }
  return best;
}

export class ScrubBar {
  /**
   * `input` the range, `text` the visible words, `marks` the canvas the marks are painted on (optional; `signal`
   * ends its following of size and scheme); `onSeek(step)` is called as the person drags, clicks or presses a key.
   * @param {{input: HTMLInputElement, text: HTMLElement, marks?: HTMLCanvasElement | null, onSeek: (step: number) => void,
   *   signal?: AbortSignal, messages?: Translator}} parts
   */
  constructor({ input, text, marks, onSeek, signal, messages = englishMessages() }) {
    this.messages = messages;
    this.input = input;
    this.text = text;
    this.painter = marks ? new MarksPainter(marks, signal) : undefined;
    /** @type {number | undefined} */
    this.total = undefined;
    this.furthest = 0;
    /** @type {number | undefined} */
    this.seeking = undefined;
    this.shown = '';
    /** @type {Record<string, number[]>} */
    this.marks = {};
    /** Counts the changes of `marks`, so that drawMarks knows when its spans are out of date. */
    this.marksVersion = 0;
    this.marksDue = false;
    this.pointer = false;
    input.addEventListener('pointerdown', () => { this.pointer = true; });
    input.addEventListener('keydown', (event) => {
      this.pointer = false;
      if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
      // Page Down and Page Up go from mark to mark (the bar's own jump of a tenth would miss them).
      event.preventDefault();
      const step = nextMark(this.marks, Number(input.value), event.key === 'PageDown' ? 1 : -1);
      if (step === undefined) return;
      input.value = String(step);
      this.seeking = step;
      onSeek(step);
    });
    input.addEventListener('input', () => {
      let step = Number(input.value);
      if (this.pointer) {
        step = snapToMark(this.marks, step, Number(input.max), Math.max(0, input.getBoundingClientRect().width - 2 * THUMB_HALF_PX));
        if (String(step) !== input.value) input.value = String(step);
      }
      this.seeking = step;
      onSeek(step);
    });
  }

  /** A new search: `total` its whole step count, or undefined when unknown; its marks are gone. @param {number | undefined} total */
  reset(total) {
    this.total = total;
    this.furthest = 0;
    this.seeking = undefined;
    this.shown = '';
    this.marks = {};
    this.marksVersion += 1;
  }

  /** The whole search's step count, found after the search was made (a scout's run), or undefined. @param {number | undefined} total */
  setTotal(total) {
    this.total = total;
    this.shown = '';
  }

  /** The marks of `kind` ('solution', 'backtrack' or 'stop'): their steps (an empty list drops them). @param {string} kind @param {number[]} steps */
  setMarks(kind, steps) {
    const sorted = [...new Set(steps)].sort((a, b) => a - b);
    if (String(sorted) === String(this.marks[kind] ?? [])) return;
    if (sorted.length === 0) delete this.marks[kind];
    else this.marks[kind] = sorted;
    this.marksVersion += 1;
    this.shown = '';
    // Drawn once the caller's work is done: a fast run reaches solutions many times in one frame.
    if (this.marksDue) return;
    this.marksDue = true;
    queueMicrotask(() => {
      this.marksDue = false;
      this.drawMarks(scrubMax(this.total, this.furthest));
    });
  }

  /** The seek asked for is reached (or given up). */
  settled() {
    this.seeking = undefined;
  }

  /**
   * Shows the search at `steps` (`share`/`exact` as for `scrubText`); cheap when nothing changed.
   * @param {number} steps
   * @param {{share?: number, exact?: boolean}} [shown]
   */
  show(steps, { share, exact } = {}) {
    this.furthest = Math.max(this.furthest, steps);
    const shownStep = this.seeking ?? steps;
    const max = scrubMax(this.total, this.furthest);
    const mark = markText(this.marks, shownStep, this.messages);
    const { label, valueText, parts } = scrubText({ steps: shownStep, total: this.total, share: this.seeking === undefined ? share : undefined, exact, mark }, this.messages);
    const key = `${max} ${shownStep} ${steps} ${label}`;
    if (key === this.shown) return;
    this.shown = key;
    if (this.input.max !== String(max)) this.input.max = String(max);
    if (this.input.value !== String(shownStep)) this.input.value = String(shownStep);
    this.input.setAttribute('aria-valuetext', valueText);
    if (this.seeking !== undefined) this.text.textContent = seekingText(shownStep, steps, this.messages);
    else if (!parts[1]) this.text.textContent = label;
    else {
      // The share explored in a part of its own, which a phone leaves to the bar's spoken value (studio.css).
      const share = document.createElement('span');
      share.className = 'scrub-share';
      share.textContent = parts[1];
      this.text.replaceChildren(parts[0], share, parts[2]);
    }
    const open = this.total === undefined;
    const field = this.input.parentElement;
    if (field && (field.dataset.openEnd === 'true') !== open) field.dataset.openEnd = String(open);
    this.drawMarks(max);
  }

  /** Paints the marks along the bar (cheap when neither they nor the bar's reach changed). @param {number} max */
  drawMarks(max) {
    this.painter?.paint(this.marks, max, this.marksVersion, MAX_DRAWN);
  }
}

/**
 * A seek spread over frames, so that a far one (billions of steps at n = 16) never blocks the page: each
 * call moves the search toward the target in chunks until the frame's deadline, the chunk adapted so a
 * call takes about a millisecond. Far back, it starts again from step 0 when that is shorter.
 */
export class Seeker {
  constructor() {
    this.chunk = 20_000;
    /** @type {number | undefined} */
    this.target = undefined;
  }

  get active() {
    return this.target !== undefined;
  }

  /** Starts moving `search` (the wasm `Search`) to step `target`. @param {Search} search @param {number} target */
  start(search, target) {
    this.target = target;
    if (target < search.steps && target < search.steps - target) search.reset();
  }

  cancel() {
    this.target = undefined;
  }

  /** Moves toward the target until `deadline` (a performance.now() time); true once there (or at the end). @param {Search} search @param {number} deadline */
  advance(search, deadline) {
    while (this.target !== undefined && search.steps !== this.target) {
      const t0 = performance.now();
      if (t0 >= deadline) return false;
      const at = search.steps;
      const next = at < this.target ? Math.min(this.target, at + this.chunk) : Math.max(this.target, at - this.chunk);
      search.seek(next);
      if (search.steps === at) break; // the search ends before the target
      const dt = performance.now() - t0;
      if (dt < 0.6) this.chunk = Math.min(this.chunk * 2, 8_000_000);
      else if (dt > 2) this.chunk = Math.max(1_000, Math.floor(this.chunk / 2));
    }
    this.target = undefined;
    return true;
  }
}
