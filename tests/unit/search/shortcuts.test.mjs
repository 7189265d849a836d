// Unit tests of www/js/search/shortcuts.js: which key presses are shortcuts, and that one that acts is
// kept from the host page (default prevented, propagation stopped) while any other goes on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHORTCUTS, shortcutAction, handleShortcut, keepPrintableKey } from '../../../www/js/search/shortcuts.js';

/** A key press as far as the rule reads it, recording what is done to it. */
function press(key, more = {}) {
  return {
    key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, prevented: false, stopped: false,
    composedPath: () => [{}],
    preventDefault() { this.prevented = true; },
    stopPropagation() { this.stopped = true; },
    ...more,
  };
}

function recorder() {
  const done = [];
  const actions = Object.fromEntries(['play', 'step', 'stepBack', 'nextSolution', 'runToEnd', 'reset', 'toggleLabels']
    .map((name) => [name, () => done.push(name)]));
  actions.setSpeed = (v) => done.push(`speed ${v}`);
  return { done, actions };
}

test('every documented key acts, and is stopped', () => {
  for (const { key, action } of SHORTCUTS) {
    const { done, actions } = recorder();
    const ev = press(key);
    assert.equal(handleShortcut(ev, actions, 8), true, key);
    assert.deepEqual([ev.prevented, ev.stopped], [true, true], key);
    assert.equal(done.length, 1, key);
    if (action === 'faster') assert.equal(done[0], 'speed 12', 'the next of the slider\'s speeds');
    else if (action === 'slower') assert.equal(done[0], 'speed 5');
    else assert.equal(done[0], action);
  }
  assert.equal(shortcutAction(press('N')), 'nextSolution', 'letters in either case');
});

test('keys docs themes claim, and other keys, go on to the host page untouched', () => {
  for (const key of ['.', ',', 's', 'f', 'p', '/', 'x', 'Enter', 'Tab']) {
    const { done, actions } = recorder();
    const ev = press(key);
    assert.equal(handleShortcut(ev, actions, 8), false, key);
    assert.deepEqual([ev.prevented, ev.stopped, done.length], [false, false, 0], key);
  }
});

test('a modifier held, or a press already handled, is no shortcut', () => {
  assert.equal(shortcutAction(press('n', { ctrlKey: true })), undefined);
  assert.equal(shortcutAction(press('ArrowRight', { altKey: true })), undefined);
  assert.equal(shortcutAction(press('r', { metaKey: true })), undefined);
  assert.equal(shortcutAction(press('r', { defaultPrevented: true })), undefined);
});

test('an element keeps unmodified printable keys from its host and lets the others pass', () => {
  const press = (key, mods = {}) => {
    let stopped = false;
    keepPrintableKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods, stopPropagation: () => { stopped = true; } });
    return stopped;
  };
  for (const key of ['/', 's', 'f', 'p', ',', '.', 'S', '?', 'é']) assert.equal(press(key), true, key);
  for (const key of ['Tab', 'Escape', 'F1', 'Enter', 'PageDown']) assert.equal(press(key), false, key);
  assert.equal(press('s', { ctrlKey: true }), false);
  assert.equal(press('k', { metaKey: true }), false);
  assert.equal(press('/', { altKey: true }), false);
});
