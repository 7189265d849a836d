// Input the page and the core could read differently: every size is read once, by
// the core, and that value is used; the hook checks its argument as the field does; messages echo at most
// about 40 characters and end with a full stop; the address banner goes once its problems are fixed; a
// paused autoplay leaves the address; any whole speed is honoured exactly and broken ones are reported.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setSize, setValidSize, typeInto, readCounter, clickAndExpect, setRange, describeLog } from './helpers.mjs';

const withPage = usePage();

const text = (page, id) => page.evaluate((id) => document.getElementById(id).textContent.trim(), id);
const visible = (page, id) => page.locator(`#${id}`).isVisible();
const param = (page, name) => page.evaluate((name) => new URLSearchParams(window.location.search).get(name), name);

test('?n=8 followed by U+0085 loads a working 8×8 search, and the Count and Construct fields read it too', { timeout: 120_000 }, () =>
  withPage({ path: '?n=8%C2%85' }, async ({ page, log }) => {
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), 8);
    assert.equal(await visible(page, 'url-error'), false, 'a good size was reported as broken');
    await clickAndExpect(page, '#step', 'steps', 1, 5_000);

    await typeInto(page, 'count-size', '10\u0085');
    await page.locator('#count').click();
    await page.waitForFunction(() => document.getElementById('count-total').dataset.value === '724', null, { timeout: 60_000 });

    await typeInto(page, 'construct-size', '8\u0085');
    await page.locator('#construct').click();
    assert.match(await text(page, 'construct-status'), /^8×8: 8 queens.*valid \(checked\)/);

    await typeInto(page, 'size', '5\u0085');
    await page.locator('#size').press('Enter');
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), 5);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('setSize(n) of the hook checks its argument as the field does, and the board stays', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 6);
    await page.evaluate(() => window.nqueensPage.step());
    for (const [bad, reason] of [[0, /0 is too small/], [21, /21 is too large/], [32, /32 is too large/],
      ['8', /“8” is a string, not a number/], [null, /null is not a number/], [2.5, /2\.5 is not a whole number/],
      [NaN, /“NaN” is not a number/], [undefined, /undefined is not a number/]]) {
      const outcome = await page.evaluate((bad) => {
        try {
          window.nqueensPage.setSize(bad);
          return { taken: true };
        } catch (err) {
          return { message: err.message };
        }
      }, bad);
      assert.ok(outcome.message, `setSize(${JSON.stringify(bad)}) was taken`);
      assert.match(outcome.message, reason);
      assert.match(outcome.message, /The 6×6 board stays\.$/, outcome.message);
      assert.equal(await page.evaluate(() => window.nqueensPage.size()), 6);
      assert.equal(await readCounter(page, 'steps'), 1, 'the search was replaced');
    }
    await page.evaluate(() => window.nqueensPage.setSize(12));
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), 12);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('messages echo at most about 40 characters and are full sentences', { timeout: 60_000 }, () =>
  withPage(async ({ page, log, context, env }) => {
    const digits = '7'.repeat(5000);
    await setSize(page, digits);
    const sizeMessage = await text(page, 'size-error');
    assert.ok(sizeMessage.length < 160, `${sizeMessage.length} characters: ${sizeMessage.slice(0, 200)}`);
    assert.match(sizeMessage, /^7{39}… is too large: the largest board here is 20×20\. The 8×8 board stays\.$/);

    await setSize(page, 'abc');
    assert.equal(await text(page, 'size-error'), '“abc” is not a number: enter a whole number from 1 to 20. The 8×8 board stays.');

    await typeInto(page, 'count-size', digits);
    const countMessage = await text(page, 'count-size-error');
    assert.ok(countMessage.length < 160, countMessage.slice(0, 200));
    assert.match(countMessage, /… is too large: the largest board here is 24×24\. Nothing is counted\.$/);

    await typeInto(page, 'construct-size', 'x'.repeat(5000));
    const constructMessage = await text(page, 'construct-size-error');
    assert.ok(constructMessage.length < 160, constructMessage.slice(0, 200));
    assert.match(constructMessage, /^“x{39}…” is not a number: enter a whole number from 1 to 10,000,000\.$/);

    const urlPage = await context.newPage();
    await urlPage.goto(`${env.server.url}?n=${'9'.repeat(5000)}&speed=${'5'.repeat(5000)}`);
    await urlPage.waitForFunction(() => document.body.dataset.ready === 'true');
    const banner = await text(urlPage, 'url-error');
    assert.ok(banner.length < 400, `${banner.length} characters`);
    assert.match(banner, /9{39}… is too large/);
    assert.match(banner, /“5{39}…” is not a speed here/);
    assert.match(banner, /\.$/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the address banner goes once its problems are fixed', { timeout: 60_000 }, () =>
  withPage({ path: '?n=abc&speed=fast' }, async ({ page, log }) => {
    assert.equal(await visible(page, 'url-error'), true);
    const banner = await text(page, 'url-error');
    assert.match(banner, /n \(the board size\): “abc” is not a number/);
    assert.match(banner, /speed: “fast” is not a speed here, a whole number of steps per second/);
    await setValidSize(page, 6);
    assert.equal(await visible(page, 'url-error'), true, 'the speed is still broken');
    assert.doesNotMatch(await text(page, 'url-error'), /board size/, 'the size problem is fixed');
    await setRange(page, '#speed', 6);
    assert.equal(await visible(page, 'url-error'), false, 'the banner stays after both were fixed');
    assert.equal(await param(page, 'speed'), '20');
    assert.equal(await param(page, 'n'), '6');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('autoplay=1 leaves the address once the person pauses', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&speed=2&autoplay=1' }, async ({ page, log }) => {
    assert.equal(await page.evaluate(() => window.nqueensPage.mode()), 'play');
    await setRange(page, '#speed', 1);
    assert.equal(await param(page, 'autoplay'), '1', 'still playing as the address says');
    await page.locator('#play').click();
    assert.equal(await page.evaluate(() => window.nqueensPage.mode()), 'idle');
    assert.equal(await param(page, 'autoplay'), null, 'paused, yet the address still autoplays');
    await setRange(page, '#speed', 3);
    assert.equal(await param(page, 'autoplay'), null, 'a later rewrite brought autoplay back');
    assert.equal(await param(page, 'speed'), '5');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('any whole speed is honoured exactly; broken speeds are reported, not taken as max', { timeout: 90_000 }, async () => {
  for (const [speed, shown] of [['7', '7 steps per second'], ['400000', '400,000 steps per second'], ['max', 'as fast as possible']]) {
    await withPage({ path: `?speed=${speed}` }, async ({ page }) => {
      assert.equal(await text(page, 'speed-value'), shown, `?speed=${speed}`);
      assert.equal(await page.locator('#speed').getAttribute('aria-valuetext'), shown);
      assert.equal(await visible(page, 'url-error'), false);
      await setValidSize(page, 5); // rewrites the address
      assert.equal(await param(page, 'speed'), speed, 'the address lost the chosen speed');
      // The + key moves on to the slider's next step, which is then the speed.
      await page.evaluate(() => document.activeElement?.blur());
      if (speed === '7') {
        await page.keyboard.press('+');
        assert.equal(await text(page, 'speed-value'), '8 steps per second');
      }
    });
  }
  for (const broken of ['1e309', 'Infinity', '0x10', '1.5', '-3', '0']) {
    await withPage({ path: `?speed=${encodeURIComponent(broken)}` }, async ({ page }) => {
      assert.equal(await visible(page, 'url-error'), true, `?speed=${broken} was not reported`);
      assert.match(await text(page, 'url-error'), new RegExp(`speed: “${broken.replace(/[.+]/g, '\\$&')}” is`));
      assert.equal(await text(page, 'speed-value'), '2 steps per second', `?speed=${broken} was taken`);
    });
  }
});
