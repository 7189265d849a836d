// What a learner looks at never hides, at 1366×768, 1280×720, 1920×1080 and 360×740, light and dark: at every
// step 0–79 of n = 4, in Python and in JavaScript, the board, the whole narration, Step, Step back (and Play), the
// step number and the current code line lie inside the window, the code line inside the visible part of its
// panel (on the phone with the line before and after) and nothing of the code or its notes past the panel's
// right edge, stepping forward to the end and back to 0; for every variant at n = 4 the code line does, and the
// narration is whole. The narration, the call stack and the sets speak the language shown.
// At every stop of the lesson, asked and shown, the same holds with the lesson's card and its Next button in
// the window too, and none of them moves from stop to stop. One page per size and part, stepped in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';

const withPage = usePage();

export const SIZES = [[1366, 768], [1280, 720], [1920, 1080], [360, 740]];

/**
 * Runs in the page: what breaks the rules now, as sentences (none when all hold). `neighbours` asks for the
 * code lines before and after the current one too; `codeOnly` checks the code line and the narration's words
 * alone (not the other parts' places).
 */
export function breaches({ neighbours = false, codeOnly = false, extra = [] } = {}) {
  const out = [];
  const W = window.innerWidth;
  const H = window.innerHeight;
  const inWindow = (el, name) => {
    if (!el) return out.push(`${name} is missing`);
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return out.push(`${name} is not shown`);
    if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
      out.push(`${name} leaves the ${W}×${H} window: [${Math.round(r.left)}, ${Math.round(r.top)}, ${Math.round(r.right)}, ${Math.round(r.bottom)}]`);
    }
    return undefined;
  };
  if (window.scrollY !== 0) out.push(`the page is scrolled by ${window.scrollY} px`);
  const list = document.getElementById('code-lines');
  const current = list.querySelector('[aria-current="step"]');
  inWindow(current, 'the current code line');
  // Nothing of the code, its notes included, reaches past the panel's right edge.
  if (list.scrollWidth > list.clientWidth + 1) out.push(`the code is cut at its panel's right edge (${list.scrollWidth} px in ${list.clientWidth})`);
  if (current) {
    const box = list.getBoundingClientRect();
    const top = box.top + list.clientTop;
    const bottom = top + list.clientHeight;
    const lines = neighbours ? [current.previousElementSibling, current, current.nextElementSibling].filter(Boolean) : [current];
    for (const line of lines) {
      const r = line.getBoundingClientRect();
      if (r.top < top - 0.5 || r.bottom > bottom + 0.5) {
        out.push(`code line ${[...list.children].indexOf(line) + 1} lies outside the panel's visible part (${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(top)}–${Math.round(bottom)})`);
      }
    }
  }
  const narration = document.getElementById('narration');
  if (narration.scrollHeight > narration.clientHeight + 1) {
    out.push(`the narration is cut (${narration.scrollHeight} px of text in ${narration.clientHeight}): ${narration.textContent}`);
  }
  if (codeOnly) return out;
  for (const id of ['board', 'narration', 'step', 'step-back', 'play', 'scrub-text', ...extra]) inWindow(document.getElementById(id), `#${id}`);
  return out;
}

/** Runs in the page: the Python names said in JavaScript mode, or the JavaScript names in Python mode. */
function wrongNames(language) {
  const text = ['narration', 'call-stack', 'sets'].map((id) => document.getElementById(id).textContent).join(' | ');
  const foreign = language === 'javascript'
    ? /place_queen_in|used_(columns|down_diagonals|up_diagonals)|\bplacement\b/
    : /queenInRow|usedCols|usedDown|usedUp|\bplace\(/;
  const own = language === 'javascript' ? /usedCols/ : /used_columns/;
  const problems = [];
  const match = text.match(foreign);
  if (match) problems.push(`"${match[0]}" in ${language}: ${text.slice(0, 300)}`);
  if (!own.test(document.getElementById('sets').textContent)) problems.push(`the sets do not name their ${language} sets`);
  return problems;
}

/** Steps the page's n = 4 search from step 0 to its end, collecting what breaks the rules at every step. */
async function stepAll(page, { language, neighbours, names }) {
  return page.evaluate(([language, neighbours, names, breachesSource, wrongNamesSource]) => {
    const check = new Function(`return (${breachesSource})`)();
    const wrong = new Function(`return (${wrongNamesSource})`)();
    const select = document.getElementById('code-language');
    select.value = language;
    select.dispatchEvent(new Event('change'));
    window.nqueensPage.reset();
    const found = [];
    const look = (where) => {
      for (const problem of check({ neighbours })) found.push(`${language}, ${where}: ${problem}`);
      if (names) for (const problem of wrong(language)) found.push(`${language}, ${where}: ${problem}`);
    };
    let step = 0;
    for (;;) {
      look(`step ${step}`);
      if (window.nqueensPage.searchState().done) break;
      window.nqueensPage.step();
      step += 1;
    }
    const last = step;
    // And back to step 0, where the narration says "Back to step k." first.
    while (step > 0) {
      window.nqueensPage.stepBack();
      step -= 1;
      look(`back at step ${step}`);
    }
    return { found, last };
  }, [language, neighbours, names, breaches.toString(), wrongNames.toString()]);
}

/** Every variant of n = 4 stepped to its end: where the current code line leaves its panel or the window, or the narration is cut. */
async function variantsCodeLine(page, language) {
  return page.evaluate(async ([language, breachesSource]) => {
    const check = new Function(`return (${breachesSource})`)();
    // What is painted: a change of the panels' sizes (a variant's result shown at its end) moves the code's
    // list before the next paint, so a breach is looked at again two frames later.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const painted = async () => {
      const first = check({ codeOnly: true });
      if (first.length === 0) return first;
      await frame();
      await frame();
      return check({ codeOnly: true });
    };
    const select = document.getElementById('code-language');
    select.value = language;
    select.dispatchEvent(new Event('change'));
    const variants = [...document.querySelectorAll('#variant option')].map((o) => o.value).filter((v) => v !== 'correct');
    const found = [];
    const steps = {};
    for (const variant of variants) {
      window.nqueensPage.setVariant(variant);
      let step = 0;
      for (;;) {
        for (const problem of await painted()) found.push(`${variant} (${language}), step ${step}: ${problem}`);
        if (window.nqueensPage.searchState().done || step > 500) break;
        window.nqueensPage.step();
        step += 1;
      }
      steps[variant] = step;
    }
    window.nqueensPage.setVariant('correct');
    return { found, steps };
  }, [language, breaches.toString()]);
}

