// The main page's starter: loads the first WebAssembly module (nqueens.js, the wasm-bindgen glue, and
// nqueens_bg.wasm), then starts the search view (js/search/view.js: board, controls, counters, narration,
// scrub bar, teaching panels, solution list, on the page's own markup), the page's own settings (first
// solution, mirror: js/page/settings.js), the variant and the constrained squares (js/experiment/experiment.js).
// Only then, the first board drawn, it loads the rest: the links and embed code (js/address/share.js),
// the Save picture controls, the Count section (with the count's module), the Construct and Repair sections,
// the Practice panel and the guided lesson (js/lesson/lesson.js, with the sections' module), the test hook, and
// last the service worker that keeps the page offline (js/offline/). Every size limit comes from the core
// (`limits()`), every size typed is read by the core (`parseSize`).
//
// Once loaded: window.nqueensPage, the facade of js/page/facade.js with the sections' hooks (listed in
// www/README.md), and document.body.dataset.ready === "true" (an "nqueens-ready" event is dispatched on window too).

import { readParams, writeParams, stepLink, UrlNotice } from '../address/url.js';
import { fitBoardToWindow, MIN_FIT_PX } from '../board/fit.js';
import { studioMarkup } from '../search/markup.js';
import { PAGE_PARTS } from './markup.js';
import { SolutionGallery } from './gallery.js';
import { PageCounters } from './counters.js';
import { DrawerGroup } from '../shared/tabs.js';
import { SearchView } from '../search/view.js';
import { loadBindings, loadModule } from '../shared/bindings.js';
import { PageSettings } from './settings.js';
import { Experiment } from '../experiment/experiment.js';
import { pageFacade } from './facade.js';
import { focusButton } from './focus.js';
import { englishMessages, translatorFor, withEnglishPart, laterMessages } from '../i18n/i18n.js';
import page from '../i18n/messages/en-page.js';
import panels from '../i18n/messages/en-panels.js';
import { chooseLanguage } from '../i18n/languages.js';
import { wordedParser } from '../i18n/size.js';
import { translateDocument } from '../i18n/document.js';
import { pageFrames } from '../search/frames.js';

/** The style sheets of what loads after the first board: the sections, the solutions' gallery, the lesson. */
const LATER_SHEETS = ['count.css', 'gallery.css', 'practice.css', 'lesson.css'];

/** Links style sheet `href` (beside index.html); resolves once it applies. @param {string} href */
function linkStyleSheet(href) {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve(link);
    link.onerror = () => reject(new Error(`${href} could not be loaded`));
    document.head.append(link);
  });
}

/**
 * What the page loads once its first board is drawn: the sections' code, the modules they run on, their styles.
 * @param {Translator} messages
 */
function loadSections(messages) {
  return Promise.all([
    laterMessages(messages),
    Promise.all(LATER_SHEETS.map(linkStyleSheet)),
    loadModule('count'),
    loadModule('sections'),
    import('../count/section.js'),
    import('../sections/construct.js'),
    import('../repair/section.js'),
    import('../sections/practice.js'),
    import('../lesson/lesson.js'),
    import('../pictures/controls.js'),
    import('../teaching/parts.js'),
    import('../i18n/refusal.js'),
  ]);
}

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** The page's element with this id: one of index.html's or the studio's markup. */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** On a phone the board shrinks down to this side (CSS px) to keep the code in sight under it. */
const NARROW_MIN_BOARD_PX = 150;

/**
 * The reader's catalog: the address's ?lang= when it names a language here, else the browser's first that is
 * (js/i18n/languages.js); English when the catalog cannot be loaded (the page says so).
 */
async function pageMessages() {
  const asked = new URLSearchParams(window.location.search).getAll('lang');
  const lang = chooseLanguage(asked.length === 1 ? asked : [], navigator.languages ?? [navigator.language]);
  try {
    return await translatorFor(lang);
  } catch (err) {
    console.warn(`The ${lang} catalog could not be loaded (${err?.message ?? err}): the page speaks English.`);
    return englishMessages();
  }
}

/**
 * The picker in the bar: choosing a language opens this step's link in it (the address keeps ?lang=).
 * @param {HTMLSelectElement} select @param {SearchView} app
 */
function followLanguagePicker(select, app) {
  select.addEventListener('change', () => {
    const url = new URL(stepLink(window.location.href, app.settings()));
    url.searchParams.set('lang', select.value);
    window.location.assign(url);
  });
}

