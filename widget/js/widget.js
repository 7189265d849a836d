// The front end of the Python widget nqueens_widget (anywidget's render({ model, el })): one <n-queens> element
// per view, whose attributes follow the model's traits, and whose steps (Step, Play, the step bar, a size typed
// in it) are written back to the model's `step` and `n`. scripts/build-widget.mjs bundles it with the element
// ('n-queens-element' is the page build's n-queens.js) and its WebAssembly inside, as one module.

import 'n-queens-element';

/** The traits the board takes as properties of the same names. */
const TRAITS = ['n', 'step', 'speed', 'variant'];

/** Traits whose change makes a new search. */
const NEW_SEARCH = ['n', 'variant'];

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
    let reported = -Infinity;
    // The boards whose search is made (before, their events are the model's own settings arriving).
    const loaded = new WeakSet();
    const report = () => {
      timer = undefined;
      reported = performance.now();
      // On its way to a step the model set (a new search seeking to `step`): its end is reported.
      if (!loaded.has(board) || board.mode === 'seek') return;
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
    // A step is reported at once, then at most once every REPORT_MS (a playing board steps every frame), and
    // the last one always. It is looked at once the task that moved the board is over: a new search tells its
    // step 0 before it starts seeking to `step`. Events of a board since made again are not this board's.
    const onStep = (event) => {
      if (event.currentTarget !== board) return;
      queueMicrotask(() => {
        if (timer !== undefined) return;
        const wait = reported + REPORT_MS - performance.now();
        if (wait <= 0) report();
        else timer = setTimeout(report, wait);
      });
    };
    const listen = (target) => {
      target.loaded.then(() => loaded.add(target), () => {});
      for (const type of ['nqueens-step', 'nqueens-seek', 'nqueens-done']) target.addEventListener(type, onStep);
    };
    listen(board);
    const follow = TRAITS.map((name) => [`change:${name}`, () => {
      if (reporting) return;
      // A new search goes to the model's step: the board's `step` attribute may still hold an older one
      // (the board's own steps are reported, not written back to it).
      if (NEW_SEARCH.includes(name)) board.step = model.get('step');
      board[name] = model.get(name);
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
