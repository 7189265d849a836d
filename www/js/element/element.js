// The <n-queens> custom element: one search (board, controls, counters, narration, optional teaching panels)
// in a shadow root with the page's markup and style sheets (js/element/template.js), driven by js/search/view.js like the
// main page. Its attributes are read by js/element/options.js (a broken one is told inside the element and
// its default used) and are reactive; every element on a page shares one wasm module (js/shared/bindings.js).
// Taken out of its page (not merely moved), it lets its search go (listeners, frames, wasm objects) and is
// built again from its attributes if put back. Every attribute has a same-named reflecting property
// (js/element/properties.js), set before the element is defined or connected too; methods have verb names
// that are no attribute's. With theme="auto" it follows its host page's declared `color-scheme`
// (js/element/host-scheme.js). Methods, properties, events and lifecycle: docs/embedding.md.

import { loadBindings } from '../shared/bindings.js';
import { SearchView } from '../search/view.js';
import { elementMarkup, elementSheets } from './template.js';
import { ATTRIBUTES, readAttributes, describeAttributeProblems } from './options.js';
import { PROPERTY_OF, attributeText } from './properties.js';
import { hostScheme, followHostScheme } from './host-scheme.js';
import { announceColorScheme } from '../shared/theme.js';
import { quote } from '../shared/quote.js';
import { keepPrintableKey } from '../search/shortcuts.js';
import { loopOf } from '../pictures/loop.js';
import { englishMessages, translatorFor, laterMessages, withEnglishPart } from '../i18n/i18n.js';
import elementPart from '../i18n/messages/en-element.js';
import { chooseLanguage } from '../i18n/languages.js';
import { wordedParser } from '../i18n/size.js';
import { ElementVariant } from './variant.js';

/** @type {(keyof import('../../nqueens.js').Counters)[]} */
const COUNTER_KEYS = ['steps', 'nodes', 'placements', 'rejections', 'columnRejections', 'downRejections',
  'upRejections', 'backtracks', 'solutions', 'depth'];

/**
 * What the element's class extends: HTMLElement in a browser. Where there is none (Node, a static-site
 * generator rendering the page on its server), a plain class: importing the module then defines nothing
 * and throws nothing, and the browser's copy of the module defines the element.
 */
const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

/** @typedef {import('../shared/bindings.js').Bindings} Bindings */
/** @typedef {import('./options.js').ElementSettings} ElementSettings */
/** @typedef {{resolve: (element: NQueensElement) => void, reject: (reason: unknown) => void}} Settle a pending promise's settling */
/** @typedef {Record<string, unknown>} Props the element's properties by name */

export class NQueensElement extends ElementBase {
  static get observedAttributes() {
    // And the global attributes it reads (www/package/api.mjs GLOBAL_ATTRIBUTE_API): `lang`, the language of
    // its words (js/i18n/languages.js).
    return [...ATTRIBUTES, 'lang'];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.addEventListener('keydown', keepPrintableKey);
    /** @type {SearchView | undefined} */
    this.view = undefined;
    /** @type {ElementSettings | undefined} */
    this.settings = undefined;
    this.pausedOffscreen = false;
    this.visible = false;
    // Counts the teardowns: a build begun before one gives up at its next await.
    this.generation = 0;
    this.renewReady();
    this.renewLoaded();
  }

  /** A pending `ready`, settled by the next build once its search is at its step (the constructor makes the first). */
  renewReady() {
    const { promise, settle } = pending();
    this.readyPromise = promise;
    this.settle = settle;
    this.readySettled = false;
  }

  /** A pending `loaded`, settled by the next build as soon as its search is made. */
  renewLoaded() {
    const { promise, settle } = pending();
    this.loadedPromise = promise;
    this.settleLoaded = settle;
    this.loadedSettled = false;
  }

  /** Resolves once the search is loaded and at its `step`; a new, pending one after the element is removed. */
  get ready() {
    return /** @type {Promise<NQueensElement>} */ (this.readyPromise);
  }

