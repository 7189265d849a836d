// The learner's language: ?lang= and the picker in the bar switch the page's words and the document's lang
// (the address keeps it, and the step); the browser's language is followed; <n-queens lang> and embed.html's
// ?lang= speak it too; the narration of every step of n = 4 and 5, every variant, in every language, has no
// unfilled placeholder and no English sentence left; the bar, the buttons and the narration fit at
// 1366×768 and 360×740 in Japanese and Spanish (screenshots in test-results/ to look at).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { usePage, waitForReady, RESULTS_DIR } from './helpers.mjs';
import { hostPage } from './embed-hosts.mjs';
import { FluentResource } from '../../www/js/vendor/fluent-bundle.js';
import english from '../../www/js/i18n/messages/en.js';
import englishPage from '../../www/js/i18n/messages/en-page.js';
import { LANGUAGES } from '../../www/js/i18n/languages.js';

const withPage = usePage();

const VARIANTS = ['correct', 'forgot-undo', 'same-diagonal', 'sized-n', 'scan', 'brute-force'];

/** Words of a text, lower case, letters only (a1, b3 and numbers are no words). */
const words = (text) => text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?/g)?.filter((w) => !/\d/.test(w)) ?? [];

/**
 * Every run of three words in the English catalog's narration, the variants' included (the text between its placeholders): one of
 * them in another language's narration is an English sentence left in it. The code's names are not words
 * of a sentence (placement = [...], row − col) and give no run of three.
 */
function englishRuns() {
  const runs = new Set();
  for (const message of [english, englishPage].flatMap((part) => new FluentResource(part).body)) {
    if (!/^(narration|board|variant-compare|speed)-/.test(message.id)) continue;
    const texts = [];
    const collect = (pattern) => {
      if (typeof pattern === 'string') texts.push(pattern);
      else if (Array.isArray(pattern)) for (const part of pattern) collect(part);
      else if (pattern?.type === 'select') for (const variant of pattern.variants) collect(variant.value);
    };
    collect(message.value);
    for (const text of texts) {
      const w = words(text);
      for (let i = 0; i + 3 <= w.length; i++) runs.add(w.slice(i, i + 3).join(' '));
    }
  }
  return runs;
}

/** The narration after every step of `variant` on the n×n board (the page's own search, stepped by its facade). */
function narrationOfEveryStep(page, variant, n) {
  return page.evaluate(async ([v, size]) => {
    const facade = window.nqueensPage;
    if (facade.variant() !== v) facade.setVariant(v);
    facade.setSize(size);
    const text = () => document.getElementById('narration').textContent;
    const said = [text()];
    for (let k = 0; k < 100_000 && facade.lastEvent()?.event !== 'done'; k++) {
      facade.step();
      said.push(text(), document.getElementById('board').getAttribute('aria-label'));
    }
    return said;
  }, [variant, n]);
}

test('?lang=ja: the page speaks Japanese, and the document says so', { timeout: 60_000 }, () =>
  withPage({ path: '?n=4&lang=ja' }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    assert.equal(await page.locator('#play').textContent(), '再生');
    assert.equal(await page.locator('#language').inputValue(), 'ja');
    assert.equal(await page.title(), 'N クイーン、一歩ずつ');
    // The Variant picker names the searches in Japanese; the address keeps the core's names.
    const choices = await page.locator('#variant option').evaluateAll((options) => options.map((o) => [o.value, o.textContent]));
    assert.deepEqual(choices.map(([value]) => value), VARIANTS);
    assert.deepEqual(choices.map(([, text]) => text), ['正しい探索', '取り消し忘れ', '対角線の取り違え', 'n 枠の表', '全クイーンと比較', '総当たり']);
    assert.match(await page.locator('#narration').textContent(), /^ステップ 0：4×4 の空の盤面です。/);
    await page.click('#step');
    assert.equal(await page.locator('#narration').textContent(), 'a1（1 行目）にクイーンを置きました：盤上にはまだクイーンがありません。');
  }));

test('the picker switches the language, keeping the step and ?lang= in the address', { timeout: 60_000 }, () =>
  withPage({ path: '?n=5' }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    for (let i = 0; i < 6; i++) await page.click('#step');
    await Promise.all([page.waitForURL(/[?&]lang=es(&|$)/), page.selectOption('#language', 'es')]);
    await waitForReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.evaluate(() => window.nqueensPage.counters().steps), 6, 'the same step');
    assert.equal(await page.locator('#step').textContent(), 'Paso');
    assert.match(await page.locator('#narration').textContent(), /^Fila \d, casilla [a-e]\d/);
    assert.match(page.url(), /[?&]n=5(&|$)/);
    // Shared links keep the language.
    await page.click('#share-toggle');
    await page.click('#copy-link');
    assert.match(await page.locator('#share-text').inputValue(), /[?&]lang=es(&|$)/);
  }));

