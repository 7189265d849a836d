// The scrub bar under the board (#scrub): a range input over the steps of the search. Where the whole
// search's step count is known (the reference table's `steps`, n ≤ 16) it reads "Step k of N" and spans the
// whole search; beyond, it spans the steps reached so far and says what share of the tree has been
// explored (estimated from the nodes, as the progress row does). Dragging seeks; `scrubText` is pure
// (tests/unit/search/scrub.test.mjs).

import { group, formatPercent } from '../shared/format.js';

/**
 * The words of the bar: `steps` the search's steps now, `total` the whole search's steps when known,
 * `share` the share of the tree's nodes examined (for an unknown total; `exact` false when the tree's size
 * is an estimate). Returns `{label, valueText}`.
 */
export function scrubText({ steps, total, share, exact = false }) {
  if (total !== undefined) {
    const text = `Step ${group(steps)} of ${group(total)}`;
    return { label: text, valueText: text };
  }
  const base = `Step ${group(steps)}`;
  if (share === undefined) return { label: base, valueText: base };
  const done = formatPercent(share);
  const part = exact ? `${done} of the search tree explored` : `about ${done} of the search tree explored (its size estimated)`;
  return { label: `${base}: ${part}`, valueText: `${base}, ${part}` };
}

/** The words while a seek is under way: where it goes, and (when not there in one go) where the search is. */
export function seekingText(target, steps) {
  return target === steps ? `Seeking step ${group(target)}…` : `Seeking step ${group(target)}… (now at ${group(steps)})`;
}

/** How far the bar reaches: the known total, or the furthest step reached so far (at least 1). */
export function scrubMax(total, furthest) {
  return total ?? Math.max(1, furthest);
}

export class ScrubBar {
  /** `input` the range, `text` the visible words; `onSeek(step)` is called as the person drags. */
  constructor({ input, text, onSeek }) {
    this.input = input;
    this.text = text;
    this.total = undefined;
    this.furthest = 0;
    this.seeking = undefined;
    this.shown = '';
    input.addEventListener('input', () => {
      const step = Number(input.value);
      this.seeking = step;
      onSeek(step);
    });
  }

  /** A new search: `total` its whole step count, or undefined when unknown. */
  reset(total) {
    this.total = total;
    this.furthest = 0;
    this.seeking = undefined;
    this.shown = '';
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
    const { label, valueText } = scrubText({ steps: shownStep, total: this.total, share: this.seeking === undefined ? share : undefined, exact });
    const key = `${max} ${shownStep} ${steps} ${label}`;
    if (key === this.shown) return;
    this.shown = key;
    if (this.input.max !== String(max)) this.input.max = String(max);
    if (this.input.value !== String(shownStep)) this.input.value = String(shownStep);
    this.input.setAttribute('aria-valuetext', valueText);
    this.text.textContent = this.seeking === undefined ? label : seekingText(shownStep, steps);
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
    this.target = undefined;
  }

  get active() {
    return this.target !== undefined;
  }

  /** Starts moving `search` (the wasm `Search`) to step `target`. */
  start(search, target) {
    this.target = target;
    if (target < search.steps && target < search.steps - target) search.reset();
  }

  cancel() {
    this.target = undefined;
  }

  /** Moves toward the target until `deadline` (a performance.now() time); true once there (or at the end). */
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
