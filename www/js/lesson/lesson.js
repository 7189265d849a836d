// The guided lesson "Follow the article" (#lesson, opened by #lesson-toggle): walks the article's 4×4
// walk-through as the stops the core computes (the boundary's `lesson()`, src/lesson.rs). At each stop the
// page's search seeks there, the panel parts that matter are marked (a data-lesson-mark attribute on the
// page's body, drawn by www/lesson.css) and the stop's sentences (js/lesson/stops.js) say what to notice. A
// stop that asks first seeks to its question's step, waits for the learner's answer (a square clicked on the
// board or chosen from buttons, or yes / no), and only then lets the search do it.

import { stopView, questionView, judge } from './stops.js';

export class Lesson {
  /**
   * `wasm` the module's exports, `view` the page's SearchView, `toggle` the button that opens `region`, the
   * container the lesson renders into; `body` carries the marks.
   */
  constructor({ wasm, view, toggle, region, body = document.body }) {
    const { n, stops } = wasm.lesson();
    this.n = n;
    this.stops = stops;
    this.view = view;
    this.toggle = toggle;
    this.region = region;
    this.body = body;
    this.index = -1;
    this.phase = 'closed'; // 'closed' | 'moving' | 'asking' | 'shown' | 'unavailable'
    this.answers = new Map(); // stop index -> {choice, right, text}
    this.build();
    toggle.addEventListener('click', () => this.setOpen(region.hidden));
    // In the capture phase, so that an answer is not also taken by Constrain as a square to block.
    view.canvas.addEventListener('click', (ev) => this.boardClick(ev), { capture: true });
    // The stop's sentences name the code as the language shown names it.
    view.root.getElementById('code-language')?.addEventListener('change', () => {
      if (this.phase === 'shown') this.render();
    });
  }

  build() {
    const make = (tag, props = {}) => Object.assign(document.createElement(tag), props);
    /** A button whose last words only a wide studio shows ("Next" on a phone, "Next stop" beside the board). */
    const button = (id, short, rest, className = '') => {
      const el = make('button', { id, type: 'button', className });
      setWords(el, short, rest);
      return el;
    };
    this.el = {
      heading: make('h2', { id: 'lesson-heading', className: 'lesson-heading', textContent: 'Follow the article' }),
      progress: make('p', { id: 'lesson-progress', className: 'lesson-progress' }),
      title: make('h3', { id: 'lesson-title' }),
      text: make('div', { id: 'lesson-text', className: 'lesson-text' }),
      question: make('div', { id: 'lesson-question', className: 'lesson-question' }),
      feedback: make('p', { id: 'lesson-feedback', className: 'lesson-feedback' }),
      back: button('lesson-back', 'Previous', ' stop'),
      next: button('lesson-next', 'Next', ' stop', 'primary'),
      close: button('lesson-close', 'Close', ' the lesson'),
    };
    const e = this.el;
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
    words.append(e.title, e.text, e.question, e.feedback);
    this.region.setAttribute('aria-labelledby', 'lesson-heading');
    this.region.replaceChildren(head, words);
    e.back.addEventListener('click', () => this.go(this.index - 1));
    e.next.addEventListener('click', () => this.go(this.phase === 'unavailable' ? this.index : this.index + 1));
    e.close.addEventListener('click', () => {
      this.setOpen(false);
      this.toggle.focus();
    });
  }

  /** Opens (at the first stop, or where the learner left) or closes the lesson; closing drops the marks. */
  setOpen(open) {
    this.region.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    if (!open) {
      this.phase = 'closed';
      this.mark([]);
      return Promise.resolve();
    }
    return this.go(Math.max(0, this.index));
  }

  /** The lesson follows the plain search of its board: a variant, an option or constrained squares stop it. */
  async ready() {
    if (this.view.n !== this.n) this.view.requestSize(this.n);
    return this.view.plain;
  }

