// The learner's language beyond the studio, in Spanish and Japanese: Count's running words (a count of n = 8,
// its size refusal), Repair's (a board stepped to its solution, and the core's refusal of a 3×3 board), Save
// picture's (its controls, and the core's refusal of a picture size), the address's refused parameters and an
// element's refused attributes, and a refusal of the core's Constrain checks: each text shown is the catalog's
// message (the same words the language's Translator makes, or its pattern where a time is measured) and holds
// no run of three words of the English catalog's messages for those parts. The update offer is tested in
// tests/e2e/offline.test.mjs, which rebuilds the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, typeInto, openDrawer } from './helpers.mjs';
import { hostPage } from './embed-hosts.mjs';
import { translatorFor } from '../../www/js/i18n/i18n.js';
import { catalogPattern, englishRunsOf, englishLeft } from './i18n-words.mjs';
import { choiceList } from '../../www/js/element/options.js';

const withPage = usePage();

/** The English messages whose words must not be left in another language's sections. */
const SECTION_PREFIXES = ['count-', 'repair-', 'pictures-', 'update-', 'param-', 'attribute-', 'address-', 'refusal-', 'constrain-refused', 'construct-', 'size-'];

/** The text of the page's element `id`. */
const text = (page, id) => page.evaluate((i) => document.getElementById(i).textContent, id);

