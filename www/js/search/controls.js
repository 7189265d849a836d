// The controls: buttons, the speed slider, the size input with its message, the labels toggle and the
// keyboard shortcuts. This module only wires DOM events to the actions it is given and reflects state.

import { readSizeField, showFieldError } from '../shared/field-error.js';
import { SPEEDS, speedIndex, speedText } from './speed.js';
import { englishMessages } from '../i18n/i18n.js';
import { handleShortcut } from './shortcuts.js';

/**
 * What the controls ask of the search on view: `setSize(n)` a size typed and read (possibly the current one),
 * `parseSize(text)` the core's reader for the watch range.
 * @typedef {{play: () => void, step: () => void, stepBack: () => void, reset: () => void, nextSolution: () => void,
 *   runToEnd: () => void, setSpeed: (v: number) => void, setLabels: (on: boolean) => void, setSize: (n: number) => void,
 *   parseSize: (text: string) => import('../../nqueens.js').SizeReading}} Actions
 */
/**
 * The controls' elements (the buttons, the speed slider and its words, the labels box and its note, the size field and its message).
 * @typedef {{play: HTMLButtonElement, step: HTMLButtonElement, stepBack: HTMLButtonElement, reset: HTMLButtonElement,
 *   nextSolution: HTMLButtonElement, runToEnd: HTMLButtonElement, speed: HTMLInputElement, speedValue: HTMLElement,
 *   labels: HTMLInputElement, labelsNote: HTMLElement, size: HTMLInputElement, sizeError: HTMLElement}} ControlElements
 */

export class Controls {
  /**
   * `actions`: play, step, stepBack, reset, nextSolution, runToEnd, setSpeed(v), setLabels(on), setSize(n)
   * (a size typed and read, possibly the current one), parseSize(text) (the core's reader for the watch
   * range); `limits` the core's `limits()`; `root` holds the controls (by id: the Document, or the
   * element's ShadowRoot), `keys` is where key presses are shortcuts (the document, or the element) until
   * `signal` (optional) aborts.
   * @param {Actions} actions
   * @param {import('../../nqueens.js').Limits} limits
   * @param {{root?: Document | ShadowRoot, keys?: EventTarget, signal?: AbortSignal, messages?: import('../i18n/i18n.js').Translator}} [where]
   * root a Document or ShadowRoot; messages the reader's catalog
   */
  constructor(actions, limits, { root = document, keys = root, signal, messages = englishMessages() } = {}) {
    // The studio's controls, by the ids its markup gives them (js/search/markup.js).
    const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (root.getElementById(id));
    this.actions = actions;
    this.root = root;
    this.messages = messages;
    /** @type {number | undefined} the size on view, for the size field's message (set by the view) */
    this.currentSize = undefined;
    this.min = limits.watchMin;
    this.max = limits.watchMax;
    /** @type {number | undefined} */
    this.speed = undefined;
    this.el = /** @type {ControlElements} */ ({
      play: $('play'), step: $('step'), stepBack: $('step-back'), reset: $('reset'),
      nextSolution: $('next-solution'), runToEnd: $('run-to-end'), speed: $('speed'), speedValue: $('speed-value'),
      labels: $('labels'), labelsNote: $('labels-note'), size: $('size'), sizeError: $('size-error'),
    });
    const e = this.el;
    e.speed.max = String(SPEEDS.length - 1);
    $('size-hint').textContent = messages.t('size-range', { min: this.min, max: this.max });
    e.play.addEventListener('click', () => actions.play());
    e.step.addEventListener('click', () => actions.step());
    e.stepBack.addEventListener('click', () => actions.stepBack());
    e.reset.addEventListener('click', () => actions.reset());
    e.nextSolution.addEventListener('click', () => actions.nextSolution());
    e.runToEnd.addEventListener('click', () => actions.runToEnd());
    e.speed.addEventListener('input', () => this.speedChanged());
    e.labels.addEventListener('change', () => actions.setLabels(e.labels.checked));
    $('board').addEventListener('labels-fit', (ev) => this.showLabelsFit(/** @type {CustomEvent<{asked: boolean, shown: boolean}>} */ (ev).detail));
    e.size.addEventListener('input', () => this.sizeTyped(false));
    e.size.addEventListener('change', () => this.sizeTyped(true));
    e.size.addEventListener('keydown', (/** @type {KeyboardEvent} */ ev) => this.sizeKey(ev));
    keys.addEventListener('keydown', (ev) => this.shortcut(/** @type {KeyboardEvent} */ (ev)), { signal });
  }

  /**
   * Shows speed `v` (any whole number of steps per second, or Infinity); the slider snaps, the speed does not.
   * @param {number} v
   */
  showSpeed(v) {
    this.speed = v;
    this.el.speed.value = String(speedIndex(v));
    const text = speedText(v, this.messages);
    this.el.speedValue.textContent = text;
    this.el.speed.setAttribute('aria-valuetext', text);
  }