  /** Goes to stop `index`: to its question if it asks one not yet answered, else to its step. */
  async go(index) {
    if (index < 0 || index >= this.stops.length) return;
    this.index = index;
    this.mark([]);
    if (!(await this.ready())) {
      this.phase = 'unavailable';
      this.render();
      return;
    }
    const stop = this.stops[index];
    if (stop.ask && !this.answers.has(index)) {
      await this.moveTo(stop.ask.step);
      this.phase = 'asking';
    } else {
      await this.moveTo(stop.step);
      this.phase = 'shown';
    }
    this.render();
  }

  async moveTo(step) {
    this.phase = 'moving';
    this.render();
    await this.view.seekTo(step);
  }

  /** The learner's answer to the question now asked: judged, then the search does it. */
  async answer(choice) {
    if (this.phase !== 'asking') return;
    const stop = this.stops[this.index];
    this.answers.set(this.index, { choice, ...judge(stop, choice) });
    await this.moveTo(stop.step);
    this.phase = 'shown';
    this.render();
  }

  /** A click on a square of the board answers a square question. */
  boardClick(ev) {
    if (this.phase !== 'asking' || !questionView(this.stops[this.index], this.n).onBoard) return;
    const at = this.view.board.squareAt(ev.clientX, ev.clientY, this.view.n);
    if (!at) return;
    ev.stopImmediatePropagation();
    this.answer(at);
  }

  render() {
    const e = this.el;
    const stop = this.stops[this.index];
    e.progress.textContent = `Stop ${this.index + 1} of ${this.stops.length}`;
    e.back.disabled = this.index <= 0 || this.phase === 'moving';
    e.next.disabled = this.index >= this.stops.length - 1 || this.phase === 'moving' || this.phase === 'asking';
    e.question.replaceChildren();
    e.question.hidden = this.phase !== 'asking';
    const answered = this.answers.get(this.index);
    e.feedback.textContent = this.phase === 'shown' && answered ? answered.text : '';
    if (answered) e.feedback.dataset.right = String(answered.right);
    else delete e.feedback.dataset.right;
    if (this.phase === 'unavailable') {
      e.title.textContent = 'The lesson follows the plain search';
      e.text.replaceChildren(paragraph(`It walks the ${this.n}×${this.n} board of the article with the correct search: set the variant back to the correct search and turn off First solution only, Mirror halving and Constrain, then choose Try again.`));
      e.next.disabled = false;
      setWords(e.next, 'Try', ' again');
      e.back.disabled = true;
      return;
    }

    setWords(e.next, 'Next', ' stop');
    if (this.phase === 'moving') {
      e.text.replaceChildren(paragraph('Moving the search…'));
      return;
    }
    if (this.phase === 'asking') {
      const q = questionView(stop, this.n);
      e.title.textContent = 'Your turn first';
      e.text.replaceChildren(paragraph(q.prompt));
      for (const choice of q.choices) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'lesson-choice';
        button.textContent = choice.label;
        button.addEventListener('click', () => this.answer(choice.value));
        e.question.append(button);
      }
      return;
    }
    const state = this.view.search.state();
    const shown = stopView(stop, { n: this.n, counters: state.counters, queens: Array.from(state.queens), language: this.view.language });
    e.title.textContent = shown.title;
    e.text.replaceChildren(...shown.sentences.map(paragraph));
    this.mark(shown.marks);
  }

  /** Marks the panel parts named (js/lesson/stops.js MARKS); an empty list clears them. */
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
      step: stop?.step,
      askStep: stop?.ask?.step,
      marks: this.body.dataset.lessonMark?.split(' ') ?? [],
      stops: this.stops.map((s) => ({ kind: s.kind, step: s.step, askStep: s.ask?.step })),
    };
  }
}

/** Sets a button's words: `short` always shown, `rest` only where the studio is wide. */
function setWords(button, short, rest) {
  if (button.firstChild?.textContent === short) return;
  const more = document.createElement('span');
  more.className = 'wide-only';
  more.textContent = rest;
  button.replaceChildren(short, more);
}

function paragraph(text) {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}
