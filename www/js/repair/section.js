// The Repair section: the min-conflicts heuristic (the core's src/repair.rs, through the boundary's `Repair`).
// A board of up to Repair.largestSteppedSize() rows is stepped here move by move (js/repair/stepped.js): every
// square shaded by how many queens attack it, the moved queen sliding along its row (at once under
// prefers-reduced-motion), moves counted; Step, Play (paced by the speed slider) and Reset (a new greedy board
// from the size and seed). A larger board, up to Repair.largestSize(), is repaired to the end in a worker
// (js/repair/background.js) so the page never freezes, and drawn as the core's picture of it. Both kinds have
// one interface; this module only reads the fields, drives the one in use and shows its summary.
//
// Test hooks (merged into window.nqueensPage by js/page/main.js): repairState() -> {n, seed, moves, solved,
// valid, running, columns (the whole board up to 64 rows, else at most its first 1000), slide (a stepped
// board's queen on its way as last painted, {row, from, to, progress}, or null)}, repairLarge() ->
// the last large run's {n, seed, moves, restarts, seconds, valid} or undefined.

import { readSizeField, showFieldError } from '../shared/field-error.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';
import { loadedInks } from '../shared/bindings.js';
import { fitSquareCanvas, paintBlank, redrawOnResize } from '../shared/canvas-fit.js';
import { quote } from '../shared/quote.js';
import { wordedParser } from '../i18n/size.js';
import { wordedRefusal } from '../i18n/refusal.js';
import { SteppedRepair } from './stepped.js';
import { BackgroundRepair } from './background.js';

/**
 * What a repair of either kind shows: its counters in words, its status and verdict, the board's label and
 * (a large board's) the time it took.
 * @typedef {{moves: string, attacked: string, status: string, valid: boolean | undefined, label: string, time?: string}} RepairSummary
 */

