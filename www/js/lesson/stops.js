// The guided lesson's words (pure, no DOM; tested in tests/unit/lesson/stops.test.mjs): for each stop the core
// computes (src/lesson.rs, through the boundary's `lesson()`), its title, the two or three sentences that say
// what to notice, which panel parts to mark, and, for the seven stops that ask first, the question, its
// choices (or number fields) and the verdict on the learner's answer. Every number comes from the stop or the
// search's counters.

import { square } from '../shared/squares.js';
import { binomial, factorial } from '../shared/counting.js';
import { englishMessages } from '../i18n/i18n.js';
import { namesOf } from '../teaching/listings.js';

/** The panel parts a stop can mark (www/lesson.css draws each, from the page body's data-lesson-mark). */
export const MARKS = ['code', 'stack', 'sets', 'steps', 'nodes', 'backtracks', 'solutions'];

const squaresOf = (columns) => columns.map((col, row) => square(row, col)).join(' ');
const listOf = (columns) => `[${columns.join(', ')}]`;
const nameOf = (sq) => square(sq.row, sq.col);


/** The queen whose line refused `sq` along `conflict`, by name, among the `queens` (columns by row). */
function ownerName(sq, conflict, queens) {
  const row = queens.findIndex((col, r) => (conflict === 'column' ? col === sq.col
    : conflict === 'down' ? r - col === sq.row - sq.col : r + col === sq.row + sq.col));
  return row < 0 ? undefined : square(row, queens[row]);
}

/** The view of a stop: its title, its sentences (each a message, with `args`), and the parts it marks. */
const shown = (m, kind, args, count, marks) => ({
  title: m.t(`lesson-${kind}-title`, args),
  sentences: Array.from({ length: count }, (_, i) => m.t(`lesson-${kind}-${i + 1}`, args)),
  marks,
});

/**
 * What the lesson shows at `stop` once the search stands at its step: `{title, sentences, marks}`.
 * `context` = {n, counters (the search's at the stop), queens (columns by row at the stop), language (the
 * code's, whose names the sentences use), messages (the reader's catalog, English when absent)}.
 */
export function stopView(stop, { n, counters, queens, language, messages = englishMessages() }) {
  const m = messages;
  const sq = stop.square;
  const names = namesOf(language);
  switch (stop.kind) {
    case 'start':
      return shown(m, 'start', { first: square(0, 0) }, 2, ['code']);
    case 'first-rejection': {
      const owner = ownerName(sq, stop.conflict, queens);
      return shown(m, 'first-rejection', {
        square: nameOf(sq), line: stop.conflict, owner: owner ? 'square' : 'none', by: owner ?? '',
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
        square: nameOf(sq), corner: square(0, 0), solutions: stop.solutionsUnder, tries: stop.tries,
      }, 2, ['code', 'stack', 'steps']);
    case 'first-solution':
      return shown(m, 'first-solution', {
        squares: squaresOf(stop.columns), placement: names.placement, columns: listOf(stop.columns),
        corner: square(0, 0), start: square(0, stop.columns[0]), n, placements: binomial(n * n, n),
      }, 2, ['code', 'solutions']);
    case 'mirror-solution':
      return shown(m, 'mirror-solution', { squares: squaresOf(stop.columns), columns: listOf(stop.columns) }, 2, ['solutions']);
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
 */
export function questionView(stop, n, m = englishMessages()) {
  const question = stop.ask.question;
  const rowChoices = (row) => Array.from({ length: n }, (_, col) => ({ label: square(row, col), value: { row, col } }));
  const inRow = (row) => (sq) => (sq.row === row ? sq : undefined);
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

const same = (a, b) => a?.row === b?.row && a?.col === b?.col;

/** Whether `choice` answers the stop's question, and the sentence saying so (from catalog `m`): `{right, text}`. */
export function judge(stop, choice, m = englishMessages()) {
  const question = stop.ask.question;
  switch (question.kind) {
    case 'square': {
      const answer = question.answer;
      const right = same(choice, answer);
      if (right) return { right, text: m.t('lesson-right-square', { answer: nameOf(answer) }) };
      const why = choice.row !== answer.row ? 'row' : choice.col < answer.col ? 'attacked' : 'later';
      return { right, text: m.t('lesson-wrong-square', { why, choice: nameOf(choice), row: answer.row + 1, answer: nameOf(answer) }) };
    }
    case 'first-lift': {
      const answer = nameOf(question.answer);
      if (same(choice, question.answer)) return { right: true, text: m.t('lesson-right-first-lift', { answer }) };
      return {
        right: false,
        text: m.t('lesson-wrong-first-lift', {
          why: choice === 'none' ? 'none' : 'queen', choice: choice === 'none' ? '' : nameOf(choice), row: question.queens.length + 1, answer,
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
      const right = choice.solutions === question.solutions && choice.nodes === question.nodes;
      return {
        right,
        text: right
          ? m.t('lesson-right-totals', { solutions: question.solutions, nodes: question.nodes })
          : m.t('lesson-wrong-totals', { saidSolutions: choice.solutions, saidNodes: choice.nodes, solutions: question.solutions, nodes: question.nodes }),
      };
    }
    default: {
      const right = choice === question.answer;
      return { right, text: m.t('lesson-corner-verdict', { right: right ? 'yes' : 'no', some: question.answer ? 'yes' : 'no' }) };
    }
  }
}

/** A whole number as the learner typed it (digits, with or without separators), or undefined. */
export function readCount(text) {
  const digits = String(text).trim().replace(/[,\s_]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}
