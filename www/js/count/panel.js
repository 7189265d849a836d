// The Count section's panel: draws a state of js/count/machine.js (the progress row, the status, the
// result and its match mark, the question, Count / Cancel) and reads its size field. It writes only what
// changed, and moves the keyboard focus with the controls that appear or go (a hidden button would drop it
// to the page).

import { readSizeField, showFieldError } from '../shared/field-error.js';
import { group } from '../shared/format.js';
import { isBusy } from './machine.js';

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const input = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));
const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));

/** Sets a text only when it differs (a live region announces every write). @param {HTMLElement} el @param {string} text */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * Shows a total (a BigInt) with thousands separators, the plain digits in `data-value` for scripts;
 * `missing` and no `data-value` when there is none; `lang` the language of the words around it.
 * @param {HTMLElement} el @param {bigint | undefined} total @param {string} lang
 */
function showCount(el, total, lang, missing = '–') {
  setText(el, total === undefined ? missing : group(total, lang));
  if (total === undefined) delete el.dataset.value;
  else el.dataset.value = String(total);
}

export class CountPanel {
  /** @param {import('../i18n/i18n.js').Translator} messages the reader's catalog */
  constructor(messages) {
    this.messages = messages;
    this.el = {
      size: input('count-size'), sizeError: $('count-size-error'), hint: $('count-size-hint'), count: button('count'), cancel: button('cancel'),
      confirm: $('count-confirm'), confirmText: $('count-confirm-text'), confirmYes: button('count-confirm-yes'),
      confirmNo: button('count-confirm-no'), progressRow: $('count-progress-row'),
      progress: /** @type {HTMLProgressElement} */ ($('count-progress')),
      progressLabel: $('count-progress-label'), progressText: $('count-progress-text'), status: $('count-status'),
      total: $('count-total'), unique: $('count-unique'), knownTotal: $('count-known-total'),
      knownUnique: $('count-known-unique'), match: $('count-match'), workersNote: $('count-workers'),
      joinMax: [$('count-join-max'), $('count-join-max-again')],
      result: $('count-result'),
    };
    /** @type {import('./machine.js').CountState | undefined} the state last drawn */
    this.drawn = undefined;
  }

  /**
   * The size field: `parse(text)` the core's reading; returns the size, or undefined (its message shown).
   * @param {boolean} committed @param {(text: string) => import('../../nqueens.js').SizeReading} parse
   */
  readSize(committed, parse) {
    return readSizeField(this.el.size, this.el.sizeError, {
      committed,
      parse,
      explain: (problem) => this.messages.t('count-size-nothing', { problem }),
    });
  }

  /** True when the keyboard focus is on one of the question's buttons. */
  focusInQuestion() {
    return this.el.confirm.contains(document.activeElement);
  }

  /** Draws `state`; `focus` says where the focus goes when the control holding it disappears. @param {import('./machine.js').CountState} state */
  render(state) {
    const before = this.drawn;
    this.drawn = state;
    const e = this.el;
    const view = state.view;
    if (state.count && before?.count?.id !== state.count.id) {
      // A new count shows its size in the field, whoever started it.
      e.size.value = String(state.count.n);
      showFieldError(e.size, e.sizeError, undefined);
    }
    if (before?.view.progress !== view.progress) this.renderProgress(view.progress);
    setText(e.status, view.status);
    if (before?.view.result !== view.result) this.renderResult(view.result);

    const questionHadFocus = this.focusInQuestion();
    setText(e.confirmText, view.question ?? '');
    e.confirm.hidden = view.question === undefined;
    if (view.question !== undefined && before?.view.question === undefined) e.confirmYes.focus();

    // Count while idle, Cancel while busy; the keyboard focus goes with them rather than to the page.
    const busy = isBusy(state);
    const focused = document.activeElement;
    e.count.disabled = busy;
    e.cancel.disabled = !busy;
    e.size.readOnly = busy;
    if (questionHadFocus && e.confirm.hidden) (busy ? e.cancel : e.count).focus();
    else if (busy && focused === e.count) e.cancel.focus();
    else if (!busy && focused === e.cancel) e.count.focus();
  }

  /** The one writer of the progress row. @param {import('./machine.js').ProgressView} progress */
  renderProgress(progress) {
    const e = this.el;
    e.progressRow.hidden = Boolean(progress.hidden);
    if (progress.hidden) return;
    setText(e.progressLabel, progress.label);
    e.progress.max = progress.max;
    if (progress.value === undefined) e.progress.removeAttribute('value');
    else e.progress.value = progress.value;
    if (progress.valueText === undefined) e.progress.removeAttribute('aria-valuetext');
    else e.progress.setAttribute('aria-valuetext', progress.valueText);
    setText(e.progressText, progress.text);
  }

  /** @param {import('./machine.js').ResultView | null} result */
  renderResult(result) {
    const e = this.el;
    showCount(e.total, result?.solutions, this.messages.lang);
    showCount(e.unique, result?.unique, this.messages.lang);
    // The method and the build of the result shown, for scripts (the status says them in words).
    for (const key of /** @type {const} */ (['method', 'build'])) {
      if (result?.[key]) e.result.dataset[key] = result[key];
      else delete e.result.dataset[key];
    }
    const missing = result ? this.messages.t('count-not-in-table') : '–';
    showCount(e.knownTotal, result?.knownSolutions, this.messages.lang, missing);
    showCount(e.knownUnique, result?.knownUnique, this.messages.lang, missing);
    setText(e.match, result?.match.text ?? '');
    e.match.className = result?.match.kind ? `match match-${result.match.kind}` : 'match';
  }
}
