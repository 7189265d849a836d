// The Repair section: the min-conflicts heuristic (the core's src/repair.rs, through the boundary's `Repair`).
// A board of up to Repair.largestSteppedSize() rows is stepped here move by move: every square shaded by how
// many queens attack it, the moved queen sliding along its row (at once under prefers-reduced-motion), moves
// counted; Step, Play (paced by the speed slider) and Reset (a new greedy board from the size and seed).
// A larger board, up to Repair.largestSize(), is repaired to the end in a worker (js/repair/worker.js) so the
// page never freezes; the moves, the seconds and the core's verdict are reported and the board is drawn by the
// Rust drawing code (drawQueens, web/src/draw.rs), as Construct draws.
//
// Test hooks (merged into window.nqueensPage by js/page/main.js): repairState() -> {n, seed, moves, solved,
// valid, running, columns (the whole board up to 64 rows, else at most its first 1000)}, repairLarge() ->
// the last large run's {n, seed, moves, restarts, seconds, valid} or undefined.

import { readSizeField, showFieldError } from '../shared/field-error.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';
import { fitSquareCanvas, redrawOnResize } from '../shared/canvas-fit.js';
import { drawRepairBoard } from './board.js';
import { formatMs, group } from '../shared/format.js';

const COLOR_NAMES = ['sq-light', 'sq-dark', 'queen', 'queen-edge', 'reject', 'owner', 'label'];
/** How long a queen takes to slide to its new square, at most (a fast pace shortens it). */
const SLIDE_MS = 220;
const SAMPLE_ROWS = 1000;

