// The guided lesson's words (pure, no DOM; tested in tests/unit/lesson/stops.test.mjs): for each stop the core
// computes (src/lesson.rs, through the boundary's `lesson()`), its title, the two or three sentences that say
// what to notice, which panel parts to mark, and, for the seven stops that ask first, the question, its
// choices (or number fields) and the verdict on the learner's answer. Every number comes from the stop or the
// search's counters.

import { square } from '../shared/squares.js';
import { binomial, factorial } from '../shared/counting.js';
import { englishMessages } from '../i18n/i18n.js';
import { namesOf } from '../teaching/names.js';

/** The panel parts a stop can mark (www/lesson.css draws each, from the page body's data-lesson-mark). */
export const MARKS = ['code', 'stack', 'sets', 'steps', 'nodes', 'backtracks', 'solutions'];

/** @typedef {import('../../nqueens_sections.js').Stop} Stop */
/** @typedef {import('../../nqueens_sections.js').Question} Question */
/** @typedef {import('../../nqueens.js').Square} Square */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../i18n/i18n.js').MessageArgs} MessageArgs */
/**
 * An answer: a square (or 'none' of the queens) for the questions about squares, yes or no, or the two numbers
 * typed (undefined where not a number).
 * @typedef {Square | 'none' | boolean | {solutions: number | undefined, nodes: number | undefined}} Choice
 */

const squaresOf = (/** @type {number[]} */ columns) => columns.map((col, row) => square(row, col)).join(' ');
const listOf = (/** @type {number[]} */ columns) => `[${columns.join(', ')}]`;
const nameOf = (/** @type {Square} */ sq) => square(sq.row, sq.col);


/**
 * The queen whose line refused `sq` along `conflict`, by name, among the `queens` (columns by row).
 * @param {Square} sq @param {string | undefined} conflict @param {number[]} queens
 */
function ownerName(sq, conflict, queens) {
  const row = queens.findIndex((col, r) => (conflict === 'column' ? col === sq.col
    : conflict === 'down' ? r - col === sq.row - sq.col : r + col === sq.row + sq.col));
  return row < 0 ? undefined : square(row, queens[row]);
}

/**
 * The view of a stop: its title, its sentences (each a message, with `args`), and the parts it marks.
 * @param {Translator} m @param {string} kind @param {MessageArgs} args @param {number} count @param {string[]} marks
 */
const shown = (m, kind, args, count, marks) => ({
  title: m.t(`lesson-${kind}-title`, args),
  sentences: Array.from({ length: count }, (_, i) => m.t(`lesson-${kind}-${i + 1}`, args)),
  marks,
});

/**
 * What the lesson shows at `stop` once the search stands at its step: `{title, sentences, marks}`.
 * `context` = {n, counters (the search's at the stop), queens (columns by row at the stop), language (the
 * code's, whose names the sentences use), messages (the reader's catalog, English when absent)}.
 * @param {Stop} stop
 * @param {{n: number, counters: {steps: number, solutions: number, nodes: number}, queens: number[], language?: string,
 *   messages?: Translator}} context
 * @returns {{title: string, sentences: string[], marks: string[]}}
 */
export function stopView(stop, { n, counters, queens, language, messages = englishMessages() }) {
  const m = messages;
  // The stops about a square (all but the start, the solutions and the totals) name it.
  const sq = /** @type {Square} */ (stop.square);
  const names = namesOf(language);
  switch (stop.kind) {
    case 'start':
      return shown(m, 'start', { first: square(0, 0) }, 2, ['code']);
    case 'first-rejection': {
      // A rejection's stop names its line.
      const line = /** @type {import('../../nqueens.js').Conflict} */ (stop.conflict);
      const owner = ownerName(sq, line, queens);
      return shown(m, 'first-rejection', {
        square: nameOf(sq), line, owner: owner ? 'square' : 'none', by: owner ?? '',
        test: names.columnTest, true: names.booleans[1],
      }, 2, ['code', 'sets']);
    }
    case 'second-queen':
    case 'second-queen-again':
      return shown(m, stop.kind, { square: nameOf(sq), row: sq.row + 1, first: square(0, queens[0]) }, 2, ['code', 'sets']);
    case 'first-backtrack':
      return shown(m, 'first-backtrack', { square: nameOf(sq), row: sq.row + 1, next: sq.row + 2, call: `${names.call}(${sq.row + 1})` }, 3, ['code', 'stack', 'backtracks']);
    case 'corner-given-up':
    case 'mirror-corner-given-up':
      return shown(m, stop.kind, {
        square: nameOf(sq), corner: square(0, 0), solutions: /** @type {number} */ (stop.solutionsUnder), tries: /** @type {number} */ (stop.tries),
      }, 2, ['code', 'stack', 'steps']);
    case 'first-solution': {
      // A solution's stop has its columns.
      const columns = /** @type {number[]} */ (stop.columns);
      return shown(m, 'first-solution', {
        squares: squaresOf(columns), placement: names.placement, columns: listOf(columns),
        corner: square(0, 0), start: square(0, columns[0]), n, placements: binomial(n * n, n),
      }, 2, ['code', 'solutions']);
    }
    case 'mirror-solution': {
      const columns = /** @type {number[]} */ (stop.columns);
      return shown(m, 'mirror-solution', { squares: squaresOf(columns), columns: listOf(columns) }, 2, ['solutions']);
    }
    case 'totals':
    case 'end':
      return shown(m, stop.kind, {
        n, steps: counters.steps, solutions: counters.solutions, nodes: counters.nodes,
        factorial: factorial(n), placements: binomial(n * n, n),
      }, 2, ['nodes', 'solutions', 'steps']);
    default:
      return { title: stop.kind, sentences: [], marks: [] };
  }
}

