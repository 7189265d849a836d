// The guided lesson "Follow the article" (#lesson, opened by #lesson-toggle): walks the article's 4×4
// walk-through as the stops the core computes (the boundary's `lesson()`, src/lesson.rs), then the 8×8 board's
// totals. At each stop the page's search seeks there, the panel parts that matter are marked (a data-lesson-mark
// attribute on the page's body, drawn by www/lesson.css), the stops are marked on the step bar, and the stop's
// sentences (js/lesson/stops.js) say what to notice. A stop that asks first seeks to its question's step, waits
// for the learner's answer (a square clicked on the board or chosen from buttons, yes / no, or two numbers), and
// then plays the search up to the answer: at reading speed (2 steps a second) on the 4×4 board, so that every
// step between is seen, and the 8×8 board's whole search in about ten seconds, its counters climbing. "Show it
// now" ends the playing there. The card keeps one size (lesson.css), so nothing around it moves between stops.

import { stopView, questionView, judge, readCount } from './stops.js';

/** Steps a second the answer is played at on the walk-through's board: the page's first-visit speed. */
export const READING_SPEED = 2;
/** A longer reveal (the 8×8 board's whole search) is played in about this many seconds. */
const LONG_REVEAL_S = 10;

/** @typedef {import('./stops.js').Stop} Stop */
/** @typedef {import('./stops.js').Choice} Choice */
/** @typedef {'closed' | 'moving' | 'asking' | 'revealing' | 'shown' | 'unavailable'} Phase */

export class Lesson {
  /**
   * `wasm` the module's exports, `view` the page's SearchView, `toggle` the button that opens `region`, the
   * container the lesson renders into; `body` carries the marks. Its words are the view's catalog's.
   * @param {{wasm: Pick<import('../shared/bindings.js').SectionsGlue, 'lesson'>, view: import('../search/view.js').SearchView,
   *   toggle: HTMLElement, region: HTMLElement, body?: HTMLElement}} parts
   */
  constructor({ wasm, view, toggle, region, body = document.body }) {
    // The view's catalog, its later words loaded (js/i18n/i18n.js `laterMessages`).
    this.messages = view.messages;
    const { n, stops } = wasm.lesson();
    this.n = n;
    this.stops = stops;
    this.view = view;
    this.toggle = toggle;
    this.region = region;
    this.body = body;
    this.index = -1;
    /** @type {Phase} */
    this.phase = 'closed';
    /** @type {Map<number, {choice: Choice, right: boolean, text: string}>} stop index -> the learner's answer */
    this.answers = new Map();
    this.el = this.build();
    toggle.addEventListener('click', () => this.setOpen(region.hidden));
    // In the capture phase, so that an answer is not also taken by Constrain as a square to block.
    view.canvas.addEventListener('click', (ev) => this.boardClick(ev), { capture: true });
    // The stop's sentences name the code as the language shown names it.
    view.root.getElementById('code-language')?.addEventListener('change', () => {
      if (this.phase === 'shown') this.render();
    });
  }

  /** Makes the lesson's parts in the region; returns them. */
  build() {
    /**
     * @template {keyof HTMLElementTagNameMap} K
     * @param {K} tag @param {Partial<HTMLElementTagNameMap[K]>} [props]
     * @returns {HTMLElementTagNameMap[K]}
     */
    const make = (tag, props = {}) => Object.assign(document.createElement(tag), props);
    const m = this.messages;
    /**
     * A button whose last words only a wide studio shows ("Next" on a phone, "Next stop" beside the board).
     * @param {string} id @param {string} words @param {string} [className]
     */
    const button = (id, words, className = '') => {
      const el = make('button', { id, type: 'button', className });
      setWords(el, m, words);
      return el;
    };
    const e = {
      heading: make('h2', { id: 'lesson-heading', className: 'lesson-heading', textContent: m.t('lesson-toggle') }),
      progress: make('p', { id: 'lesson-progress', className: 'lesson-progress' }),
      title: make('h3', { id: 'lesson-title' }),
      text: make('div', { id: 'lesson-text', className: 'lesson-text' }),
      question: make('div', { id: 'lesson-question', className: 'lesson-question' }),
      feedback: make('p', { id: 'lesson-feedback', className: 'lesson-feedback' }),
      back: button('lesson-back', 'lesson-previous'),
      next: button('lesson-next', 'lesson-next', 'primary'),
      close: button('lesson-close', 'lesson-close'),
      now: make('button', { id: 'lesson-now', type: 'button', className: 'lesson-now', textContent: m.t('lesson-now') }),
    };
    e.question.setAttribute('role', 'group');
    e.question.setAttribute('aria-labelledby', 'lesson-title');
    e.feedback.setAttribute('aria-live', 'polite');
    // A fixed box: the head (where the lesson stands, its buttons) and the stop's words, which scroll inside
    // when longer than the box, so that nothing around the card moves from stop to stop.
    const nav = make('div', { className: 'lesson-nav' });
    nav.append(e.back, e.next, e.close);
    const head = make('div', { className: 'lesson-head' });
    head.append(e.heading, e.progress, nav);
    const words = make('div', { className: 'lesson-body' });
    words.append(e.title, e.feedback, e.text, e.question, e.now);
    this.region.setAttribute('aria-labelledby', 'lesson-heading');
    this.region.replaceChildren(head, words);
    e.back.addEventListener('click', () => this.go(this.index - 1));
    e.next.addEventListener('click', () => this.go(this.phase === 'unavailable' ? this.index : this.index + 1));
    e.close.addEventListener('click', () => {
      this.setOpen(false);
      this.toggle.focus();
    });
    // The learner has seen enough of the playing: the search stops and the lesson goes to the answer at once.
    e.now.addEventListener('click', () => this.view.stop({ narrate: false }));
    return e;
  }