const $ = (id) => document.getElementById(id);
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export class RepairSection {
  /** `wasm` the module's exports. */
  constructor(wasm) {
    this.wasm = wasm;
    this.max = wasm.Repair.largestSize();
    this.steppedMax = wasm.Repair.largestSteppedSize();
    this.el = {
      size: $('repair-size'), sizeError: $('repair-size-error'), hint: $('repair-size-hint'),
      seed: $('repair-seed'), seedError: $('repair-seed-error'),
      step: $('repair-step'), play: $('repair-play'), reset: $('repair-reset'),
      speed: $('repair-speed'), speedText: $('repair-speed-text'),
      canvas: $('repair-board'), wrap: $('repair-wrap'), status: $('repair-status'), moves: $('repair-moves'),
      attacked: $('repair-attacked'), time: $('repair-time'),
    };
    this.board = null; // the stepped board (n <= steppedMax)
    this.large = null; // {n, seed, worker?, columns?, moves, restarts, seconds, valid}
    this.playing = false;
    this.slide = null; // {row, from, to, start, ms}
    this.frameId = 0;
    this.lastMoveAt = 0;
    this.colors = {};
    const e = this.el;
    e.hint.textContent = `(1 to ${group(this.max)}; up to ${this.steppedMax} move by move)`;
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

  readColors() {
    this.colors = cssColors(this.el.canvas, COLOR_NAMES);
  }

  readSize(committed) {
    return readSizeField(this.el.size, this.el.sizeError, {
      committed,
      parse: (text) => this.wasm.parseSize(text, 1, this.max),
    });
  }

  readSeed() {
    const { value, problem } = this.wasm.Repair.parseSeed(this.el.seed.value);
    showFieldError(this.el.seed, this.el.seedError, problem);
    return value;
  }

  movesPerSecond() {
    return Number(this.el.speed.value);
  }

  showSpeed() {
    const v = this.movesPerSecond();
    this.el.speedText.textContent = `${v} ${v === 1 ? 'move' : 'moves'} per second`;
  }

  /** Reset: a new board from the size and seed fields; a bad field keeps the current board. */
  resetClicked() {
    const n = this.readSize(true);
    const seed = this.readSeed();
    if (n === undefined || seed === undefined) return;
    this.start(n, seed);
  }

  /** Stops whatever runs and starts a fresh greedy board of n rows from `seed` (both already checked). */
  start(n, seed) {
    this.stop();
    this.board?.free(); // its counters live in the wasm heap, which the JS garbage collector does not see
    this.board = null;
    this.large = null;
    this.slide = null;
    this.el.time.textContent = '';
    if (n <= this.steppedMax) {
      try {
        this.board = new this.wasm.Repair(n, seed);
      } catch (err) {
        this.say(`${n}×${n}: ${err?.message ?? err}.`);
        this.el.moves.textContent = '–';
        this.el.attacked.textContent = '–';
        this.updateButtons();
        this.draw();
        return;
      }
      this.refresh();
    } else {
      this.large = { n, seed, moves: 0 };
      this.say(`${group(n)}×${group(n)}, seed ${seed}: too many rows to show move by move. Press Play to repair it to the end in the background.`);
      this.el.moves.textContent = '0';
      this.el.attacked.textContent = '–';
      this.el.canvas.setAttribute('aria-label', `${group(n)}×${group(n)} board: not repaired yet`);
      this.updateButtons();
      this.draw();
    }
  }

  say(text) {
    if (this.el.status.textContent !== text) this.el.status.textContent = text;
  }

  updateButtons() {
    const e = this.el;
    const running = Boolean(this.large?.worker);
    const solved = this.board ? this.board.solved : Boolean(this.large?.columns);
    e.step.disabled = !this.board || solved;
    e.play.disabled = (!this.board && !this.large) || (solved && !this.playing);
    e.play.textContent = this.playing || running ? 'Pause' : 'Play';
    e.play.setAttribute('aria-pressed', String(this.playing || running));
  }

  // ---- a board stepped move by move ----

  /** One move of the stepped board, the queen sliding unless the person prefers less motion. */
  move(now) {
    const step = this.board.step();
    if (step.kind === 'moved' && !reducedMotion()) {
      const ms = Math.min(SLIDE_MS, 800 / this.movesPerSecond());
      this.slide = { row: step.row, from: step.from, to: step.to, start: now, ms };
    } else {
      this.slide = null;
    }
    return step;
  }

  stepOnce() {
    if (!this.board || this.board.solved) return;
    this.stop();
    this.move(performance.now());
    this.refresh();
    this.requestFrame();
  }

  togglePlay() {
    if (this.playing || this.large?.worker) {
      this.stop();
      this.updateButtons();
      if (this.large) this.say(`${group(this.large.n)}×${group(this.large.n)}: stopped. Press Play to repair it again from the start.`);
      return;
    }
    if (this.large) {
      this.runLarge();
      return;
    }
    if (!this.board || this.board.solved) return;
    this.playing = true;
    this.lastMoveAt = performance.now() - 1000 / this.movesPerSecond();
    this.updateButtons();
    this.requestFrame();
  }

  stop() {
    this.playing = false;
    if (this.large?.worker) {
      this.large.worker.terminate();
      this.large.worker = undefined;
      this.large.moves = 0;
    }
  }

  requestFrame() {
    if (!this.frameId) this.frameId = requestAnimationFrame((now) => this.frame(now));
  }

  frame(now) {
    this.frameId = 0;
    if (this.playing && this.board) {
      const interval = 1000 / this.movesPerSecond();
      if (now - this.lastMoveAt >= interval) {
        // Never more than one move a frame, so every move is seen; a late frame does not pile moves up.
        this.lastMoveAt = Math.max(this.lastMoveAt + interval, now - interval);
        this.move(now);
        if (this.board.solved) this.playing = false;
        this.refresh();
      }
    }
    const sliding = this.slide && now - this.slide.start < this.slide.ms;
    if (!sliding) this.slide = null;
    this.draw(now);
    if (this.playing || sliding) this.requestFrame();
  }

  /** Shows the stepped board's counters and verdict. */
  refresh() {
    const b = this.board;
    const n = b.size;
    const columns = b.columns();
    const attacked = columns.reduce((sum, col, row) => sum + (b.conflictsAt(row, col) > 0 ? 1 : 0), 0);
    this.el.moves.textContent = group(b.moves);
    this.el.attacked.textContent = group(attacked);
    const side = `${n}×${n}, seed ${b.seed}`;
    const restarts = b.restarts > 0 ? ` (${group(b.restarts)} fresh ${b.restarts === 1 ? 'start' : 'starts'} after too many moves)` : '';
    if (b.solved) {
      const valid = b.isValid();
      this.say(`${side}: solved in ${group(b.moves)} ${b.moves === 1 ? 'move' : 'moves'}${restarts}: no queen is attacked, ${valid ? 'valid (checked)' : 'NOT valid (checked) — this is a bug'}.`);
      this.el.status.dataset.valid = String(valid);
    } else {
      this.say(`${side}: ${group(b.moves)} ${b.moves === 1 ? 'move' : 'moves'}${restarts}; ${group(attacked)} of ${n} queens attacked.`);
      delete this.el.status.dataset.valid;
    }
    this.el.canvas.setAttribute('aria-label', `${n}×${n} board being repaired: ${b.solved ? 'solved' : `${attacked} queens attacked`}. Squares are shaded by how many queens attack them.`);
    this.updateButtons();
    this.draw();
  }

  // ---- a large board, in a worker ----

  runLarge() {
    const large = this.large;
    const { n, seed } = large;
    const side = `${group(n)}×${group(n)}`;
    large.columns = undefined;
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    large.worker = worker;
    this.say(`${side}, seed ${seed}: placing the queens greedily…`);
    worker.onmessage = ({ data }) => {
      if (this.large !== large || large.worker !== worker) return; // a run since stopped
      if (data.type === 'progress') {
        large.moves = data.moves;
        this.el.moves.textContent = group(data.moves);
        this.say(`${side}, seed ${seed}: repairing… ${group(data.moves)} moves so far (${formatMs(data.ms)}).`);
      } else if (data.type === 'done') {
        worker.terminate();
        large.worker = undefined;
        Object.assign(large, { moves: data.moves, restarts: data.restarts, seconds: data.ms / 1000, valid: data.valid, columns: data.columns });
        this.el.moves.textContent = group(data.moves);
        this.el.attacked.textContent = data.valid ? '0' : '–';
        this.say(`${side}, seed ${seed}: repaired in ${group(data.moves)} moves and ${formatMs(data.ms)}: ${data.valid ? 'valid (checked)' : 'NOT valid (checked) — this is a bug'}.`);
        this.el.status.dataset.valid = String(data.valid);
        this.el.canvas.setAttribute('aria-label', `A repaired ${side} board, ${data.valid ? 'valid' : 'not valid'}. Each point is shaded by how many queens fall in that part of the board.`);
        const drawMs = this.draw();
        this.el.time.textContent = `Repaired and checked in a background worker in ${formatMs(data.ms)}, drawn in ${formatMs(drawMs)}.`;
        this.updateButtons();
      } else if (data.type === 'error') {
        worker.terminate();
        large.worker = undefined;
        this.say(`${side}: not repaired: ${data.message}`);
        this.updateButtons();
      }
    };
    worker.onerror = (event) => {
      if (large.worker !== worker) return;
      worker.terminate();
      large.worker = undefined;
      this.say(`${side}: not repaired: the worker failed (${event.message ?? 'no reason given'}).`);
      this.updateButtons();
    };
    worker.postMessage({ n, seed });
    this.updateButtons();
  }

  // ---- drawing ----

  /** Sizes the canvas to its CSS size times devicePixelRatio and draws; returns the ms taken. */
  draw(now = performance.now()) {
    const { canvas, wrap } = this.el;
    const { side, dpr } = fitSquareCanvas(canvas, canvas.getBoundingClientRect().width || wrap.clientWidth);
    const t0 = performance.now();
    const c = this.colors;
    if (this.board) {
      const slide = this.slide && { ...this.slide, progress: Math.min(1, (now - this.slide.start) / this.slide.ms) };
      drawRepairBoard(canvas, { n: this.board.size, columns: this.board.columns(), conflicts: this.board.conflictGrid(), slide, colors: c, dpr });
    } else if (this.large?.columns) {
      this.wasm.drawQueens(canvas, this.large.columns, c['sq-light'], c['sq-dark'], c.queen, c['queen-edge']);
    } else {
      const ctx = canvas.getContext('2d');
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = c['sq-light'];
      ctx.fillRect(0, 0, side, side);
    }
    return performance.now() - t0;
  }

  hooks() {
    return {
      repairState: () => {
        const b = this.board;
        if (b) {
          return { n: b.size, seed: b.seed, moves: b.moves, solved: b.solved, valid: b.isValid(), running: this.playing, columns: Array.from(b.columns()) };
        }
        const l = this.large;
        if (!l) return undefined;
        return {
          n: l.n, seed: l.seed, moves: l.moves, solved: Boolean(l.columns), valid: l.valid, running: Boolean(l.worker),
          columns: l.columns ? Array.from(l.columns.subarray(0, SAMPLE_ROWS)) : [],
        };
      },
      repairLarge: () => {
        const l = this.large;
        return l?.columns ? { n: l.n, seed: l.seed, moves: l.moves, restarts: l.restarts, seconds: l.seconds, valid: l.valid } : undefined;
      },
    };
  }
}
