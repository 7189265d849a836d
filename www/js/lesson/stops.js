// The guided lesson's words (pure, no DOM; tested in tests/unit/lesson/stops.test.mjs): for each stop the core
// computes (src/lesson.rs, through the boundary's `lesson()`), its title, the two or three sentences that say
// what to notice, which panel parts to mark, and, for the seven stops that ask first, the question, its
// choices (or number fields) and the verdict on the learner's answer. Every number comes from the stop or the
// search's counters.

import { square } from '../shared/squares.js';
import { binomial, factorial } from '../shared/counting.js';
import { group } from '../shared/format.js';
import { namesOf } from '../teaching/listings.js';

/** The panel parts a stop can mark (www/lesson.css draws each, from the page body's data-lesson-mark). */
export const MARKS = ['code', 'stack', 'sets', 'steps', 'nodes', 'backtracks', 'solutions'];

const squaresOf = (columns) => columns.map((col, row) => square(row, col)).join(' ');
const listOf = (columns) => `[${columns.join(', ')}]`;
const nameOf = (sq) => square(sq.row, sq.col);

const LINE_WORDS = {
  column: (by, names) => `the queen on ${by} holds its column, so ${names.columnTest} is ${names.booleans[1]}`,
  down: (by) => `it lies on the down diagonal of the queen on ${by} (the same row − col)`,
  up: (by) => `it lies on the up diagonal of the queen on ${by} (the same row + col)`,
};

/** The queen whose line refused `sq` along `conflict`, by name, among the `queens` (columns by row). */
function ownerName(sq, conflict, queens) {
  const row = queens.findIndex((col, r) => (conflict === 'column' ? col === sq.col
    : conflict === 'down' ? r - col === sq.row - sq.col : r + col === sq.row + sq.col));
  return row < 0 ? 'an earlier row' : square(row, queens[row]);
}

/**
 * What the lesson shows at `stop` once the search stands at its step: `{title, sentences, marks}`.
 * `context` = {n, counters (the search's at the stop), queens (columns by row at the stop), language (the
 * code's, whose names the sentences use)}.
 */