/** The page's element `id` (the Repair section's markup is the page's own). */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const input = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));
const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export class RepairSection {
  /**
   * `wasm` the module's exports, `messages` the reader's catalog (with its later part).
   * @param {import('../shared/bindings.js').Bindings & import('../shared/bindings.js').SectionsGlue} wasm
   * @param {import('../i18n/i18n.js').Translator} messages
   */
  constructor(wasm, messages) {
    this.wasm = wasm;
    this.messages = messages;
    this.max = wasm.Repair.largestSize();
    this.steppedMax = wasm.Repair.largestSteppedSize();
    this.el = {
      size: input('repair-size'), sizeError: $('repair-size-error'), hint: $('repair-size-hint'),
      seed: input('repair-seed'), seedError: $('repair-seed-error'),
      step: button('repair-step'), play: button('repair-play'), reset: button('repair-reset'),
      speed: input('repair-speed'), speedText: $('repair-speed-text'),
      canvas: /** @type {HTMLCanvasElement} */ ($('repair-board')), wrap: $('repair-wrap'), status: $('repair-status'), moves: $('repair-moves'),
      attacked: $('repair-attacked'), time: $('repair-time'),
    };
    /** @type {SteppedRepair | BackgroundRepair | undefined} */
    this.repair = undefined;
    this.frameId = 0;
    /** @type {Record<string, string>} */
    this.colors = {};
    const e = this.el;
    e.hint.textContent = messages.t('repair-size-range', { max: this.max, stepped: this.steppedMax });
    e.step.addEventListener('click', () => this.stepOnce());
    e.play.addEventListener('click', () => this.togglePlay());
    e.reset.addEventListener('click', () => this.resetClicked());
    e.speed.addEventListener('input', () => this.showSpeed());
    for (const field of [e.size, e.seed]) {
      field.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter') {
          ev.preventDefault();
          this.resetClicked();
        }
      });
    }
    e.size.addEventListener('input', () => this.readSize(false));
    e.seed.addEventListener('input', () => this.readSeed());
    redrawOnResize(e.wrap, () => this.draw());
    onColorSchemeChange(() => {
      this.readColors();
      this.draw();
    });
    this.readColors();
    this.showSpeed();
    this.resetClicked();
  }

  /** Re-reads the scene's inks from the CSS custom properties (they follow the colour scheme). */
  readColors() {
    this.colors = cssColors(this.el.canvas, loadedInks() ?? []);
  }

  /** @param {boolean} committed */
  readSize(committed) {
    return readSizeField(this.el.size, this.el.sizeError, {
      committed,
      parse: (text) => wordedParser(/** @type {import('../shared/bindings.js').Bindings['parseSize']} */ (this.wasm.parseSize), this.messages)(text, 1, this.max),
    });
  }

  readSeed() {
    const text = this.el.seed.value;
    const { value, problem } = this.wasm.Repair.parseSeed(text);
    // The core has one reason to refuse a seed: the page says it in the reader's words.
    showFieldError(this.el.seed, this.el.seedError, problem && this.messages.t('repair-seed-bad', { value: quote(text.trim()), max: Number.MAX_SAFE_INTEGER }));
    return value;
  }

  movesPerSecond() {
    return Number(this.el.speed.value);
  }

  showSpeed() {
    const v = this.movesPerSecond();
    this.el.speedText.textContent = this.messages.t('repair-speed', { speed: v });
  }

  /** Reset: a new board from the size and seed fields; a bad field keeps the current board. */
  resetClicked() {
    const n = this.readSize(true);
    const seed = this.readSeed();
    if (n === undefined || seed === undefined) return;
    this.start(n, seed);
  }

  /** Stops whatever runs and starts a fresh greedy board of n rows from `seed` (both already checked). */
  /** @param {number} n @param {number} seed */
  start(n, seed) {
    this.repair?.free();
    this.repair = undefined;
    try {
      this.repair = n <= this.steppedMax
        ? new SteppedRepair(this.wasm, n, seed, { pace: () => this.movesPerSecond(), reducedMotion, messages: this.messages })
        : new BackgroundRepair(this.wasm, n, seed, { changed: () => this.show(), messages: this.messages });
    } catch (err) {
      this.say(this.messages.t('repair-refused', { reason: wordedRefusal(err, this.messages) }));
      this.el.moves.textContent = '–';
      this.el.attacked.textContent = '–';
      this.el.time.textContent = '';
    }
    this.show();
  }

  /** @param {string} text */
  say(text) {
    if (this.el.status.textContent !== text) this.el.status.textContent = text;
  }

  stepOnce() {
    if (!this.repair?.canStep) return;
    this.repair.step(performance.now());
    this.show();
    this.requestFrame();
  }

  togglePlay() {
    if (!this.repair?.canPlay) return;
    this.repair.togglePlay(performance.now());
    this.show();
    this.requestFrame();
  }

  requestFrame() {
    if (!this.frameId) this.frameId = requestAnimationFrame((now) => this.frame(now));
  }

  /** @param {number} now */
  frame(now) {
    this.frameId = 0;
    if (!this.repair) return;
    const { stepped, more } = this.repair.tick(now);
    if (stepped) this.show(now);
    else this.draw(now);
    if (more) this.requestFrame();
  }

  /** The repair's counters, verdict and buttons, and its board drawn. */
  show(now = performance.now()) {
    const e = this.el;
    const r = this.repair;
    if (r) {
      const summary = r.summary();
      e.moves.textContent = summary.moves;
      e.attacked.textContent = summary.attacked;
      this.say(summary.status);
      if (summary.valid === undefined) delete e.status.dataset.valid;
      else e.status.dataset.valid = String(summary.valid);
      e.canvas.setAttribute('aria-label', summary.label);
    }
    e.step.disabled = !r?.canStep;
    e.play.disabled = !r?.canPlay;
    const running = Boolean(r?.running);
    e.play.textContent = this.messages.t(running ? 'button-pause' : 'button-play');
    e.play.setAttribute('aria-pressed', String(running));
    this.draw(now);
    // The time is known once drawn (a large board's drawing is timed).
    e.time.textContent = r?.summary().time ?? '';
  }

  /** Sizes the canvas to its CSS size times devicePixelRatio and draws the repair (or an empty square). */
  draw(now = performance.now()) {
    const { canvas, wrap } = this.el;
    const { dpr } = fitSquareCanvas(canvas, canvas.getBoundingClientRect().width || wrap.clientWidth);
    if (this.repair) {
      this.repair.draw(canvas, this.colors, dpr, now);
      return;
    }
    paintBlank(canvas, this.colors['sq-light']);
  }

  hooks() {
    return {
      repairState: () => this.repair?.state(),
      repairLarge: () => this.repair?.result(),
    };
  }
}
