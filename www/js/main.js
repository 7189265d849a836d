// Wiring: loads the WebAssembly module (nqueens.js, the wasm-bindgen glue, and nqueens_bg.wasm), then connects
// the controls, the board, the counters, the narration, the progress row, the scrub bar, the teaching panels
// (the growth chart among them) and the solution list to one `Search`, and runs the animation loop (its pacing
// in js/pacing.js, its progress row in js/progress.js, the scrub bar in js/scrub.js, the panels in js/teach.js,
// the growth chart in js/growth-chart.js).
// Every size limit comes from the core (`limits()`), every size typed is read by the core (`parseSize`).
//
// Test hook, once loaded: window.nqueensPage = { ready: true, size(), queens(), counters(), lastEvent(),
// mode(), solutions(), setSize(n), step(), stepBack(), reset(), runToEnd(), nextSolution(), play(), pause(),
// tree() ({nodes, pruned, solutions} of the search tree drawn), treeBoard(i) ({x, y, step} of its i-th board, CSS px),
// flashTimes() (start times of the solution flashes drawn), boardGeometry() (device px: W, s, B, x0, y0, gutter),
// count(n, {workers}), cancelCount(), countProgressEvents(), countState(), countWorkers(), resumeCount(),
// discardCount(), countResumeOffer(), countStore(), countStored() (js/count.js), construct(n) }
// and document.body.dataset.ready === "true" (an "nqueens-ready" event is dispatched on window too).

import { readParams, writeParams, UrlNotice } from './url.js';
import { Board } from './board.js';
import { fitBoardToWindow } from './board-fit.js';
import { CounterPanel } from './counters.js';
import { describeEvent, describeBoard } from './narration.js';
import { SolutionList, LIMIT } from './solutions.js';
import { Controls } from './controls.js';
import { FrameLoop, Runner, FRAME_BUDGET_MS } from './player.js';
import { Pacer } from './pacing.js';
import { ProgressRow, expectedNodes } from './progress.js';
import { CountSection } from './count.js';
import { ConstructSection } from './construct.js';
import { RepairSection } from './repair.js';
import { PracticeSection } from './practice.js';
import { speedText } from './speed.js';
import { group } from './format.js';
import { onColorSchemeChange } from './theme.js';
import { ScrubBar, Seeker } from './scrub.js';
import { TeachingPanels } from './teach.js';
import { SetsPanel } from './sets-panel.js';
import { CodePanel } from './code-panel.js';
import { GrowthChart } from './growth-chart.js';
import { TreeView } from './tree-view.js';
import { Experiment } from './experiment.js';

/** However costly the teaching panels, a fast run's frame keeps this much time for the search. */
const MIN_SEARCH_MS = 1;
/** Up to this speed the live region announces every step; above, only when the search stops. */
const SPEAK_LIMIT = 2;

const $ = (id) => document.getElementById(id);
const seconds = () => performance.now() / 1000;