  /** Resolves once the search is loaded (possibly still on its way to `step`). */
  get loaded() {
    return /** @type {Promise<NQueensElement>} */ (this.loadedPromise);
  }

  connectedCallback() {
    this.takeEarlyProperties();
    if (!this.building) this.building = this.build();
    else if (this.view) this.observe();
  }

  /**
   * Properties set on the element before it was defined are own properties hiding the class's accessors
   * (a framework's `el.step = 40` on an element whose module loads later): each is taken out and set again.
   */
  takeEarlyProperties() {
    for (const name of [...Object.values(PROPERTY_OF), 'size']) {
      if (!Object.hasOwn(this, name)) continue;
      const value = /** @type {Props} */ (/** @type {unknown} */ (this))[name];
      delete /** @type {Props} */ (/** @type {unknown} */ (this))[name];
      /** @type {Props} */ (/** @type {unknown} */ (this))[name] = value;
    }
  }

  disconnectedCallback() {
    // Moved (taken out and put back in the same task): nothing changes. Still out a microtask later: removed.
    queueMicrotask(() => {
      if (!this.isConnected) this.teardown();
    });
  }

  /**
   * Lets everything go: the view's frames, listeners and observers, its wasm search and tree, the shadow
   * root's content. `ready` is renewed if it had settled; the next connection builds again from the attributes.
   */
  teardown() {
    if (!this.building) return;
    this.building = undefined;
    this.generation += 1;
    this.observer?.disconnect();
    this.observer = undefined;
    this.schemeWatch?.abort();
    this.schemeWatch = undefined;
    this.view?.destroy();
    this.view = undefined;
    this.experiment = undefined;
    this.settings = undefined;
    this.visible = this.autoplayed = this.pausedOffscreen = false;
    /** @type {ShadowRoot} */ (this.shadowRoot).replaceChildren();
    if (this.readySettled) this.renewReady();
    if (this.loadedSettled) this.renewLoaded();
  }

  /** @param {string} name @param {string | null} before @param {string | null} after */
  attributeChangedCallback(name, before, after) {
    if (name === 'lang') {
      // Other words everywhere: the element is built again, in the new language, at the step it had reached.
      if (before === after || !this.building) return;
      const step = this.view?.search.steps;
      this.teardown();
      this.building = this.build(step);
      return;
    }
    if (this.view) this.apply(this.read());
  }

  /** The language of the element's words: its `lang` attribute when spoken here, else the browser's. */
  language() {
    return chooseLanguage(this.getAttribute('lang') ?? [], navigator.languages ?? [navigator.language]);
  }

  // ---- building ----

