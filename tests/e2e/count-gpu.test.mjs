// Count on the GPU, in Chromium with --enable-unsafe-webgpu (a SwiftShader adapter for pages served from
// 127.0.0.1): the GPU offered and named as an emulation, exact totals and unique counts for n = 1..13, every
// unit of n = 12 equal to the CPU's, a corrupted result buffer refused, a device destroyed mid-count replaced
// with the right total, Cancel stopping the GPU worker within a batch, and a count interrupted by a reload
// resumed on either device.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePage, axeViolations, describeLog, saveScreenshot, typeInto, waitForReady, REPO_ROOT } from './helpers.mjs';

const withPage = usePage({ args: ['--enable-unsafe-webgpu'] });

/** The published totals (OEIS A000170, A002562) by n, from data/known-counts.tsv. */
const KNOWN = new Map(readFileSync(join(REPO_ROOT, 'data', 'known-counts.tsv'), 'utf8').split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.split('\t'))
  .map(([n, solutions, unique]) => [Number(n), { solutions: Number(solutions), unique: Number(unique) }]));

const text = (page, id) => page.evaluate((id) => document.getElementById(id)?.textContent?.trim() ?? null, id);
const count = (page, n, options) => page.evaluate(([n, options]) => window.nqueensPage.count(n, options), [n, options]);

// Some tests import the boundary's glue in the page (the module the page has loaded and instantiated) for
// what they compare the GPU with: the CPU's own count of each unit.
/** A seed whose first two checked units have GPU tasks, so that a corruption of every task shows in them. */
const seedCheckingTasks = (page, n) => page.evaluate(async (n) => {
  const glue = await import(new URL('nqueens_count.js', document.baseURI).href);
  const plan = new glue.GpuPlan(n);
  const hasTasks = (unit) => {
    const batch = plan.prepare(unit, unit + 1, 1e9);
    const tasks = batch.taskCount;
    batch.free();
    return tasks > 0;
  };
  for (let seed = 0; ; seed++) {
    const [first, second] = plan.checkOrder(seed);
    if (hasTasks(first) && hasTasks(second)) return seed;
  }
}, n);

test('the GPU is offered, named as an emulation, and counts n = 1..13 exactly with the unique solutions', { timeout: 180_000 }, () =>
  withPage(async ({ page, log }) => {
    const { adapter, chosen } = await page.evaluate(() => window.nqueensPage.countGpu());
    assert.deepEqual(adapter, { name: 'google swiftshader', software: true });
    assert.equal(chosen, 'cpu', 'an emulation is offered, the CPU chosen');
    assert.equal(await page.locator('#count-device').isVisible(), true);
    assert.match(await text(page, 'count-gpu-name'), /^google swiftshader \(a software emulation on the CPU: slower than the workers\)$/);

    for (let n = 1; n <= 13; n++) {
      const r = await count(page, n, { device: 'gpu' });
      const known = KNOWN.get(n);
      assert.deepEqual([r.solutions, r.unique, r.method], [known.solutions, known.unique, 'frames'], `n = ${n}`);
      assert.equal(r.matches, true, `n = ${n}`);
      assert.deepEqual(r.device, adapter);
      assert.ok(r.checked >= Math.min(2, r.units) && r.checked <= r.units, `n = ${n}: ${r.checked} of ${r.units} checked`);
      assert.equal(r.devicesLost, 0);
    }

    // Through the controls: the GPU chosen, 12 typed, Count clicked.
    await page.locator('#count-on-gpu').check();
    await typeInto(page, 'count-size', 12);
    await page.locator('#count').click();
    await page.waitForFunction(() => document.getElementById('count-total')?.dataset.value === '14200', null, { timeout: 60_000 });
    assert.equal(await text(page, 'count-unique'), '1,787');
    assert.match(await text(page, 'count-match'), /matches the known value \(both totals\)/);
    const status = await text(page, 'count-status');
    assert.match(status, /^Counted the 12×12 board by the frames method in .+ on the GPU “google swiftshader”, a software emulation on the CPU: 155 units; \d+ of them recounted on the CPU, all equal\.$/, status);
    assert.equal(await page.evaluate(() => document.getElementById('count-result').dataset.build), 'gpu');
    assert.deepEqual(await axeViolations(page), [], 'the device choice and the GPU result are accessible');
    // At a phone's width the choice wraps inside the section.
    await page.setViewportSize({ width: 360, height: 740 });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no horizontal overflow at 360 px');
    await page.locator('#count-device').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'count-gpu-360.png');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('every unit of n = 12 counted on the GPU equals the CPU\'s count of it', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const r = await count(page, 12, { device: 'gpu', batchTasks: 100 });
    assert.equal(r.solutions, 14200);
    const gpuUnits = await page.evaluate(() => window.nqueensPage.countGpuUnits());
    const cpuUnits = await page.evaluate(async () => {
      const glue = await import(new URL('nqueens_count.js', document.baseURI).href);
      const plan = new glue.CountPlan(12, 'frames');
      const units = Array.from({ length: plan.length }, (_, unit) => ({ unit, ...plan.countUnits(unit, unit + 1) }));
      plan.free();
      return units;
    });
    assert.equal(gpuUnits.length, 155);
    assert.deepEqual(gpuUnits, cpuUnits);
    // The workers that checked it go on to count the same plan on the CPU.
    const onCpu = await count(page, 12, { method: 'frames', workers: 2 });
    assert.deepEqual([onCpu.solutions, onCpu.unique, onCpu.device], [14200, 1787, undefined]);
  }));

