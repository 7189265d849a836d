// The <n-queens> custom element: one search (board, controls, counters, narration, optional teaching panels)
// in a shadow root with the page's markup and style sheets (js/element/template.js), driven by js/search/view.js like the
// main page. Its attributes are read by js/element/options.js (a broken one is told inside the element and
// its default used) and are reactive; every element on a page shares one wasm module (js/shared/bindings.js).
// Taken out of its page (not merely moved), it lets its search go (listeners, frames, wasm objects) and is
// built again from its attributes if put back. Methods, properties, events and lifecycle: docs/embedding.md.

import { loadBindings } from '../shared/bindings.js';
import { SearchView } from '../search/view.js';
import { elementMarkup, elementSheets } from './template.js';
import { ATTRIBUTES, readAttributes, describeAttributeProblems } from './options.js';
import { quote } from '../search/speed.js';

const COUNTER_KEYS = ['steps', 'nodes', 'placements', 'rejections', 'columnRejections', 'downRejections',
  'upRejections', 'backtracks', 'solutions', 'depth'];

export class NQueensElement extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.view = undefined;
    this.settings = undefined;
    this.pausedOffscreen = false;
    this.visible = false;
    // Counts the teardowns: a build begun before one gives up at its next await.
    this.generation = 0;
    this.renewReady();
  }

  /** A pending `ready`, settled by the next build. */
  renewReady() {
    let settle;
    this.ready = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    this.settle = settle;
    this.readySettled = false;
    // A page that never waits on `ready` must not see an unhandled rejection when the module fails to load.
    this.ready.catch(() => {});
  }

  connectedCallback() {
    if (!this.building) this.building = this.build();
    else if (this.view) this.observe();
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
    this.view?.destroy();
    this.view = undefined;
    this.settings = undefined;
    this.visible = this.autoplayed = this.pausedOffscreen = false;
    this.shadowRoot.replaceChildren();
    if (this.readySettled) this.renewReady();
  }

  attributeChangedCallback() {
    if (this.view) this.apply(this.read());
  }

  // ---- building ----

  async build() {
    const generation = this.generation;
    let wasm;
    try {
      const [bindings, sheets] = await Promise.all([loadBindings(), elementSheets()]);
      wasm = bindings;
      this.shadowRoot.adoptedStyleSheets = sheets;
    } catch (err) {
      if (generation !== this.generation) return;
      this.shadowRoot.innerHTML = elementMarkup([]);
      this.part('load-status').textContent = `The search could not be loaded: ${err?.message ?? err}.`;
      this.readySettled = true;
      this.settle.reject(err);
      return;
    }
    if (generation !== this.generation) return;
    this.wasm = wasm;
    this.limits = wasm.limits();
    const settings = this.read();
    this.shadowRoot.innerHTML = elementMarkup(settings.panels);
    this.part('load-status').hidden = true;
    this.view = new SearchView({
      wasm,
      limits: this.limits,
      root: this.shadowRoot,
      params: settings,
      keys: this,
      hooks: { emit: (type, detail) => this.dispatchEvent(new CustomEvent(`nqueens-${type}`, { detail, bubbles: true, composed: true })) },
    });
    this.apply(settings);
    if (settings.step > 0) await this.view.seekTo(settings.step);
    if (generation !== this.generation) return;
    this.readySettled = true;
    this.settle.resolve(this);
    if (this.isConnected) this.observe();
  }

  part(id) {
    return this.shadowRoot.getElementById(id);
  }

  read() {
    return readAttributes((name) => this.getAttribute(name), this.wasm.parseSize, this.limits);
  }

  /** Brings the view to `settings` (all attributes read again): changes only what changed. */
  apply(settings) {
    const before = this.settings;
    this.settings = settings;
    const view = this.view;
    const problems = describeAttributeProblems(settings.problems);
    const notice = this.part('attribute-problems');
    notice.textContent = problems;
    notice.hidden = problems === '';
    const frame = this.part('frame');
    frame.dataset.controls = settings.controls;
    frame.dataset.counters = settings.counters ? 'show' : 'none';
    frame.dataset.narration = settings.narration ? 'show' : 'none';
    if (frame.dataset.theme !== settings.theme) {
      frame.dataset.theme = settings.theme;
      view.board.readColors();
      view.draw(performance.now());
    }
    if (!before) return;
    if (settings.speed !== before.speed) view.setSpeed(settings.speed);
    if (settings.labels !== before.labels) {
      view.controls.setLabels(settings.labels);
      view.setLabels(settings.labels);
    }
    const options = { firstSolution: settings.firstSolution, mirror: settings.mirror };
    if (settings.n !== before.n || options.firstSolution !== before.firstSolution || options.mirror !== before.mirror) {
      view.options = options;
      view.setSize(settings.n);
      if (settings.step > 0) view.seekTo(settings.step);
    } else if (settings.step !== before.step) {
      view.seekTo(settings.step);
    }
    if (settings.autoplay && !before.autoplay && this.visible) this.play();
  }

  /** Autoplay: plays while the element is in view, pauses while it is scrolled away. */
  observe() {
    if (this.observer || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      // Entries queued before a teardown may still come: they are about a view that is gone.
      if (this.observer !== observer) return;
      this.visible = entries.at(-1).isIntersecting;
      if (!this.settings.autoplay) return;
      if (this.visible && (!this.autoplayed || this.pausedOffscreen) && this.view.mode === 'idle') {
        this.autoplayed = true;
        this.pausedOffscreen = false;
        this.view.togglePlay();
      } else if (!this.visible && this.view.mode === 'play') {
        this.pausedOffscreen = true;
        this.view.stop();
      }
    });
    this.observer = observer;
    observer.observe(this);
  }

  // ---- the scripting API ----

  loaded() {
    if (this.view) return this.view;
    if (!this.isConnected) throw new Error('<n-queens> is not in the document: it is built once it is added (wait for element.ready).');
    throw new Error('<n-queens> is still loading: wait for element.ready first.');
  }

  step() {
    this.loaded().step();
  }

  stepBack() {
    this.loaded().stepBack();
  }

  /** Goes to step `k` (a whole number from 0); resolves to the step reached (the last one if the search is shorter). */
  seek(k) {
    const view = this.loaded();
    if (!Number.isSafeInteger(k) || k < 0) {
      const given = typeof k === 'string' ? `the text ${quote(k)}` : quote(String(k));
      throw new Error(`seek(): ${given} is not a step number (a whole number from 0).`);
    }
    return view.seekTo(k);
  }

  play() {
    const view = this.loaded();
    if (view.mode !== 'play') {
      if (view.mode !== 'idle') view.stop({ narrate: false });
      view.togglePlay();
    }
  }

  pause() {
    this.pausedOffscreen = false;
    this.loaded().stop();
  }

  reset() {
    this.loaded().reset();
  }

  nextSolution() {
    const view = this.loaded();
    if (view.mode !== 'solution') view.toggleRun('solution');
  }

  runToEnd() {
    const view = this.loaded();
    if (view.mode !== 'end') view.toggleRun('end');
  }

  get size() {
    return this.view?.n ?? this.settings?.n;
  }

  /** A new search of that size (1 to 20, a number); anything else throws and the board stays. */
  set size(n) {
    const view = this.loaded();
    const { value, problem } = this.wasm.checkSize(n, this.limits.watchMin, this.limits.watchMax);
    if (problem) throw new Error(`size: ${problem} The ${view.n}×${view.n} board stays.`);
    if (value !== view.n) view.setSize(value);
  }

  get counters() {
    const all = this.loaded().search.counters();
    return Object.fromEntries(COUNTER_KEYS.map((key) => [key, all[key]]));
  }

  get queens() {
    return Array.from(this.loaded().search.queens());
  }

  get lastEvent() {
    return this.loaded().search.lastEvent();
  }

  /** 'idle', 'play', 'end' (running to the end) or 'solution' (running to the next one). */
  get mode() {
    return this.loaded().mode;
  }
}

if (!customElements.get('n-queens')) customElements.define('n-queens', NQueensElement);
