// The front end of the Python widget nqueens_widget (anywidget's render({ model, el })): one <n-queens> element
// per view, whose attributes follow the model's traits, and whose steps (Step, Play, the step bar, a size typed
// in it) are written back to the model's `step` and `n`. scripts/build-widget.mjs bundles it with the element
// ('n-queens-element' is the page build's n-queens.js) and its WebAssembly inside, as one module.

import 'n-queens-element';

/** The traits the board takes as properties of the same names. */
const TRAITS = ['n', 'step', 'speed', 'variant'];

/** Traits the element reads only when it is built: a change makes the board again (at the model's step). */
const REBUILT = ['panels'];

/** The least time between two reports of a playing board's step to the kernel. */
const REPORT_MS = 100;

/** A new <n-queens> with every trait of `model`. */
function makeBoard(model) {
  const board = document.createElement('n-queens');
  for (const name of TRAITS) board[name] = model.get(name);
  board.panels = model.get('panels');
  return board;
}

export default {
  render({ model, el }) {
    let board = makeBoard(model);
    el.append(board);
    // Set while the model is told what the board did, so that the change is not sent back to the board.
    let reporting = false;
    let timer;
    const report = () => {
      timer = undefined;
      const shown = { n: board.n, step: board.step, speed: board.speed === Infinity ? 'max' : board.speed };
      const changed = Object.entries(shown).filter(([name, value]) => model.get(name) !== value);
      if (changed.length === 0) return;
      reporting = true;
      try {
        for (const [name, value] of changed) model.set(name, value);
        model.save_changes();
      } finally {
        reporting = false;
      }
    };
    // A step is reported at once when the board is still, and at most every REPORT_MS while it plays.
    const onStep = () => {
      if (timer !== undefined) return;
      if (board.mode === 'idle') report();
      else timer = setTimeout(report, REPORT_MS);
    };
    const listen = (target) => {
      for (const type of ['nqueens-step', 'nqueens-seek', 'nqueens-done']) target.addEventListener(type, onStep);
    };
    listen(board);
    const follow = TRAITS.map((name) => [`change:${name}`, () => {
      if (!reporting) board[name] = model.get(name);
    }]);
    follow.push(...REBUILT.map((name) => [`change:${name}`, () => {
      const next = makeBoard(model);
      listen(next);
      board.replaceWith(next);
      board = next;
    }]));
    for (const [event, handler] of follow) model.on(event, handler);
    return () => {
      clearTimeout(timer);
      for (const [event, handler] of follow) model.off(event, handler);
      board.remove();
    };
  },
};