test('a corrupted result buffer is refused, saying which unit differs', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const seed = await seedCheckingTasks(page, 11);
    const refused = await page.evaluate((seed) => window.nqueensPage.count(11, { device: 'gpu', seed, fault: { corrupt: true } })
      .then((value) => JSON.stringify(value), (err) => err.message), seed);
    assert.match(refused,
      /^the GPU's count of unit \d+ differs from the CPU's: \d+ solutions, \d+ unique, \d+ queens placed on the GPU against \d+, \d+ and \d+ on the CPU, so the GPU's result is refused$/);
    const status = await text(page, 'count-status');
    assert.match(status, /^The count failed: the GPU's count of unit \d+ differs from the CPU's: .+ so the GPU's result is refused$/, status);
    assert.equal(await text(page, 'count-total'), '–', 'no total is shown');
  }));

test('a device destroyed mid-count is replaced and the count ends with the right totals', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const r = await count(page, 13, { device: 'gpu', batchTasks: 64, fault: { loseAfter: 3 } });
    assert.deepEqual([r.solutions, r.unique], [73712, 9233]);
    assert.equal(r.devicesLost, 1);
    assert.match(await text(page, 'count-status'), /; 1 device lost mid-count and replaced, their batch counted again\.$/);
  }));

test('Cancel stops the GPU worker within a batch: nothing arrives after it, no total is shown', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const gpuWorkerClosed = new Promise((resolve) => {
      page.on('worker', (worker) => {
        if (worker.url().endsWith('/gpu-worker.js')) worker.on('close', resolve);
      });
    });
    await page.evaluate(() => {
      window.countEnd = window.nqueensPage.count(15, { device: 'gpu', batchTasks: 256 });
    });
    await page.waitForFunction(() => window.nqueensPage.countProgressEvents() >= 2, null, { timeout: 60_000 });
    await page.locator('#cancel').click();
    assert.deepEqual(await page.evaluate(() => window.countEnd), { cancelled: true, n: 15 });
    await gpuWorkerClosed;
    const eventsAtCancel = await page.evaluate(() => window.nqueensPage.countProgressEvents());
    assert.equal(await page.evaluate(() => window.nqueensPage.countState()), 'idle');
    const progress = await text(page, 'count-progress-text');
    const [, done, units] = /^Cancelled after (\d+) of (\d+) units/.exec(progress) ?? [];
    assert.ok(Number(done) > 0 && Number(done) < Number(units), progress);
    assert.equal(await text(page, 'count-total'), '–');
    // The worker is gone, so no batch can come any more: the count of progress events stays.
    assert.equal(await page.evaluate(() => window.nqueensPage.countProgressEvents()), eventsAtCancel);
  }));

/** Writes `record` into the page's IndexedDB store. */
const putRecord = (page, record) => page.evaluate((record) => new Promise((resolve, reject) => {
  const open = indexedDB.open('nqueens-count');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const tx = open.result.transaction('partial-counts', 'readwrite');
    tx.objectStore('partial-counts').put(record);
    tx.oncomplete = () => {
      open.result.close();
      resolve();
    };
    tx.onerror = () => reject(tx.error);
  };
}), record);

/**
 * A frames record of n as the page writes one (its own store module), units 0 to `done` - 1 counted by the
 * CPU; with `gpuUnits`, those units' counts as a GPU gave them, `change` added to each solution count.
 */
