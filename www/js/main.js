// Wiring: loads the WebAssembly search (nqueens.js, the wasm-bindgen glue, and nqueens_bg.wasm), then connects the controls, the board, the counters, the narration and the
// solution list to one Visualizer, and runs the animation loop.
//
// Test hook, once loaded: window.nqueensPage = { ready: true, size(), queens(), counters(), lastEvent(),
// mode(), solutions(), setSize(n), step(), stepBack(), reset(), runToEnd(), nextSolution(), play(), pause(),
// count(n, {workers}), cancelCount(), countProgressEvents(), countState(), countWorkers(), construct(n) }
// and document.body.dataset.ready === "true" (an "nqueens-ready" event is dispatched on window too).

import { readParams, writeParams } from './url.js';
import { Board } from './board.js';
import { CounterPanel } from './counters.js';
import { describeEvent, describeBoard } from './narration.js';
import { SolutionList, LIMIT } from './solutions.js';
import { Controls } from './controls.js';
import { FrameLoop, Runner, FRAME_BUDGET_MS } from './player.js';
import { CountSection } from './count.js';
import { ConstructSection } from './construct.js';

const MIN_N = 1;
const MAX_N = 20;
/** Up to this speed every step is taken one by one (events, animations, narration); above, in chunks. */
const SLOW_LIMIT = 60;
/** Up to this speed the live region announces every step; above, only when the search stops. */
const SPEAK_LIMIT = 2;

const $ = (id) => document.getElementById(id);

