// The article's experiments on the search section: which search runs (the Variant selector,
// js/experiment/variant-select.js) and which squares are blocked or required (the Constrain mode, js/experiment/constrain.js).
// The page's search view (js/search/view.js) asks this module to make its search (`makeSearch`), for the
// sentences js/search/narration.js does not cover (`describe`), for the marks drawn on the board (`marks`) and
// shows each state through `show` (the side-by-side result once a variant's run ends). With squares set, the
// correct search counts the constrained board beside it, spread over animation frames as Run to end is.
// The settings live in the address (js/experiment/address.js).

import { VariantSelect } from './variant-select.js';
import { ConstrainMode } from './constrain.js';
import { readExperimentParams, writeExperimentParams } from './address.js';
import { describeVariantEvent, compareCounts } from './narration.js';
import { factorial } from '../shared/counting.js';
import { Runner } from '../search/player.js';
import { englishMessages } from '../i18n/i18n.js';
import page from '../i18n/messages/en-page.js';

/** The most steps the correct search's count of a constrained board may take; past it the count is left to a run. */
const COUNT_STEPS_MAX = 5_000_000;
/**
 * The count's share of each animation frame: it runs beside the view, whose own search takes its budget
 * (SEARCH_BUDGET_MS in js/search/frames.js) while it plays or runs, so the page keeps its frame rate.
 */
const COUNT_BUDGET_MS = 4;

/** @typedef {import('../../nqueens.js').SearchState} SearchState */
/** @typedef {import('../search/view.js').SearchView} SearchView */
/** @typedef {import('./address.js').SquarePair} SquarePair */
/**
 * The correct search's count of a constrained board, under way over animation frames.
 * @typedef {{n: number, squares: {blocked: number, required: number}, search: import('../../nqueens.js').Search,
 *   runner: Runner, taken: number, frame: number}} Counting
 */

/** The page's element `id` (the experiment's markup is the page's own). */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** `[[row, col], …]` from a flat `[row, col, row, col, …]`. @param {ArrayLike<number> | undefined} flat */
const pairs = (flat) => (flat ? Array.from({ length: flat.length / 2 }, (_, i) => /** @type {SquarePair} */ ([flat[2 * i], flat[2 * i + 1]])) : undefined);

export class Experiment {
  /**
   * `wasm` the loaded bindings, `query` the address's query string, `n` the first board size, `messages` the
   * reader's catalog (js/i18n/i18n.js).
   * @param {import('../shared/bindings.js').Bindings} wasm @param {string} query @param {number} n
   */
  constructor(wasm, query, n, messages = englishMessages(page)) {
    this.wasm = wasm;
    this.messages = messages;
    const variants = wasm.variants();
    const params = readExperimentParams(query, variants.map((v) => v.name), messages);
    this.problems = params.problems;
    this.variant = params.variant;
    const canvas = /** @type {HTMLCanvasElement} */ ($('board'));
    this.select = new VariantSelect({ el: { select: /** @type {HTMLSelectElement} */ ($('variant')), description: $('variant-description') }, variants, canvas, initial: this.variant, messages });
    this.constrain = new ConstrainMode({
      el: {
        toggle: /** @type {HTMLInputElement} */ ($('constrain')), status: $('constrain-status'), error: $('constrain-error'),
        clear: /** @type {HTMLButtonElement} */ ($('constrain-clear')),
      },
      canvas,
      block: params.block,
      require: params.require,
      messages: this.messages,
    });
    this.resultEl = $('variant-result');
    this.noteEl = $('experiment-note');
    this.countEl = $('constrain-count');
    /** @type {((n: number, options: object) => string | undefined) | undefined} the core's refusal of a search, worded (useSections) */
    this.explain = undefined;
    /** @type {{n: number, options: object} | undefined} the address's search the core refused, to be told why */
    this.refusedAtStart = undefined;
    if (this.refusal(n)) {
      // Told with the core's reason once the sections' module that words it is loaded (useSections).
      this.refusedAtStart = { n, options: this.options() };
      this.constrain.dropAll(undefined);
    }
  }

  /**
   * The sections' module is loaded: `explain(n, options)` says in the reader's words why the core refuses the
   * search of `options` on the n×n board (undefined when it does not), from now on; the address's refused
   * squares are told with that reason. (The words and the module come after the first board: js/page/main.js.)
   * @param {(n: number, options: object) => string | undefined} explain
   */
  useSections(explain) {
    this.explain = explain;
    const refused = this.refusedAtStart;
    this.refusedAtStart = undefined;
    if (refused && this.notice) {
      const problem = this.worded(refused.n, refused.options, undefined);
      this.notice.tell('block', this.messages.t('address-squares-refused', { problem }));
    }
  }