test("the browser's language is followed; a language not spoken here gives English", { timeout: 60_000 }, async () => {
  await withPage({ path: '?n=4', contextOptions: { locale: 'fr-FR' } }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await page.locator('#play').textContent(), 'Lecture');
  });
  await withPage({ path: '?n=4', contextOptions: { locale: 'de-DE' } }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  });
  await withPage({ path: '?n=4&lang=xx' }, async ({ page }) => {
    assert.match(await page.locator('#url-error').textContent(), /lang: “xx” is not a language of this page/);
  });
});

test('<n-queens lang="es"> speaks Spanish in an English page, and a new lang rebuilds it', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': hostPage('<n-queens id="one" n="4" lang="es"></n-queens>') } }, async ({ page }) => {
    const inside = (id) => page.evaluate((i) => document.getElementById('one').shadowRoot.getElementById(i).textContent, id);
    assert.equal(await inside('play'), 'Iniciar');
    assert.match(await inside('narration'), /^Paso 0: un tablero vacío de 4×4\./);
    assert.equal(await page.evaluate(() => document.getElementById('one').shadowRoot.getElementById('frame').lang), 'es');
    await page.evaluate(() => document.getElementById('one').setAttribute('lang', 'ja'));
    await page.waitForFunction(() => document.getElementById('one').shadowRoot.getElementById('play')?.textContent === '再生');
    await page.evaluate(() => document.getElementById('one').ready);
    assert.match(await inside('narration'), /^ステップ 0/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the host page keeps its own language');
  }));

test('<n-queens lang="es"> in an English page groups its counts as Spanish does', { timeout: 60_000 }, () =>
  withPage({ path: 'host.html', pages: { 'host.html': hostPage('<n-queens id="one" n="10" step="12345" lang="es"></n-queens>') } }, async ({ page }) => {
    await page.evaluate(() => document.getElementById('one').ready);
    await page.waitForFunction(() => document.getElementById('one').shadowRoot.getElementById('steps')?.dataset.value === '12345');
    assert.equal(await page.evaluate(() => document.getElementById('one').shadowRoot.getElementById('steps').textContent), '12.345');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  }));

test('the single-file element speaks Japanese from the catalog beside it (read at build time); a variant is told', { timeout: 60_000 }, () => {
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<script type="module">
import './element/n-queens.min.js';
await Promise.all([...document.querySelectorAll('n-queens')].map((element) => element.ready));
document.body.dataset.ready = 'true';
</script></head><body><main><n-queens id="one" n="4" lang="ja" variant="forgot-undo"></n-queens><n-queens id="two" n="4" lang="en"></n-queens></main></body></html>`;
  return withPage({ path: 'host.html', pages: { 'host.html': host } }, async ({ page, log }) => {
    const inside = (id) => page.evaluate((i) => document.getElementById('one').shadowRoot.getElementById(i).textContent, id);
    assert.equal(await inside('play'), '再生');
    const said = await page.evaluate(async () => {
      const element = document.getElementById('one');
      const texts = [];
      for (let k = 0; k < 40; k++) {
        element.stepForward();
        texts.push(element.shadowRoot.getElementById('narration').textContent);
      }
      return texts;
    });
    assert.ok(said.some((text) => /バグのせいで却下されました/.test(text)), `forgot-undo's wrong verdict told in Japanese: ${said.join(' | ')}`);
    assert.ok(log.requests.some((url) => url.endsWith('/element/js/i18n/messages/ja.js')), 'the catalog is the file beside the single file');
    // English: a variant set on the element is told at once.
    const english = await page.evaluate(async () => {
      const element = document.getElementById('two');
      element.variant = 'same-diagonal';
      await element.ready;
      const texts = [];
      for (let k = 0; k < 40; k++) {
        element.stepForward();
        texts.push(element.shadowRoot.getElementById('narration').textContent);
      }
      return texts;
    });
    assert.ok(english.some((text) => /this variant puts row \+ col/.test(text)), english.join(' | '));
  });
});

test('embed.html?lang=zh-Hans: the frame and its element speak Simplified Chinese', { timeout: 60_000 }, () =>
  withPage({ path: 'embed.html?n=4&lang=zh-Hans' }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    await page.waitForFunction(() => document.getElementById('search')?.shadowRoot?.getElementById('play')?.textContent === '播放');
  }));

