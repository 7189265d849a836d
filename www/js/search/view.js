// One search on view: connects the controls, the board, the counters, the narration, the progress row, the
// scrub bar, the teaching panels and the solution list found inside `root` (the Document for the main page,
// a ShadowRoot for the <n-queens> element, js/element/element.js) to one wasm `Search`, and runs its
// animation loop. Parts are found by id inside `root`; the optional ones (scrub bar, teaching panels,
// solution list, the counters beyond the live ones) are simply left out when `root` lacks them.
// What happens around it (the address, the test hook, the element's events) comes in through `hooks`; the
// main page's variant and constrained squares (js/experiment/experiment.js) through `experiment`. `destroy()` lets an
// element's view go (its listeners, observers, frames and wasm objects); the main page's view lives on.

import { Board } from '../board/board.js';
import { CounterPanel } from './counters.js';
import { describeEvent, describeBoard } from './narration.js';
import { englishMessages } from '../i18n/i18n.js';
import { wordedParser } from '../i18n/size.js';
import { SolutionList, LIMIT } from './solutions.js';
import { Controls } from './controls.js';
import { FrameLoop, Runner } from './player.js';
import { Pacer } from './pacing.js';
import { ProgressRow, expectedNodes } from './progress.js';
import { speedText } from './speed.js';
import { onColorSchemeChange } from '../shared/theme.js';
import { ScrubBar, Seeker } from './scrub.js';
import { Landmarks } from './landmarks.js';
import { TeachingPanels } from '../teaching/panels.js';
import { layoutTabs } from './layout.js';

/** However costly the teaching panels, a fast run's frame keeps this much time for the search. */
const MIN_SEARCH_MS = 1;
/** Up to this speed the live region announces every step; above, only when the search stops. */
const SPEAK_LIMIT = 2;

const seconds = () => performance.now() / 1000;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** @typedef {import('../../nqueens.js').Search} Search */
/** @typedef {import('../../nqueens.js').SearchState} SearchState */
/** @typedef {import('../../nqueens.js').SearchOptions} SearchOptions */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {{firstSolution: boolean, mirror: boolean}} Options the options the view itself offers */
/** @typedef {Omit<import('../address/url.js').Settings, 'step'>} ViewParams the settings a view starts from (its step is the host's to seek) */
/**
 * What the view tells its host: a setting the person set, the settings changed, an event ('step', 'solution', 'done', 'seek').
 * @typedef {{settled: (name: string) => void, saveSettings: (settings: import('../address/url.js').Settings) => void,
 *   emit: (type: string, detail?: object) => void}} Hooks
 */
/**
 * What the main page's experiment (js/experiment/experiment.js) makes and adds: the searches, their options
 * and key, its notes, its sentences where the narration has none fit, the square the board marks while
 * squares are constrained (the element's variant has none).
 * @typedef {{makeSearch: (n: number, options: SearchOptions) => Search, searchOptions: (options: SearchOptions) => SearchOptions,
 *   isPlain: () => boolean, key: () => string, show: (state: SearchState) => void,
 *   describe: (state: SearchState, ctx: import('./narration.js').NarrationContext) => string | undefined,
 *   focus?: () => {row: number, col: number} | undefined}} Experiment
 */
/** @typedef {typeof import('../teaching/parts.js').teachingParts} TeachingPartsMaker */
/** @typedef {{narrate?: boolean, back?: boolean, draw?: boolean, now?: number}} ShowHow what show() does besides showing */
/** @typedef {(m: number) => import('../../nqueens.js').KnownRow | null | undefined} KnownOf the reference row of size m, where it describes this search */
/** @typedef {import('../teaching/panels.js').TeachingPanels} Panels */
/** @typedef {import('./solutions.js').Solution} Solution */

/**
 * A root without teaching panels: none to show, the code's names in Python (the narration's).
 * @type {TeachingPartsMaker}
 */
const noTeachingParts = () => ({ panels: [], tree: undefined, growth: undefined, language: 'python' });

