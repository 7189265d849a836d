// The Practice panel: the Python article's exercises as questions the page answers by running the core
// (src/practice.rs through the boundary's cornerAnswer, firstSolution, mirrorAnswer): how many solutions put a
// queen on a corner, whether the first solution for n = 4 is the article's [1, 3, 0, 2], whether the mirror
// trick gives the full count for even boards, and what doubling the middle column does to odd ones. Each
// question asks the learner's answer first (js/sections/prediction.js) and only then runs the core. Every
// number shown comes from the core; this file only writes the sentences and tables.

import { readSizeField } from '../shared/field-error.js';
import { group } from '../shared/format.js';
import { Prediction, verdict } from './prediction.js';

/** The page's element `id` (the Practice panel's markup is the page's own). */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** `[1, 3, 0, 2]` as the article writes a board. */
const listText = (/** @type {number[]} */ columns) => `[${columns.join(', ')}]`;

/**
 * A table of `rows` (arrays of cells, numbers grouped) under `headings`, with `caption`.
 * @param {string} caption @param {string[]} headings @param {Array<Array<string | number | undefined>>} rows
 */
function table(caption, headings, rows) {
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
      td.textContent = typeof cell === 'number' ? group(cell) : cell ?? '';
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

const YES_NO = [{ label: 'Yes', value: true }, { label: 'No', value: false }];
const yesNo = (/** @type {unknown} */ v) => (v ? 'yes' : 'no');

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
   * `wasm` the module's exports.
   * @param {import('../shared/bindings.js').Bindings & import('../shared/bindings.js').SectionsGlue} wasm
   */
  constructor(wasm) {
    this.wasm = wasm;
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
    e.cornerHint.textContent = `(1 to ${practiceMax})`;
    e.firstQuestion.textContent = `Does the search's first solution for n = ${articleFirstSolution.length} equal the article's ${listText(articleFirstSolution)}?`;
    e.mirrorQuestion.textContent = `Does the mirror trick (first queen in the left half, count doubled) give the full count for n = ${mirrorEvenSizes.join(', ')}?`;
    this.guess = {
      corner: new Prediction({ button: e.corner, id: 'practice-corner', prompt: 'how many of the solutions of the board size chosen above put a queen on a corner?' }),
      first: new Prediction({ button: e.first, id: 'practice-first', prompt: 'is the first solution the article\'s?', choices: YES_NO }),
      mirror: new Prediction({ button: e.mirror, id: 'practice-mirror', prompt: 'does the doubled left half equal the full count on every one?', choices: YES_NO }),
      odd: new Prediction({
        button: e.odd, id: 'practice-odd', prompt: 'with the middle column doubled too, the total comes out',
        choices: [{ label: 'too high', value: 'too high' }, { label: 'right', value: 'right' }, { label: 'too low', value: 'too low' }],
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
      parse: (text) => this.wasm.parseSize(text, 1, this.exercises.practiceMax),
    });
  }

  /** Exercise 3: solutions with a queen on a corner, for the size in the field. */
  answerCorner() {
    const n = this.readCornerSize(true);
    const guess = this.guess.corner.value();
    if (n === undefined || guess === undefined) return;
    const a = this.wasm.cornerAnswer(n);
    const side = `${n}×${n}`;
    const why = n === 1
      ? 'The single square is every corner at once.'
      : 'No solution has two corner queens (any two corners share a row, a column or a long diagonal), and turning or flipping the board carries the top left corner to each of the others, so each corner holds a queen in a quarter of them.';
    show(this.el.cornerAnswer,
      verdict(guess, a.withCornerQueen),
      `${side}: ${group(a.withCornerQueen)} of the ${group(a.solutions)} solutions put a queen on a corner square (${group(a.withTopLeftQueen)} on the top left one, a1).`,
      why);
  }

  /** Exercise 1: the stepping search run to its first solution, against the article's. */
  answerFirst() {
    const expected = this.exercises.articleFirstSolution;
    const a = this.wasm.firstSolution(expected.length);
    const found = a.columns ?? [];
    const equal = found.length === expected.length && found.every((c, i) => c === expected[i]);
    const guess = this.guess.first.value();
    if (guess === undefined) return;
    show(this.el.firstAnswer,
      verdict(guess, equal, yesNo),
      `${equal ? 'Yes' : 'No'}: the search stopped at its first solution after ${group(a.steps)} steps with ${listText(found)}; the article says ${listText(expected)}.`,
      'The search tries the columns of each row from left to right, so the first board it completes is the smallest in dictionary order: a queen in column 0 of the top row leads nowhere on a 4×4 board, column 1 does.');
    this.el.firstAnswer.dataset.equal = String(equal);
  }

  /** Exercise 4: the mirror trick against the fast counter's full count, even sizes. */
  answerMirror() {
    const answers = this.exercises.mirrorEvenSizes.map((n) => this.wasm.mirrorAnswer(n));
    const allMatch = answers.every((a) => a.mirrored === a.full);
    const guess = this.guess.mirror.value();
    if (guess === undefined) return;
    show(this.el.mirrorAnswer,
      verdict(guess, allMatch, yesNo),
      table('The mirror trick on even boards', ['n', 'first queen in the left half', 'doubled', 'full count', 'equal'],
        answers.map((a) => [`${a.n}`, a.leftHalf, a.mirrored, a.full, a.mirrored === a.full ? 'yes' : 'NO'])),
      `${allMatch ? 'Yes, for every one' : 'No'}: reflecting a solution left to right gives another solution whose first queen is on the other side, so the right half holds exactly as many as the left, and an even board has no middle column for a queen to sit on.`);
    this.el.mirrorAnswer.dataset.match = String(allMatch);
  }

  /** The same trick on odd boards with the middle column doubled too, against the right total. */
  answerOdd() {
    const answers = this.exercises.mirrorOddSizes.map((n) => this.wasm.mirrorAnswer(n));
    const guess = this.guess.odd.value();
    if (guess === undefined) return;
    const side = (/** @type {import('../../nqueens_sections.js').MirrorAnswer} */ a) => (a.middleDoubled > a.full ? 'too high' : a.middleDoubled < a.full ? 'too low' : 'right');
    const sides = new Set(answers.map(side));
    const outcome = sides.size === 1 ? [...sides][0] : 'sometimes one, sometimes another';
    show(this.el.oddAnswer,
      verdict(guess, outcome),
      table('Odd boards: the middle column doubled, and counted once', ['n', 'left half', 'middle column', 'middle doubled (wrong)', 'middle once (right)', 'full count'],
        answers.map((a) => [`${a.n}`, a.leftHalf, a.middle, a.middleDoubled, a.mirrored, a.full])),
      'The mirror image of a solution with its first queen in the middle column has its first queen in the middle column too, so the search already finds both: doubling them counts each twice, and the total comes out too high by exactly the middle column\'s count. Count the left half twice and the middle once.');
  }
}