async function start() {
  const messages = await pageMessages();
  // The page's own words (its bar, drawers and tabs, the teaching panels' headings) come with its code.
  withEnglishPart(withEnglishPart(messages, page), panels);
  document.documentElement.lang = messages.lang;
  document.title = messages.t('page-title');
  // index.html is written in English (tests/unit/i18n/document.test.mjs): another language rewrites it.
  if (messages.lang !== 'en') translateDocument(document, messages);
  $('studio-host').innerHTML = studioMarkup({ host: 'page', messages, page: PAGE_PARTS });
  const status = $('load-status');
  /** @type {import('../shared/bindings.js').Bindings} */
  let wasm;
  try {
    wasm = await loadBindings();
  } catch (err) {
    status.textContent = messages.t('load-failed', { reason: String(err?.message ?? err) });
    $('narration').textContent = messages.t('load-failed-short');
    return;
  }
  const limits = wasm.limits();
  const params = readParams(window.location.search, wordedParser(wasm.parseSize, messages), limits, messages);
  const experiment = new Experiment(wasm, window.location.search, params.n, messages);
  const notice = new UrlNotice($('url-error'), { ...params.problems, ...experiment.problems }, messages);
  // On a phone (js/search/layout.js) the board leaves room under the buttons for the panels' tabs and the
  // code's lines, and may shrink further to do so.
  const narrow = () => $('studio').dataset.layout === 'narrow';
  const sideRoom = () => {
    const side = /** @type {HTMLElement} */ (document.querySelector('.studio-side')); // in the studio's markup, with its parent
    return parseFloat(getComputedStyle(side).minHeight) + parseFloat(getComputedStyle(/** @type {HTMLElement} */ (side.parentElement)).rowGap || '0');
  };
  const fit = fitBoardToWindow($('board-wrap'), $('transport'), [$('studio-bar'), $('lesson')], {
    reserve: () => (narrow() ? sideRoom() : 0),
    min: () => (narrow() ? NARROW_MIN_BOARD_PX : MIN_FIT_PX),
  });
  new DrawerGroup(/** @type {HTMLElement[]} */ ([...document.querySelectorAll('#studio-bar .disclosure')]), { box: $('studio') });
  focusButton($('focus-toggle'), $('studio'));
  // The teaching panels' code comes after the first board, with the sections (startSections).
  const app = new SearchView({
    wasm,
    limits,
    root: document,
    params,
    hooks: {
      settled: (/** @type {string} */ name) => notice.settled(name),
      saveSettings: (/** @type {Parameters<typeof writeParams>[0]} */ settings) => {
        writeParams(settings);
        experiment.saveUrl();
      },
    },
    experiment,
    messages,
    gallery: (/** @type {ConstructorParameters<typeof SolutionGallery>[0]} */ parts) => new SolutionGallery(parts),
    counterPanel: (/** @type {Document | ShadowRoot} */ root) => new PageCounters(root, messages),
  });
  experiment.connect(app, notice);
  followLanguagePicker(/** @type {HTMLSelectElement} */ ($('language')), app);
  performance.mark('first-board'); // the view draws the board as it is made
  new PageSettings(app, notice);
  const sharing = shareLater(app);
  status.textContent = '';
  status.hidden = true;
  // The view has set the layout (wide or narrow) and filled the bar: the board's room again.
  fit();
  // A link's step is restored at once (and before autoplay, which would cut it short), while the rest loads.
  const restored = params.step > 0 ? app.seekTo(params.step) : Promise.resolve();
  const hooks = await startSections(wasm, limits, app, experiment);
  publish(pageFacade(app, { ...experiment.hooks(), ...hooks }));
  await Promise.all([restored, sharing]);
  announceReady();
  if (params.autoplay) app.togglePlay();
  keepPageOffline(app.messages);
}

/** The links and embed code (js/address/share.js), loaded once the first board is drawn. @param {SearchView} app */
async function shareLater(app) {
  try {
    const { SharePanel } = await import('../address/share.js');
    new SharePanel(app, new URL('.', window.location.href));
  } catch (err) {
    $('share-status').textContent = app.messages.t('sections-failed', { reason: String(err?.message ?? err) });
  }
}

