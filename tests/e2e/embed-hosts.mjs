// Host pages for the embedding tests (the <n-queens> element, embed.html in an iframe): written here and
// served on the test server's origin through `withPage({pages})`, plus readers of an element's state and
// axe-core over a page with shadow roots.

import { readFileSync } from 'node:fs';
import { AXE_PATH } from './helpers.mjs';

/**
 * A host page: `body` is its markup; its module script imports the element and marks the body ready once
 * every <n-queens> on it is ready. `head` adds to the head (a style sheet).
 */
export function hostPage(body, { head = '' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>A tutorial with boards</title>${head}
<script type="module">
import './n-queens.js';
await Promise.all([...document.querySelectorAll('n-queens')].map((element) => element.ready));
document.body.dataset.ready = 'true';
</script></head><body><main><h1>A tutorial with boards</h1>${body}</main></body></html>`;
}

/** What element `selector` shows and says: its counters, queens, narration, size and attribute message. */
export async function elementState(page, selector) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    const $ = (id) => element.shadowRoot.getElementById(id);
    const shown = Object.fromEntries(['steps', 'nodes', 'solutions', 'backtracks', 'rejections'].map((id) => [id, Number($(id).dataset.value)]));
    return {
      counters: element.getCounters(),
      shown,
      queens: element.queens,
      size: element.size,
      narration: $('narration').textContent,
      problems: $('attribute-problems').hidden ? '' : $('attribute-problems').textContent,
    };
  }, selector);
}

/** The reference's counters in the element's terms. */
export function referenceCounters(state) {
  const { steps, nodes, solutions, backtracks, rejections } = state.counters;
  return { steps, nodes, solutions, backtracks, rejections };
}

/** The same five counters from an element's `counters` object. */
export function fiveCounters(counters) {
  const { steps, nodes, solutions, backtracks, rejections } = counters;
  return { steps, nodes, solutions, backtracks, rejections };
}

/**
 * axe-core's serious and critical violations over the whole page, shadow roots included, and how many of the
 * nodes it checked lie inside a shadow root (their target is a path of selectors), so that a test can tell
 * that the element's inside was looked at.
 */
export async function axeWithShadow(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations', 'passes'] });
    const insideShadow = results.passes.flatMap((rule) => rule.nodes).filter((node) => Array.isArray(node.target[0])).length;
    const violations = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5) }));
    return { violations, insideShadow };
  });
}

/** Every request of `log` went to the test server (`origin` its URL). */
export function offOrigin(log, origin) {
  return log.requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
}
