// The "Count" section: its size input and message, Count / Cancel, the time estimate and confirmation for
// big boards, the progress bar and text, and the result next to the reference table's values. The work
// itself runs in a warm pool of Web Workers (js/count/pool.js), one count at a time (js/count/run.js);
// this thread only hands out units, sums and shows. A long count keeps its finished ranges in IndexedDB
// (js/count/store.js) and is offered for resuming after a reload (js/count/resume.js).
//
// Test hooks (merged into window.nqueensPage by js/page/main.js):
//   count(n, {workers}) -> Promise<{n, solutions, unique, nodes, seconds, units, workers, matches}>
//                          (no confirmation asked; resolves {cancelled: true, n} if cancelled)
//   cancelCount(), countProgressEvents() (progress messages received so far), countState(),
//   countWorkers() -> {alive, busy, started} (the pool: workers alive, counting now, ever started)
//   resumeCount({workers}) -> like count(), for the count offered for resuming (rejects if none)
//   discardCount() -> Promise (the offered count forgotten), countResumeOffer() -> Promise<{n, text} or
//   undefined> (once the store has been read),
//   countStore() -> {available, reason, writes}, countStored() -> Promise<the stored records>

import { WorkerPool, compiledModule, defaultWorkers } from './pool.js';
import { CountRun } from './run.js';
import { ResumeOffer } from './resume.js';
import { secondsLeft, shareDone, unitsIn } from './store.js';
import { readSizeField, showFieldError } from '../shared/field-error.js';
import { formatDuration, formatRate, group } from '../shared/format.js';

/** Above this size Count asks first, with an estimate of the time. */
export const CONFIRM_ABOVE = 19;
/** The size timed (once, in one worker) to estimate a big count. */
const CALIBRATION_N = 14;
/** Progress text at most this often. */
const RENDER_EVERY_MS = 100;

const $ = (id) => document.getElementById(id);

/**
 * Shows a total (a BigInt) with thousands separators, the plain digits in `data-value` for scripts;
 * `missing` and no `data-value` when there is none.
 */
function showCount(el, total, missing = '–') {
  el.textContent = total === undefined ? missing : group(total);
  if (total === undefined) delete el.dataset.value;
  else el.dataset.value = String(total);
}

