// The languages the code panel shows the search in, and the names its code uses in each: what the sentences
// about the code say (the narration's first backtrack and solutions, the code panel, the sets, the lesson).
// Apart from the listings (js/teaching/listings.js), which load with the teaching panels after the first board,
// so that the narration has its names at once. Pure data.

/**
 * @typedef {{name: string, call: string, placement: string, sets: {column: string, down: string, up: string},
 *   columnTest: string, booleans: string[], slotTable: string, tuple: (columns: number[]) => string}} LanguageNames
 */

/**
 * The languages, with the names the sentences about their code use: the recursive function (brute force has
 * none), the list of columns, the sets, the column test, the booleans, sized-n's table of n slots, and a
 * tuple or list of columns as the language writes it.
 * @type {Record<string, LanguageNames>}
 */
export const LANGUAGES = {
  python: {
    name: 'Python',
    call: 'place_queen_in',
    placement: 'placement',
    sets: { column: 'used_columns', down: 'used_down_diagonals', up: 'used_up_diagonals' },
    columnTest: 'col in used_columns',
    booleans: ['False', 'True'],
    slotTable: '[False] * n',
    tuple: (columns) => `(${columns.join(', ')})`,
  },
  javascript: {
    name: 'JavaScript',
    call: 'place',
    placement: 'queenInRow',
    sets: { column: 'usedCols', down: 'usedDown', up: 'usedUp' },
    columnTest: 'usedCols.has(col)',
    booleans: ['false', 'true'],
    slotTable: 'new Array(n).fill(false)',
    tuple: (columns) => `[${columns.join(', ')}]`,
  },
};

/**
 * The names of `language` ("python" or "javascript"; Python's for any other).
 * @param {string | undefined} language @returns {LanguageNames}
 */
export const namesOf = (language) => LANGUAGES[/** @type {string} */ (language)] ?? LANGUAGES.python;