  /** Opens (at the first stop, or where the learner left) or closes the lesson; closing drops the marks. @param {boolean} open */
  setOpen(open) {
    this.region.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    if (!open) {
      if (this.phase === 'revealing') this.view.stop({ narrate: false });
      this.phase = 'closed';
      this.mark([]);
      this.view.scrub.setMarks('stop', []);
      return Promise.resolve();
    }
    return this.go(Math.max(0, this.index));
  }

  /** The board of stop `stop`. @param {Stop} stop */
  boardOf(stop) {
    return stop.n ?? this.n;
  }

  /** The lesson follows the plain search of the stop's board: a variant, an option or constrained squares stop it. @param {Stop} stop */
  ready(stop) {
    if (this.view.n !== this.boardOf(stop)) this.view.requestSize(this.boardOf(stop));
    this.view.scrub.setMarks('stop', this.stops.filter((s) => this.boardOf(s) === this.view.n).map((s) => s.step));
    return this.view.plain;
  }

  /** Goes to stop `index`: to its question if it asks one not yet answered, else to its step. @param {number} index */
  async go(index) {
    if (index < 0 || index >= this.stops.length) return;
    if (this.phase === 'revealing') this.view.stop({ narrate: false });
    this.index = index;
    this.mark([]);
    const stop = this.stops[index];
    if (!this.ready(stop)) {
      this.phase = 'unavailable';
      this.render();
      return;
    }
    const asking = stop.ask && !this.answers.has(index);
    await this.moveTo(asking ? /** @type {NonNullable<Stop['ask']>} */ (stop.ask).step : stop.step);
    if (this.index !== index) return; // another stop was chosen meanwhile
    this.phase = asking ? 'asking' : 'shown';
    this.render();
  }

  /** @param {number} step */
  async moveTo(step) {
    this.phase = 'moving';
    this.render();
    await this.view.seekTo(step);
  }

  /** The learner's answer to the question now asked: judged, then the search plays up to it. @param {Choice} choice */
  async answer(choice) {
    if (this.phase !== 'asking') return;
    const index = this.index;
    const stop = this.stops[index];
    this.answers.set(index, { choice, ...judge(stop, choice, this.messages) });
    this.phase = 'revealing';
    this.render();
    const steps = stop.step - this.view.search.steps;
    const speed = Math.max(READING_SPEED, Math.ceil(steps / LONG_REVEAL_S));
    const reached = await this.view.playTo(stop.step, speed);
    if (this.index !== index || this.phase !== 'revealing') return;
    if (reached !== stop.step) await this.view.seekTo(stop.step);
    this.phase = 'shown';
    this.render();
  }

  /** A click on a square of the board answers a question about squares (the square, or the queen on it). @param {MouseEvent} ev */
  boardClick(ev) {
    if (this.phase !== 'asking') return;
    const q = questionView(this.stops[this.index], this.view.n, this.messages);
    if (!q.onBoard) return;
    const at = this.view.board.squareAt(ev.clientX, ev.clientY, this.view.n);
    const value = at && /** @type {(square: import('./stops.js').Square) => Choice | undefined} */ (q.boardValue)(at);
    if (!value) return;
    ev.stopImmediatePropagation();
    this.answer(value);
  }

