// The teaching panels inside the <n-queens> element (the element has them too): asked for
// with `panels`, they follow the element's own search (checked against the reference search), two elements
// on a page keep apart, they are left out when not asked for, and the style sheets come with the module (offline too).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog } from './helpers.mjs';
import { referenceStates, PART_OF_EVENT } from './reference-search.mjs';
import { hostPage } from './embed-hosts.mjs';

const withPage = usePage();
const SIX = referenceStates(6);
const FIVE = referenceStates(5);

const HOST = hostPage(`
  <n-queens id="six" n="6" step="40" panels="sets code tree growth"></n-queens>
  <n-queens id="five" n="5" step="12" panels="sets code"></n-queens>
  <n-queens id="plain" n="4"></n-queens>`);

/** The sets, the call stack, the tree's label and the panels present inside element `id`. */
function readPanels(page, id) {
  return page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const values = (name) => [...root.querySelectorAll(`#sets [data-set="${name}"] .set-value`)].map((e) => Number(e.dataset.value));
    return {
      panels: [...root.querySelectorAll('.teach-panel[id]')].map((d) => d.id).sort(),
      sets: { columns: values('column'), down: values('down'), up: values('up') },
      frames: [...root.querySelectorAll('#call-stack li.frame')].map((e) => Number(e.dataset.row)),
      current: root.querySelector('#code [aria-current="step"]')?.dataset.part ?? null,
      tree: root.getElementById('tree')?.getAttribute('aria-label') ?? null,
      growthPoints: root.querySelectorAll('#growth .growth-point').length,
    };
  }, id);
}

const sorted = (values) => [...values].sort((a, b) => a - b);

test('each element\'s panels follow its own search, and only the panels asked for are there', { timeout: 90_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': HOST } }, async ({ page, log }) => {
    for (const [id, states, step] of [['six', SIX, 40], ['five', FIVE, 12]]) {
      await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector('#code [aria-current="step"]'), id);
      const shown = await readPanels(page, id);
      const want = states[step];
      assert.deepEqual(sorted(shown.sets.columns), sorted(want.sets.columns), `${id}: columns`);
      assert.deepEqual(sorted(shown.sets.down), sorted(want.sets.down), `${id}: down diagonals`);
      assert.deepEqual(sorted(shown.sets.up), sorted(want.sets.up), `${id}: up diagonals`);
      assert.deepEqual(shown.frames, want.frames.map((f) => f.row), `${id}: the call stack`);
      assert.equal(shown.current, PART_OF_EVENT[want.event.event], `${id}: the current code line at step ${step} (${want.event.event})`);
    }
    // The tree is drawn once its tab is chosen.
    await page.evaluate(() => document.getElementById('six').shadowRoot.getElementById('tree-tab').click());
    const six = await readPanels(page, 'six');
    assert.deepEqual(six.panels, ['code-details', 'growth-details', 'sets-details', 'stack-details', 'tree-details']);
    assert.match(six.tree, new RegExp(`^Search tree: ${SIX[40].counters.nodes} boards`));
    await page.evaluate(() => document.getElementById('six').shadowRoot.getElementById('growth-tab').click());
    const growthPoints = (await readPanels(page, 'six')).growthPoints;
    assert.ok(growthPoints >= 16 * 5, `growth chart points: ${growthPoints}`);
    assert.deepEqual((await readPanels(page, 'five')).panels, ['code-details', 'sets-details', 'stack-details']);
    assert.deepEqual((await readPanels(page, 'plain')).panels, []);

    // Stepping one element moves its panels and not the other's.
    await page.evaluate(() => document.getElementById('five').stepForward());
    await page.waitForFunction(() => document.getElementById('five').getCounters().steps === 13);
    await page.waitForFunction((want) => {
      const root = document.getElementById('five').shadowRoot;
      return [...root.querySelectorAll('#sets [data-set="column"] .set-value')].length === want;
    }, FIVE[13].queens.length);
    assert.deepEqual(sorted((await readPanels(page, 'five')).sets.columns), sorted(FIVE[13].sets.columns));
    assert.deepEqual(sorted((await readPanels(page, 'six')).sets.columns), sorted(SIX[40].sets.columns));
    assert.deepEqual([...log.consoleErrors, ...log.pageErrors], [], describeLog(log));
  }));

test('the first panels element, made after the page went offline, has every style sheet, the panels\' included', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': hostPage('<n-queens id="plain" n="4"></n-queens>') } }, async ({ page, context, log }) => {
    // The page has loaded all it fetches in the background after its first board (the panels' code) by then.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const made = await page.evaluate(async () => {
      const element = document.createElement('n-queens');
      element.setAttribute('panels', 'sets');
      document.querySelector('main').append(element);
      await element.ready;
      const root = element.shadowRoot;
      return {
        sheets: root.adoptedStyleSheets.map((sheet) => sheet.cssRules.length > 0),
        // teach.css lays the sets out in the rows of one grid (each row's box gives way); without it they are blocks.
        sets: getComputedStyle(root.querySelector('.set-list > div')).display,
        status: root.getElementById('load-status').hidden ? '' : root.getElementById('load-status').textContent,
        links: root.querySelectorAll('link').length,
      };
    });
    await context.setOffline(false);
    assert.deepEqual(made, { sheets: [true, true, true, true], sets: 'contents', status: '', links: 0 });
    assert.deepEqual([...log.consoleErrors, ...log.pageErrors, ...log.failed], [], describeLog(log));
  }));
