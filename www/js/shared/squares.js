// The board's names for its squares, as every sentence and label of the page writes them: chess names (column
// a, b, c…, rank 1 being the search's first row) and the 0-based (row, col) pairs of the core and the code.
// Pure, tested in tests/unit/shared/squares.test.mjs.

/** The column's letter: 0 is a. @param {number} col */
export const letter = (col) => String.fromCharCode(97 + col);
/** The square's chess name: (0, 0) is a1. @param {number} row @param {number} col */
export const square = (row, col) => `${letter(col)}${row + 1}`;
/** The square's 0-based (row, col), as the diagonal numbers and the code use it. @param {number} row @param {number} col */
export const pair = (row, col) => `(${row}, ${col})`;