  /** The slider moved: its step is the new speed. */
  speedChanged() {
    const i = Math.max(0, Math.min(SPEEDS.length - 1, Number(this.el.speed.value) || 0));
    this.actions.setSpeed(SPEEDS[i]);
  }

  /** @param {boolean} on */
  setLabels(on) {
    this.el.labels.checked = on;
  }

  /**
   * Says why the diagonal numbers asked for are not drawn (js/board/board.js finds the squares too small).
   * @param {{asked: boolean, shown: boolean}} fit
   */
  showLabelsFit({ asked, shown }) {
    const missing = asked && !shown;
    const text = missing ? this.messages.t('labels-too-small') : '';
    if (this.el.labelsNote.textContent !== text) this.el.labelsNote.textContent = text;
    this.el.labelsNote.hidden = !missing;
  }

  /** @param {number} n */
  showSize(n) {
    this.el.size.value = String(n);
    this.showSizeError(undefined);
  }

  /** @param {string | undefined} message */
  showSizeError(message) {
    showFieldError(this.el.size, this.el.sizeError, message && this.sizeMessage(message));
  }

  /** @param {string} message */
  sizeMessage(message) {
    return this.messages.t('size-stays', { problem: message, n: this.currentSize ?? '' });
  }

  /**
   * The size input changed; `committed` for change/Enter, when an empty field is an error too.
   * @param {boolean} committed
   */
  sizeTyped(committed) {
    const n = readSizeField(this.el.size, this.el.sizeError, {
      committed,
      parse: (text) => this.actions.parseSize(text),
      explain: (message) => this.sizeMessage(message),
    });
    if (n !== undefined) this.actions.setSize(n);
  }

  /** @param {KeyboardEvent} ev */
  sizeKey(ev) {
    if (ev.key === 'Enter') {
      this.sizeTyped(true);
      return;
    }
    if (ev.key !== 'ArrowUp' && ev.key !== 'ArrowDown') return;
    ev.preventDefault();
    // A size is on view (the view sets it before any key reaches the field).
    const current = /** @type {number} */ (this.actions.parseSize(this.el.size.value).value ?? this.currentSize);
    const n = Math.max(this.min, Math.min(this.max, current + (ev.key === 'ArrowUp' ? 1 : -1)));
    this.el.size.value = String(n);
    this.sizeTyped(true);
  }

  /**
   * A key press where shortcuts are listened for (the rule and the keys: js/search/shortcuts.js).
   * @param {KeyboardEvent} ev
   */
  shortcut(ev) {
    handleShortcut(ev, {
      ...this.actions,
      toggleLabels: () => {
        this.el.labels.checked = !this.el.labels.checked;
        this.actions.setLabels(this.el.labels.checked);
      },
    }, /** @type {number} */ (this.speed)); // shown by the view right after it made the controls
  }

  /**
   * Reflects the state on the buttons; a focused button that becomes disabled hands the focus on.
   * @param {{mode: string, steps: number, done: boolean}} state
   */
  update({ mode, steps, done }) {
    const e = this.el;
    const running = mode !== 'idle';
    const playLabel = this.messages.t(running ? 'button-pause' : 'button-play');
    if (e.play.textContent !== playLabel) e.play.textContent = playLabel;
    const focused = this.root.activeElement;
    e.play.disabled = done && !running;
    e.step.disabled = done;
    e.stepBack.disabled = steps === 0;
    e.reset.disabled = steps === 0 && !running;
    e.nextSolution.disabled = done;
    e.runToEnd.disabled = done;
    e.nextSolution.setAttribute('aria-pressed', String(mode === 'solution'));
    e.runToEnd.setAttribute('aria-pressed', String(mode === 'end'));
    if (focused instanceof HTMLButtonElement && focused.disabled) this.passFocus(focused);
  }

  /**
   * Moves the focus from `button`, just disabled, to the nearest control that still does something:
   * at the end of the search Step back or Reset, at step 0 Step or Play.
   * @param {HTMLButtonElement} button
   */
  passFocus(button) {
    const e = this.el;
    const order = /** @type {Record<string, HTMLButtonElement[] | undefined>} */ ({
      [e.play.id]: [e.stepBack, e.reset, e.step],
      [e.step.id]: [e.stepBack, e.reset],
      [e.nextSolution.id]: [e.stepBack, e.reset],
      [e.runToEnd.id]: [e.reset, e.stepBack],
      [e.stepBack.id]: [e.step, e.play],
      [e.reset.id]: [e.step, e.play],
    })[button.id];
    const next = order?.find((candidate) => !candidate.disabled);
    next?.focus();
  }
}