/** @type {Hooks} What the hooks default to: nothing is told, nothing is saved. */
const NO_HOOKS = { settled() {}, saveSettings() {}, emit() {} };

export class SearchView {
  /**
   * `root` holds the parts (by id); `params` the settings to start from: `{n, speed, labels, autoplay,
   * firstSolution, mirror}`; `hooks`: `settled(name)` (the person set that setting), `saveSettings(settings)`
   * (they changed), `emit(type, detail)` ('step', 'solution', 'done'); `keys` the element whose key presses
   * are shortcuts; `experiment` (optional) makes the searches and adds to what is shown (js/experiment/experiment.js);
   * `watch` (optional, the <n-queens> element) holds Play while that element is out of view; `teachingParts`
   * makes the teaching panels the root holds (js/teaching/parts.js; an element without panels passes none,
   * and never loads their code); `messages` the reader's catalog (js/i18n/i18n.js), English when absent;
   * `gallery` and `counterPanel` (the main page) make its solutions' list and its Numbers tab (js/page/gallery.js,
   * counters.js).
   * @param {{wasm: import('../shared/bindings.js').Bindings, limits: import('../../nqueens.js').Limits, root: Document | ShadowRoot,
   *   params: ViewParams, hooks?: Partial<Hooks>, keys?: EventTarget, experiment?: Experiment, watch?: Element,
   *   teachingParts?: TeachingPartsMaker, messages?: Translator,
   *   gallery?: (parts: {list: HTMLElement, count: HTMLElement, more: HTMLElement, onChoose: (entry: import('./solutions.js').Solution | undefined) => void, messages: Translator}) => SolutionList,
   *   counterPanel?: (root: Document | ShadowRoot) => CounterPanel}} parts
   *
   * The constructor's makeTeaching() makes the teaching panels (which the methods read as made, `Panels`) and its
   * setSize() the search; destroy() drops the search for good.
   */
  constructor({ wasm, limits, root, params, hooks = {}, keys = root, experiment, watch, teachingParts = noTeachingParts, messages = englishMessages(), gallery = undefined, counterPanel = undefined }) {
    // The studio's parts, by the ids its markup gives them (js/search/markup.js).
    const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (root.getElementById(id));
    this.wasm = wasm;
    this.limits = limits;
    this.messages = messages;
    this.root = root;
    this.hooks = { ...NO_HOOKS, ...hooks };
    // The search on view and its size, made by setSize() at the end of the constructor.
    /** @type {Search} */
    this.search;
    /** @type {number} */
    this.n;
    this.experiment = experiment;
    // 'idle', 'play' (paced), 'end' or 'solution' (a fast run), 'seek' (going to a step over several frames).
    this.mode = 'idle';
    this.speed = params.speed;
    this.labels = params.labels;
    this.autoplay = params.autoplay; // kept in the address until the person pauses
    this.options = { firstSolution: Boolean(params.firstSolution), mirror: Boolean(params.mirror) };
    /** @type {Map<string, number>} "n options" -> nodes of a search run to the end here */
    this.counted = new Map();
    /** @type {number | undefined} when the lifted queen's animation started */
    this.ghostAt = undefined;
    /** @type {number | undefined} when the solution's flash started */
    this.flashAt = undefined;
    /** @type {((steps: number) => void)[]} */
    this.seekWaiters = [];
    /** @type {import('../pictures/loop.js').StepLoop | undefined} The range of steps Play loops over, or undefined. */
    this.stepLoop = undefined;
    // Aborted by destroy(): the parts' window listeners and observers go with it.
    this.lifetime = new AbortController();
    const { signal } = this.lifetime;
    this.pacer = new Pacer();
    this.runner = new Runner();
    this.loop = new FrameLoop((now, searchMs) => this.frame(now, searchMs));
    // Nobody watches a board scrolled away: its Play holds (the mode stays 'play') until it is seen again.
    this.onScreen = true;
    if (watch && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => this.seen(/** @type {IntersectionObserverEntry} */ (entries.at(-1)).isIntersecting));
      observer.observe(watch);
      signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    }
    this.narrationEl = $('narration');
    this.progress = new ProgressRow({ row: $('progress-row'), bar: /** @type {HTMLProgressElement} */ ($('progress')), label: $('progress-label'), text: $('progress-text'), messages });
    this.canvas = /** @type {HTMLCanvasElement} */ ($('board'));
    this.board = new Board(this.canvas, $('board-wrap'), signal);
    this.counters = counterPanel ? counterPanel(root) : new CounterPanel(root, messages.lang);
    this.seeker = new Seeker();
    this.scrub = new ScrubBar({ input: /** @type {HTMLInputElement} */ ($('scrub')), text: $('scrub-text'), marks: /** @type {HTMLCanvasElement | null} */ ($('scrub-marks')), onSeek: (step) => this.seekTo(step), signal, messages });
    this.landmarks = new Landmarks(this.scrub);
    this.isNarrow = layoutTabs(root, signal);
    this.makeTeaching(teachingParts);
    // The page shows the solutions as boards (its `gallery`, js/page/gallery.js); an element records them.
    this.solutions = gallery ? gallery({
      list: $('solution-list'),
      count: $('solutions-count'),
      more: $('solutions-more'),
      onChoose: (entry) => this.chooseSolution(entry),
      messages,
    }) : new SolutionList();
    onColorSchemeChange(() => this.solutions.repaint(), signal);
    this.controls = new Controls({
      play: () => this.togglePlay(),
      step: () => this.step(),
      stepBack: () => this.stepBack(),
      reset: () => this.reset(),
      nextSolution: () => this.toggleRun('solution'),
      runToEnd: () => this.toggleRun('end'),
      setSpeed: (v) => this.setSpeed(v),
      setLabels: (on) => this.setLabels(on),
      setSize: (n) => this.chooseSize(n),
      parseSize: (text) => wordedParser(wasm.parseSize, messages)(text, limits.watchMin, limits.watchMax),
    }, limits, { root, keys, signal, messages });
    this.controls.setLabels(this.labels);
    this.controls.showSpeed(this.speed);
    this.setSize(params.n, { keepUrl: true });
  }

  /**
   * Makes the teaching panels the root holds with `teachingParts` (js/teaching/parts.js, or none).
   * @param {TeachingPartsMaker} teachingParts
   */
  makeTeaching(teachingParts) {
    const $ = (/** @type {string} */ id) => this.root.getElementById(id);
    const parts = teachingParts($, {
      wasm: this.wasm, signal: this.lifetime.signal, seek: (step) => this.seekNow(step), plain: () => /** @type {boolean} */ (this.plain),
      language: (name) => this.setLanguage(name), messages: this.messages,
    });
    this.tree = parts.tree;
    this.growth = parts.growth;
    this.teaching = new TeachingPanels(parts.panels);
    // The code's language: the narration and the sets use its names.
    this.language = parts.language;
    this.teaching.setLanguage(this.language);
  }

  /**
   * The teaching panels' code, loaded after the first board (the main page): their parts are made now, on the
   * search as it stands.
   * @param {TeachingPartsMaker} teachingParts
   */
  attachTeaching(teachingParts) {
    this.makeTeaching(teachingParts);
    this.tree?.setSearch(this.search, this.n, this.experiment ? this.experiment.searchOptions(this.options) : { ...this.options });
    this.refresh({ narrate: false });
  }

  /** The view is done with: no more frames, listeners or observers; its wasm search (and tree) freed. */
  destroy() {
    this.stop({ narrate: false });
    this.loop.cancel();
    this.lifetime.abort();
    this.tree?.free();
    this.search.free();
    // A destroyed view holds no search.
    /** @type {{search?: Search}} */ (this).search = undefined;
  }

  // ---- actions ----

  /** A size the person typed (read by the core): a new search unless it is the current size. @param {number} n */
  chooseSize(n) {
    this.hooks.settled('n');
    if (n !== this.n) this.setSize(n);
  }

  /** The test hook's setSize: checked by the core as the field is; a bad size throws and the board stays. @param {unknown} size */
  requestSize(size) {
    const { value, problem } = this.wasm.checkSize(size, this.limits.watchMin, this.limits.watchMax);
    if (problem) throw new Error(`setSize(): ${problem} The ${this.n}×${this.n} board stays.`);
    this.hooks.settled('n');
    this.setSize(/** @type {number} */ (value));
  }

  /**
   * A new search of the n×n board (`n` already checked by the core), with the options chosen.
   * @param {number} n @param {{keepUrl?: boolean}} [how]
   */
  setSize(n, { keepUrl = false } = {}) {
    this.stop({ narrate: false });
    this.search?.free();
    this.search = this.experiment ? this.experiment.makeSearch(n, this.options) : new this.wasm.Search(n, this.options);
    this.tree?.setSearch(this.search, n, this.experiment ? this.experiment.searchOptions(this.options) : { ...this.options });
    this.n = n;
    this.controls.currentSize = n;
    this.controls.showSize(n);
    // The table's nodes and steps are those of the plain search; an option changes both (not the solutions).
    const plain = !this.options.firstSolution && !this.options.mirror && (this.experiment?.isPlain() ?? true);
    this.plain = plain;
    /** @type {Panels} */ (this.teaching).forget();
    // The search's own row: its nodes and steps only where they are this search's (Search.known()).
    const known = this.search.known();
    this.knownOf = plain ? (/** @type {number} */ m) => this.wasm.known(m) : () => undefined;
    const counted = this.counted.get(this.runKey());
    this.counters.setSize(n, known);
    if (counted !== undefined) this.counters.showTotals({ nodes: counted });
    this.scrub.reset(known?.steps === undefined ? undefined : Number(known.steps));
    const options = this.experiment ? this.experiment.searchOptions(this.options) : this.options;
    this.landmarks.start(() => new this.wasm.Search(n, options), known);
    this.treeSize = expectedNodes(n, this.knownOf, counted);
    this.solutions.clear(n);
    this.ghostAt = this.flashAt = undefined;
    this.state = undefined;
    this.progress.hide();
    this.refresh({ narrate: true });
    if (!keepUrl) this.saveUrl();
  }

  /** Which search runs: the size and the options (a run to the end is remembered per search). */
  runKey() {
    return `${this.n} ${this.options.firstSolution} ${this.options.mirror} ${this.experiment?.key() ?? ''}`;
  }

  /** New options `{firstSolution, mirror}` (either may be left out): a new search of the same size. @param {Partial<Options>} options */
  setOptions(options) {
    const next = { ...this.options, ...options };
    if (next.firstSolution === this.options.firstSolution && next.mirror === this.options.mirror) return;
    this.options = { firstSolution: Boolean(next.firstSolution), mirror: Boolean(next.mirror) };
    this.setSize(this.n);
  }

  /** @param {number} v */
  setSpeed(v) {
    this.speed = v;
    this.controls.showSpeed(v);
    this.hooks.settled('speed');
    if (this.mode === 'play') this.narrationEl.setAttribute('aria-live', v > SPEAK_LIMIT ? 'off' : 'polite');
    this.saveUrl();
  }

  /** The code is shown in `language` ("python" or "javascript"): the narration and the panels say its names. @param {string} language */
  setLanguage(language) {
    this.language = language;
    /** @type {Panels} */ (this.teaching).setLanguage(language);
    /** @type {Panels} */ (this.teaching).show(this.search.state(), this.n);
    this.refresh({ narrate: true, draw: false });
  }

  /** @param {boolean} on */
  setLabels(on) {
    this.labels = on;
    this.hooks.settled('labels');
    this.saveUrl();
    this.draw(performance.now());
  }

  /**
   * The settings, for the address and the links to this step.
   * @returns {import('../address/url.js').Settings}
   */
  settings() {
    return { n: this.n, speed: this.speed, labels: this.labels, autoplay: this.autoplay, ...this.options, step: this.search.steps };
  }

  saveUrl() {
    this.hooks.saveSettings(this.settings());
  }

  /**
   * Every move the person (or a script) makes, as opposed to the search running on: whatever ran stops, a
   * run's progress row goes, `move()` moves the search (returning false when it could not), and the board,
   * panels and narration show where it now stands. `back` says so in the narration; `flash` shows a
   * solution's flash; `animate` keeps the marks `move` set itself (a single step's lift or flash); `emit`
   * tells the hooks where the search stands (a single step told its event already).
   * @param {() => unknown} move @param {{back?: boolean, flash?: boolean, animate?: boolean, emit?: boolean}} [how]
   */
  jump(move, { back = false, flash = false, animate = false, emit = true } = {}) {
    this.stop({ narrate: false });
    this.progress.hide();
    if (move() === false) return;
    if (!animate) {
      this.ghostAt = undefined;
      this.flashAt = flash && !reducedMotion() ? performance.now() : undefined;
    }
    this.refresh({ narrate: true, back });
    if (emit) this.emitMoved();
    if (flash) this.loop.request();
  }

  step() {
    this.jump(() => !this.search.isDone() && this.takeStep(performance.now()) !== undefined, { animate: true, emit: false });
  }

  stepBack() {
    this.jump(() => this.search.stepBack() !== undefined, { back: true });
  }

  reset() {
    this.jump(() => {
      this.search.reset();
      this.solutions.clear(this.n);
    });
  }

  togglePlay() {
    if (this.mode !== 'idle') this.stop();
    else this.begin('play');
  }

  /** @param {'end' | 'solution'} mode */
  toggleRun(mode) {
    if (this.mode === mode) this.stop();
    else this.begin(mode);
  }

  /**
   * Plays to step `target` at `speed` steps a second, whatever the slider says (the lesson's reveal of an
   * answer); resolves to the step reached once there, or once another action stopped it.
   * @param {number} target @param {number} speed
   * @returns {Promise<number>}
   */
  playTo(target, speed) {
    this.stop({ narrate: false });
    return new Promise((resolve) => {
      /** @type {{target: number, speed: number, resolve: (steps: number) => void} | undefined} a step Play goes to at its own speed */
      this.goal = { target, speed, resolve };
      if (this.search.steps < target) this.begin('play');
      if (this.mode !== 'play') this.endGoal();
    });
  }

  /** The speed Play goes at: the slider's, or a played goal's. */
  get playSpeed() {
    return this.goal?.speed ?? this.speed;
  }

  /** The played goal, if any, is over: told where the search stands. */
  endGoal() {
    const goal = this.goal;
    this.goal = undefined;
    goal?.resolve(this.search.steps);
  }

  /** @param {'play' | 'end' | 'solution'} mode */
  begin(mode) {
    if (this.search.isDone()) return;
    this.endSeek();
    this.hooks.settled('autoplay');
    this.mode = mode;
    const now = performance.now();
    const speed = this.playSpeed;
    this.pacer.start(now, { stepAtOnce: mode === 'play' });
    if (mode !== 'play' || speed > SPEAK_LIMIT) this.narrationEl.setAttribute('aria-live', 'off');
    if (mode === 'play' && !Pacer.isSlow(speed)) this.narrationEl.textContent = this.messages.t('narration-playing', { speed: speedText(speed, this.messages) });
    if (mode === 'end') this.narrationEl.textContent = this.messages.t('narration-running');
    if (mode === 'solution') this.narrationEl.textContent = this.messages.t('narration-seeking-solution');
    if (mode === 'play') this.progress.hide();
    else {
      const total = expectedNodes(this.n, /** @type {KnownOf} */ (this.knownOf), this.counted.get(this.runKey()));
      this.progress.start(mode, this.search.counters(), total, now / 1000);
    }
    this.refresh({ narrate: false });
    this.loop.request();
  }

  /**
   * Back to idle (the person paused, or took another action); the narration then tells where the search
   * stopped, and a run's progress row says it is paused. Pausing Play drops autoplay from the address.
   * @param {{narrate?: boolean}} [how]
   */
  stop({ narrate = true } = {}) {
    this.endSeek();
    if (this.mode === 'idle') {
      this.endGoal();
      return;
    }
    const was = this.mode;
    this.mode = 'idle';
    this.narrationEl.setAttribute('aria-live', 'polite');
    if (was === 'play' && this.autoplay) {
      this.autoplay = false;
      this.saveUrl();
    }
    const state = this.refresh({ narrate, draw: narrate });
    if (was === 'end' || was === 'solution') this.progress.show('paused', state.counters, seconds());
    this.endGoal();
  }

  /** @param {import('./solutions.js').Solution | undefined} entry */
  chooseSolution(entry) {
    if (!entry) return;
    this.jump(() => this.search.seek(entry.step), { flash: true });
  }

  /** A board of the search tree was chosen: the search goes to the step that placed it, at once. @param {number} step */
  seekNow(step) {
    const from = this.seekStart();
    this.jump(() => this.search.seek(step));
    this.emitSeek(from);
  }

  /**
   * Step `step` was asked for (the scrub bar, a link's `step=`, the element's `seek`): playback stops and the
   * search moves there over the next frames. Resolves to the step reached once there (the last step when
   * the search is shorter, which the narration then says) or once another action cut the seek short.
   * @param {number} step
   * @returns {Promise<number>}
   */
  seekTo(step) {
    this.stop({ narrate: false });
    this.progress.hide();
    /** @type {number} the step the seek goes to */
    this.seekGoal = step;
    /** @type {{steps: number, solutions: number}} where the seek started */
    this.seekFrom = this.seekStart();
    this.seeker.start(this.search, step);
    this.mode = 'seek';
    this.ghostAt = this.flashAt = undefined;
    this.loop.request();
    return new Promise((resolve) => this.seekWaiters.push(resolve));
  }

  /** A seek cut short by another action: the search stays where the seek got to. */
  endSeek() {
    if (this.mode !== 'seek') return;
    this.seeker.cancel();
    this.mode = 'idle';
    this.scrub.settled();
    this.seekSettled();
  }

  /** The seek is over (there, at the end, or cut short): says so when the search ended first. */
  seekSettled() {
    const steps = this.search.steps;
    // Only a seek settles: seekTo() set its goal and start.
    if (steps < /** @type {number} */ (this.seekGoal) && this.search.isDone()) {
      /** @type {string | undefined} said before the next sentence of the narration */
      this.note = this.messages.t('narration-past-end', { goal: /** @type {number} */ (this.seekGoal), steps });
    }
    this.emitMoved();
    this.emitSeek(/** @type {{steps: number, solutions: number}} */ (this.seekFrom));
    for (const resolve of this.seekWaiters.splice(0)) resolve(steps);
  }

  /** Where a seek starts from: its step and the solutions found by then. */
  seekStart() {
    return { steps: this.search.steps, solutions: this.search.solutions };
  }

  /**
   * Tells the hooks that a seek from `from` is over: where it got to and how many solutions it passed going forward.
   * @param {{steps: number, solutions: number}} from
   */
  emitSeek(from) {
    const passed = this.search.steps > from.steps ? Math.max(0, this.search.solutions - from.solutions) : 0;
    this.hooks.emit('seek', { from: from.steps, to: this.search.steps, solutionsPassed: passed, counters: this.search.counters() });
  }

  /** Tells the hooks where the search now stands (after anything but a single step forward). */
  emitMoved() {
    this.hooks.emit('step', { event: this.search.lastEvent(), counters: this.search.counters() });
  }

  // ---- the search moving ----

  /** One step with its event: records a solution, starts the lift or flash animation. @param {number} now */
  takeStep(now) {
    const event = this.search.step();
    const motion = !reducedMotion();
    this.ghostAt = event.event === 'remove' && motion ? now : undefined;
    this.hooks.emit('step', { event, counters: this.search.counters() });
    if (event.event === 'remove' && this.search.counters().backtracks === 1) this.landmarks.reached('backtrack', this.search.steps);
    if (event.event === 'solution') {
      this.landmarks.reached('solution', this.search.steps);
      this.solutions.record(event.number, this.search.steps, event.columns);
      this.flashAt = motion ? now : undefined;
      this.hooks.emit('solution', { number: event.number, columns: Array.from(event.columns) });
    }
    return event;
  }

  /** The fast path stopped on a solution: record it (the list keeps only the first few hundred). */
  recordSolution() {
    const columns = this.search.queens();
    this.landmarks.reached('solution', this.search.steps);
    this.hooks.emit('solution', { number: this.search.solutions, columns: Array.from(columns) });
    if (/** @type {Solution[]} */ (this.solutions.recorded).length >= LIMIT) return;
    this.solutions.record(this.search.solutions, this.search.steps, columns);
  }

  /** The watched element came into view (`visible`) or left it: a held Play goes on where it was. @param {boolean} visible */
  seen(visible) {
    if (visible === this.onScreen) return;
    this.onScreen = visible;
    if (visible && this.mode === 'play') {
      this.pacer.start(performance.now());
      this.loop.request();
    }
  }

  /**
   * Advances the search by what the mode and the pacing allow within `searchMs` (the page's frame
   * scheduler's share for this board); returns what the frame needs to know.
   * @param {number} now @param {number} searchMs
   */
  advance(now, searchMs) {
    // The teaching panels' redraw, when due in this frame, comes out of the this.search's share.
    const reserve = Math.max(0, Math.min(searchMs - MIN_SEARCH_MS, /** @type {Panels} */ (this.teaching).reserveMs(now)));
    const deadline = performance.now() + searchMs - reserve;
    const onSolution = () => this.recordSolution();
    if (this.mode !== 'play') {
      const { reason } = this.runner.advance(this.search, Infinity, deadline, { onSolution, stopAtSolution: this.mode === 'solution' });
      this.ghostAt = undefined;
      return { slow: false, stepped: false, foundOne: reason === 'solution' };
    }
    // A range of steps played in a loop (the element's from and to) caps the steps and jumps back.
    const speed = this.playSpeed;
    const asked = this.pacer.due(now, speed);
    let due = this.stepLoop ? this.stepLoop.cap(this.search, asked) : asked;
    if (this.goal) due = Math.min(due, Math.max(0, this.goal.target - this.search.steps));
    if (!Pacer.isSlow(speed)) {
      const { taken } = this.runner.advance(this.search, due, deadline, { onSolution });
      this.pacer.paid(taken, due);
      this.ghostAt = undefined;
      return { slow: false, stepped: false, foundOne: false };
    }
    let taken = 0;
    while (taken < due) {
      taken += 1;
      if (this.takeStep(now).event === 'done') break;
    }
    this.pacer.paid(taken, due);
    return { slow: true, stepped: taken > 0, foundOne: false };
  }

  /** @param {number} now @param {number} searchMs */
  frame(now, searchMs) {
    // Held out of view: no step, no drawing, no frame asked for until seen() asks again.
    if (this.mode === 'play' && !this.onScreen) return false;
    let narrate = false;
    let state;
    if (this.mode === 'seek') {
      const reached = this.seeker.advance(this.search, performance.now() + searchMs);
      if (reached) {
        this.mode = 'idle';
        this.scrub.settled();
        this.seekSettled();
      }
      narrate = reached;
      state = this.search.state();
    } else if (this.mode === 'idle') {
      state = this.search.state();
    } else {
      const solutionsBefore = this.state?.counters.solutions ?? 0;
      const stepsBefore = this.search.steps;
      const { slow, stepped, foundOne } = this.advance(now, searchMs);
      narrate = stepped;
      state = this.search.state();
      // A fast run tells where it is once a frame (a slow one told each step as it was taken).
      if (!slow && state.counters.steps !== stepsBefore) this.hooks.emit('step', { event: state.lastEvent, counters: state.counters });
      if (state.done || foundOne || (this.goal && state.counters.steps >= this.goal.target)) {
        this.finish(state);
        narrate = true;
      }
      // In the fast modes, a flash for the solutions passed (at most a few a second).
      if (!slow && !reducedMotion() && state.counters.solutions > solutionsBefore &&
        (this.flashAt === undefined || now - this.flashAt > 300)) {
        this.flashAt = now;
      }
    }
    const speak = this.mode === 'idle' || (this.mode === 'play' && Pacer.isSlow(this.playSpeed));
    this.show(state, { narrate: narrate && speak, draw: false, now });
    const animating = this.draw(now);
    return this.mode !== 'idle' || animating;
  }

  /** The run (or Next solution) reached its goal: back to idle, the progress row saying so. @param {SearchState} state */
  finish(state) {
    const was = this.mode;
    this.mode = 'idle';
    this.narrationEl.setAttribute('aria-live', 'polite');
    if (was === 'end' || was === 'solution') this.progress.show(state.done ? 'finished' : 'found', state.counters, seconds());
    this.endGoal();
  }

  // ---- showing the state ----

  /** Reads the search's state (one call) and shows it; returns the state. @param {ShowHow} [options] */
  refresh(options) {
    const state = this.search.state();
    this.show(state, options);
    return state;
  }

  /**
   * Updates everything from `state` (the search's `state()`); draws unless told not to.
   * @param {SearchState} state @param {ShowHow} [how]
   */
  show(state, { narrate = false, back = false, draw = true, now = performance.now() } = {}) {
    const c = state.counters;
    const wasDone = this.state?.done ?? false;
    /** @type {SearchState | undefined} the state on view */
    this.state = state;
    if (state.done && !wasDone) this.hooks.emit('done', { counters: c });
    this.counters.update(c);
    if (state.done && c.nodes !== undefined && !this.counted.has(this.runKey())) {
      this.counted.set(this.runKey(), c.nodes);
      this.counters.showTotals(c);
      this.treeSize = { nodes: c.nodes, exact: true };
    }
    const tree = this.treeSize;
    // Only a search that keeps its nodes has a tree's size (brute force has none).
    const share = tree ? Math.min(tree.exact ? 1 : 0.999, /** @type {number} */ (c.nodes) / tree.nodes) : undefined;
    this.scrub.show(c.steps, { share, exact: tree?.exact });
    // The experiment's notes first: they share the side with the code, which then keeps its line in sight.
    this.experiment?.show(state);
    const fast = this.mode === 'seek' || this.mode === 'end' || this.mode === 'solution' || (this.mode === 'play' && !Pacer.isSlow(this.playSpeed));
    /** @type {Panels} */ (this.teaching).show(state, this.n, { fast, now });
    this.solutions.render(c.solutions, state.atSolution ? c.solutions : 0);
    this.controls.update({ mode: this.mode, steps: c.steps, done: state.done });
    if (this.mode === 'end' || this.mode === 'solution') this.progress.show('running', c, seconds());
    if (narrate) {
      const lastSolution = /** @type {Solution[]} */ (this.solutions.recorded).find((s) => s.number === c.solutions)?.columns;
      const totalNodes = this.treeSize?.exact ? this.treeSize.nodes : undefined;
      const context = { n: this.n, queens: state.queens, counters: c, totalNodes, lastSolution, language: this.language, messages: this.messages };
      const sentence = this.experiment?.describe(state, context) ?? describeEvent(state.lastEvent, context);
      const m = this.messages;
      const text = m.sentences(this.note, back && c.steps > 0 && m.t('narration-back', { step: c.steps }), sentence);
      this.note = undefined;
      if (this.narrationEl.textContent !== text) this.narrationEl.textContent = text;
      this.canvas.setAttribute('aria-label', describeBoard(this.n, state.queens, this.messages));
    }
    if (draw) {
      this.draw(performance.now());
      this.loop.request();
    }
  }

  /** @param {number} now */
  draw(now) {
    const state = this.state;
    if (!state) return false;
    return this.board.render({
      search: this.search,
      queens: state.queens,
      event: state.lastEvent,
      atSolution: state.atSolution,
      falseSolution: state.falseSolution,
      labels: this.labels,
      ghostAt: this.ghostAt,
      flashAt: this.flashAt,
      focus: this.experiment?.focus?.(),
    }, now);
  }
}