  /**
   * The core's refusal of `options` on the n×n board (`error` what `new Search` threw) in the reader's words:
   * its kind and values from the sections' module, or, before that is loaded, the catalog's general sentence.
   * @param {number} n @param {object} options @param {any} error whatever was thrown
   */
  worded(n, options, error) {
    if (!this.explain) return this.messages.t('refusal-unknown');
    // A refusal the core does not explain (none of its kinds) says its own words.
    return this.explain(n, options) ?? String(error?.message ?? error);
  }

  /**
   * Connects the controls to the page's `app` (its board, size and search) and its address `notice`. The
   * controls and the test hooks reach the experiment's other methods once connected.
   * @param {SearchView} app @param {import('../address/url.js').UrlNotice} notice
   */
  connect(app, notice) {
    this.app = app;
    this.notice = notice;
    this.select.connect((name) => this.chooseVariant(name));
    this.constrain.connect({
      board: app.board,
      size: () => app.n,
      change: () => this.changeSquares(),
      redraw: () => app.draw(performance.now()),
    });
  }

  /** The search options for the settings now. */
  options() {
    return { variant: this.variant, block: this.constrain.block, require: this.constrain.require };
  }

  /**
   * The options of the search to make, `base` being the page's `{firstSolution, mirror}`: those apply to the
   * correct search without squares only, so that a variant's or a constrained board's count is the whole one.
   * @param {{firstSolution?: boolean, mirror?: boolean}} [base]
   */
  searchOptions(base = {}) {
    return this.isPlain() ? { ...base, ...this.options() } : this.options();
  }

  /** What tells one search's settings from another's (the page remembers a run's totals per search). */
  key() {
    return JSON.stringify(this.options());
  }

  /** The core's reason to refuse the settings on the n×n board, in the reader's words, or undefined. @param {number} n */
  refusal(n) {
    const options = this.options();
    try {
      new this.wasm.Search(n, options).free();
      return undefined;
    } catch (err) {
      return this.worded(n, options, err);
    }
  }

  /** True for the correct search without blocked or required squares: the one the reference table describes. */
  isPlain() {
    return this.variant === 'correct' && this.constrain.block.length === 0 && this.constrain.require.length === 0;
  }

  /**
   * The search of the n×n board with the settings; squares the core refuses are dropped with its message.
   * @param {number} n @param {{firstSolution?: boolean, mirror?: boolean}} [base]
   */
  makeSearch(n, base = {}) {
    let search;
    try {
      search = new this.wasm.Search(n, this.searchOptions(base));
    } catch (err) {
      this.constrain.dropAll(this.worded(n, this.searchOptions(base), err));
      search = new this.wasm.Search(n, this.searchOptions(base));
    }
    this.n = n;
    this.lastState = undefined;
    this.correct = this.correctCount(n);
    this.factorial = this.variant === 'brute-force' ? factorial(n) : undefined;
    /** @type {string | undefined} */
    this.shownResult = undefined;
    this.resultEl.hidden = true;
    const m = this.messages;
    const set = [base.firstSolution && m.t('first-solution-field'), base.mirror && m.t('mirror-field')].filter(Boolean);
    this.noteEl.textContent = this.isPlain() || set.length === 0 ? ''
      : m.t('experiment-options-ignored', { options: m.list(set), count: set.length });
    this.noteEl.hidden = this.noteEl.textContent === '';
    return search;
  }

  /**
   * The correct search's count for these settings: the published total without squares; with squares,
   * undefined until the correct search of the constrained board, counted over the next frames, ends within
   * COUNT_STEPS_MAX steps (shown in #constrain-count as it goes).
   * @param {number} n @returns {bigint | number | undefined}
   */
  correctCount(n) {
    this.stopCount();
    const { block, require } = this.constrain;
    if (block.length === 0 && require.length === 0) {
      this.countEl.textContent = '';
      this.countEl.hidden = true;
      return this.wasm.known(n)?.solutions;
    }
    const squares = { blocked: block.length, required: require.length };
    const counting = { n, squares, search: new this.wasm.Search(n, { block, require }), runner: new Runner(), taken: 0, frame: 0 };
    this.counting = counting;
    this.countEl.textContent = this.messages.t('constrain-counting', { ...squares, n });
    this.countEl.hidden = false;
    counting.frame = requestAnimationFrame(() => this.countFrame(counting));
    return undefined;
  }

