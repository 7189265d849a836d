// The <n-queens> element's lifecycle: moved to another container it keeps its search; removed from the page
// it lets go of its search (the wasm objects freed, no window or media-query listener, observer or animation
// frame left behind, nothing drawn on a window resize, a colour-scheme or pixel-ratio change); put back, it
// is built again from its attributes; fifty created and removed in a row leave nothing behind.
// The host pages count the live listeners, observers and frames with a script run before any module.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';
import { hostPage, referenceCounters, fiveCounters } from './embed-hosts.mjs';

const withPage = usePage();
const SIX = referenceStates(6);
const FIVE = referenceStates(5);

/**
 * Runs in the host page before anything else: keeps the listeners on window, document and media-query lists
 * that are still live (removed, aborted through their signal and fired `once` listeners are not), the
 * resize and intersection observers still observing, the animation frames still pending, and how many
 * drawing calls each canvas received. `window.leakProbe()` and `window.drawsOn(canvas)` read them.
 */
function instrument() {
  const live = new Set();
  const watched = (target) => target === window || target === document || target instanceof MediaQueryList;
  const captureOf = (options) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  const find = (target, type, listener, capture) =>
    [...live].find((r) => r.target === target && r.type === type && r.listener === listener && r.capture === capture);
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const signal = typeof options === 'object' ? options?.signal : undefined;
    if (!watched(this) || !listener || signal?.aborted) return add.call(this, type, listener, options);
    if (find(this, type, listener, captureOf(options))) return undefined;
    const record = { target: this, type, listener, capture: captureOf(options), real: listener };
    if (typeof options === 'object' && options?.once) {
      record.real = function (event) {
        live.delete(record);
        return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
      };
    }
    live.add(record);
    signal?.addEventListener('abort', () => live.delete(record), { once: true });
    return add.call(this, type, record.real, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const record = watched(this) ? find(this, type, listener, captureOf(options)) : undefined;
    if (record) live.delete(record);
    return remove.call(this, type, record?.real ?? listener, options);
  };
  const observing = new Set();
  for (const name of ['ResizeObserver', 'IntersectionObserver']) {
    const Native = window[name];
    window[name] = class extends Native {
      observe(...args) {
        observing.add(this);
        return super.observe(...args);
      }

      disconnect() {
        observing.delete(this);
        return super.disconnect();
      }
    };
  }
  const frames = new Set();
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    const id = request((now) => {
      frames.delete(id);
      callback(now);
    });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    frames.delete(id);
    cancel(id);
  };
  const draws = new WeakMap();
  for (const method of ['clearRect', 'fillRect', 'strokeRect', 'fill', 'stroke', 'drawImage', 'putImageData', 'fillText']) {
    const native = CanvasRenderingContext2D.prototype[method];
    CanvasRenderingContext2D.prototype[method] = function (...args) {
      draws.set(this.canvas, (draws.get(this.canvas) ?? 0) + 1);
      return native.apply(this, args);
    };
  }
  const listenerTypes = () => {
    const types = {};
    for (const { target, type } of live) {
      const key = `${target === window ? 'window' : target === document ? 'document' : 'media'} ${type}`;
      types[key] = (types[key] ?? 0) + 1;
    }
    return types;
  };
  window.leakProbe = () => ({ listeners: listenerTypes(), observers: observing.size, frames: frames.size });
  window.drawsOn = (canvas) => draws.get(canvas) ?? 0;
}

const INSTRUMENT = `<script>(${instrument})();</script>`;

/** One element that stays on the page (its board shows that the window's events did fire), and room for more. */
const HOST = hostPage(`
  <div id="left" style="width: 400px"><n-queens id="a" n="6" step="40" speed="2"></n-queens></div>
  <div id="right" style="width: 400px"></div>
  <div id="stays" style="width: 400px"><n-queens id="b" n="5"></n-queens></div>`, { head: INSTRUMENT });

/** The page with only the element that stays: the others are made by the tests. */
const HOST_ONE = hostPage(`
  <div id="room" style="width: 400px"></div>
  <div id="stays" style="width: 400px"><n-queens id="b" n="5"></n-queens></div>`, { head: INSTRUMENT });