  render() {
    const e = this.el;
    const m = this.messages;
    const stop = this.stops[this.index];
    this.region.dataset.phase = this.phase;
    e.progress.textContent = m.t('lesson-progress', { number: this.index + 1, total: this.stops.length });
    const busy = this.phase === 'moving' || this.phase === 'revealing';
    e.back.disabled = this.index <= 0 || this.phase === 'moving';
    e.next.disabled = this.index >= this.stops.length - 1 || this.phase === 'moving' || this.phase === 'asking';
    e.question.replaceChildren();
    e.question.hidden = this.phase !== 'asking';
    e.now.hidden = this.phase !== 'revealing';
    const answered = this.answers.get(this.index);
    e.feedback.textContent = (this.phase === 'shown' || this.phase === 'revealing') && answered ? answered.text : '';
    if (answered) e.feedback.dataset.right = String(answered.right);
    else delete e.feedback.dataset.right;
    setWords(e.next, m, 'lesson-next');
    if (this.phase === 'unavailable') {
      e.title.textContent = m.t('lesson-unavailable-title');
      e.text.replaceChildren(paragraph(m.t('lesson-unavailable')));
      e.next.disabled = false;
      setWords(e.next, m, 'lesson-try');
      e.back.disabled = true;
      return;
    }
    if (busy) {
      e.text.replaceChildren(paragraph(this.phase === 'moving' ? m.t('lesson-moving') : m.t('lesson-playing', { step: stop.step })));
      return;
    }
    if (this.phase === 'asking') {
      this.renderQuestion(stop);
      return;
    }
    const state = this.view.search.state();
    // The lesson's stops are shown on the plain search (ready()), which keeps its nodes.
    const counters = /** @type {Required<import('../../nqueens.js').Counters>} */ (state.counters);
    const shown = stopView(stop, { n: this.boardOf(stop), counters, queens: Array.from(state.queens), language: this.view.language, messages: m });
    e.title.textContent = shown.title;
    e.text.replaceChildren(...shown.sentences.map(paragraph));
    this.mark(shown.marks);
  }

  /** The question asked at `stop`: its prompt, and buttons for its choices or fields for its numbers. @param {Stop} stop */
  renderQuestion(stop) {
    const e = this.el;
    const q = questionView(stop, this.boardOf(stop), this.messages);
    e.title.textContent = this.messages.t('lesson-your-turn');
    e.text.replaceChildren(paragraph(q.prompt));
    if (q.fields) {
      const inputs = q.fields.map(({ name, label }) => {
        const field = document.createElement('label');
        field.className = 'lesson-number';
        const input = Object.assign(document.createElement('input'), { type: 'text', inputMode: 'numeric', autocomplete: 'off', id: `lesson-guess-${name}`, size: 9 });
        field.append(`${label} `, input);
        e.question.append(field);
        return input;
      });
      const check = Object.assign(document.createElement('button'), { type: 'button', className: 'lesson-choice primary', textContent: this.messages.t('lesson-check'), disabled: true });
      const fields = q.fields;
      const values = () => /** @type {{solutions: number | undefined, nodes: number | undefined}} */ (Object.fromEntries(fields.map(({ name }, i) => [name, readCount(inputs[i].value)])));
      const complete = () => Object.values(values()).every((v) => v !== undefined);
      for (const input of inputs) input.addEventListener('input', () => { check.disabled = !complete(); });
      check.addEventListener('click', () => complete() && this.answer(values()));
      e.question.append(check);
      return;
    }
    // A question without fields offers choices.
    for (const choice of /** @type {{label: string, value: Choice}[]} */ (q.choices)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'lesson-choice';
      button.textContent = choice.label;
      button.addEventListener('click', () => this.answer(choice.value));
      e.question.append(button);
    }
  }

  /** Marks the panel parts named (js/lesson/stops.js MARKS); an empty list clears them. @param {string[]} marks */
  mark(marks) {
    if (marks.length === 0) delete this.body.dataset.lessonMark;
    else this.body.dataset.lessonMark = marks.join(' ');
  }

  /** For the test hook: where the lesson stands. */
  state() {
    const stop = this.stops[this.index];
    return {
      open: !this.region.hidden,
      phase: this.phase,
      index: this.index,
      kind: stop?.kind,
      n: stop ? this.boardOf(stop) : undefined,
      step: stop?.step,
      askStep: stop?.ask?.step,
      marks: this.body.dataset.lessonMark?.split(' ') ?? [],
      stops: this.stops.map((s) => ({ kind: s.kind, n: this.boardOf(s), step: s.step, askStep: s.ask?.step })),
    };
  }
}

/**
 * Sets a button's words, message `id` of catalog `m`: its value always shown, its attribute `more` (what the
 * value grows into) only where the studio is wide.
 * @param {HTMLElement} button @param {import('../i18n/i18n.js').Translator} m @param {string} id
 */
function setWords(button, m, id) {
  const short = m.t(id);
  const rest = m.attr(id, 'more');
  if (button.firstChild?.textContent === short && button.lastChild?.textContent === rest) return;
  const more = document.createElement('span');
  more.className = 'wide-only';
  more.textContent = rest;
  button.replaceChildren(short, more);
}

/** @param {string} text */
function paragraph(text) {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}