  /** Builds the element from its attributes; `resume` a step to stand at instead of the `step` attribute's. @param {number} [resume] */
  async build(resume = undefined) {
    const generation = this.generation;
    /** @type {import('../shared/bindings.js').Bindings} */
    let wasm;
    let teachingParts;
    let messages;
    try {
      /** @type {ShadowRoot} */ (this.shadowRoot).adoptedStyleSheets = elementSheets();
      [wasm, messages] = await Promise.all([loadBindings(), translatorFor(this.language())]);
      // The element's own words (its attributes' problems) come with its code.
      this.messages = withEnglishPart(messages, elementPart);
      // Only an element that shows teaching panels waits for their code.
      if (this.read(wasm).panels.length > 0) [{ teachingParts }] = await Promise.all([loadTeachingParts(), laterMessages(messages)]);
    } catch (err) {
      if (generation !== this.generation) return;
      this.showLoadFailure(err);
      this.readySettled = this.loadedSettled = true;
      /** @type {Settle} */ (this.settleLoaded).reject(err);
      /** @type {Settle} */ (this.settle).reject(err);
      return;
    }
    if (generation !== this.generation) return;
    this.wasm = wasm;
    this.limits = wasm.limits();
    this.variants = wasm.variants().map((variant) => variant.name);
    const settings = this.read();
    /** @type {ShadowRoot} */ (this.shadowRoot).innerHTML = elementMarkup(settings.panels, messages);
    this.byId('load-status').hidden = true;
    this.schemeWatch = new AbortController();
    // Not `this.variant`: that is the attribute's property.
    this.experiment = new ElementVariant({ wasm, canvas: this.byId('board'), name: settings.variant, signal: this.schemeWatch.signal });
    this.view = new SearchView({
      wasm,
      limits: this.limits,
      root: /** @type {ShadowRoot} */ (this.shadowRoot),
      params: settings,
      keys: this,
      watch: this,
      experiment: this.experiment,
      teachingParts,
      messages,
      hooks: { emit: (/** @type {string} */ type, /** @type {unknown} */ detail) => this.dispatchEvent(new CustomEvent(`nqueens-${type}`, { detail, bubbles: true, composed: true })) },
    });
    this.apply(settings);
    followHostScheme(() => this.showTheme(), this.schemeWatch.signal);
    this.loadedSettled = true;
    /** @type {Settle} */ (this.settleLoaded).resolve(this);
    // Until it is there, any method that moves the search (reset, pause, …) cuts this seek short.
    const step = resume ?? settings.step;
    if (step > 0) await this.view.seekTo(step);
    if (generation !== this.generation) return;
    this.readySettled = true;
    /** @type {Settle} */ (this.settle).resolve(this);
    // The panels' code and words, fetched once a first board is up, so that an element made later has them
    // (offline too).
    setTimeout(() => Promise.all([loadTeachingParts(), laterMessages(messages)]).catch(() => {}), 0);
    if (this.isConnected) this.observe();
  }

  /**
   * The module did not load: the element says so, with no control to press and no counter to trust.
   * @param {any} err whatever the load threw
   */
  showLoadFailure(err) {
    /** @type {ShadowRoot} */ (this.shadowRoot).innerHTML = elementMarkup([]);
    this.byId('load-status').textContent = (this.messages ?? englishMessages()).t('element-load-failed', { reason: String(err?.message ?? err) });
    this.byId('narration').hidden = true;
    for (const counters of /** @type {NodeListOf<HTMLElement>} */ (/** @type {ShadowRoot} */ (this.shadowRoot).querySelectorAll('dl.counters, #progress-row'))) counters.hidden = true;
    for (const control of /** @type {NodeListOf<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>} */ (/** @type {ShadowRoot} */ (this.shadowRoot).querySelectorAll('button, input, select'))) control.disabled = true;
  }

  /**
   * The element of the shadow root with this id (a name other than `part`, the host's own DOMTokenList): one
   * of the markup's, there once built.
   * @param {string} id
   */
  byId(id) {
    return /** @type {HTMLElement} */ (/** @type {ShadowRoot} */ (this.shadowRoot).getElementById(id));
  }

  /**
   * The settings the attributes give, read with the core's readers (`wasm`, once loaded).
   * @param {Bindings} [wasm] the glue, given while building (the element's own once built)
   */
  read(wasm = this.wasm) {
    const m = this.messages ?? englishMessages(elementPart);
    const parseSize = wordedParser(/** @type {Bindings} */ (wasm).parseSize, m);
    return readAttributes((name) => this.getAttribute(name), parseSize, this.limits ?? /** @type {Bindings} */ (wasm).limits(),
      this.variants ?? /** @type {Bindings} */ (wasm).variants().map((variant) => variant.name), m);
  }