for (const lang of LANGUAGES.filter((code) => code !== 'en')) {
  test(`${lang}: every step of n = 4 and 5, every variant, is narrated with no placeholder and no English left`, { timeout: 180_000 }, () =>
    withPage({ path: `?n=4&lang=${lang}` }, async ({ page }) => {
      const runs = englishRuns();
      let told = 0;
      for (const variant of VARIANTS) {
        for (const n of [4, 5]) {
          const said = await narrationOfEveryStep(page, variant, n);
          assert.ok(said.length > 20, `${variant}, n = ${n}: ${said.length} sentences`);
          for (const [k, text] of said.entries()) {
            assert.ok(text && text.trim().length > 0, `${variant}, n = ${n}, #${k}: an empty sentence`);
            assert.doesNotMatch(text, /\{|\}|\$[a-z]|undefined|NaN|\[object/, `${variant}, n = ${n}, #${k}: ${text}`);
            const w = words(text);
            for (let i = 0; i + 3 <= w.length; i++) {
              assert.ok(!runs.has(w.slice(i, i + 3).join(' ')), `${variant}, n = ${n}, #${k}: English left (“${w.slice(i, i + 3).join(' ')}”): ${text}`);
            }
          }
          told += said.length;
        }
      }
      assert.ok(told > 1000, `${told} sentences read`);
    }));
}

// Japanese and Chinese set Latin letters and digits (a square's name, a number) apart from their own script with a
// space, as their catalogs do throughout; the one seam left is CLDR's list conjunction 和, which joins "a1和c3".
const TOUCHING_LATIN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][A-Za-z0-9]|[A-Za-z0-9][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
for (const lang of ['ja', 'zh-Hans']) {
  test(`${lang}: the narration spaces Latin letters and digits from the language's own script at every seam`, { timeout: 120_000 }, () =>
    withPage({ path: `?n=4&lang=${lang}` }, async ({ page }) => {
      let read = 0;
      for (const variant of ['correct', 'forgot-undo', 'same-diagonal']) {
        for (const text of await narrationOfEveryStep(page, variant, 5)) {
          assert.doesNotMatch(text.replace(/(?<=[a-z]\d+)和(?=[a-z]\d)/g, ' 和 '), TOUCHING_LATIN, `${variant}: ${text}`);
          read += 1;
        }
      }
      assert.ok(read > 500, `${read} sentences read`);
    }));
}

for (const lang of ['ja', 'es']) {
  for (const [width, height] of [[1366, 768], [360, 740]]) {
    test(`${lang} at ${width}×${height}: the bar, the buttons and the narration fit (screenshot saved)`, { timeout: 60_000 }, () =>
      withPage({ path: `?n=6&lang=${lang}`, viewport: { width, height } }, async ({ page }) => {
        for (let i = 0; i < 9; i++) await page.click('#step');
        const overflowing = await page.evaluate(() => {
          const cut = [];
          const boxes = document.querySelectorAll('#studio-bar button, #studio-bar label, #studio-bar select, .studio-title, #search-buttons button, [role="tab"]:not([hidden]), #narration, .counters dt, .scrub-line .field > label');
          for (const el of boxes) {
            const box = /** @type {HTMLElement} */ (el);
            // Not shown, or kept for screen readers only (a 1 px box).
            if (box.offsetParent === null || box.clientWidth <= 1) continue;
            if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) cut.push(`${box.id || box.className || box.tagName}: ${box.textContent.trim().slice(0, 40)}`);
          }
          // A select clips its shown option without overflowing: it must be as wide as a copy holding that option alone, uncapped.
          for (const select of document.querySelectorAll('#studio-bar select')) {
            if (select.offsetParent === null) continue;
            const alone = /** @type {HTMLSelectElement} */ (select.cloneNode(false));
            alone.removeAttribute('id');
            alone.append(new Option(select.selectedOptions[0].textContent));
            alone.style.maxWidth = 'none';
            select.after(alone);
            const needs = alone.getBoundingClientRect().width;
            alone.remove();
            if (needs > select.getBoundingClientRect().width + 0.5) cut.push(`${select.id}: “${select.selectedOptions[0].textContent}” needs ${needs} px`);
          }
          if (document.documentElement.scrollWidth > window.innerWidth) cut.push(`the page: ${document.documentElement.scrollWidth} px wide`);
          return cut;
        });
        mkdirSync(RESULTS_DIR, { recursive: true });
        await page.screenshot({ path: join(RESULTS_DIR, `i18n-${lang}-${width}x${height}.png`) });
        assert.deepEqual(overflowing, [], 'no text cut or overflowing');
      }));
  }
}
