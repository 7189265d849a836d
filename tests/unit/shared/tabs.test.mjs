// Unit tests of www/js/shared/tabs.js's pure part: where a drawer opens for its button.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawerPlace } from '../../../www/js/shared/tabs.js';

test('a drawer opens under its button, its right edge under the button’s when there is room on the left', () => {
  assert.deepEqual(drawerPlace({ left: 1000, right: 1080, bottom: 44 }, { width: 480 }, 1366), { left: 600, top: 48 });
});

test('a drawer with no room on the left starts under the button’s left edge, and stays in its box', () => {
  assert.deepEqual(drawerPlace({ left: 10, right: 80, bottom: 70 }, { width: 340 }, 360), { left: 10, top: 74 });
  assert.deepEqual(drawerPlace({ left: 100, right: 160, bottom: 70 }, { width: 340 }, 360), { left: 20, top: 74 });
  assert.deepEqual(drawerPlace({ left: 100, right: 160, bottom: 70 }, { width: 400 }, 360), { left: 0, top: 74 });
});