  /** Brings the view to `settings` (all attributes read again): changes only what changed. @param {ElementSettings} settings */
  apply(settings) {
    const before = this.settings;
    this.settings = settings;
    const view = /** @type {SearchView} */ (this.view); // applied once built
    const experiment = /** @type {ElementVariant} */ (this.experiment);
    const m = this.messages ?? englishMessages(elementPart);
    const { loop, problem: loopProblem } = loopOf(settings.from, settings.to, m);
    view.stepLoop = loop;
    // Settled once the search is where these settings put it (embed.html's setSize waits on it).
    this.arriving = Promise.resolve();
    const problems = describeAttributeProblems(loopProblem ? { ...settings.problems, to: loopProblem } : settings.problems, m);
    const notice = this.byId('attribute-problems');
    notice.textContent = problems;
    notice.hidden = problems === '';
    const frame = this.byId('frame');
    frame.dataset.controls = settings.controls;
    frame.dataset.counters = settings.counters ? 'show' : 'none';
    frame.dataset.narration = settings.narration ? 'show' : 'none';
    this.showTheme();
    if (!before) return;
    if (settings.speed !== before.speed) view.setSpeed(settings.speed);
    if (settings.labels !== before.labels) {
      view.controls.setLabels(settings.labels);
      view.setLabels(settings.labels);
    }
    const options = { firstSolution: settings.firstSolution, mirror: settings.mirror };
    // Against the view, not the attributes before: the person may have chosen another size since.
    if (settings.n !== view.n || settings.variant !== experiment.variant || options.firstSolution !== view.options.firstSolution || options.mirror !== view.options.mirror) {
      view.options = options;
      // A run's remembered totals belong to the search that made them.
      if (settings.variant !== experiment.variant) view.counted.clear();
      experiment.variant = settings.variant;
      view.setSize(settings.n);
      if (settings.step > 0) this.arriving = view.seekTo(settings.step);
      else view.emitMoved();
    } else if (settings.step !== before.step) {
      this.arriving = view.seekTo(settings.step);
    }
    if (settings.autoplay && !before.autoplay && this.visible) this.play();
  }

  /**
   * The colours shown: the `theme` attribute's, or with "auto" the scheme the host page shows around the
   * element (js/element/host-scheme.js), else the reader's preference (the style sheet's media query).
   */
  showTheme() {
    const asked = /** @type {ElementSettings} */ (this.settings).theme; // shown once built
    const theme = asked === 'auto' ? hostScheme(this) ?? 'auto' : asked;
    const frame = this.byId('frame');
    if (frame.dataset.theme === theme) return;
    frame.dataset.theme = theme;
    announceColorScheme(/** @type {ShadowRoot} */ (this.shadowRoot));
  }

