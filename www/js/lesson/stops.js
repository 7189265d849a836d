// The guided lesson's words (pure, no DOM; tested in tests/unit/lesson/stops.test.mjs): for each stop the core
// computes (src/lesson.rs, through the boundary's `lesson()`), its title, the two or three sentences that say
// what to notice, which panel parts to mark, and, for the three stops that ask first, the question, its
// choices and the verdict on the learner's answer. Every number comes from the stop or the search's counters.

import { square } from '../search/narration.js';
import { group } from '../shared/format.js';
import { namesOf } from '../teaching/listings.js';

/** The panel parts a stop can mark (www/lesson.css draws each, from the page body's data-lesson-mark). */
export const MARKS = ['code', 'stack', 'sets', 'steps', 'nodes', 'backtracks', 'solutions'];

const squaresOf = (columns) => columns.map((col, row) => square(row, col)).join(' ');
const listOf = (columns) => `[${columns.join(', ')}]`;
const nameOf = (sq) => square(sq.row, sq.col);

/** C(m, k), exactly for the small boards of the lesson. */
export function binomial(m, k) {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (m - k + i)) / i;
  return Math.round(value);
}

/** k! */
export function factorial(k) {
  let value = 1;
  for (let i = 2; i <= k; i++) value *= i;
  return value;
}

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

/**
 * The question a stop asks first, as shown before the answer: `{prompt, choices: [{label, value}], onBoard}`,
 * `onBoard` true when a square of the board may be clicked as the answer. `n` the board size.
 */
export function questionView(stop, n) {
  const question = stop.ask.question;
  if (question.kind === 'square') {
    const row = question.row;
    return {
      prompt: `Which square of row ${row + 1} will the search's next queen take? Click it on the board, or choose it here.`,
      choices: Array.from({ length: n }, (_, col) => ({ label: square(row, col), value: { row, col } })),
      onBoard: true,
    };
  }
  return {
    prompt: `Can any solution start with a queen on ${nameOf(question.square)}?`,
    choices: [{ label: 'Yes', value: true }, { label: 'No', value: false }],
    onBoard: false,
  };
}

/** Whether `choice` answers the stop's question, and the sentence saying so: `{right, text}`. */
export function judge(stop, choice) {
  const question = stop.ask.question;
  if (question.kind === 'square') {
    const answer = question.answer;
    const right = choice.row === answer.row && choice.col === answer.col;
    if (right) return { right, text: `Right: ${nameOf(answer)}.` };
    const why = choice.row !== answer.row
      ? `${nameOf(choice)} is not in row ${answer.row + 1}`
      : choice.col < answer.col
        ? `${nameOf(choice)} is attacked`
        : `${nameOf(choice)} is free too, but the search tries the columns from the left and stops at the first free one`;
    return { right, text: `Not this time: ${why}. The search takes ${nameOf(answer)}.` };
  }
  const right = choice === question.answer;
  const fact = question.answer ? 'some solutions do' : 'none does';
  return { right, text: `${right ? 'Right' : 'Not this time'}: ${fact}. Watch the search find out.` };
}