/** Waits until the page has painted two more frames (the microtasks and tasks before them have run). */
function twoFrames(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Makes an <n-queens> with `attributes` in #room and waits until it is ready; keeps it as `window.made`. */
function addElement(page, attributes) {
  return page.evaluate(async (attributes) => {
    const element = document.createElement('n-queens');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.getElementById('room').append(element);
    await element.ready;
    window.made = element;
  }, attributes);
}

function assertNoErrors(log) {
  assert.deepEqual(log.pageErrors, [], describeLog(log));
  assert.deepEqual(log.consoleErrors, [], describeLog(log));
}

test('an element moved to another container keeps its search, step, counters and playing, and goes on working', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': HOST } }, async ({ page, log }) => {
    const before = await page.evaluate(() => {
      const a = document.getElementById('a');
      window.viewBefore = a.view;
      window.searchBefore = a.view.search;
      return { counters: a.getCounters(), queens: a.queens };
    });
    assert.deepEqual(fiveCounters(before.counters), referenceCounters(SIX[40]));
    // Both ways of moving: append elsewhere (one call), and remove then append in the same task.
    const moved = await page.evaluate(async () => {
      const a = document.getElementById('a');
      document.getElementById('right').append(a);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const first = { parent: a.parentElement.id, sameView: a.view === window.viewBefore, steps: a.getCounters().steps };
      a.remove();
      document.getElementById('left').append(a);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return {
        first,
        parent: a.parentElement.id,
        sameView: a.view === window.viewBefore,
        searchKept: window.searchBefore.__wbg_ptr !== 0,
        counters: a.getCounters(),
        queens: a.queens,
      };
    });
    assert.deepEqual(moved.first, { parent: 'right', sameView: true, steps: 40 });
    assert.equal(moved.parent, 'left');
    assert.equal(moved.sameView, true, 'the same view after the move');
    assert.equal(moved.searchKept, true, 'the search was not freed');
    assert.deepEqual(moved.counters, before.counters);
    assert.deepEqual(moved.queens, before.queens);

    // It still steps, draws and plays; a move while playing goes on playing.
    const stepped = await page.evaluate(() => {
      const a = document.getElementById('a');
      const canvas = a.shadowRoot.getElementById('board');
      const drawsBefore = window.drawsOn(canvas);
      a.stepForward();
      return { counters: a.getCounters(), queens: a.queens, drew: window.drawsOn(canvas) > drawsBefore };
    });
    assert.deepEqual(fiveCounters(stepped.counters), referenceCounters(SIX[41]));
    assert.deepEqual(stepped.queens, SIX[41].queens);
    assert.equal(stepped.drew, true, 'the board drew the step');
    const playing = await page.evaluate(() => {
      const a = document.getElementById('a');
      a.play();
      document.getElementById('right').append(a);
      return a.mode;
    });
    assert.equal(playing, 'play');
    await page.waitForFunction(() => document.getElementById('a').getCounters().steps > 41, null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.getElementById('a').mode), 'play');
    await page.evaluate(() => document.getElementById('a').pause());
    assertNoErrors(log);
  }));

test('a removed element frees its search and tree and leaves no listener, observer or frame; the window\'s changes draw nothing for it', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': HOST_ONE } }, async ({ page, log }) => {
    await twoFrames(page);
    const baseline = await page.evaluate(() => window.leakProbe());
    await addElement(page, { id: 'a', n: '6', step: '40', panels: 'tree growth', speed: '2' });
    const withElement = await page.evaluate(() => window.leakProbe());
    // The probe sees the element's own listeners and observers (so that their going away below means something).
    assert.ok(withElement.listeners['window resize'] > (baseline.listeners['window resize'] ?? 0), JSON.stringify({ baseline, withElement }));
    assert.ok(withElement.observers > baseline.observers, JSON.stringify({ baseline, withElement }));

    // Removed in the middle of a run to the end (an animation frame is pending then).
    const removed = await page.evaluate(async () => {
      const a = window.made;
      await a.view.tree.countsMade(); // the tree, made from the sections' module when first shown
      // eslint-disable-next-line require-atomic-updates -- nothing else writes window.gone meanwhile
      window.gone = {
        search: a.view.search,
        tree: a.view.tree.tree,
        board: a.shadowRoot.getElementById('board'),
        treeCanvas: a.shadowRoot.getElementById('tree'),
      };
      a.runToEnd();
      const mode = a.mode;
      a.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      let thrown = '';
      try {
        a.stepForward();
      } catch (err) {
        thrown = err.message;
      }
      return {
        mode,
        searchPointer: window.gone.search.__wbg_ptr,
        treePointer: window.gone.tree.__wbg_ptr,
        view: a.view === undefined,
        shadowChildren: a.shadowRoot.childNodes.length,
        probe: window.leakProbe(),
        thrown,
      };
    });
    assert.equal(removed.mode, 'end');
    assert.equal(removed.searchPointer, 0, 'the wasm Search was freed');
    assert.equal(removed.treePointer, 0, 'the wasm SearchTree was freed');
    assert.equal(removed.view, true, 'the view was dropped');
    assert.equal(removed.shadowChildren, 0, 'the shadow root was emptied');
    assert.deepEqual(removed.probe, baseline, 'listeners, observers and frames back to what the page had without the element');
    assert.match(removed.thrown, /not in the document/);

    // The window changes size and colour scheme: the element that stays redraws, the removed one does not. (Headless
    // Chromium fires no media-query change for an emulated pixel ratio alone: the probe above shows that the
    // removed element's pixel-ratio listener is gone.)
    const drawsOf = () => page.evaluate(() => ({
      stays: window.drawsOn(document.getElementById('b').shadowRoot.getElementById('board')),
      board: window.drawsOn(window.gone.board),
      tree: window.drawsOn(window.gone.treeCanvas),
    }));
    const start = await drawsOf();
    const changes = [
      ['resize', () => page.setViewportSize({ width: 900, height: 700 })],
      ['colour scheme', () => page.emulateMedia({ colorScheme: 'dark' })],
    ];
    let last = start;
    for (const [what, change] of changes) {
      await change();
            await page.waitForFunction((before) => window.drawsOn(document.getElementById('b').shadowRoot.getElementById('board')) > before, last.stays, { timeout: 10_000 });
      await twoFrames(page);
      last = await drawsOf();
      assert.equal(last.board, start.board, `the removed board drew after the ${what} change`);
      assert.equal(last.tree, start.tree, `the removed tree drew after the ${what} change`);
    }
    assert.deepEqual(await page.evaluate(() => window.leakProbe()), baseline);
    assertNoErrors(log);
  }));