  /** Autoplay: plays while the element is in view, pauses while it is scrolled away. */
  observe() {
    if (this.observer || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      // Entries queued before a teardown may still come: they are about a view that is gone.
      if (this.observer !== observer) return;
      // Observed only while built: the view and its settings are there.
      const view = /** @type {SearchView} */ (this.view);
      this.visible = /** @type {IntersectionObserverEntry} */ (entries.at(-1)).isIntersecting;
      if (!(/** @type {ElementSettings} */ (this.settings).autoplay)) return;
      if (this.visible && (!this.autoplayed || this.pausedOffscreen) && view.mode === 'idle') {
        this.autoplayed = true;
        this.pausedOffscreen = false;
        view.togglePlay();
      } else if (!this.visible && view.mode === 'play') {
        this.pausedOffscreen = true;
        view.stop();
      }
    });
    this.observer = observer;
    observer.observe(this);
  }

  // ---- the scripting API: methods ----

  /** The view, for a method: throws while there is none (still loading, or out of the document). */
  loadedView() {
    if (this.view) return this.view;
    if (!this.isConnected) throw new Error('<n-queens> is not in the document: it is built once it is added (wait for element.loaded).');
    throw new Error('<n-queens> is still loading: wait for element.loaded first.');
  }

  stepForward() {
    this.loadedView().step();
  }

  stepBackward() {
    this.loadedView().stepBack();
  }

  /** The older name of stepBackward(), kept: no attribute is called so. */
  stepBack() {
    this.stepBackward();
  }

  /**
   * Goes to step `k` (a whole number from 0); resolves to the step reached (the last one if the search is shorter).
   * @param {number} k checked: a script may hand anything
   */
  seek(k) {
    const view = this.loadedView();
    if (!Number.isSafeInteger(k) || k < 0) {
      const given = typeof k === 'string' ? `the text ${quote(k)}` : quote(String(k));
      throw new Error(`seek(): ${given} is not a step number (a whole number from 0).`);
    }
    return view.seekTo(k);
  }

  play() {
    const view = this.loadedView();
    if (view.mode !== 'play') {
      if (view.mode !== 'idle') view.stop({ narrate: false });
      view.togglePlay();
    }
  }

  pause() {
    this.pausedOffscreen = false;
    this.loadedView().stop();
  }

  reset() {
    this.loadedView().reset();
  }

  nextSolution() {
    const view = this.loadedView();
    if (view.mode !== 'solution') view.toggleRun('solution');
  }

  runToEnd() {
    const view = this.loadedView();
    if (view.mode !== 'end') view.toggleRun('end');
  }

  /** The scheme the board shows now: "light" or "dark" (the reader's, where the frame allows both). */
  shownTheme() {
    const allowed = getComputedStyle(this.byId('frame')).colorScheme.split(/\s+/);
    if (allowed.includes('dark') && allowed.includes('light')) return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    return allowed.includes('dark') ? 'dark' : 'light';
  }

  /**
   * The board at the current step as SVG text: a Promise of a string. `{size, theme}` as for toPNG.
   * @param {Parameters<Pictures['svgOf']>[1]} [options]
   */
  async toSVG(options) {
    const view = this.loadedView();
    const { svgOf } = await loadPictures();
    return svgOf(view, /** @type {Look} */ (options), this.shownTheme()); // left out: the defaults
  }

  /**
   * The board at the current step as a PNG file: a Promise of a Blob. `size` in pixels a side (64 to 4096,
   * default 480), `theme` "light", "dark" or "auto" (the scheme shown; the default is light).
   * @param {Parameters<Pictures['pngOf']>[1]} [options]
   */
  async toPNG(options) {
    const view = this.loadedView();
    const { pngOf } = await loadPictures();
    return pngOf(view, /** @type {Look} */ (options), this.shownTheme()); // left out: the defaults
  }

  /**
   * Steps `from` (default 0) to `to` (default `from`) as an animated GIF, `fps` frames a second (1 to 50,
   * default 4), `size` and `theme` as for toPNG: a Promise of a Blob, encoded in a worker.
   * @param {Parameters<Pictures['gifOf']>[1]} [options]
   */
  async toGIF(options) {
    const view = this.loadedView();
    const { gifOf } = await loadPictures();
    return gifOf(view, options, this.shownTheme());
  }

  /** The search's counters: `{steps, nodes, placements, rejections, …, solutions, depth}`. */
  getCounters() {
    const all = this.loadedView().search.counters();
    return Object.fromEntries(COUNTER_KEYS.map((key) => [key, all[key]]));
  }

  get queens() {
    return Array.from(this.loadedView().search.queens());
  }

  get lastEvent() {
    return this.loadedView().search.lastEvent();
  }

  /** 'idle', 'play', 'end' (running to the end), 'solution' (running to the next one) or 'seek' (on its way to a step). */
  get mode() {
    return this.loadedView().mode;
  }

  // ---- the scripting API: the attributes' properties ----

  /** The settings the getters answer from: the view's once built, else the attributes as they stand. */
  current() {
    if (this.settings) return this.settings;
    return readAttributes((name) => this.getAttribute(name), wholeSize, { watchMin: 0, watchMax: Number.MAX_SAFE_INTEGER });
  }

  /** Writes property `name`'s value to attribute `attribute` (null removes it). @param {string} attribute @param {unknown} value */
  reflect(attribute, value) {
    const text = attributeText(attribute, value);
    if (text === null) this.removeAttribute(attribute);
    else this.setAttribute(attribute, text);
  }

  /** The board size; a new search when set (once loaded, anything but a whole number from 1 to 20 throws and the board stays). */
  get n() {
    return this.view?.n ?? this.current().n;
  }

  set n(value) {
    if (this.view && typeof value !== 'string') {
      const { problem } = sizeRead(this, value);
      if (problem) throw new Error(`size: ${problem} The ${this.view.n}×${this.view.n} board stays.`);
    }
    this.reflect('n', value);
  }

  get size() {
    return this.n;
  }

  /** As `n`, but strict, as before `n` had a property: once loaded, only a number (a text throws too). */
  set size(value) {
    if (this.view) {
      const { problem } = sizeRead(this, value);
      if (problem) throw new Error(`size: ${problem} The ${this.view.n}×${this.view.n} board stays.`);
    }
    this.reflect('n', value);
  }

  /** The step the search is at; set, the search goes there (as the `step` attribute, and seek(), do). */
  get step() {
    return this.view?.search.steps ?? this.current().step;
  }

  set step(value) {
    const same = this.getAttribute('step') === attributeText('step', value);
    this.reflect('step', value);
    // The attribute was already that: the search has moved since, and goes back to it.
    const settings = /** @type {ElementSettings} */ (this.settings); // there with the view
    if (same && this.view && this.view.search.steps !== settings.step) this.view.seekTo(settings.step);
  }

  get speed() {
    return this.view?.speed ?? this.current().speed;
  }

  set speed(value) {
    this.reflect('speed', value);
  }

  get labels() {
    return this.view?.labels ?? this.current().labels;
  }

  set labels(value) {
    this.reflect('labels', value);
  }

  get counters() {
    return this.current().counters ? 'show' : 'none';
  }

  set counters(value) {
    this.reflect('counters', value);
  }

  get narration() {
    return this.current().narration ? 'show' : 'none';
  }

  set narration(value) {
    this.reflect('narration', value);
  }

  get panels() {
    return this.current().panels.join(' ');
  }

  set panels(value) {
    this.reflect('panels', value);
  }
}

