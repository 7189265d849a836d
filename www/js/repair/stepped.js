// A repair stepped on the page, move by move (n up to Repair.largestSteppedSize()): the core's `Repair`
// in wasm memory, its columns and conflicts read once per move, the moved queen sliding along its row. The
// board is the core's repair scene (Repair#scene: the slide's progress its input), painted by the board's
// painter.
// It has the interface js/repair/section.js drives (js/repair/background.js is the other kind):
//   n, seed, canStep, canPlay, running, step(now), togglePlay(now), stop(), tick(now) -> {stepped, more},
//   summary() -> {moves, attacked, status, valid, label}, draw(canvas, colors, dpr, now), state(), result(), free()

import { paint } from '../board/painter.js';
import { loadedInks } from '../shared/bindings.js';
import { group } from '../shared/format.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** How long a queen takes to slide to its new square, at most (a fast pace shortens it). */
const SLIDE_MS = 220;
/** A slide lasts at most this share of the time between two moves. */
const SLIDE_SHARE_MS = 800;

export class SteppedRepair {
  /**
   * `wasm` the module's exports, `n` and `seed` checked by the core, `pace()` moves per second now,
   * `reducedMotion()` whether queens jump rather than slide, `messages` the reader's catalog. Throws the core's refusal.
   * @param {import('../shared/bindings.js').SectionsGlue} wasm @param {number} n @param {number} seed
   * @param {{pace: () => number, reducedMotion: () => boolean, messages: Translator}} options
   */
  constructor(wasm, n, seed, { pace, reducedMotion, messages }) {
    this.board = new wasm.Repair(n, seed);
    this.messages = messages;
    this.n = n;
    this.seed = seed;
    this.pace = pace;
    this.reducedMotion = reducedMotion;
    this.playing = false;
    /** @type {{row: number, from: number, to: number, start: number, ms: number} | null} */
    this.slide = null;
    this.lastMoveAt = 0;
    /** @type {{row: number, from: number, to: number, progress: number | undefined} | null} the slide painted last */
    this.painted = null;
    // Read from the board after every move (read()).
    /** @type {Uint32Array} row r's queen */
    this.columns;
    /** @type {Uint32Array} the attackers of (r, c) at r * n + c */
    this.conflicts;
    /** @type {number} queens under attack */
    this.attacked;
    /** @type {boolean} */
    this.solved;
    this.read();
  }

  /** The board's columns and the conflicts of every square, fetched once after each move. */
  read() {
    const n = this.n;
    this.columns = this.board.columns();
    this.conflicts = this.board.conflictGrid();
    this.attacked = this.columns.reduce((sum, col, row) => sum + (this.conflicts[row * n + col] > 0 ? 1 : 0), 0);
    this.solved = this.board.solved;
  }

  get canStep() {
    return !this.solved;
  }

  get canPlay() {
    return !this.solved || this.playing;
  }

  get running() {
    return this.playing;
  }

  /** One move, the queen sliding unless the person prefers less motion. @param {number} now */
  move(now) {
    const step = this.board.step();
    this.slide = step.kind === 'moved' && !this.reducedMotion()
      ? { row: step.row, from: step.from, to: step.to, start: now, ms: Math.min(SLIDE_MS, SLIDE_SHARE_MS / this.pace()) }
      : null;
    this.read();
  }

  /** @param {number} now */
  step(now) {
    if (this.solved) return;
    this.playing = false;
    this.move(now);
  }

  /** @param {number} now */
  togglePlay(now) {
    if (this.playing) {
      this.playing = false;
      return;
    }
    if (this.solved) return;
    this.playing = true;
    this.lastMoveAt = now - 1000 / this.pace();
  }

  stop() {
    this.playing = false;
  }

  /**
   * The frame at `now`: a step when one is due (a move, or the step that finds the board solved). Returns
   * `{stepped, more}`: whether it stepped, and whether more frames are wanted (playing or sliding).
   * @param {number} now
   */
  tick(now) {
    let stepped = false;
    if (this.playing) {
      const interval = 1000 / this.pace();
      if (now - this.lastMoveAt >= interval) {
        // Never more than one move a frame, so every move is seen; a late frame does not pile moves up.
        this.lastMoveAt = Math.max(this.lastMoveAt + interval, now - interval);
        this.move(now);
        stepped = true;
        if (this.solved) this.playing = false;
      }
    }
    if (this.slide && now - this.slide.start >= this.slide.ms) this.slide = null;
    return { stepped, more: this.playing || this.slide !== null };
  }

  /** @returns {import('./section.js').RepairSummary} */
  summary() {
    const { n, board, messages: m } = this;
    const said = { n, seed: String(this.seed), moves: board.moves, restarts: board.restarts, attacked: this.attacked };
    const label = m.t('repair-stepped-label', { ...said, solved: this.solved ? 'yes' : 'no' });
    if (this.solved) {
      const valid = board.isValid();
      return {
        moves: group(board.moves, m.lang), attacked: group(this.attacked, m.lang), valid, label,
        status: m.t('repair-stepped-solved', { ...said, valid: valid ? 'yes' : 'no' }),
      };
    }
    return { moves: group(board.moves, m.lang), attacked: group(this.attacked, m.lang), valid: undefined, label, status: m.t('repair-stepped-status', said) };
  }

  /**
   * Paints the board at `now` on `canvas` (its backing store sized, `dpr` device pixels a CSS pixel), each ink
   * in its colour in `colors` (by the ink's name).
   * @param {HTMLCanvasElement} canvas @param {Record<string, string>} colors @param {number} dpr @param {number} now
   */
  draw(canvas, colors, dpr, now) {
    const slide = this.slide;
    const progress = slide ? Math.min(1, (now - slide.start) / slide.ms) : undefined;
    const list = this.board.scene(canvas.width, dpr, slide?.row, slide?.from, slide?.to, progress);
    this.painted = slide ? { row: slide.row, from: slide.from, to: slide.to, progress } : null;
    const inks = (loadedInks() ?? []).map((name) => colors[name]);
    paint(/** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')), list, inks);
  }

  /** For the test hook repairState(). */
  state() {
    const b = this.board;
    return {
      n: this.n, seed: this.seed, moves: b.moves, solved: this.solved, valid: b.isValid(), running: this.playing, columns: Array.from(this.columns),
      slide: this.painted,
    };
  }

  /** For the test hook repairLarge(): a stepped board is not a large run. */
  result() {
    return undefined;
  }

  /** Its counters live in the wasm heap, which the JS garbage collector does not see. */
  free() {
    this.board.free();
  }
}
