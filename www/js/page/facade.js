// window.nqueensPage: the main page's facade for tests, benchmarks and scripts. Each method is named for what
// it asks of the page and goes through the search view's parts by their own methods; www/README.md lists
// every method with what it returns. The sections (Count, Construct, Repair, the experiment) add their own
// hooks, merged in by js/page/main.js.

import { cssColors } from '../shared/theme.js';

/**
 * The facade over the search view `app`, with `extra` (the sections' hooks) merged in.
 * @param {import('../search/view.js').SearchView} app @param {object} [extra]
 */
export function pageFacade(app, extra = {}) {
  return {
    ready: true,
    // What the search view shows.
    size: () => app.n,
    queens: () => Array.from(app.search.queens()),
    counters: () => app.search.counters(),
    lastEvent: () => app.search.lastEvent(),
    // The board as a picture shows it now (the boundary's Search#boardView: attacked squares, next square, marks).
    boardView: () => app.search.boardView(),
    mode: () => app.mode,
    options: () => ({ ...app.options }),
    solutions: () => app.solutions.list(),
    // What a person does with the controls.
    setSize: (/** @type {number} */ n) => app.requestSize(n),
    step: () => app.step(),
    stepBack: () => app.stepBack(),
    reset: () => app.reset(),
    play: () => app.mode === 'idle' && app.togglePlay(),
    pause: () => app.stop(),
    runToEnd: () => app.mode !== 'end' && app.toggleRun('end'),
    nextSolution: () => app.mode !== 'solution' && app.toggleRun('solution'),
    seek: (/** @type {number} */ k) => app.seekTo(k),
    // The board and the search tree as drawn.
    flashTimes: () => app.board.flashTimes(),
    boardGeometry: () => app.board.geometry(app.n),
    // The core's PNG of the board now (`{size, theme}` as the Pictures controls take them): a Promise of a Blob.
    picturePNG: async (/** @type {import('../pictures/pictures.js').Look} */ options) => (await import('../pictures/pictures.js')).pngOf(app, options, 'light'),
    // The step bar's marks as last painted: `[{kind, step, x}]`, x in CSS px along the marks' canvas.
    stepMarks: () => app.scrub.painter?.drawn ?? [],
    // A palette colour as the canvases resolve it (js/shared/theme.js): `rgb(…)` text.
    paletteColour: (/** @type {string} */ name) => cssColors(app.canvas, [name])[name],
    // (The facade is published once the teaching parts, the tree's among them, are attached.)
    tree: () => /** @type {NonNullable<typeof app.tree>} */ (app.tree).countsMade(),
    treeBoard: (/** @type {number} */ index) => /** @type {NonNullable<typeof app.tree>} */ (app.tree).board(index),
    // The animation loop's cost per frame (the page benchmark).
    frameStats: () => app.loop.statsSoFar(),
    resetFrameStats: () => app.loop.resetStats(),
    ...extra,
  };
}