export class CountSection {
  /** `wasm` the module's exports, `limits` its `limits()`. */
  constructor(wasm, limits) {
    this.wasm = wasm;
    this.min = limits.countMin;
    this.max = limits.countMax;
    this.el = {
      size: $('count-size'), sizeError: $('count-size-error'), count: $('count'), cancel: $('cancel'),
      confirm: $('count-confirm'), confirmText: $('count-confirm-text'), confirmYes: $('count-confirm-yes'),
      confirmNo: $('count-confirm-no'), progressRow: $('count-progress-row'), progress: $('count-progress'),
      progressLabel: $('count-progress-label'), progressText: $('count-progress-text'), status: $('count-status'),
      total: $('count-total'), unique: $('count-unique'), knownTotal: $('count-known-total'),
      knownUnique: $('count-known-unique'), match: $('count-match'), workersNote: $('count-workers'),
    };
    this.state = 'idle'; // 'idle' | 'starting' | 'calibrating' | 'confirming' | 'running'
    this.run = undefined; // the CountRun of the count or of the calibration
    this.pool = new WorkerPool(); // workers started by the first count, kept for the next ones
    this.progressEvents = 0;
    this.calibration = undefined; // {msPerSolution}
    this.pending = undefined; // {n, workers, resolve} of the count the hook or the confirmation waits on
    this.renderQueued = false;
    this.lastRender = 0;
    this.generation = 0;
    this.resumeOffer = new ResumeOffer(wasm, limits, (record) => {
      const hadFocus = this.resumeOffer.el.offer.contains(document.activeElement);
      this.start(record.n, { resume: record }).catch(() => {});
      if (hadFocus) this.el.cancel.focus();
    });

    const e = this.el;
    e.workersNote.textContent = String(defaultWorkers());
    $('count-size-hint').textContent = `(${this.min} to ${this.max}; above ${CONFIRM_ABOVE} it asks first)`;
    e.count.addEventListener('click', () => this.countClicked());
    e.cancel.addEventListener('click', () => this.cancel());
    e.confirmYes.addEventListener('click', () => this.confirmed(true));
    e.confirmNo.addEventListener('click', () => this.confirmed(false));
    e.confirm.addEventListener('keydown', (ev) => {
      if (ev.key === 'Escape') {
        ev.preventDefault();
        this.confirmed(false);
      }
    });
    e.size.addEventListener('input', () => this.checkSize(false));
    e.size.addEventListener('change', () => this.checkSize(true));
    e.size.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        this.countClicked();
      }
    });
    this.updateButtons();
  }

  // ---- the size input ----

  /** Shows or clears the message next to the size input; returns the size, or undefined if it is bad. */
  checkSize(committed) {
    return readSizeField(this.el.size, this.el.sizeError, {
      committed,
      parse: (text) => this.wasm.parseSize(text, this.min, this.max),
      explain: (problem) => `${problem} Nothing is counted.`,
    });
  }

  showSizeError(message) {
    showFieldError(this.el.size, this.el.sizeError, message && `${message} Nothing is counted.`);
  }

  // ---- actions ----

  countClicked() {
    if (this.state !== 'idle') return;
    const n = this.checkSize(true);
    if (n === undefined) return;
    this.start(n, { workers: defaultWorkers(), confirm: n > CONFIRM_ABOVE }).catch(() => {});
  }

  /**
   * Starts a count of the n x n board (cancelling one under way). With `confirm`, first times a small
   * count, then asks. Resolves with the result, or `{cancelled: true, n}`.
   */
  async start(size, { workers = defaultWorkers(), confirm = false, resume } = {}) {
    const { value: n, problem } = this.wasm.checkSize(size, this.min, this.max);
    if (problem) throw new Error(`count(): ${problem}`);
    workers = Number.isFinite(workers) && workers >= 1 ? Math.min(64, Math.floor(workers)) : defaultWorkers();
    if (this.state !== 'idle') this.cancel();
    // `seconds` counts from here: compiling the module and starting workers, when this count needs
    // them, are part of its cost.
    const startedAt = performance.now();
    this.el.size.value = String(n);
    this.showSizeError(undefined);
    const generation = ++this.generation;
    this.state = 'starting';
    this.updateButtons();
    // The store is open before a count begins, so that a count started as the page loads is kept too.
    const [module] = await Promise.all([compiledModule(), this.resumeOffer.opened]);
    if (generation !== this.generation) return { cancelled: true, n };

    if (confirm) {
      // The previous result stays as it is until a count really starts.
      this.state = 'calibrating';
      this.el.progressRow.hidden = false;
      this.el.progressLabel.textContent = `${n}×${n}: estimating the time`;
      this.el.progress.removeAttribute('value'); // indeterminate
      this.el.progress.removeAttribute('aria-valuetext');
      this.el.progressText.textContent = `Timing a ${CALIBRATION_N}×${CALIBRATION_N} count in one worker…`;
      this.updateButtons();
      const seconds = await this.estimate(n, workers, module);
      if (generation !== this.generation) return { cancelled: true, n };
      if (typeof seconds !== 'number') {
        // The timing count failed (cancelling changes the generation and never gets here).
        this.showStopped(`${n}×${n}: not counted`, `The time estimate failed (${seconds?.error ?? 'unknown error'}), so nothing was counted.`);
        throw new Error(`the time estimate failed: ${seconds?.error}`);
      }
      this.state = 'confirming';
      this.el.progressRow.hidden = true;
      this.el.confirmText.textContent =
        `Counting every solution of the ${n}×${n} board takes roughly ${formatDuration(seconds)} here ` +
        `(${workers} ${workers === 1 ? 'worker' : 'workers'}; timed on the ${CALIBRATION_N}×${CALIBRATION_N} board and ` +
        'scaled by the number of solutions). The page stays usable and Cancel stops it. Count anyway?';
      this.el.confirm.hidden = false;
      this.updateButtons();
      this.el.confirmYes.focus();
      const yes = await new Promise((resolve) => {
        this.answer = resolve;
      });
      this.answer = undefined;
      const hadFocus = this.el.confirm.contains(document.activeElement);
      this.el.confirm.hidden = true;
      if (!yes || generation !== this.generation) {
        if (generation === this.generation) {
          this.showStopped(`${n}×${n}: not counted`, 'Not counted, as you chose; the result below is unchanged.');
          if (hadFocus) this.el.count.focus();
        }
        return { cancelled: true, n };
      }
      // Timed from the answer: the time spent reading the question is not the count's.
      const result = this.runCount(n, workers, module, generation, performance.now());
      // The question's buttons are gone and Count is disabled: keep the keyboard focus on Cancel.
      if (hadFocus) this.el.cancel.focus();
      return result;
    }
    return this.runCount(n, workers, module, generation, startedAt, resume);
  }

  confirmed(yes) {
    this.answer?.(yes);
  }

  async runCount(n, workers, module, generation, startedAt, resume) {
    this.state = 'running';
    this.clearResult();
    const on = `on ${workers} ${workers === 1 ? 'worker' : 'workers'}`;
    this.showStatus(resume
      ? `Resuming the count of the ${n}×${n} board ${on}: ${group(unitsIn(resume.done))} of ${group(resume.units)} units were counted before.`
      : `Counting the ${n}×${n} board ${on}…`);
    this.el.progressRow.hidden = false;
    this.el.progressLabel.textContent = `Count of ${n}×${n}`;
    this.el.progress.max = 1;
    this.el.progress.value = 0;
    this.el.progress.removeAttribute('aria-valuetext');
    this.el.progressText.textContent = 'Starting the workers…';
    const known = this.wasm.known(n);
    const run = new CountRun({
      n, workers, module, startedAt, pool: this.pool, resume,
      onProgress: (counting) => {
        this.progressEvents += 1;
        counting.saver?.update();
        this.queueRender();
      },
      onPlan: () => this.queueRender(),
    });
    // Its finished ranges go to the store as it counts (none if the browser keeps nothing).
    const saver = this.resumeOffer.saver(n, (fingerprint) => run.snapshot(fingerprint));
    run.saver = saver;
    this.run = run;
    this.known = known;
    this.updateButtons();
    // The elapsed time moves on even while every worker is inside a long unit.
    const ticker = setInterval(() => this.queueRender(), 1000);
    const outcome = await run.done;
    clearInterval(ticker);
    // Complete: the stored record goes (before the offer is looked at again). Otherwise what was stored stays.
    if (outcome.status === 'done') await saver?.finish();
    else saver?.stop();
    if (generation !== this.generation || this.run !== run) return { cancelled: true, n };
    this.run = undefined;
    this.state = 'idle';
    this.updateButtons();
    if (outcome.status === 'cancelled') return { cancelled: true, n };
    if (outcome.status === 'error') {
      this.el.progressLabel.textContent = `Count of ${n}×${n}: failed`;
      this.el.progressText.textContent = '';
      this.showStatus(`The count failed: ${outcome.message}`);
      throw new Error(outcome.message);
    }
    return this.showResult(outcome, known);
  }

  /**
   * Cancels whatever is under way: the estimate, the question, or the count. Every worker is terminated
   * at once, busy or not, so nothing can arrive afterwards; the next count starts a new pool.
   */
  cancel() {
    const state = this.state;
    if (state === 'idle') return;
    this.generation += 1;
    const run = this.run;
    this.run = undefined;
    // What the cancelled count has done so far is kept, if it was kept at all (a count past its first second).
    const kept = run?.saver?.stop({ flush: true });
    run?.cancel();
    this.pool.terminate(); // also when no run has started yet (the workers of an earlier count)
    this.state = 'idle';
    if (this.answer) {
      this.answer(false);
      this.el.confirm.hidden = true;
    }
    this.renderQueued = false;
    this.clearResult();
    this.showStatus('Cancelled.');
    if (state === 'running' && run) {
      this.el.progressLabel.textContent = `Count of ${run.n}×${run.n}: cancelled`;
      const units = run.length === undefined ? '' : ` after ${group(run.unitsDone)} of ${group(run.length)} units`;
      const resumable = kept ? ' What was counted is kept: Resume goes on from there.' : '';
      this.el.progressText.textContent = `Cancelled${units} (${formatDuration(run.elapsed())}); no total is shown.${resumable}`;
    } else {
      this.showStopped('Cancelled', 'Cancelled before the count started.');
    }
    // The offer comes back (updateButtons): the store answers in order, so after this last write.
    this.updateButtons();
  }

  /** Seconds a count of n would take with `workers` workers, from a timed count of CALIBRATION_N (cached). */
  async estimate(n, workers, module) {
    if (!this.calibration) {
      // One worker of the pool, which keeps the others for the count that follows.
      const run = new CountRun({ n: CALIBRATION_N, workers: 1, pool: this.pool, module, batch: Infinity, exactPool: false });
      this.run = run;
      const outcome = await run.done;
      if (this.run === run) this.run = undefined;
      if (outcome.status !== 'done') return { error: outcome.message ?? outcome.status };
      this.calibration = { msPerSolution: outcome.computeMs / Number(outcome.solutions) };
    }
    const known = this.wasm.known(n);
    const cores = Math.max(1, Math.min(workers, defaultWorkers()));
    return (this.calibration.msPerSolution * Number(known.solutions)) / cores / 1000;
  }

  // ---- showing ----

  /** Back to idle with nothing counted: an empty progress bar and why. */
  showStopped(label, text) {
    this.state = 'idle';
    this.el.progressRow.hidden = false;
    this.el.progress.value = 0;
    this.el.progress.removeAttribute('aria-valuetext');
    this.el.progressLabel.textContent = label;
    this.el.progressText.textContent = text;
    this.updateButtons();
  }

  showStatus(text) {
    this.el.status.textContent = text;
  }

  clearResult() {
    const e = this.el;
    for (const el of [e.total, e.unique, e.knownTotal, e.knownUnique]) showCount(el, undefined);
    e.match.textContent = '';
    e.match.className = 'match';
  }

  showResult(outcome, known) {
    const e = this.el;
    const { n } = outcome;
    showCount(e.total, outcome.solutions);
    showCount(e.unique, outcome.unique);
    showCount(e.knownTotal, known?.solutions, 'not in the table');
    showCount(e.knownUnique, known?.unique, 'not in the table');
    let matches;
    if (known?.solutions !== undefined && known?.unique !== undefined) {
      const totalDiffers = outcome.solutions !== known.solutions;
      const uniqueDiffers = outcome.unique !== known.unique;
      matches = !totalDiffers && !uniqueDiffers;
      const differ = [totalDiffers && 'solutions', uniqueDiffers && 'unique'].filter(Boolean).join(' and ');
      e.match.textContent = matches
        ? '✓ matches the known value (both totals)'
        : `✗ DOES NOT match the known value (${differ} differ)`;
      e.match.className = `match ${matches ? 'match-yes' : 'match-no'}`;
    } else {
      e.match.textContent = 'No known value to compare with.';
    }
    const w = outcome.workers;
    const { seconds, units, resumedUnits } = outcome;
    const before = resumedUnits > 0 ? `, ${group(resumedUnits)} of them counted before a reload` : '';
    this.showStatus(`Counted the ${n}×${n} board in ${formatDuration(seconds)} on ${w} ${w === 1 ? 'worker' : 'workers'} (${group(units)} units${before}).`);
    e.progress.max = 1;
    e.progress.value = 1;
    e.progress.setAttribute('aria-valuetext', `${group(units)} of ${group(units)} units`);
    e.progressLabel.textContent = `Count of ${n}×${n}: finished`;
    e.progressText.textContent =
      `${group(units)} of ${group(units)} units · ${formatDuration(seconds)} · ` +
      `${formatRate(units / seconds)} units/s · ${formatRate(Number(outcome.nodes) / seconds)} nodes/s`;
    return {
      n,
      solutions: Number(outcome.solutions),
      unique: Number(outcome.unique),
      nodes: Number(outcome.nodes),
      seconds: outcome.seconds,
      units: outcome.units,
      resumedUnits,
      workers: w,
      matches,
    };
  }

  queueRender() {
    if (this.renderQueued) return;
    this.renderQueued = true;
    requestAnimationFrame((now) => {
      if (!this.renderQueued) return;
      if (now - this.lastRender < RENDER_EVERY_MS) {
        this.renderQueued = false;
        setTimeout(() => this.queueRender(), RENDER_EVERY_MS - (now - this.lastRender));
        return;
      }
      this.renderQueued = false;
      this.lastRender = now;
      if (this.state === 'running') this.renderProgress();
    });
  }

  /** The progress bar and its text while counting: units done of all, elapsed, time left, units/s, nodes/s. */
  renderProgress() {
    const run = this.run;
    const e = this.el;
    if (!run || run.length === undefined) return;
    const secs = run.elapsed();
    // This session's pace for the rates; the time left from all the counting time and the share done.
    const counting = (performance.now() - (run.countingSince ?? performance.now())) / 1000;
    const unitsHere = run.unitsDone - run.resumedUnits;
    const share = shareDone({ unitsDone: run.unitsDone, units: run.length, solutions: run.solutions, knownSolutions: this.known?.solutions });
    const left = secondsLeft(run.countingSeconds(), share);
    e.progress.max = run.length;
    e.progress.value = run.unitsDone;
    e.progress.setAttribute('aria-valuetext', `${group(run.unitsDone)} of ${group(run.length)} units`);
    e.progressText.textContent =
      `${group(run.unitsDone)} of ${group(run.length)} units · ${formatDuration(secs)} elapsed · ` +
      `${Number.isFinite(left) ? `about ${formatDuration(left)} left` : 'time left not known yet'} · ${formatRate(unitsHere / Math.max(counting, 1e-3))} units/s · ` +
      `${formatRate(run.nodes / Math.max(counting, 1e-3))} nodes/s`;
  }

  /** Count while idle, Cancel while busy; the keyboard focus goes with them rather than to the page. */
  updateButtons() {
    const busy = this.state !== 'idle';
    if (busy !== this.resumeOffer.busy) this.resumeOffer.setBusy(busy);
    const focused = document.activeElement;
    this.el.count.disabled = busy;
    this.el.cancel.disabled = !busy;
    this.el.size.readOnly = busy;
    if (busy && focused === this.el.count) this.el.cancel.focus();
    if (!busy && focused === this.el.cancel) this.el.count.focus();
  }

  /** The hooks for tests and benchmarks. */
  hooks() {
    return {
      count: (n, { workers } = {}) => this.start(n, { workers, confirm: false }),
      cancelCount: () => this.cancel(),
      countProgressEvents: () => this.progressEvents,
      countState: () => this.state,
      countWorkers: () => this.pool.stats(),
      resumeCount: async ({ workers } = {}) => {
        await this.resumeOffer.settled();
        const record = this.resumeOffer.record;
        if (!record) throw new Error('resumeCount(): no count is offered for resuming');
        return this.start(record.n, { workers, resume: record });
      },
      discardCount: async () => {
        await this.resumeOffer.settled();
        await this.resumeOffer.discard();
      },
      countResumeOffer: async () => {
        await this.resumeOffer.settled();
        return this.resumeOffer.offered();
      },
      countStore: () => this.resumeOffer.status(),
      countStored: () => this.resumeOffer.stored(),
    };
  }
}
