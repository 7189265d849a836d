// The Practice panel: the Python article's exercises as questions the page answers by running the core
// (src/practice.rs through the boundary's cornerAnswer, firstSolution, mirrorAnswer): how many solutions put a
// queen on a corner, whether the first solution for n = 4 is the article's [1, 3, 0, 2], whether the mirror
// trick gives the full count for even boards, and what doubling the middle column does to odd ones. Each
// question asks the learner's answer first (js/sections/prediction.js) and only then runs the core. Every
// number shown comes from the core; this file only writes the sentences and tables.

import { readSizeField } from '../shared/field-error.js';
import { wordedParser } from '../i18n/size.js';
import { group } from '../shared/format.js';
import { Prediction, verdict } from './prediction.js';
import { englishMessages } from '../i18n/i18n.js';

/** The page's element `id` (the Practice panel's markup is the page's own). */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** `[1, 3, 0, 2]` as the article writes a board. */
const listText = (/** @type {number[]} */ columns) => `[${columns.join(', ')}]`;

/**
 * A table of `rows` (arrays of cells, numbers grouped as language `lang` groups them) under `headings`, with `caption`.
 * @param {string} caption @param {string[]} headings @param {Array<Array<string | number | undefined>>} rows @param {string} lang
 */
function table(caption, headings, rows, lang) {
  const el = document.createElement('table');
  el.className = 'practice-table';
  const cap = el.createCaption();
  cap.textContent = caption;
  const head = el.createTHead().insertRow();
  for (const heading of headings) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = heading;
    head.append(th);
  }
  const body = el.createTBody();
  for (const cells of rows) {
    const row = body.insertRow();
    cells.forEach((cell, i) => {
      const td = i === 0 ? document.createElement('th') : document.createElement('td');
      if (i === 0) td.scope = 'row';
      td.textContent = typeof cell === 'number' ? group(cell, lang) : cell ?? '';
      row.append(td);
    });
  }
  // A narrow screen scrolls the table sideways rather than the page; the box takes focus so that a keyboard can.
  const wrap = document.createElement('div');
  wrap.className = 'practice-table-wrap';
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'group');
  wrap.setAttribute('aria-label', caption);
  wrap.append(el);
  return wrap;
}


/**
 * Writes `parts` (sentences, or elements such as a table) into `box`, replacing what it held.
 * @param {HTMLElement} box @param {...(string | Element)} parts
 */
function show(box, ...parts) {
  box.replaceChildren(...parts.map((part) => {
    if (typeof part !== 'string') return part;
    const p = document.createElement('p');
    p.textContent = part;
    return p;
  }));
}

