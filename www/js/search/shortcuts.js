// The search's keyboard shortcuts: which key does what, and the rule for when a key press is one. A key
// that acts is kept to the search: its default is prevented and its propagation stopped, so that a host
// page's own window or document key listener (a docs theme's "n" for next page, "s" for search) never
// sees it. Keys are listened for on the element (or the main page's document), so they act only while the
// focus is inside. An <n-queens> element keeps every other unmodified printable key too (keepPrintableKey),
// as a focused text field does: a docs theme's "/", "s", "f", "p", "," or "." does not act while the
// reader works the board; Tab, Escape, the arrows and keys with Ctrl, Alt or Meta reach the host.

import { nudgeSpeed } from './speed.js';

/**
 * Every shortcut: the key as `KeyboardEvent.key` (letters lower-case), what it is called in the docs, and
 * the action's name among the actions given to `shortcutAction`.
 */
export const SHORTCUTS = [
  { key: ' ', name: 'Space', action: 'play', what: 'play or pause (not on a button, where Space presses it)' },
  { key: 'k', name: 'K', action: 'play', what: 'play or pause' },
  { key: 'ArrowRight', name: '→', action: 'step', what: 'step' },
  { key: 'ArrowLeft', name: '←', action: 'stepBack', what: 'step back' },
  { key: 'n', name: 'N', action: 'nextSolution', what: 'next solution' },
  { key: 'e', name: 'E', action: 'runToEnd', what: 'run to end' },
  { key: 'r', name: 'R', action: 'reset', what: 'reset' },
  { key: 'l', name: 'L', action: 'toggleLabels', what: 'diagonal numbers on or off' },
  { key: '+', name: '+', action: 'faster', what: 'faster' },
  { key: '=', name: '=', action: 'faster', what: 'faster (the + key without Shift)' },
  { key: '-', name: '−', action: 'slower', what: 'slower' },
];

const BY_KEY = new Map(SHORTCUTS.map((shortcut) => [shortcut.key, shortcut]));

/** @typedef {'play' | 'step' | 'stepBack' | 'nextSolution' | 'runToEnd' | 'reset' | 'toggleLabels'} KeyAction an action a key calls as it is */
/** @typedef {Record<KeyAction, () => void> & {setSpeed: (v: number) => void}} ShortcutActions what `handleShortcut` calls */

/**
 * The action name key press `ev` asks for, or undefined when it is no shortcut: a modifier held, already
 * handled, typed into a field, or Space on a button, summary or link (which Space presses).
 * @param {KeyboardEvent} ev
 */
export function shortcutAction(ev) {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.defaultPrevented) return undefined;
  const target = ev.composedPath?.()[0] ?? ev.target; // inside the element, not the element itself
  const inside = typeof HTMLElement === 'function' && target instanceof HTMLElement;
  if (inside && target.closest('input, textarea, select, [contenteditable="true"]')) return undefined;
  const key = ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
  const shortcut = BY_KEY.get(key);
  if (!shortcut) return undefined;
  if (key === ' ' && inside && target.closest('button, summary, a')) return undefined;
  return shortcut.action;
}

/**
 * Handles key press `ev` with `actions` (play, step, stepBack, nextSolution, runToEnd, reset, toggleLabels,
 * setSpeed(v)) at speed `speed`: acts, prevents the default and stops the propagation. Returns whether it acted.
 * @param {KeyboardEvent} ev @param {ShortcutActions} actions @param {number} speed
 */
export function handleShortcut(ev, actions, speed) {
  const action = shortcutAction(ev);
  if (action === undefined) return false;
  ev.preventDefault();
  ev.stopPropagation();
  if (action === 'faster') actions.setSpeed(nudgeSpeed(speed, 1));
  else if (action === 'slower') actions.setSpeed(nudgeSpeed(speed, -1));
  else actions[/** @type {KeyAction} */ (action)]();
  return true;
}

/**
 * Keeps key press `ev` from the host page when it is an unmodified printable key (a single character):
 * stops its propagation past the element, with its default untouched (Space still presses a button).
 * @param {KeyboardEvent} ev
 */
export function keepPrintableKey(ev) {
  if (ev.key.length === 1 && !ev.ctrlKey && !ev.metaKey && !ev.altKey) ev.stopPropagation();
}