test('an element put back is built again from its attributes, with a new ready, and works', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': HOST_ONE } }, async ({ page, log }) => {
    await addElement(page, { id: 'a', n: '6', step: '40' });
    const withElement = await page.evaluate(() => window.leakProbe());
    const out = await page.evaluate(async () => {
      const a = window.made;
      const firstReady = a.ready;
      await a.seek(100);
      a.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Changed while out of the page: read when it is built again.
      a.setAttribute('n', '5');
      let settled = false;
      a.ready.then(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const renewed = a.ready !== firstReady;
      const settledWhileOut = settled;
      document.getElementById('room').append(a);
      const readyValue = await a.ready;
      return { renewed, settledWhileOut, resolvedWithElement: readyValue === a, size: a.size, counters: a.getCounters(), queens: a.queens };
    });
    assert.equal(out.renewed, true, 'a new ready promise once removed');
    assert.equal(out.settledWhileOut, false, 'ready waits while the element is out of the page');
    assert.equal(out.resolvedWithElement, true);
    assert.equal(out.size, 5);
    assert.deepEqual(fiveCounters(out.counters), referenceCounters(FIVE[40]), 'at its step attribute again');
    assert.deepEqual(out.queens, FIVE[40].queens);
    // One build's listeners, not two; one key press is one step (the first build's shortcut listener is gone).
    assert.deepEqual(await page.evaluate(() => window.leakProbe()), withElement);
    await page.locator('#a #step').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.made.getCounters().steps === 41);
    assert.deepEqual(fiveCounters(await page.evaluate(() => window.made.getCounters())), referenceCounters(FIVE[41]));
    await page.evaluate(() => window.made.stepBack());
    assert.deepEqual(fiveCounters(await page.evaluate(() => window.made.getCounters())), referenceCounters(FIVE[40]));

    // Removed while still loading (in the task that added it): the build gives up, `ready` stays pending
    // until the element is put back and built.
    const early = await page.evaluate(async () => {
      const c = document.createElement('n-queens');
      c.setAttribute('n', '6');
      c.setAttribute('step', '40');
      let settled = false;
      c.ready.then(() => {
        settled = true;
      });
      document.getElementById('room').append(c);
      c.remove();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const whileOut = { settled, view: c.view === undefined, probe: window.leakProbe() };
      document.getElementById('room').append(c);
      await c.ready;
      return { whileOut, counters: c.getCounters() };
    });
    assert.deepEqual(early.whileOut, { settled: false, view: true, probe: withElement });
    assert.deepEqual(fiveCounters(early.counters), referenceCounters(SIX[40]));
    assertNoErrors(log);
  }));

test('fifty elements created and removed in turn leave no errors, no live listener or observer, and free every search', { timeout: 180_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': HOST_ONE } }, async ({ page, log }) => {
    await twoFrames(page);
    const baseline = await page.evaluate(() => window.leakProbe());
    const out = await page.evaluate(async () => {
      const glue = await import('./nqueens.js');
      const memory = (await glue.default()).memory;
      const made = [];
      let memoryAfterFirst;
      for (let i = 0; i < 50; i++) {
        const element = document.createElement('n-queens');
        element.setAttribute('n', String(6 + (i % 3)));
        element.setAttribute('step', '300');
        element.setAttribute('panels', 'sets tree growth');
        document.getElementById('room').append(element);
        await element.ready;
        element.shadowRoot.getElementById('tree-tab').click();
        await element.view.tree.countsMade(); // the tree, made from the sections' module when first shown
        element.stepForward();
        made.push({ search: element.view.search, tree: element.view.tree.tree });
        element.remove();
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (i === 2) memoryAfterFirst = memory.buffer.byteLength;
      }
      return {
        stillHeld: made.filter(({ search, tree }) => search.__wbg_ptr !== 0 || tree.__wbg_ptr !== 0).length,
        memoryAfterFirst,
        memoryAfterAll: memory.buffer.byteLength,
      };
    });
    assert.equal(out.stillHeld, 0, 'every Search and SearchTree was freed');
    assert.deepEqual(await page.evaluate(() => window.leakProbe()), baseline);
    // One 64 KiB page of growth is left to the allocator's fragmentation; the searches and trees of 47 elements
    // kept alive take far more (docs/embedding.md, Lifecycle).
    assert.ok(out.memoryAfterAll - out.memoryAfterFirst <= 65536, `the wasm memory grew: ${JSON.stringify(out)}`);
    assertNoErrors(log);
  }));