/**
 * The question a stop asks first, as shown before the answer: `{prompt, choices: [{label, value}], onBoard}`,
 * `onBoard` true when a square of the board may be clicked as the answer (`boardValue(square)` then gives the
 * choice it stands for, or undefined); a question of numbers has `fields: [{name, label}]` instead of choices.
 * `n` the board size, `m` the reader's catalog.
 * @param {Stop} stop a stop that asks @param {number} n @param {Translator} [m]
 * @returns {{prompt: string, choices?: {label: string, value: Choice}[], fields?: {name: string, label: string}[],
 *   onBoard: boolean, boardValue?: (square: Square) => Choice | undefined}}
 */
export function questionView(stop, n, m = englishMessages()) {
  const question = askOf(stop);
  const rowChoices = (/** @type {number} */ row) => Array.from({ length: n }, (_, col) => ({ label: square(row, col), value: { row, col } }));
  const inRow = (/** @type {number} */ row) => (/** @type {Square} */ sq) => (sq.row === row ? sq : undefined);
  switch (question.kind) {
    case 'square':
      return {
        prompt: m.t('lesson-ask-square', { row: question.row + 1 }),
        choices: rowChoices(question.row),
        onBoard: true,
        boardValue: inRow(question.row),
      };
    case 'first-lift': {
      const names = question.queens.map(nameOf);
      return {
        prompt: m.t('lesson-ask-first-lift', { row: question.queens.length + 1, queens: m.list(names) }),
        choices: [
          ...question.queens.map((sq) => ({ label: nameOf(sq), value: sq })),
          { label: m.t('lesson-none-of-them'), value: 'none' },
        ],
        onBoard: true,
        boardValue: (sq) => question.queens.find((q) => q.row === sq.row && q.col === sq.col),
      };
    }
    case 'mirror-start':
      return {
        prompt: m.t('lesson-ask-mirror-start', { squares: squaresOf(question.first) }),
        choices: rowChoices(0),
        onBoard: true,
        boardValue: inRow(0),
      };
    case 'totals':
      return {
        prompt: m.t('lesson-ask-totals', { n: stop.n }),
        fields: [{ name: 'solutions', label: m.t('lesson-field-solutions') }, { name: 'nodes', label: m.t('lesson-field-nodes') }],
        onBoard: false,
      };
    default:
      return {
        prompt: m.t('lesson-ask-corner', { square: nameOf(question.square) }),
        choices: [{ label: m.t('lesson-yes'), value: true }, { label: m.t('lesson-no'), value: false }],
        onBoard: false,
      };
  }
}

/** The question `stop` asks (only a stop that asks is asked about). @param {Stop} stop */
const askOf = (stop) => /** @type {NonNullable<Stop['ask']>} */ (stop.ask).question;

/** Whether `a` is the square `b` (`a` a choice, a square or not). @param {Choice} a @param {Square} b */
const same = (a, b) => /** @type {Partial<Square>} */ (a)?.row === b?.row && /** @type {Partial<Square>} */ (a)?.col === b?.col;

/**
 * Whether `choice` answers the stop's question, and the sentence saying so (from catalog `m`): `{right, text}`.
 * The choice is one the question offered: a square of the row asked about, a queen or 'none', yes or no, the numbers.
 * @param {Stop} stop @param {Choice} choice @param {Translator} [m]
 * @returns {{right: boolean, text: string}}
 */
export function judge(stop, choice, m = englishMessages()) {
  const question = askOf(stop);
  switch (question.kind) {
    case 'square': {
      const answer = question.answer;
      const right = same(choice, answer);
      if (right) return { right, text: m.t('lesson-right-square', { answer: nameOf(answer) }) };
      const chosen = /** @type {Square} */ (choice);
      const why = chosen.row !== answer.row ? 'row' : chosen.col < answer.col ? 'attacked' : 'later';
      return { right, text: m.t('lesson-wrong-square', { why, choice: nameOf(chosen), row: answer.row + 1, answer: nameOf(answer) }) };
    }
    case 'first-lift': {
      const answer = nameOf(question.answer);
      if (same(choice, question.answer)) return { right: true, text: m.t('lesson-right-first-lift', { answer }) };
      return {
        right: false,
        text: m.t('lesson-wrong-first-lift', {
          why: choice === 'none' ? 'none' : 'queen', choice: choice === 'none' ? '' : nameOf(/** @type {Square} */ (choice)), row: question.queens.length + 1, answer,
        }),
      };
    }
    case 'mirror-start': {
      const answer = nameOf(question.answer);
      if (same(choice, question.answer)) return { right: true, text: m.t('lesson-right-mirror-start', { answer }) };
      const mirrored = question.first.map((col) => question.first.length - 1 - col);
      return { right: false, text: m.t('lesson-wrong-mirror-start', { first: squaresOf(question.first), mirrored: squaresOf(mirrored), answer }) };
    }
    case 'totals': {
      // Both numbers typed: the check is offered only then.
      const said = /** @type {{solutions: number, nodes: number}} */ (choice);
      const right = said.solutions === question.solutions && said.nodes === question.nodes;
      return {
        right,
        text: right
          ? m.t('lesson-right-totals', { solutions: question.solutions, nodes: question.nodes })
          : m.t('lesson-wrong-totals', { saidSolutions: said.solutions, saidNodes: said.nodes, solutions: question.solutions, nodes: question.nodes }),
      };
    }
    default: {
      const right = choice === question.answer;
      return { right, text: m.t('lesson-corner-verdict', { right: right ? 'yes' : 'no', some: question.answer ? 'yes' : 'no' }) };
    }
  }
}

/** A whole number as the learner typed it (digits, with or without separators), or undefined. @param {string} text */
export function readCount(text) {
  const digits = String(text).trim().replace(/[,\s_]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}