/**
 * Registers the service worker that keeps the page offline and offers its updates (js/offline/), once the page
 * is ready and quiet, so that what the worker downloads and checks waits for the first board and takes no time
 * from a search the learner is watching.
 * @param {Translator} messages
 */
async function keepPageOffline(messages) {
  await quietMoment();
  const [{ keepOffline }, { UpdateOffer }] = await Promise.all([import('../offline/updates.js'), import('../offline/offer.js'), laterMessages(messages)]);
  await keepOffline(new UpdateOffer($('update-offer'), messages));
}

/** How long no board may have animated before the page counts as quiet. */
const QUIET_MS = 3000;

/** Resolves once no board has animated for QUIET_MS and the browser is idle, or when the page is hidden. */
function quietMoment() {
  const idle = globalThis.requestIdleCallback ?? ((callback) => setTimeout(callback, 0));
  return /** @type {Promise<void>} */ (new Promise((resolve) => {
    let stillSince = performance.now();
    const look = () => {
      if (pageFrames.pending > 0) stillSince = performance.now();
      if (document.visibilityState === 'hidden') resolve();
      else if (performance.now() - stillSince >= QUIET_MS) idle(() => resolve(), { timeout: QUIET_MS });
      else setTimeout(look, QUIET_MS / 6);
    };
    look();
  }));
}

/** Says the page is loaded: document.body.dataset.ready and an "nqueens-ready" event on window. */
function announceReady() {
  document.body.dataset.ready = 'true';
  window.dispatchEvent(new CustomEvent('nqueens-ready'));
}

/**
 * Loads and starts what the page holds beyond the studio: Save picture, Count, Construct, Repair, Practice
 * and the lesson. Returns their test hooks; if their code or modules cannot load, the page says so and the
 * search goes on without them (no hooks).
 * @param {import('../shared/bindings.js').Bindings} wasm @param {import('../../nqueens.js').Limits} limits
 * @param {SearchView} app @param {Experiment} experiment
 */
async function startSections(wasm, limits, app, experiment) {
  let loaded;
  try {
    loaded = await loadSections(app.messages);
  } catch (err) {
    $('sections-error').hidden = false;
    $('sections-error').textContent = app.messages.t('sections-failed', { reason: String(err?.message ?? err) });
    return {};
  }
  const [, , count, sections, { CountSection }, { ConstructSection }, { RepairSection }, { PracticeSection }, { Lesson }, { mountPictureControls }, { teachingParts }, { wordedRefusal }] = loaded;
  app.attachTeaching(teachingParts);
  // The sections read sizes with the first module and run on theirs: they are given the exports of both.
  // (Typed as both glues: of the names they share, only their init functions differ, which no section calls.)
  const sectionExports = /** @type {import('../shared/bindings.js').Bindings & import('../shared/bindings.js').SectionsGlue} */ ({ ...wasm, ...sections.glue });
  // The core's refusals of squares are worded from the sections' module on (js/experiment/experiment.js).
  experiment.useSections((/** @type {number} */ n, /** @type {object} */ options) => {
    const refusal = sections.glue.searchRefusal(n, /** @type {import('../../nqueens_sections.js').SearchOptions} */ (options));
    return refusal && wordedRefusal(refusal, app.messages);
  });
  const darkScheme = () => window.matchMedia?.('(prefers-color-scheme: dark)')?.matches;
  mountPictureControls($('share-drawer'), app, wasm.pictureLimits(), () => (darkScheme() ? 'dark' : 'light'), app.messages);
  const countSection = new CountSection({ ...wasm, ...count.glue }, limits, app.messages);
  const constructSection = new ConstructSection(sectionExports, limits, app.messages);
  const repairSection = new RepairSection(sectionExports, app.messages);
  new PracticeSection(sectionExports, app.messages);
  const lesson = new Lesson({ wasm: sectionExports, view: app, toggle: $('lesson-toggle'), region: $('lesson') });
  return {
    // The guided lesson (js/lesson/lesson.js): where it stands, and opening it (a Promise, settled at its stop).
    lesson: () => lesson.state(),
    openLesson: () => lesson.setOpen(true),
    ...countSection.hooks(),
    ...constructSection.hooks(),
    ...repairSection.hooks(),
  };
}

/** The test hook: window.nqueensPage (www/README.md lists it). @param {object} facade */
function publish(facade) {
  /** @type {any} */ (window).nqueensPage = facade;
}

start();
