// Board size validation: each bad size shows a message next to the input, and the page keeps working.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startEnv, openPage, setSize, setValidSize, readCounter, clickAndWatch } from './helpers.mjs';

let env;
before(async () => {
  env = await startEnv();
});
after(async () => {
  await env?.close();
});

/**
 * The message about the size input: the text of the elements #size's aria-describedby points to, or
 * else of the siblings next to the input (inside its label or its field container). Only visible text.
 */
async function sizeMessage(page) {
  return page.evaluate(() => {
    const input = document.getElementById('size');
    const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const texts = [];
    const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    for (const id of described) {
      const el = document.getElementById(id);
      if (visible(el)) texts.push(el.textContent.trim());
    }
    if (described.length === 0) {
      // No aria-describedby: look at the input's neighbours (inside its label's or its own container),
      // leaving out the narration and the counters, which change with every step.
      const skip = ['narration', 'steps', 'nodes', 'solutions', 'backtracks', 'rejections'].map((id) => document.getElementById(id));
      const around = input.closest('label')?.parentElement ?? input.parentElement;
      for (const el of around.querySelectorAll('[role="alert"], [role="status"], [aria-live], output, .error, .message, small, p, span')) {
        if (el === input || el.contains(input) || skip.some((s) => s && (el.contains(s) || s.contains(el)))) continue;
        if (visible(el)) texts.push(el.textContent.trim());
      }
    }
    return texts.filter(Boolean).join(' | ');
  });
}

/**
 * How far (in CSS px) the nearest visible element of #size's description that is not there for a
 * valid size (the error message) is from the input box; Infinity if there is none.
 */
async function messageDistance(page, okMessage) {
  return page.evaluate((okMessage) => {
    const input = document.getElementById('size');
    const a = input.getBoundingClientRect();
    let best = Infinity;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    for (const id of ids) {
      const el = document.getElementById(id);
      const text = el?.textContent.trim() ?? '';
      if (!el || el.getClientRects().length === 0 || text === '' || okMessage.includes(text)) continue;
      const b = el.getBoundingClientRect();
      const dx = Math.max(0, b.left - a.right, a.left - b.right);
      const dy = Math.max(0, b.top - a.bottom, a.top - b.bottom);
      best = Math.min(best, Math.hypot(dx, dy));
    }
    return best;
  }, okMessage);
}

test('each bad size shows a message next to the input and the page still works', { timeout: 120_000 }, async () => {
  const { page, context, log } = await openPage(env);
  try {
    await setValidSize(page, 6);
    const okMessage = await sizeMessage(page);
    for (const bad of ['0', '21', '-3', '2.5', 'abc']) {
      await setSize(page, bad);
      await page.waitForFunction(
        (ok) => {
          const input = document.getElementById('size');
          const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
          const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join('').trim();
          return input.getAttribute('aria-invalid') === 'true' || (text !== '' && text !== ok);
        },
        okMessage,
        { timeout: 5_000 },
      ).catch(() => {});
      const message = await sizeMessage(page);
      assert.ok(message !== '' && message !== okMessage, `no message next to the input for size ${JSON.stringify(bad)} (got ${JSON.stringify(message)})`);
      const distance = await messageDistance(page, okMessage);
      if (distance !== Infinity) {
        assert.ok(distance <= 80, `the message for size ${JSON.stringify(bad)} is ${Math.round(distance)} px away from the input`);
      }

      // The page still works: Step advances the search.
      const before = await readCounter(page, 'steps');
      const after = await clickAndWatch(page, '#step', 'steps', before, 5_000);
      assert.ok(after > before, `Step does not advance after bad size ${JSON.stringify(bad)}`);
    }
    // A good size clears the message.
    await setValidSize(page, 5);
    const cleared = await sizeMessage(page);
    assert.equal(cleared, okMessage, 'the message stays after a valid size');
    assert.deepEqual(log.pageErrors, [], 'uncaught exceptions on bad input');
  } finally {
    await context.close();
  }
});