/** Loads and initialises the WebAssembly module (the wasm-bindgen glue sits next to index.html). */
async function loadBindings() {
  const glue = await import('../nqueens.js');
  await glue.default(); // fetches nqueens_bg.wasm from beside the glue
  return glue;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

class App {
  constructor(wasm, limits, params, notice, experiment) {
    this.wasm = wasm;
    this.experiment = experiment; // the variant and the constrained squares (js/experiment.js)
    this.limits = limits;
    this.notice = notice;
    this.mode = 'idle'; // 'idle' | 'play' | 'end' | 'solution'
    this.speed = params.speed;
    this.labels = params.labels;
    this.autoplay = params.autoplay; // kept in the address until the person pauses
    this.counted = new Map(); // n -> nodes of a search run to the end on this page
    this.ghostAt = undefined;
    this.flashAt = undefined;
    this.pacer = new Pacer();
    this.runner = new Runner();
    this.loop = new FrameLoop((now) => this.frame(now));
    this.narrationEl = $('narration');
    this.progress = new ProgressRow({ row: $('progress-row'), bar: $('progress'), label: $('progress-label'), text: $('progress-text') });
    this.canvas = $('board');
    fitBoardToWindow($('board-wrap'), $('search-buttons'), [document.querySelector('.page-header')]);
    this.board = new Board(this.canvas, $('board-wrap'));
    this.counters = new CounterPanel();
    this.seeker = new Seeker();
    this.scrub = new ScrubBar({ input: $('scrub'), text: $('scrub-text'), onSeek: (step) => this.seekTo(step) });
    const sets = new SetsPanel($('sets'));
    const code = new CodePanel({ lines: $('code-lines'), stack: $('call-stack'), choice: $('code-language') });
    this.tree = new TreeView({ wasm, canvas: $('tree'), caption: $('tree-caption'), onSeek: (step) => this.seekNow(step) });
    this.growth = new GrowthChart({ box: $('growth'), readout: $('growth-readout'), live: $('growth-live-text') }, wasm.known);
    this.teaching = new TeachingPanels([
      { details: $('sets-details'), show: (state) => sets.show(state.queens, state.lastEvent, state.ghosts) },
      { details: $('code-details'), show: (state, n) => code.show(state.queens, state.lastEvent, n) },
      { details: $('tree-details'), show: () => this.tree.show() },
      { details: $('growth-details'), show: (state, n) => this.growth.show(n, state.counters.nodes) },
    ]);
    this.solutions = new SolutionList({
      list: $('solution-list'),
      count: $('solutions-count'),
      more: $('solutions-more'),
      onChoose: (entry) => this.chooseSolution(entry),
    });
    onColorSchemeChange(() => this.solutions.repaint());
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
      parseSize: (text) => wasm.parseSize(text, limits.watchMin, limits.watchMax),
    }, limits);
    this.controls.setLabels(this.labels);
    this.controls.showSpeed(this.speed);
    this.setSize(params.n, { keepUrl: true });
  }

  // ---- actions ----

  /** A size the person typed (read by the core): a new search unless it is the current size. */
  chooseSize(n) {
    this.notice.settled('n');
    if (n !== this.n) this.setSize(n);
  }

  /** The test hook's setSize: checked by the core as the field is; a bad size throws and the board stays. */
  requestSize(size) {
    const { value, problem } = this.wasm.checkSize(size, this.limits.watchMin, this.limits.watchMax);
    if (problem) throw new Error(`setSize(): ${problem} The ${this.n}×${this.n} board stays.`);
    this.notice.settled('n');
    this.setSize(value);
  }

  /** A new search of the n×n board (`n` already checked by the core). */
  setSize(n, { keepUrl = false } = {}) {
    this.stop({ narrate: false });
    this.search?.free();
    this.search = this.experiment.makeSearch(n);
    this.tree.setSearch(this.search, n);
    this.n = n;
    this.controls.currentSize = n;
    this.controls.showSize(n);
    const known = this.search.known();
    this.counters.setSize(n, known);
    if (this.counted.has(n)) this.counters.showTotals({ nodes: this.counted.get(n) });
    this.scrub.reset(known?.steps === undefined ? undefined : Number(known.steps));
    this.treeSize = expectedNodes(n, (m) => this.experiment.knownOf(m), this.counted.get(n));
    this.solutions.clear(n);
    this.ghostAt = this.flashAt = undefined;
    this.progress.hide();
    this.refresh({ narrate: true });
    if (!keepUrl) this.saveUrl();
  }

  setSpeed(v) {
    this.speed = v;
    this.controls.showSpeed(v);
    this.notice.settled('speed');
    if (this.mode === 'play') this.narrationEl.setAttribute('aria-live', v > SPEAK_LIMIT ? 'off' : 'polite');
    this.saveUrl();
  }

  setLabels(on) {
    this.labels = on;
    this.notice.settled('labels');
    this.saveUrl();
    this.draw(performance.now());
  }

  saveUrl() {
    writeParams({ n: this.n, speed: this.speed, labels: this.labels, autoplay: this.autoplay });
    this.experiment.saveUrl();
  }

  step() {
    this.stop({ narrate: false });
    this.progress.hide();
    if (this.search.isDone()) return;
    this.takeStep(performance.now());
    this.refresh({ narrate: true });
  }

  stepBack() {
    this.stop({ narrate: false });
    this.progress.hide();
    if (this.search.stepBack() === undefined) return;
    this.ghostAt = this.flashAt = undefined;
    this.refresh({ narrate: true, back: true });
  }

  reset() {
    this.stop({ narrate: false });
    this.search.reset();
    this.solutions.clear(this.n);
    this.ghostAt = this.flashAt = undefined;
    this.progress.hide();
    this.refresh({ narrate: true });
  }

  togglePlay() {
    if (this.mode !== 'idle') this.stop();
    else this.begin('play');
  }

  toggleRun(mode) {
    if (this.mode === mode) this.stop();
    else this.begin(mode);
  }

  begin(mode) {
    if (this.search.isDone()) return;
    this.endSeek();
    this.notice.settled('autoplay');
    this.mode = mode;
    const now = performance.now();
    this.pacer.start(now, { stepAtOnce: mode === 'play' });
    if (mode !== 'play' || this.speed > SPEAK_LIMIT) this.narrationEl.setAttribute('aria-live', 'off');
    if (mode === 'play' && !Pacer.isSlow(this.speed)) this.narrationEl.textContent = `Playing at ${speedText(this.speed)}…`;
    if (mode === 'end') this.narrationEl.textContent = 'Running the whole search…';
    if (mode === 'solution') this.narrationEl.textContent = 'Looking for the next solution…';
    if (mode === 'play') this.progress.hide();
    else {
      const total = expectedNodes(this.n, (m) => this.experiment.knownOf(m), this.counted.get(this.n));
      this.progress.start(mode, this.lastCounters, total, now / 1000);
    }
    this.refresh({ narrate: false });
    this.loop.request();
  }

  /**
   * Back to idle (the person paused, or took another action); the narration then tells where the search
   * stopped, and a run's progress row says it is paused. Pausing Play drops autoplay from the address.
   */
  stop({ narrate = true } = {}) {
    this.endSeek();
    if (this.mode === 'idle') return;
    const was = this.mode;
    this.mode = 'idle';
    this.narrationEl.setAttribute('aria-live', 'polite');
    if (was === 'play' && this.autoplay) {
      this.autoplay = false;
      this.saveUrl();
    }
    const state = this.refresh({ narrate, draw: narrate });
    if (was === 'end' || was === 'solution') this.progress.show('paused', state.counters, seconds());
  }

  chooseSolution(entry) {
    if (!entry) return;
    this.stop({ narrate: false });
    this.progress.hide();
    this.search.seek(entry.step);
    this.ghostAt = undefined;
    this.flashAt = reducedMotion() ? undefined : performance.now();
    this.refresh({ narrate: true });
    this.loop.request();
  }

  /** A board of the search tree was chosen: the search goes to the step that placed it, at once. */
  seekNow(step) {
    this.stop({ narrate: false });
    this.progress.hide();
    this.search.seek(step);
    this.ghostAt = this.flashAt = undefined;
    this.refresh({ narrate: true });
  }

  /** The scrub bar was dragged to `step`: playback stops, and the search moves there over the next frames. */
  seekTo(step) {
    this.stop({ narrate: false });
    this.progress.hide();
    this.seeker.start(this.search, step);
    this.ghostAt = this.flashAt = undefined;
    this.loop.request();
  }

  endSeek() {
    if (!this.seeker.active) return;
    this.seeker.cancel();
    this.scrub.settled();
  }

  // ---- the search moving ----

  /** One step with its event: records a solution, starts the lift or flash animation. */
  takeStep(now) {
    const event = this.search.step();
    const motion = !reducedMotion();
    this.ghostAt = event.event === 'remove' && motion ? now : undefined;
    if (event.event === 'solution') {
      this.solutions.record(event.number, this.search.steps, event.columns);
      this.flashAt = motion ? now : undefined;
    }
    return event;
  }

  /** The fast path stopped on a solution: record it (the list keeps only the first few hundred). */
  recordSolution() {
    if (this.solutions.recorded.length >= LIMIT) return;
    this.solutions.record(this.search.solutions, this.search.steps, this.search.queens());
  }

  /** Advances the search by what the mode and the pacing allow; returns what the frame needs to know. */
  advance(now) {
    // The teaching panels' redraw, when due in this frame, comes out of the search's share.
    const reserve = Math.min(FRAME_BUDGET_MS - MIN_SEARCH_MS, this.teaching.reserveMs(now));
    const deadline = performance.now() + FRAME_BUDGET_MS - reserve;
    const onSolution = () => this.recordSolution();
    if (this.mode !== 'play') {
      const { reason } = this.runner.advance(this.search, Infinity, deadline, { onSolution, stopAtSolution: this.mode === 'solution' });
      this.ghostAt = undefined;
      return { slow: false, stepped: false, foundOne: reason === 'solution' };
    }
    const due = this.pacer.due(now, this.speed);
    if (!Pacer.isSlow(this.speed)) {
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

  frame(now) {
    let narrate = false;
    let state;
    if (this.seeker.active) {
      const reached = this.seeker.advance(this.search, performance.now() + FRAME_BUDGET_MS);
      if (reached) this.scrub.settled();
      narrate = reached;
      state = this.search.state();
    } else if (this.mode === 'idle') {
      state = this.search.state();
    } else {
      const solutionsBefore = this.lastCounters?.solutions ?? 0;
      const { slow, stepped, foundOne } = this.advance(now);
      narrate = stepped;
      state = this.search.state();
      if (state.done || foundOne) {
        this.finish(state);
        narrate = true;
      }
      // In the fast modes, a flash for the solutions passed (at most a few a second).
      if (!slow && !reducedMotion() && state.counters.solutions > solutionsBefore &&
        (this.flashAt === undefined || now - this.flashAt > 300)) {
        this.flashAt = now;
      }
    }
    const speak = this.mode === 'idle' || (this.mode === 'play' && Pacer.isSlow(this.speed));
    this.show(state, { narrate: narrate && speak, draw: false, now });
    const animating = this.draw(now);
    return this.mode !== 'idle' || this.seeker.active || animating;
  }

  /** The run (or Next solution) reached its goal: back to idle, the progress row saying so. */
  finish(state) {
    const was = this.mode;
    this.mode = 'idle';
    this.narrationEl.setAttribute('aria-live', 'polite');
    if (was === 'end' || was === 'solution') this.progress.show(state.done ? 'finished' : 'found', state.counters, seconds());
  }

  // ---- showing the state ----

  /** Reads the search's state (one call) and shows it; returns the state. */
  refresh(options) {
    const state = this.search.state();
    this.show(state, options);
    return state;
  }

  /** Updates everything from `state` (the search's `state()`); draws unless told not to. */
  show(state, { narrate = false, back = false, draw = true, now = performance.now() } = {}) {
    const c = state.counters;
    this.state = state;
    this.lastCounters = c;
    this.counters.update(c);
    if (state.done && c.nodes !== undefined && !this.counted.has(this.n)) {
      this.counted.set(this.n, c.nodes);
      this.counters.showTotals(c);
      this.treeSize = { nodes: c.nodes, exact: true };
    }
    const tree = this.treeSize;
    const share = tree ? Math.min(tree.exact ? 1 : 0.999, c.nodes / tree.nodes) : undefined;
    this.scrub.show(c.steps, { share, exact: tree?.exact });
    const fast = this.seeker.active || this.mode === 'end' || this.mode === 'solution' || (this.mode === 'play' && !Pacer.isSlow(this.speed));
    this.teaching.show(state, this.n, { fast, now });
    this.solutions.render(c.solutions, state.atSolution ? c.solutions : 0);
    this.controls.update({ mode: this.mode, steps: c.steps, done: state.done });
    this.experiment.show(state);
    if (this.mode === 'end' || this.mode === 'solution') this.progress.show('running', c, seconds());
    if (narrate) {
      const lastSolution = this.solutions.recorded.find((s) => s.number === c.solutions)?.columns;
      const totalNodes = this.treeSize?.exact ? this.treeSize.nodes : undefined;
      const context = { n: this.n, queens: state.queens, counters: c, totalNodes, lastSolution };
      const sentence = this.experiment.describe(state, context) ?? describeEvent(state.lastEvent, context);
      const text = back && c.steps > 0 ? `Back to step ${group(c.steps)}. ${sentence}` : sentence;
      if (this.narrationEl.textContent !== text) this.narrationEl.textContent = text;
      this.canvas.setAttribute('aria-label', describeBoard(this.n, state.queens));
    }
    if (draw) {
      this.draw(performance.now());
      this.loop.request();
    }
  }

  draw(now) {
    const state = this.state;
    if (!state) return false;
    return this.board.render({
      n: this.n,
      queens: state.queens,
      attack: state.attack,
      next: state.next,
      event: state.lastEvent,
      atSolution: state.atSolution,
      labels: this.labels,
      ghostAt: this.ghostAt,
      flashAt: this.flashAt,
      marks: this.experiment.marks(state),
    }, now);
  }
}

async function start() {
  const status = $('load-status');
  let wasm;
  try {
    wasm = await loadBindings();
  } catch (err) {
    status.textContent = `The search could not be loaded: ${err?.message ?? err}. Reload the page to try again.`;
    $('narration').textContent = 'The search could not be loaded.';
    return;
  }
  const limits = wasm.limits();
  const params = readParams(window.location.search, wasm.parseSize, limits);
  const experiment = new Experiment(wasm, window.location.search, params.n);
  const notice = new UrlNotice($('url-error'), { ...params.problems, ...experiment.problems });
  const app = new App(wasm, limits, params, notice, experiment);
  experiment.connect(app, notice);
  performance.mark('first-board'); // the App draws the board as it is made
  const countSection = new CountSection(wasm, limits);
  const constructSection = new ConstructSection(wasm, limits);
  const repairSection = new RepairSection(wasm);
  new PracticeSection(wasm);
  status.textContent = '';
  status.hidden = true;

  window.nqueensPage = {
    ready: true,
    size: () => app.n,
    queens: () => Array.from(app.search.queens()),
    counters: () => app.search.counters(),
    lastEvent: () => app.search.lastEvent(),
    mode: () => app.mode,
    solutions: () => app.solutions.recorded.map((s) => ({ ...s, columns: [...s.columns] })),
    setSize: (n) => app.requestSize(n),
    step: () => app.step(),
    stepBack: () => app.stepBack(),
    reset: () => app.reset(),
    play: () => app.mode === 'idle' && app.togglePlay(),
    pause: () => app.stop(),
    flashTimes: () => app.board.flashTimes(),
    boardGeometry: () => app.board.geometry(app.n),
    frameStats: () => ({ ...app.loop.stats }),
    resetFrameStats: () => app.loop.resetStats(),
    runToEnd: () => app.mode !== 'end' && app.toggleRun('end'),
    tree: () => app.tree.counts(),
    treeBoard: (index) => {
      app.tree.show();
      const point = app.tree.tree.boardPoint(index);
      return point && { x: point[0], y: point[1], step: point[2] };
    },
    nextSolution: () => app.mode !== 'solution' && app.toggleRun('solution'),
    // The Count section (js/count.js, js/construct.js): count(n, {workers}), cancelCount(),
    // countProgressEvents(), countState(), countWorkers(), construct(n).
    ...countSection.hooks(),
    ...constructSection.hooks(),
    // The variant and the constrained squares (js/experiment.js): variant(), setVariant(name), constraints(),
    // cycleSquare(row, col), searchState().
    ...experiment.hooks(),
    ...repairSection.hooks(), // repairState(), repairLarge() (js/repair.js)
  };
  document.body.dataset.ready = 'true';
  window.dispatchEvent(new CustomEvent('nqueens-ready'));
  if (params.autoplay) app.togglePlay();
}

start();