export function stopView(stop, { n, counters, queens, language }) {
  const sq = stop.square;
  const names = namesOf(language);
  switch (stop.kind) {
    case 'start':
      return {
        title: 'An empty board',
        sentences: [
          `The search fills one row at a time from the top, trying the columns from left to right: row 1's first square, ${square(0, 0)}, comes first.`,
          'Use Step rather than Play, so that each placement and each backtrack gets its own moment; Next stop moves to the next moment the article describes.',
        ],
        marks: ['code'],
      };
    case 'first-rejection':
      return {
        title: 'The first rejection',
        sentences: [
          `${nameOf(sq)} is refused: ${LINE_WORDS[stop.conflict](ownerName(sq, stop.conflict, queens), names)}.`,
          'The test runs before a queen is placed, so a refused square costs three set lookups and leaves nothing to undo.',
        ],
        marks: ['code', 'sets'],
      };
    case 'second-queen':
    case 'second-queen-again':
      return {
        title: stop.kind === 'second-queen' ? `Row ${sq.row + 1}'s queen` : `Row ${sq.row + 1} under ${square(0, queens[0])}`,
        sentences: [
          `The queen goes on ${nameOf(sq)}: the first square of row ${sq.row + 1}, from the left, that no queen above attacks.`,
          'Placing it adds its column, its row − col and its row + col to the three sets, and the search goes on to the next row.',
        ],
        marks: ['code', 'sets'],
      };
    case 'first-backtrack':
      return {
        title: 'The first backtrack',
        sentences: [
          `Every square of row ${sq.row + 2} is attacked, so the loop of ${names.call}(${sq.row + 1}) finishes having placed nothing and the call just returns.`,
          `That return is the backtrack: the queen leaves ${nameOf(sq)}, its three values leave the sets, and row ${sq.row + 1} goes on with its next column.`,
          'There is no special instruction for it, just a function running out of columns to try.',
        ],
        marks: ['code', 'stack', 'backtracks'],
      };
    case 'corner-given-up':
    case 'mirror-corner-given-up': {
      const mirror = stop.kind === 'mirror-corner-given-up';
      const found = stop.solutionsUnder === 0
        ? `no arrangement starting with ${nameOf(sq)} can work`
        : `${nameOf(sq)} has given all ${group(stop.solutionsUnder)} of its solutions`;
      return {
        title: `${nameOf(sq)} given up`,
        sentences: [
          `The queen leaves ${nameOf(sq)} for good: every arrangement below it has been tried, so ${found}.`,
          mirror
            ? `${nameOf(sq)} is the mirror image of ${square(0, 0)}, and its branch is ${square(0, 0)}'s reflected: the same ${group(stop.tries)} steps, the same outcome.`
            : `${group(stop.tries)} steps after the queen was placed there proved this one fact about the first row, and every one was necessary: skip any and a real solution could be thrown away with the dead ends.`,
        ],
        marks: ['code', 'stack', 'steps'],
      };
    }
    case 'first-solution':
      return {
        title: 'The first solution',
        sentences: [
          `Every row has a queen: ${squaresOf(stop.columns)}, which the code keeps as ${names.placement} = ${listOf(stop.columns)} (0-based columns by row).`,
          `It comes only after backing all the way out of the ${square(0, 0)} branch and starting again from ${square(0, stop.columns[0])}; brute force over every placement of ${n} queens would test ${group(binomial(n * n, n))} arrangements.`,
        ],
        marks: ['code', 'solutions'],
      };
    case 'mirror-solution':
      return {
        title: 'The mirror image',
        sentences: [
          `${squaresOf(stop.columns)}, ${listOf(stop.columns)}: the first solution reflected left to right.`,
          'Reflecting a solution always gives another, so the right half of row 1 holds as many solutions as the left: the mirror trick searches the left half only and counts each solution twice.',
        ],
        marks: ['solutions'],
      };
    case 'totals':
      return {
        title: `The ${n}×${n} board`,
        sentences: [
          `The search of the ${n}×${n} board is over after ${group(counters.steps)} steps: ${group(counters.solutions)} solutions, ${group(counters.nodes)} partial boards examined (the empty one included).`,
          `Against that, ${n}! = ${group(factorial(n))} permutations and ${group(binomial(n * n, n))} placements of ${n} queens anywhere: the three sets cut every branch the moment it fails.`,
        ],
        marks: ['nodes', 'solutions', 'steps'],
      };
    case 'end':
      return {
        title: 'The end',
        sentences: [
          `The search is over after ${group(counters.steps)} steps: ${group(counters.solutions)} solutions, ${group(counters.nodes)} partial boards examined (the empty one included).`,
          `Against that, ${n}! = ${group(factorial(n))} permutations and ${group(binomial(n * n, n))} placements of ${n} queens anywhere: the three sets cut every branch the moment it fails.`,
        ],
        marks: ['nodes', 'solutions', 'steps'],
      };
    default:
      return { title: stop.kind, sentences: [], marks: [] };
  }
}

