// A search's landmarks on the step bar (js/search/scrub.js): for a small search, found ahead by a scout (a second
// search of the same board and options, run to its end in the core: the whole search's step count, the step of
// each solution and of the first backtrack), so that the bar spans the whole search and marks them before the
// learner gets there; a search longer than the scout's budget is marked as the learner's search reaches them.

/** The most steps a scout runs (a few milliseconds in the core): every 8×8 search, and the 4×4 mistakes. */
export const SCOUT_STEPS = 200_000;

/** Events looked at one by one for the first backtrack, before the scout runs on without events. */
const EVENT_STEPS = 5_000;

/** A search that was not scouted marks at most this many of the solutions it reaches. */
const MAX_REACHED = 300;

/**
 * Runs `scout` (a fresh wasm Search, which it frees) to its end: `{total, solutions: [steps], backtrack}`
 * (`backtrack` the step of the first backtrack, or undefined when there is none), or undefined when the
 * search is longer than `budget` steps.
 * @param {import('../../nqueens.js').Search} scout @param {number} [budget]
 */
export function scoutLandmarks(scout, budget = SCOUT_STEPS) {
  try {
    /** @type {number | undefined} */
    let backtrack;
    /** @type {number[]} */
    const solutions = [];
    while (!scout.isDone() && backtrack === undefined && scout.steps < EVENT_STEPS) {
      const event = scout.step();
      if (event.event === 'remove') backtrack = scout.steps;
      if (event.event === 'solution' || (event.event === 'permutation' && event.clash === null)) solutions.push(scout.steps);
    }
    while (!scout.isDone()) {
      const left = budget - scout.steps;
      if (left <= 0) return undefined;
      scout.runToSolution(left);
      if (scout.atSolution()) solutions.push(scout.steps);
    }
    return { total: scout.steps, solutions, backtrack };
  } finally {
    scout.free();
  }
}

/** The landmarks of the search on view, told to the step bar (`scrub`, a ScrubBar). */
export class Landmarks {
  /** @param {import('./scrub.js').ScrubBar} scrub */
  constructor(scrub) {
    this.scrub = scrub;
    this.scouted = false;
    /** @type {Set<number>} */
    this.solutions = new Set();
    /** @type {number | undefined} */
    this.backtrack = undefined;
  }

  /**
   * A new search: `makeScout()` makes a second search of it, run ahead unless the reference row `known` says
   * it is longer than the scout's budget.
   * @param {() => import('../../nqueens.js').Search} makeScout @param {import('../../nqueens.js').KnownRow | null | undefined} known
   */
  start(makeScout, known) {
    this.scouted = false;
    this.solutions = new Set();
    this.backtrack = undefined;
    if (known?.steps !== undefined && Number(known.steps) > SCOUT_STEPS) return;
    const found = scoutLandmarks(makeScout());
    if (!found) return;
    this.scouted = true;
    this.solutions = new Set(found.solutions);
    this.backtrack = found.backtrack;
    this.scrub.setTotal(found.total);
    this.scrub.setMarks('solution', found.solutions);
    this.scrub.setMarks('backtrack', found.backtrack === undefined ? [] : [found.backtrack]);
  }

  /**
   * A search that was not scouted reached a solution or its first backtrack (`kind`) at `step`: marked from now on.
   * @param {'solution' | 'backtrack'} kind @param {number} step
   */
  reached(kind, step) {
    if (this.scouted) return;
    if (kind === 'solution' && !this.solutions.has(step) && this.solutions.size < MAX_REACHED) {
      this.solutions.add(step);
      this.scrub.setMarks('solution', [...this.solutions]);
    }
    if (kind === 'backtrack' && this.backtrack === undefined) {
      this.backtrack = step;
      this.scrub.setMarks('backtrack', [step]);
    }
  }
}