/** Loads and initialises the WebAssembly search (the wasm-bindgen glue sits next to index.html). */
async function loadBindings() {
  const glue = await import('../nqueens.js');
  await glue.default(); // fetches nqueens_bg.wasm from beside the glue
  return glue;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

class App {
  constructor(wasm, params) {
    this.wasm = wasm;
    this.mode = 'idle'; // 'idle' | 'play' | 'end' | 'solution'
    this.speed = params.speed;
    this.labels = params.labels;
    this.owed = 0;
    this.lastTick = 0;
    this.ghostAt = undefined;
    this.flashAt = undefined;
    this.runner = new Runner();
    this.loop = new FrameLoop((now) => this.frame(now));
    this.narrationEl = $('narration');
    this.progressRow = $('progress-row');
    this.progress = $('progress');
    this.progressText = $('progress-text');
    this.progressLabel = $('progress-label');
    this.canvas = $('board');
    this.board = new Board(this.canvas, $('board-wrap'));
    this.counters = new CounterPanel();
    this.solutions = new SolutionList({
      list: $('solution-list'),
      count: $('solutions-count'),
      more: $('solutions-more'),
      onChoose: (entry) => this.chooseSolution(entry),
    });
    window.matchMedia?.('(prefers-color-scheme: dark)')?.addEventListener?.('change', () => this.solutions.repaint());
    this.controls = new Controls({
      play: () => this.togglePlay(),
      step: () => this.step(),
      stepBack: () => this.stepBack(),
      reset: () => this.reset(),
      nextSolution: () => this.toggleRun('solution'),
      runToEnd: () => this.toggleRun('end'),
      setSpeed: (v) => this.setSpeed(v),
      setLabels: (on) => this.setLabels(on),
      setSize: (n) => this.setSize(n),
      checkSize: (text) => this.wasm.checkSizeText(text, MIN_N, MAX_N),
    });
    this.controls.setLabels(this.labels);
    this.controls.setSpeed(this.speed);
    this.setSize(params.n, { keepUrl: true });
  }

  // ---- actions ----

  setSize(n, { keepUrl = false } = {}) {
    let vis;
    try {
      vis = new this.wasm.Visualizer(n);
    } catch (err) {
      this.controls.showSizeError(String(err?.message ?? err));
      return;
    }
    this.stop();
    this.vis?.free();
    this.vis = vis;
    this.n = n;
    this.known = vis.known();
    this.controls.currentSize = n;
    this.controls.showSize(n);
    this.counters.setSize(n, this.known);
    this.solutions.clear(n);
    this.ghostAt = this.flashAt = undefined;
    this.progressRow.hidden = true;
    this.refresh({ narrate: true });
    if (!keepUrl) this.saveUrl();
  }

  setSpeed(v) {
    this.speed = v;
    if (this.mode === 'play') this.narrationEl.setAttribute('aria-live', v > SPEAK_LIMIT ? 'off' : 'polite');
    if (this.vis) this.saveUrl();
  }

  setLabels(on) {
    this.labels = on;
    this.saveUrl();
    this.draw(performance.now());
  }

  saveUrl() {
    writeParams({ n: this.n, speed: this.speed, labels: this.labels });
  }

  step() {
    this.stop({ narrate: false });
    this.progressRow.hidden = true;
    if (this.vis.isDone()) return;
    this.takeStep(performance.now());
    this.refresh({ narrate: true });
  }

  stepBack() {
    this.stop({ narrate: false });
    this.progressRow.hidden = true;
    if (this.vis.stepBack() === undefined) return;
    this.ghostAt = this.flashAt = undefined;
    this.refresh({ narrate: true, back: true });
  }

  reset() {
    this.stop({ narrate: false });
    this.vis.reset();
    this.solutions.clear(this.n);
    this.ghostAt = this.flashAt = undefined;
    this.progressRow.hidden = true;
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
    if (this.vis.isDone()) return;
    this.mode = mode;
    this.owed = mode === 'play' ? 1 : 0; // Play shows its first step at once
    this.lastTick = performance.now();
    this.runStartSteps = this.vis.steps;
    this.runStartTime = this.lastTick;
    if (mode !== 'play' || this.speed > SPEAK_LIMIT) this.narrationEl.setAttribute('aria-live', 'off');
    if (mode === 'play' && this.speed > SLOW_LIMIT) this.narrationEl.textContent = `Playing at ${this.speedWords()}…`;
    if (mode === 'end') this.narrationEl.textContent = 'Running the whole search…';
    if (mode === 'solution') this.narrationEl.textContent = 'Looking for the next solution…';
    this.progressRow.hidden = mode === 'play';
    this.refresh({ narrate: false });
    this.loop.request();
  }

  /** Back to idle; the narration then tells where the search stopped. */
  stop({ narrate = true } = {}) {
    if (this.mode === 'idle') return;
    this.mode = 'idle';
    this.narrationEl.setAttribute('aria-live', 'polite');
    if (narrate) this.refresh({ narrate: true });
  }

  chooseSolution(entry) {
    if (!entry) return;
    this.stop({ narrate: false });
    this.progressRow.hidden = true;
    this.vis.seek(entry.step);
    this.ghostAt = undefined;
    this.flashAt = reducedMotion() ? undefined : performance.now();
    this.refresh({ narrate: true });
    this.loop.request();
  }

  speedWords() {
    return this.speed === Infinity ? 'full speed' : `${this.speed.toLocaleString('en-US')} steps per second`;
  }

  // ---- the search moving ----

  /** One step with its event: records a solution, starts the lift or flash animation. */
  takeStep(now) {
    const event = this.vis.step();
    const motion = !reducedMotion();
    this.ghostAt = event.event === 'remove' && motion ? now : undefined;
    if (event.event === 'solution') {
      this.solutions.record(event.number, this.vis.steps, event.columns);
      this.flashAt = motion ? now : undefined;
    }
    return event;
  }

  /** The fast path stopped on a solution: record it (the list keeps only the first few hundred). */
  recordSolution() {
    if (this.solutions.recorded.length >= LIMIT) return;
    this.solutions.record(this.vis.solutions, this.vis.steps, this.vis.queens());
  }

  frame(now) {
    const start = performance.now();
    let narrate = false;
    if (this.mode !== 'idle') {
      const deadline = start + FRAME_BUDGET_MS;
      const countBefore = this.lastCounters?.solutions ?? 0;
      let slow = false;
      if (this.mode === 'play') {
        const dt = Math.max(0, Math.min(250, now - this.lastTick));
        this.lastTick = Math.max(now, this.lastTick);
        if (this.speed <= SLOW_LIMIT) {
          slow = true;
          this.owed = Math.min(this.owed + (this.speed * dt) / 1000, 2);
          while (this.owed >= 1 && !this.vis.isDone()) {
            this.owed -= 1;
            this.takeStep(now);
            narrate = true;
          }
        } else {
          const full = this.speed === Infinity;
          this.owed = full ? 0 : Math.min(this.owed + (this.speed * dt) / 1000, this.speed * 0.25 + 1);
          const want = full ? Infinity : Math.floor(this.owed);
          const { taken } = this.runner.advance(this.vis, want, deadline, { onSolution: () => this.recordSolution() });
          this.owed = full || taken < want ? 0 : this.owed - taken; // what the budget could not fit is dropped
          this.ghostAt = undefined;
        }
      } else {
        const { reason } = this.runner.advance(this.vis, Infinity, deadline, {
          onSolution: () => this.recordSolution(),
          stopAtSolution: this.mode === 'solution',
        });
        this.ghostAt = undefined;
        if (reason === 'solution') this.finish();
      }
      if (this.vis.isDone()) this.finish();
      if (this.mode === 'idle') narrate = true;
      // In the fast modes, a flash for the solutions passed (at most a few a second).
      if (!slow && !reducedMotion() && this.vis.solutions > countBefore &&
        (this.flashAt === undefined || now - this.flashAt > 300)) {
        this.flashAt = now;
      }
    }
    const speak = this.mode === 'idle' || (this.mode === 'play' && this.speed <= SLOW_LIMIT);
    this.refresh({ narrate: narrate && speak, draw: false });
    const animating = this.draw(now);
    return this.mode !== 'idle' || animating;
  }

  /** The run (or Next solution) reached its goal: back to idle with the progress bar completed. */
  finish() {
    if (this.mode === 'end' || this.mode === 'solution') this.updateProgress(true);
    this.mode = 'idle';
    this.narrationEl.setAttribute('aria-live', 'polite');
  }

  // ---- showing the state ----

  /** Reads the state from the core and updates everything; draws unless told not to. */
  refresh({ narrate = false, back = false, draw = true } = {}) {
    const vis = this.vis;
    const c = vis.counters();
    this.lastCounters = c;
    this.queens = vis.queens();
    this.event = vis.lastEvent();
    this.counters.update(c);
    this.solutions.render(c.solutions, vis.atSolution() ? c.solutions : 0);
    this.controls.update({ mode: this.mode, steps: c.steps, done: vis.isDone() });
    if (this.mode === 'end' || this.mode === 'solution') this.updateProgress(false);
    if (narrate) {
      const sentence = describeEvent(this.event, { n: this.n, queens: this.queens, counters: c });
      const text = back && c.steps > 0 ? `Back to step ${c.steps}. ${sentence}` : sentence;
      if (this.narrationEl.textContent !== text) this.narrationEl.textContent = text;
      this.canvas.setAttribute('aria-label', describeBoard(this.n, this.queens));
    }
    if (draw) {
      this.draw(performance.now());
      this.loop.request();
    }
  }

  draw(now) {
    if (!this.vis) return false;
    return this.board.render({
      n: this.n,
      queens: this.queens,
      attack: this.vis.attackMap(),
      next: this.vis.nextSquare(),
      event: this.event,
      atSolution: this.vis.atSolution(),
      labels: this.labels,
      ghostAt: this.ghostAt,
      flashAt: this.flashAt,
    }, now);
  }

  /** The progress bar of Run to end / Next solution. */
  updateProgress(finished) {
    const steps = this.vis.steps - this.runStartSteps;
    const secs = (performance.now() - this.runStartTime) / 1000;
    const nodes = this.lastCounters.nodes;
    let fraction;
    let estimate = false;
    if (this.vis.isDone()) fraction = 1;
    else if (this.known?.nodes) fraction = Math.min(1, nodes / this.known.nodes);
    else {
      // Where the search is in its tree, read as a base-n fraction of the queens' columns.
      fraction = 0;
      let scale = 1;
      for (const col of this.queens) {
        scale /= this.n;
        fraction += col * scale;
      }
      estimate = true;
    }
    this.progress.value = fraction;
    const pct = `${estimate ? '≈ ' : ''}${(fraction * 100).toFixed(fraction < 0.1 ? 2 : 1)} %`;
    const what = this.mode === 'solution' || (finished && this.progressLabel.dataset.mode === 'solution')
      ? 'Next solution' : 'Run to end';
    this.progressLabel.dataset.mode = this.mode;
    const state = !finished ? 'running' : this.vis.isDone() ? 'finished' : what === 'Next solution' && this.vis.atSolution() ? 'found' : 'paused';
    this.progressLabel.textContent = `${what}: ${state}`;
    this.progressText.textContent =
      `${pct} of the search · ${steps.toLocaleString('en-US')} steps in ${secs.toFixed(1)} s` +
      (finished ? '' : ' · press again or Space to pause');
    this.progress.setAttribute('aria-valuetext', pct);
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
  const params = readParams(window.location.search, (text, min, max) => wasm.checkSizeText(text, min, max), {
    min: MIN_N,
    max: MAX_N,
  });
  const urlError = $('url-error');
  if (params.problems.length > 0) {
    urlError.textContent = `Some page settings in the address were not understood and their defaults are used: ${params.problems.join('; ')}.`;
    urlError.hidden = false;
  }
  const app = new App(wasm, params);
  performance.mark('first-board'); // the App draws the board as it is made
  const countSection = new CountSection(wasm);
  const constructSection = new ConstructSection(wasm);
  status.textContent = '';
  status.hidden = true;

  window.nqueensPage = {
    ready: true,
    size: () => app.n,
    queens: () => Array.from(app.vis.queens()),
    counters: () => app.vis.counters(),
    lastEvent: () => app.vis.lastEvent(),
    mode: () => app.mode,
    solutions: () => app.solutions.recorded.map((s) => ({ ...s, columns: [...s.columns] })),
    setSize: (n) => app.setSize(n),
    step: () => app.step(),
    stepBack: () => app.stepBack(),
    reset: () => app.reset(),
    play: () => app.mode === 'idle' && app.togglePlay(),
    pause: () => app.stop(),
    frameStats: () => ({ ...app.loop.stats }),
    resetFrameStats: () => app.loop.resetStats(),
    runToEnd: () => app.mode !== 'end' && app.toggleRun('end'),
    nextSolution: () => app.mode !== 'solution' && app.toggleRun('solution'),
    // The Count section (js/count.js, js/construct.js): count(n, {workers}), cancelCount(),
    // countProgressEvents(), countState(), countWorkers(), construct(n).
    ...countSection.hooks(),
    ...constructSection.hooks(),
  };
  document.body.dataset.ready = 'true';
  window.dispatchEvent(new CustomEvent('nqueens-ready'));
  if (params.autoplay) app.togglePlay();
}

start();