/** "a1", "a1 and c2", "a1, c2 and e3". */
function listing(items) {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The question a stop asks first, as shown before the answer: `{prompt, choices: [{label, value}], onBoard}`,
 * `onBoard` true when a square of the board may be clicked as the answer (`boardValue(square)` then gives the
 * choice it stands for, or undefined); a question of numbers has `fields: [{name, label}]` instead of choices.
 * `n` the board size.
 */
export function questionView(stop, n) {
  const question = stop.ask.question;
  const rowChoices = (row) => Array.from({ length: n }, (_, col) => ({ label: square(row, col), value: { row, col } }));
  const inRow = (row) => (sq) => (sq.row === row ? sq : undefined);
  switch (question.kind) {
    case 'square':
      return {
        prompt: `Which square of row ${question.row + 1} will the search's next queen take? Click it on the board, or choose it here.`,
        choices: rowChoices(question.row),
        onBoard: true,
        boardValue: inRow(question.row),
      };
    case 'first-lift': {
      const names = question.queens.map(nameOf);
      const row = question.queens.length + 1;
      return {
        prompt: `Row ${row} comes next, with queens on ${listing(names)}. Which queen will the search lift first, if any? Click it on the board, or choose here.`,
        choices: [
          ...question.queens.map((sq) => ({ label: nameOf(sq), value: sq })),
          { label: 'None of them', value: 'none' },
        ],
        onBoard: true,
        boardValue: (sq) => question.queens.find((q) => q.row === sq.row && q.col === sq.col),
      };
    }
    case 'mirror-start':
      return {
        prompt: `Solution 1 is ${squaresOf(question.first)}. Its mirror image, left to right, is a solution too: which square of row 1 does it start on? Click it on the board, or choose it here.`,
        choices: rowChoices(0),
        onBoard: true,
        boardValue: inRow(0),
      };
    case 'totals':
      return {
        prompt: `Now the ${stop.n}×${stop.n} board, all of it. How many solutions will the search find, and how many partial boards (nodes, the empty one included) will it examine?`,
        fields: [{ name: 'solutions', label: 'Solutions' }, { name: 'nodes', label: 'Nodes' }],
        onBoard: false,
      };
    default:
      return {
        prompt: `Can any solution start with a queen on ${nameOf(question.square)}?`,
        choices: [{ label: 'Yes', value: true }, { label: 'No', value: false }],
        onBoard: false,
      };
  }
}

const same = (a, b) => a?.row === b?.row && a?.col === b?.col;

/** Whether `choice` answers the stop's question, and the sentence saying so: `{right, text}`. */
export function judge(stop, choice) {
  const question = stop.ask.question;
  switch (question.kind) {
    case 'square': {
      const answer = question.answer;
      const right = same(choice, answer);
      if (right) return { right, text: `Right: ${nameOf(answer)}.` };
      const why = choice.row !== answer.row
        ? `${nameOf(choice)} is not in row ${answer.row + 1}`
        : choice.col < answer.col
          ? `${nameOf(choice)} is attacked`
          : `${nameOf(choice)} is free too, but the search tries the columns from the left and stops at the first free one`;
      return { right, text: `Not this time: ${why}. The search takes ${nameOf(answer)}.` };
    }
    case 'first-lift': {
      const answer = nameOf(question.answer);
      if (same(choice, question.answer)) return { right: true, text: `Right: ${answer}, the queen placed last, is lifted first.` };
      const why = choice === 'none'
        ? `every square of row ${question.queens.length + 1} is attacked, so the call for it returns having placed nothing`
        : `the search undoes its latest choice first; ${nameOf(choice)} stays until every square under it has been tried`;
      return { right: false, text: `Not this time: ${why}. The search lifts ${answer}.` };
    }
    case 'mirror-start': {
      const answer = nameOf(question.answer);
      if (same(choice, question.answer)) return { right: true, text: `Right: it starts on ${answer}.` };
      const mirrored = question.first.map((col) => question.first.length - 1 - col);
      return { right: false, text: `Not this time: reflected left to right, ${squaresOf(question.first)} becomes ${squaresOf(mirrored)}, which starts on ${answer}.` };
    }
    case 'totals': {
      const right = choice.solutions === question.solutions && choice.nodes === question.nodes;
      const said = `You said ${group(choice.solutions)} solutions and ${group(choice.nodes)} nodes`;
      const found = `the search finds ${group(question.solutions)} and examines ${group(question.nodes)}`;
      return { right, text: right ? `Right: ${group(question.solutions)} solutions and ${group(question.nodes)} nodes.` : `${said}; ${found}.` };
    }
    default: {
      const right = choice === question.answer;
      const fact = question.answer ? 'some solutions do' : 'none does';
      return { right, text: `${right ? 'Right' : 'Not this time'}: ${fact}. Watch the search find out.` };
    }
  }
}

/** A whole number as the learner typed it (digits, with or without separators), or undefined. */
export function readCount(text) {
  const digits = String(text).trim().replace(/[,\s_]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}