/** Runs in the page: the boxes of what must not move between the lesson's stops, as text. */
function lessonBoxes() {
  return ['board', 'narration', 'step', 'step-back', 'play', 'scrub', 'lesson', 'lesson-next', 'code-lines'].map((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return `#${id} ${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}×${Math.round(r.height)}`;
  }).join('; ');
}

const lessonPhase = (page) => page.evaluate(() => window.nqueensPage.lesson().phase);

/**
 * Walks the lesson from its first stop to its last, answering each question with its first choice (or the
 * 8×8 totals) and cutting each playing short, unless `answered` (the questions were answered before);
 * at every stop, asked and shown, collects what breaks the rules and the boxes that must not move.
 */
async function walkLesson(page, { answered = false } = {}) {
  const found = [];
  const boxes = new Map();
  const look = async (where) => {
    for (const problem of await page.evaluate(`(${breaches})({ extra: ['lesson', 'lesson-next'] })`)) found.push(`${where}: ${problem}`);
    boxes.set(where, await page.evaluate(lessonBoxes));
  };
  for (let index = 0; ; index++) {
    if (index > 0) await page.click('#lesson-next');
    await page.waitForFunction(() => ['shown', 'asking'].includes(window.nqueensPage.lesson().phase));
    const { kind, phase } = await page.evaluate(() => window.nqueensPage.lesson());
    if (phase === 'asking') {
      assert.equal(answered, false, `${kind} is asked again`);
      await look(`stop ${index + 1} (${kind}), asked`);
      if (kind === 'totals') {
        await page.fill('#lesson-guess-solutions', '92');
        await page.fill('#lesson-guess-nodes', '2057');
        await page.click('.lesson-choice');
      } else {
        await page.locator('.lesson-choice').first().click();
      }
      await page.waitForFunction(() => window.nqueensPage.lesson().phase !== 'asking');
      if (await lessonPhase(page) === 'revealing') {
        // Cut short once the playing is seen to run (it may end first on its own, a step or two away).
        await page.evaluate(() => document.getElementById('lesson-now').click());
      }
      await page.waitForFunction(() => window.nqueensPage.lesson().phase === 'shown');
    }
    await look(`stop ${index + 1} (${kind})`);
    if (await page.locator('#lesson-next').isDisabled()) break;
  }
  return { found, boxes };
}

for (const [width, height] of SIZES) {
  test(`${width}×${height}, light and dark: board, narration, Step, Step back, the step and the code line in view at every step of n = 4 and of every variant`, { timeout: 120_000 }, () =>
    withPage({ viewport: { width, height }, path: '?n=4' }, async ({ page }) => {
      const phone = width < 500;
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        for (const language of ['python', 'javascript']) {
          // The names are checked once, on a laptop, where the call stack and the sets are on view beside the code.
          const { found, last } = await stepAll(page, { language, neighbours: phone, names: width === 1366 });
          assert.equal(last, 79, 'the search of n = 4 has 79 steps');
          assert.deepEqual(found.slice(0, 8), [], `${colorScheme}: ${found.length} breaches`);
        }
      }
      for (const language of ['python', 'javascript']) {
        const { found, steps } = await variantsCodeLine(page, language);
        assert.ok(Object.keys(steps).length >= 5, JSON.stringify(steps));
        assert.deepEqual(found.slice(0, 8), [], `${found.length} breaches`);
      }
    }));

  test(`${width}×${height}, light and dark: at every stop of the lesson, asked and shown, the rules hold and nothing moves`, { timeout: 120_000 }, () =>
    withPage({ viewport: { width, height }, path: '?n=4' }, async ({ page }) => {
      await page.click('#lesson-toggle');
      const light = await walkLesson(page);
      assert.ok(light.boxes.size >= 18, `${light.boxes.size} moments looked at`);
      assert.deepEqual(light.found.slice(0, 8), [], `${light.found.length} breaches`);
      const first = [...light.boxes.values()][0];
      const moved = [...light.boxes].filter(([, boxes]) => boxes !== first).map(([where, boxes]) => `${where}: ${boxes}`);
      assert.deepEqual(moved, [], `first: ${first}`);
      // Dark, back at the first stop: the answers are kept, every stop is shown at once.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.click('#lesson-close');
      await page.evaluate(() => window.nqueensPage.openLesson());
      while (await page.evaluate(() => window.nqueensPage.lesson().index) > 0) {
        await page.click('#lesson-back');
        await page.waitForFunction(() => window.nqueensPage.lesson().phase === 'shown');
      }
      const dark = await walkLesson(page, { answered: true });
      assert.deepEqual(dark.found.slice(0, 8), [], `${dark.found.length} breaches`);
      const movedDark = [...dark.boxes].filter(([, boxes]) => boxes !== first).map(([where, boxes]) => `${where}: ${boxes}`);
      assert.deepEqual(movedDark, [], `first: ${first}`);
    }));
}