  /** One frame's share of the count of the constrained board; its result once it ends or reaches the limit. @param {Counting} counting */
  countFrame(counting) {
    if (this.counting !== counting) return;
    const { taken } = counting.runner.advance(counting.search, COUNT_STEPS_MAX - counting.taken, performance.now() + COUNT_BUDGET_MS);
    counting.taken += taken;
    const done = counting.search.isDone();
    if (!done && counting.taken < COUNT_STEPS_MAX) {
      counting.frame = requestAnimationFrame(() => this.countFrame(counting));
      return;
    }
    const count = counting.search.solutions;
    this.stopCount();
    const { n, squares } = counting;
    this.countEl.textContent = done
      ? this.messages.t('constrain-counted', { ...squares, n, count })
      : this.messages.t('constrain-too-long', { ...squares, limit: COUNT_STEPS_MAX });
    if (!done) return;
    this.correct = count;
    // A variant's run may have ended while this count went on: its comparison is written again.
    if (this.lastState) {
      this.shownResult = undefined;
      this.show(this.lastState);
    }
  }

  /** Stops the count of the constrained board under way, if any, and frees its search. */
  stopCount() {
    const counting = this.counting;
    if (!counting) return;
    this.counting = undefined;
    cancelAnimationFrame(counting.frame);
    counting.search.free();
  }

  /** @param {string} name */
  chooseVariant(name) {
    this.notice?.settled('variant');
    this.variant = name;
    this.select.show(name);
    this.restart();
  }

  /** The squares changed (js/experiment/constrain.js): a new search, or the core's message and no change. */
  changeSquares() {
    const problem = this.refusal(/** @type {SearchView} */ (this.app).n);
    if (problem) return problem;
    this.notice?.settled('block');
    this.notice?.settled('require');
    this.restart();
    return undefined;
  }

  restart() {
    // The node totals the page remembers belong to the search that made them.
    /** @type {SearchView} */ (this.app).counted.clear();
    /** @type {SearchView} */ (this.app).setSize(/** @type {SearchView} */ (this.app).n);
  }

  saveUrl() {
    writeExperimentParams(this.options());
  }

  /**
   * The sentence for the state's last event where js/search/narration.js has none fit for this search, or undefined.
   * @param {SearchState} state @param {import('./narration.js').ViewContext} ctx
   */
  describe(state, ctx) {
    if (this.isPlain()) return undefined;
    return describeVariantEvent(state.lastEvent, {
      ...ctx,
      variant: this.variant,
      required: this.constrain.require,
      misjudged: state.misjudged,
      ghosts: pairs(state.ghosts),
      factorial: this.factorial,
      attack: state.falseSolution,
    });
  }

  /** What the board draws under the queens for `state`: the variant's marks and the constrained squares. @param {SearchState} state */
  marks(state) {
    return (/** @type {CanvasRenderingContext2D} */ ctx, /** @type {import('./variant-select.js').MarksGeometry} */ geometry) => {
      this.select.drawMarks(ctx, geometry, state);
      this.constrain.drawMarks(ctx, geometry);
    };
  }

  /** Once a variant's (or a constrained) run has ended, its count beside the correct search's and why. @param {SearchState} state */
  show(state) {
    this.lastState = state;
    const result = state.done && this.variant !== 'correct'
      ? this.messages.sentences(compareCounts({ variant: this.variant, count: state.counters.solutions, correct: this.correct }, this.messages), this.select.description())
      : '';
    if (result === this.shownResult) return;
    this.shownResult = result;
    this.resultEl.textContent = result;
    this.resultEl.hidden = result === '';
  }

  /** The test hooks: the variant, the squares, the messages shown. */
  hooks() {
    return {
      variant: () => /** @type {SearchView} */ (this.app).search.variant,
      setVariant: (/** @type {string} */ name) => {
        if (!this.select.variants.some((v) => v.name === name)) throw new Error(`setVariant(): there is no variant ${JSON.stringify(name)}.`);
        this.chooseVariant(name);
      },
      constraints: () => ({ block: this.constrain.block.map((s) => [...s]), require: this.constrain.require.map((s) => [...s]) }),
      cycleSquare: (/** @type {number} */ row, /** @type {number} */ col) => this.constrain.cycle(row, col),
      searchState: () => /** @type {SearchView} */ (this.app).search.state(),
    };
  }
}
