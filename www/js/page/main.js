// The main page's starter: loads the WebAssembly module (nqueens.js, the wasm-bindgen glue, and
// nqueens_bg.wasm), then starts the search view (js/search/view.js: board, controls, counters, narration,
// scrub bar, teaching panels, solution list, on the page's own markup), the page's own settings (first
// solution, mirror: js/page/settings.js), the variant and the constrained squares (js/experiment/experiment.js), the
// links and embed code (js/address/share.js), the Count, Construct and Repair sections, the Practice panel, the
// guided lesson (js/lesson/lesson.js) and the test hook. Every size limit comes from the core (`limits()`), every size typed is read
// by the core (`parseSize`).
//
// Once loaded: window.nqueensPage, the facade of js/page/facade.js with the sections' hooks (listed in
// www/README.md), and document.body.dataset.ready === "true" (an "nqueens-ready" event is dispatched on window too).

import { readParams, writeParams, UrlNotice } from '../address/url.js';
import { fitBoardToWindow, MIN_FIT_PX } from '../board/fit.js';
import { studioMarkup } from '../search/markup.js';
import { DrawerGroup } from '../shared/tabs.js';
import { SearchView } from '../search/view.js';
import { CountSection } from '../count/section.js';
import { ConstructSection } from '../sections/construct.js';
import { loadBindings } from '../shared/bindings.js';
import { PageSettings } from './settings.js';
import { SharePanel } from '../address/share.js';
import { Experiment } from '../experiment/experiment.js';
import { RepairSection } from '../repair/section.js';
import { PracticeSection } from '../sections/practice.js';
import { mountPictureControls } from '../pictures/controls.js';
import { pageFacade } from './facade.js';
import { Lesson } from '../lesson/lesson.js';
import { focusButton } from './focus.js';

const $ = (id) => document.getElementById(id);

/** On a phone the board shrinks down to this side (CSS px) to keep the code in sight under it. */
const NARROW_MIN_BOARD_PX = 150;

async function start() {
  $('studio-host').innerHTML = studioMarkup({ host: 'page' });
  const status = $('load-status');
  let wasm;
  try {
    wasm = await loadBindings();
  } catch (err) {
    status.textContent = `The search could not be loaded: ${err?.message ?? err}. Reload the page to try again.`;
    $('narration').textContent = 'The search could not be loaded.';
    return;
  }
  const limits = wasm.limits();
  const params = readParams(window.location.search, wasm.parseSize, limits);
  const experiment = new Experiment(wasm, window.location.search, params.n);
  const notice = new UrlNotice($('url-error'), { ...params.problems, ...experiment.problems });
  // On a phone (js/search/layout.js) the board leaves room under the buttons for the panels' tabs and the
  // code's lines, and may shrink further to do so.
  const narrow = () => $('studio').dataset.layout === 'narrow';
  const sideRoom = () => {
    const side = document.querySelector('.studio-side');
    return parseFloat(getComputedStyle(side).minHeight) + parseFloat(getComputedStyle(side.parentElement).rowGap || '0');
  };
  const fit = fitBoardToWindow($('board-wrap'), $('transport'), [$('studio-bar'), $('lesson')], {
    reserve: () => (narrow() ? sideRoom() : 0),
    min: () => (narrow() ? NARROW_MIN_BOARD_PX : MIN_FIT_PX),
  });
  new DrawerGroup([...document.querySelectorAll('#studio-bar .disclosure')], { box: $('studio') });
  focusButton($('focus-toggle'), $('studio'));
  const app = new SearchView({
    wasm,
    limits,
    root: document,
    params,
    hooks: {
      settled: (name) => notice.settled(name),
      saveSettings: (settings) => {
        writeParams(settings);
        experiment.saveUrl();
      },
    },
    experiment,
  });
  experiment.connect(app, notice);
  performance.mark('first-board'); // the view draws the board as it is made
  new PageSettings(app, notice);
  new SharePanel(app, new URL('.', window.location.href));
  const darkScheme = () => window.matchMedia?.('(prefers-color-scheme: dark)')?.matches;
  mountPictureControls($('share-drawer'), app, wasm.pictureLimits(), () => (darkScheme() ? 'dark' : 'light'));
  const countSection = new CountSection(wasm, limits);
  const constructSection = new ConstructSection(wasm, limits);
  const repairSection = new RepairSection(wasm);
  new PracticeSection(wasm);
  const lesson = new Lesson({ wasm, view: app, toggle: $('lesson-toggle'), region: $('lesson') });
  status.textContent = '';
  status.hidden = true;
  // The view has set the layout (wide or narrow) and filled the bar: the board's room again.
  fit();

  /** @type {any} */ (window).nqueensPage = pageFacade(app, {
    // The guided lesson (js/lesson/lesson.js): where it stands, and opening it (a Promise, settled at its stop).
    lesson: () => lesson.state(),
    openLesson: () => lesson.setOpen(true),
    ...countSection.hooks(),
    ...constructSection.hooks(),
    ...experiment.hooks(),
    ...repairSection.hooks(),
  });
  // A link's step is restored before the page says it is ready (and before autoplay, which would cut it short).
  const restored = params.step > 0 ? app.seekTo(params.step) : Promise.resolve();
  restored.then(() => {
    document.body.dataset.ready = 'true';
    window.dispatchEvent(new CustomEvent('nqueens-ready'));
    if (params.autoplay) app.togglePlay();
  });
}

start();