export class PracticeSection {
  /**
   * `wasm` the module's exports, `messages` the reader's catalog (with its later words: i18n.js `laterMessages`).
   * @param {import('../shared/bindings.js').Bindings & import('../shared/bindings.js').SectionsGlue} wasm
   * @param {any} [messages]
   */
  constructor(wasm, messages = englishMessages()) {
    this.wasm = wasm;
    const m = messages;
    this.messages = m;
    const yesNo = [{ label: m.t('practice-yes'), value: true }, { label: m.t('practice-no'), value: false }];
    /** A yes or no as the verdict says it. */
    this.yesNo = (/** @type {unknown} */ v) => m.t(v ? 'practice-yes-word' : 'practice-no-word');
    this.exercises = wasm.practiceExercises();
    this.el = {
      cornerSize: $('practice-corner-size'), cornerError: $('practice-corner-size-error'), cornerHint: $('practice-corner-size-hint'),
      corner: $('practice-corner'), cornerAnswer: $('practice-corner-answer'),
      first: $('practice-first'), firstAnswer: $('practice-first-answer'), firstQuestion: $('practice-first-question'),
      mirror: $('practice-mirror'), mirrorAnswer: $('practice-mirror-answer'), mirrorQuestion: $('practice-mirror-question'),
      odd: $('practice-odd'), oddAnswer: $('practice-odd-answer'),
    };
    const e = this.el;
    const { practiceMax, articleFirstSolution, mirrorEvenSizes } = this.exercises;
    e.cornerHint.textContent = m.t('size-range', { min: 1, max: practiceMax });
    e.firstQuestion.textContent = m.t('practice-first-question', { n: articleFirstSolution.length, columns: listText(articleFirstSolution) });
    e.mirrorQuestion.textContent = m.t('practice-mirror-question', { sizes: mirrorEvenSizes.join(', ') });
    this.guess = {
      corner: new Prediction({ button: e.corner, id: 'practice-corner', prompt: m.t('practice-corner-prompt'), messages: m }),
      first: new Prediction({ button: e.first, id: 'practice-first', prompt: m.t('practice-first-prompt'), choices: yesNo, messages: m }),
      mirror: new Prediction({ button: e.mirror, id: 'practice-mirror', prompt: m.t('practice-mirror-prompt'), choices: yesNo, messages: m }),
      odd: new Prediction({
        button: e.odd, id: 'practice-odd', prompt: m.t('practice-odd-prompt'), messages: m,
        choices: ['high', 'right', 'low'].map((value) => ({ label: m.t(`practice-odd-${value}`), value })),
      }),
    };
    e.corner.addEventListener('click', () => this.answerCorner());
    e.cornerSize.addEventListener('input', () => this.readCornerSize(false));
    e.cornerSize.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        this.answerCorner();
      }
    });
    e.first.addEventListener('click', () => this.answerFirst());
    e.mirror.addEventListener('click', () => this.answerMirror());
    e.odd.addEventListener('click', () => this.answerOdd());
  }

  /** @param {boolean} committed */
  readCornerSize(committed) {
    return readSizeField(/** @type {HTMLInputElement} */ (this.el.cornerSize), this.el.cornerError, {
      committed,
      parse: (text) => wordedParser(this.wasm.parseSize, this.messages)(text, 1, this.exercises.practiceMax),
    });
  }

  /** Exercise 3: solutions with a queen on a corner, for the size in the field. */
  answerCorner() {
    const n = this.readCornerSize(true);
    const guess = this.guess.corner.value();
    if (n === undefined || guess === undefined) return;
    const a = this.wasm.cornerAnswer(n);
    const m = this.messages;
    show(this.el.cornerAnswer,
      verdict(guess, a.withCornerQueen, undefined, m),
      m.t('practice-corner-answer', { n, corner: a.withCornerQueen, solutions: a.solutions, topLeft: a.withTopLeftQueen }),
      m.t(n === 1 ? 'practice-corner-why-one' : 'practice-corner-why'));
  }

  /** Exercise 1: the stepping search run to its first solution, against the article's. */
  answerFirst() {
    const expected = this.exercises.articleFirstSolution;
    const a = this.wasm.firstSolution(expected.length);
    const found = a.columns ?? [];
    const equal = found.length === expected.length && found.every((c, i) => c === expected[i]);
    const guess = this.guess.first.value();
    if (guess === undefined) return;
    const m = this.messages;
    show(this.el.firstAnswer,
      verdict(guess, equal, this.yesNo, m),
      m.t('practice-first-answer', { equal: equal ? 'yes' : 'no', steps: a.steps, found: listText(found), expected: listText(expected) }),
      m.t('practice-first-why'));
    this.el.firstAnswer.dataset.equal = String(equal);
  }

  /** Exercise 4: the mirror trick against the fast counter's full count, even sizes. */
  answerMirror() {
    const answers = this.exercises.mirrorEvenSizes.map((n) => this.wasm.mirrorAnswer(n));
    const allMatch = answers.every((a) => a.mirrored === a.full);
    const guess = this.guess.mirror.value();
    if (guess === undefined) return;
    const m = this.messages;
    show(this.el.mirrorAnswer,
      verdict(guess, allMatch, this.yesNo, m),
      table(m.t('practice-mirror-table'), ['n', ...['left', 'doubled', 'full', 'equal'].map((c) => m.t(`practice-mirror-column-${c}`))],
        answers.map((a) => [`${a.n}`, a.leftHalf, a.mirrored, a.full, m.t(a.mirrored === a.full ? 'practice-equal-yes' : 'practice-equal-no')]), m.lang),
      m.t('practice-mirror-answer', { all: allMatch ? 'yes' : 'no' }));
    this.el.mirrorAnswer.dataset.match = String(allMatch);
  }

  /** The same trick on odd boards with the middle column doubled too, against the right total. */
  answerOdd() {
    const answers = this.exercises.mirrorOddSizes.map((n) => this.wasm.mirrorAnswer(n));
    const guess = this.guess.odd.value();
    if (guess === undefined) return;
    const side = (/** @type {import('../../nqueens_sections.js').MirrorAnswer} */ a) => (a.middleDoubled > a.full ? 'high' : a.middleDoubled < a.full ? 'low' : 'right');
    const sides = new Set(answers.map(side));
    const outcome = sides.size === 1 ? [...sides][0] : 'mixed';
    const m = this.messages;
    show(this.el.oddAnswer,
      verdict(guess, outcome, (v) => m.t(`practice-odd-${v}`), m),
      table(m.t('practice-odd-table'), ['n', ...['left', 'middle', 'doubled', 'once', 'full'].map((c) => m.t(`practice-odd-column-${c}`))],
        answers.map((a) => [`${a.n}`, a.leftHalf, a.middle, a.middleDoubled, a.mirrored, a.full]), m.lang),
      m.t('practice-odd-why'));
  }
}