/** The property answering for each attribute not written out above: the setting itself. */
for (const [attribute, property] of Object.entries(PROPERTY_OF)) {
  if (Object.getOwnPropertyDescriptor(NQueensElement.prototype, property)) continue;
  Object.defineProperty(NQueensElement.prototype, property, {
    configurable: true,
    enumerable: true,
    get() {
      return this.current()[property];
    },
    set(value) {
      this.reflect(attribute, value);
    },
  });
}

/**
 * `value` read as a size by a built element's core, in its range.
 * @param {NQueensElement} element @param {unknown} value
 */
function sizeRead(element, value) {
  const limits = /** @type {import('../../nqueens.js').Limits} */ (element.limits);
  return /** @type {Bindings} */ (element.wasm).checkSize(value, limits.watchMin, limits.watchMax);
}

/** @typedef {typeof import('../pictures/pictures.js')} Pictures */
/** @typedef {import('../pictures/pictures.js').Look} Look */

/** The teaching panels' code (js/teaching/parts.js), loaded once, for the first element that shows panels or after a first board. */
function loadTeachingParts() {
  return import('../teaching/parts.js');
}

/** The pictures' code (and the GIF worker's, inside the element's bundles), loaded on the first picture asked for. */
function loadPictures() {
  return import('../pictures/pictures.js');
}

/**
 * A promise and its settling functions; a page that never waits on it sees no unhandled rejection if it fails.
 * @returns {{promise: Promise<NQueensElement>, settle: Settle}}
 */
function pending() {
  /** @type {Settle | undefined} */
  let settle;
  const promise = new Promise((/** @type {Settle['resolve']} */ resolve, reject) => {
    settle = { resolve, reject };
  });
  promise.catch(() => {});
  return { promise, settle: /** @type {Settle} */ (settle) }; // the executor runs at once
}

/**
 * Before the core is loaded, the getters read `n` as a plain whole number (the core checks it once loaded).
 * @param {string} text
 */
function wholeSize(text) {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? { value: Number(trimmed) } : { problem: 'not a size' };
}

// Defined once, however many copies of this module a page evaluates (a bundle and a CDN file, say), and
// only where custom elements exist.
if (globalThis.customElements && !customElements.get('n-queens')) customElements.define('n-queens', NQueensElement);