for (const lang of ['es', 'ja']) {
  test(`${lang}: Count says its progress, result and refusals from the catalog, no English left`, { timeout: 120_000 }, () =>
    withPage({ path: `?n=8&lang=${lang}` }, async ({ page }) => {
      const m = await translatorFor(lang);
      const runs = await englishRunsOf(SECTION_PREFIXES);
      const result = await page.evaluate(() => window.nqueensPage.count(8, { workers: 2 }));
      assert.equal(result.solutions, 92);
      const shown = {
        hint: await text(page, 'count-size-hint'),
        status: await text(page, 'count-status'),
        label: await text(page, 'count-progress-label'),
        progress: await text(page, 'count-progress-text'),
        match: await text(page, 'count-match'),
      };
      assert.equal(shown.hint, m.t('count-size-range', { min: 1, max: 24, above: 19 }));
      assert.match(shown.status, await catalogPattern(lang, 'count-done-cpu'));
      assert.ok(shown.status.includes(m.t('count-method', { method: result.method })), shown.status);
      assert.equal(shown.label, m.t('count-finished-label', { n: 8 }));
      assert.match(shown.progress, await catalogPattern(lang, 'count-finished-text'));
      assert.equal(shown.match, m.t('count-match-yes'));
      // A size Count refuses: the core's kind, worded, and what follows from it.
      await typeInto(page, 'count-size', 'abc');
      await page.click('#count');
      shown.refused = await text(page, 'count-size-error');
      assert.equal(shown.refused, m.t('count-size-nothing', { problem: m.t('size-not-a-number', { echo: 'abc', min: 1, max: 24 }) }));
      for (const said of Object.values(shown)) assert.deepEqual(englishLeft(said, runs), [], said);
    }));

  test(`${lang}: Repair says its moves, its solution and the core's refusal from the catalog, no English left`, { timeout: 120_000 }, () =>
    withPage({ path: `?n=8&lang=${lang}` }, async ({ page }) => {
      const m = await translatorFor(lang);
      const runs = await englishRunsOf(SECTION_PREFIXES);
      const newBoard = async (n, seed) => {
        await typeInto(page, 'repair-size', String(n));
        await typeInto(page, 'repair-seed', String(seed));
        await page.click('#repair-reset');
      };
      await newBoard(8, 3);
      const start = await page.evaluate(() => window.nqueensPage.repairState());
      const shown = { hint: await text(page, 'repair-size-hint'), speed: await text(page, 'repair-speed-text'), status: await text(page, 'repair-status') };
      assert.equal(shown.hint, m.t('repair-size-range', { max: 10_000_000, stepped: 64 }));
      assert.match(shown.speed, await catalogPattern(lang, 'repair-speed'));
      assert.match(shown.status, await catalogPattern(lang, 'repair-stepped-status'));
      assert.ok(!start.solved, 'the greedy start of 8×8 seed 3 has queens attacked');
      await page.click('#repair-play');
      await page.waitForFunction(() => window.nqueensPage.repairState().solved, null, { timeout: 60_000 });
      await page.waitForFunction(() => document.getElementById('repair-play').getAttribute('aria-pressed') === 'false');
      const end = await page.evaluate(() => window.nqueensPage.repairState());
      shown.solved = await text(page, 'repair-status');
      shown.label = await page.locator('#repair-board').getAttribute('aria-label');
      shown.play = await text(page, 'repair-play');
      assert.match(shown.solved, await catalogPattern(lang, 'repair-stepped-solved'));
      assert.ok(end.valid, 'solved and checked');
      assert.equal(shown.label, m.t('repair-stepped-label', { n: 8, seed: '3', moves: end.moves, restarts: 0, attacked: 0, solved: 'yes' }));
      assert.equal(shown.play, m.t('button-play'));
      // The core refuses a board with no solution: its kind and size, worded.
      await newBoard(3, 0);
      shown.refused = await text(page, 'repair-status');
      assert.equal(shown.refused, m.t('repair-refused', { reason: m.t('refusal-no-solution', { n: 3 }) }));
      for (const said of Object.values(shown)) assert.deepEqual(englishLeft(said, runs), [], said);
    }));

  test(`${lang}: Save picture's controls and the core's refusal of a size are the catalog's, no English left`, { timeout: 60_000 }, () =>
    withPage({ path: `?n=8&lang=${lang}` }, async ({ page }) => {
      const m = await translatorFor(lang);
      const runs = await englishRunsOf(SECTION_PREFIXES);
      const controls = await page.evaluate(() => {
        const group = document.getElementById('pictures');
        return [...group.querySelectorAll('summary, legend, label, option, button')].map((el) => el.textContent.trim());
      });
      for (const id of ['pictures-summary', 'pictures-picture-legend', 'pictures-animation-legend', 'pictures-save-png', 'pictures-save-svg', 'pictures-save-gif', 'pictures-theme-auto']) {
        assert.ok(controls.includes(m.t(id)), `${id}: ${controls.join(' | ')}`);
      }
      await page.evaluate(() => {
        /** @type {HTMLInputElement} */ (document.getElementById('picture-size')).value = '10';
        document.getElementById('save-png').click();
      });
      const expected = m.t('pictures-not-saved', { reason: m.t('refusal-picture-size', { min: 64, max: 4096, px: 10 }) });
      await page.waitForFunction((want) => document.getElementById('picture-status').textContent === want, expected, { timeout: 30_000 });
      for (const said of [...controls, expected]) assert.deepEqual(englishLeft(said, runs), [], said);
    }));

  test(`${lang}: refused address parameters and squares are told in the catalog's words, no English left`, { timeout: 60_000 }, () =>
    withPage({ path: `?n=6&lang=${lang}&autoplay=maybe&step=-1&variant=nope&block=9,9` }, async ({ page }) => {
      const m = await translatorFor(lang);
      const runs = await englishRunsOf(SECTION_PREFIXES);
      const variants = ['correct', 'forgot-undo', 'same-diagonal', 'sized-n', 'scan', 'brute-force'].join(m.t('list-gap'));
      const expected = m.sentences(
        m.t('param-problems'),
        m.t('param-flag', { name: 'autoplay', value: '“maybe”' }),
        m.t('param-step', { name: 'step', value: '“-1”' }),
        m.t('address-variant', { value: '“nope”', variants }),
        m.t('address-squares-refused', { problem: m.t('refusal-off-board', { square: 'j10', pair: '(9, 9)', n: 6 }) }),
      );
      const shown = await text(page, 'url-error');
      assert.equal(shown, expected);
      assert.deepEqual(englishLeft(shown, runs), [], shown);
    }));

  test(`${lang}: the core's refusal of two required squares that attack each other is worded by the catalog`, { timeout: 60_000 }, () =>
    withPage({ path: `?n=6&lang=${lang}&require=0,0` }, async ({ page }) => {
      const m = await translatorFor(lang);
      const runs = await englishRunsOf(SECTION_PREFIXES);
      await openDrawer(page);
      await page.check('#constrain');
      // b2 (row 1, column 1) twice: blocked, then required, which the core refuses.
      const at = await page.evaluate(() => {
        const canvas = document.getElementById('board');
        const rect = canvas.getBoundingClientRect();
        const { s, x0, y0 } = window.nqueensPage.boardGeometry();
        const scale = rect.width / canvas.width;
        return { x: rect.left + (x0 + 1.5 * s) * scale, y: rect.top + (y0 + 1.5 * s) * scale };
      });
      await page.mouse.click(at.x, at.y);
      await page.mouse.click(at.x, at.y);
      const shown = (await text(page, 'constrain-error')).trim();
      const problem = m.t('refusal-required-attack', { square: 'a1', pair: '(0, 0)', other: 'b2', otherPair: '(1, 1)' });
      assert.equal(shown, m.t('constrain-refused-freed', { problem, square: 'b2', pair: '(1, 1)' }));
      assert.deepEqual(englishLeft(shown, runs), [], shown);
    }));

  test(`${lang}: an element's refused attributes are told in the catalog's words, no English left`, { timeout: 60_000 }, () =>
    withPage({ path: 'host.html', pages: { 'host.html': hostPage(`<n-queens id="one" lang="${lang}" n="99" controls="most" from="3" to="1"></n-queens>`) } }, async ({ page }) => {
      const m = await translatorFor(lang);
      const runs = await englishRunsOf(SECTION_PREFIXES);
      const shown = await page.evaluate(() => document.getElementById('one').shadowRoot.getElementById('attribute-problems').textContent);
      const expected = m.t('attribute-problems', {
        problems: m.sentences(
          m.t('attribute-n', { problem: m.t('size-too-large', { echo: '99', min: 1, max: 20 }) }),
          m.t('attribute-choice', { name: 'controls', value: '“most”', choices: choiceList(['“full”', '“minimal”', '“none”'], lang) }),
          m.t('attribute-loop', { to: 1, from: 3 }),
        ),
      });
      assert.equal(shown, expected);
      assert.deepEqual(englishLeft(shown, runs), [], shown);
    }));
}