const framesRecord = (page, n, done, { gpuUnits = false, change = 0 } = {}) => page.evaluate(async ([n, done, gpuUnits, change]) => {
  const glue = await import(new URL('nqueens_count.js', document.baseURI).href);
  const { makeRecord } = await import(new URL('js/count/record.js', document.baseURI).href);
  const plan = new glue.CountPlan(n, 'frames');
  const { solutions, unique, nodes } = plan.countUnits(0, done);
  const units = gpuUnits
    ? Array.from({ length: done }, (_, unit) => {
      const count = plan.countUnits(unit, unit + 1);
      return [unit, String(count.solutions + change), String(count.unique), String(count.nodes)];
    })
    : undefined;
  const record = makeRecord({
    n, method: 'frames', fingerprint: plan.fingerprint, units: plan.length, done: [[0, done]],
    solutions: BigInt(solutions), unique: BigInt(unique), nodes: BigInt(nodes), seconds: 1, gpuUnits: units,
  });
  plan.free();
  return record;
}, [n, done, gpuUnits, change]);

/** Waits until the running count has written its record; returns it. */
async function storedRecord(page, n) {
  await page.waitForFunction(() => window.nqueensPage.countStore().writes >= 1, null, { timeout: 120_000 });
  const records = await page.evaluate(() => window.nqueensPage.countStored());
  return records.find((r) => r.n === n);
}

test('a GPU count interrupted by a reload is resumed on the CPU, its GPU units checked, and the reverse', { timeout: 300_000 }, () =>
  withPage(async ({ page }) => {
    // On the GPU first: its record keeps the method and each unit the GPU counted.
    await page.evaluate(() => {
      void window.nqueensPage.count(16, { device: 'gpu', batchTasks: 512 });
    });
    const first = await storedRecord(page, 16);
    assert.equal(first.method, 'frames');
    assert.ok(first.gpuUnits.length > 0 && first.gpuUnits.length < first.units, JSON.stringify(first).slice(0, 300));
    await page.reload({ waitUntil: 'load' });
    await waitForReady(page);
    // The last record written before the reload: its GPU units are what the CPU's resume owes a check.
    const [kept] = await page.evaluate(() => window.nqueensPage.countStored());
    assert.ok(kept.gpuUnits.length >= first.gpuUnits.length, JSON.stringify(kept).slice(0, 300));
    const owed = Math.min(2, kept.gpuUnits.length);
    const onCpu = await page.evaluate(() => window.nqueensPage.resumeCount({ device: 'cpu' }));
    assert.deepEqual([onCpu.solutions, onCpu.unique, onCpu.method], [14772512, 1846955, 'frames']);
    assert.ok(onCpu.resumedUnits > 0, JSON.stringify(onCpu));
    assert.equal(onCpu.gpuUnitsChecked, owed, `the GPU's units from before the reload are checked on the CPU: ${JSON.stringify(onCpu)}`);
    assert.match(await text(page, 'count-status'), new RegExp(`; of the units counted on a GPU before, ${owed} recounted on the CPU, all equal\\)\\.$`));
    assert.equal(onCpu.device, undefined, 'counted on the CPU');
    assert.match(await text(page, 'count-status'), /counted before a reload/);
    assert.deepEqual(await page.evaluate(() => window.nqueensPage.countStored()), []);

    // A frames record of the CPU's (units 0 to 199 counted), resumed on the GPU.
    await putRecord(page, await framesRecord(page, 16, 200));
    await page.reload({ waitUntil: 'load' });
    await waitForReady(page);
    const onGpu = await page.evaluate(() => window.nqueensPage.resumeCount({ device: 'gpu' }));
    assert.deepEqual([onGpu.solutions, onGpu.unique, onGpu.method], [14772512, 1846955, 'frames']);
    assert.equal(onGpu.resumedUnits, 200);
    assert.equal(onGpu.device?.software, true, JSON.stringify(onGpu));
  }));

test('a count resumed on the CPU refuses units a GPU counted wrong before the reload', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    // Every unit the "GPU" counted has 8 solutions too many: whichever two the CPU recounts, they differ.
    await putRecord(page, await framesRecord(page, 12, 100, { gpuUnits: true, change: 8 }));
    await page.reload({ waitUntil: 'load' });
    await waitForReady(page);
    const refused = await page.evaluate(() => window.nqueensPage.resumeCount({ device: 'cpu' }).then((v) => JSON.stringify(v), (e) => e.message));
    assert.match(refused, /^the GPU's count of unit \d+ differs from the CPU's: .+ so the GPU's result is refused$/);
    assert.match(await text(page, 'count-status'), /^The count failed: the GPU's count of unit/);
  }));
