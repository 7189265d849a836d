// The Python widget (widget/, nqueens-widget): its wheel built from dist/ and installed into a fresh virtual
// environment; pytest on its traits; and in a real JupyterLab on 127.0.0.1 driven by Chromium, a notebook
// cell `w = NQueens(n=6, step=40); w` drawing the board at the core's counters of step 40, `w.step = 100`
// moving it, Step in the board read back as `w.step` in Python, and the board in JupyterLab's light and
// dark themes. Needs `make build` first; the environment is kept in target/notebook/ (tests/notebook/jupyter.mjs).

import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DIST, RESULTS_DIR, assertQuiet, describeLog, saveScreenshot } from '../e2e/helpers.mjs';
import { PYTHON, REPO_ROOT, WHEELHOUSE, WORK, buildWheel, run, startJupyterLab, testVenv } from './jupyter.mjs';

/** The counters compared: the element's getCounters() and the core's Search#counters() both have them. */
const COMPARED = ['steps', 'nodes', 'placements', 'rejections', 'backtracks', 'solutions', 'depth'];
const compared = (all) => Object.fromEntries(COMPARED.map((key) => [key, all[key]]));

/** The core's counters after `steps` single steps of the n×n board (the build's own module, run in Node). */
async function coreCounters(n, steps, options = undefined) {
  const glue = await import(pathToFileURL(join(DIST, 'nqueens.js')).href);
  await glue.default({ module_or_path: readFileSync(join(DIST, 'nqueens_bg.wasm')) });
  const search = new glue.Search(n, options);
  for (let k = 0; k < steps; k++) search.step();
  const counters = compared(search.counters());
  search.free();
  return { limits: glue.limits(), counters };
}

const SIX = { 40: await coreCounters(6, 40), 100: await coreCounters(6, 100), 101: await coreCounters(6, 101) };
const BRUTE_FIVE = await coreCounters(5, 101, { variant: 'brute-force' });

let wheel;

before(async () => {
  testVenv();
  wheel = await buildWheel();
  run(PYTHON, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--force-reinstall', '--no-deps', wheel], { cwd: REPO_ROOT });
}, { timeout: 900_000 });

test('the wheel carries its front end and the core\'s limits, and installs into a fresh virtual environment', { timeout: 600_000 }, () => {
  const files = run(PYTHON, ['-c', 'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', wheel], { cwd: REPO_ROOT }).split('\n');
  for (const file of ['nqueens_widget/__init__.py', 'nqueens_widget/static/widget.js', 'nqueens_widget/static/element.json']) {
    assert.ok(files.includes(file), `${file} is not in the wheel: ${files.join(' ')}`);
  }
  const limits = JSON.parse(readFileSync(join(REPO_ROOT, 'widget', 'src', 'nqueens_widget', 'static', 'element.json'), 'utf8'));
  assert.equal(limits.watchMin, SIX[40].limits.watchMin);
  assert.equal(limits.watchMax, SIX[40].limits.watchMax);
  const fresh = join(WORK, 'fresh-venv');
  rmSync(fresh, { recursive: true, force: true });
  try {
    // Without a pip of its own (the test environment's pip installs into it): most of a new venv's time.
    run('python3', ['-m', 'venv', '--without-pip', fresh], { cwd: REPO_ROOT });
    const python = join(fresh, 'bin', 'python');
    // Its dependencies from the wheelhouse that testVenv() downloaded once, as PyPI would give them.
    run(PYTHON, ['-m', 'pip', '--python', python, 'install', '--quiet', '--disable-pip-version-check', '--no-index', '--find-links', WHEELHOUSE, wheel], { cwd: REPO_ROOT });
    const shown = run(python, ['-c', 'from nqueens_widget import NQueens; w = NQueens(n=6, step=40); print(w.n, w.step, len(w._esm) > 0)'], { cwd: WORK });
    assert.equal(shown.trim(), '6 40 True');
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
});

test('pytest: the traits set, read, sent and refused', { timeout: 300_000 }, () => {
  const output = run(PYTHON, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', join(REPO_ROOT, 'widget', 'tests')], { cwd: WORK });
  const summary = output.trim().split('\n').at(-1);
  assert.match(summary, /^\d+ passed in /, output);
});

/** The notebook the JupyterLab test runs, cell by cell. */
const CELLS = [
  'from nqueens_widget import NQueens\nw = NQueens(n=6, step=40)\nw',
  'w.step = 100',
  'print(f"step={w.step} n={w.n}")',
  'w.n = 5\nw.variant = "brute-force"\nw.speed = "max"\nw.panels = ["tree"]',
];

/** Notebook 7's notebook: the two lines, then the step set from Python. */
const NOTEBOOK_7_CELLS = ['from nqueens_widget import NQueens\nw = NQueens(n=6, step=40)\nw', 'w.step = 100'];

let browser;
let launching;

/** The browser, launched once for both tests. */
function launchBrowser() {
  launching ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }).then((launched) => {
    browser = launched;
  });
  return launching;
}

/** Runs the first cell (`NQueens(n=6, step=40)`) and waits for its board: the counters must be the core's at step 40. */
async function showBoardAtStep40(page) {
  await runCell(page, 0);
  const board = page.locator('.jp-OutputArea n-queens');
  await board.waitFor({ timeout: 120_000 });
  await page.waitForFunction(async () => {
    const element = document.querySelector('.jp-OutputArea n-queens');
    await element.ready;
    return element.step === 40;
  }, null, { timeout: 60_000 });
  assert.deepEqual(await counters(page), SIX[40].counters, 'the counters at step 40 are not the core\'s');
  return board;
}

after(async () => {
  await browser?.close();
});

/**
 * A page of the browser at `url`, with what it logs: console errors, uncaught errors, failed requests and
 * requests leaving 127.0.0.1 (`log`), and the frames it sends its kernels (`sent`: the widget's updates to
 * the model go as comm messages).
 */
async function openPage(url) {
  const log = { consoleErrors: [], pageErrors: [], failed: [], outside: [] };
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  context.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (hostname !== '127.0.0.1' && !['data:', 'blob:'].includes(protocol)) log.outside.push(request.url());
  });
  context.on('requestfailed', (request) => log.failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') log.consoleErrors.push(`${message.text()} (${message.location()?.url ?? '?'})`);
  });
  page.on('pageerror', (error) => log.pageErrors.push(String(error?.stack ?? error)));
  const sent = [];
  page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => sent.push(String(payload))));
  await page.goto(url);
  return { page, context, log, sent };
}

/** Asserts that nothing left 127.0.0.1, nothing failed and the page logged no error. */
function assertClean(log) {
  assert.deepEqual(log.outside, [], `requests left 127.0.0.1:\n${log.outside.join('\n')}`);
  assert.deepEqual(log.failed, [], `failed requests:\n${log.failed.join('\n')}`);
  assertQuiet(log);
}

test('JupyterLab: the cell draws the board at step 40, w.step = 100 moves it, Step in the board reaches w.step', { timeout: 600_000 }, async () => {
  await launchBrowser();
  const lab = await startJupyterLab({ notebooks: { 'board.ipynb': CELLS } });
  const { page, context, log, sent } = await openPage(`${lab.url}lab/tree/board.ipynb`);
  try {
    await waitForKernel(page);

    const board = await showBoardAtStep40(page);
    const drawn = await page.evaluate(() => {
      const canvas = document.querySelector('.jp-OutputArea n-queens').shadowRoot.getElementById('board');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const colours = new Set();
      for (let i = 0; i < data.length; i += 4 * 7) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return { width: canvas.width, colours: colours.size };
    });
    assert.ok(drawn.width >= 200 && drawn.colours >= 3, `the board is not drawn: ${JSON.stringify(drawn)}`);
    await saveScreenshot(page, 'notebook-light.png');
    await board.screenshot({ path: join(RESULTS_DIR, 'notebook-board-light.png') });

    await runCell(page, 1);
    await page.waitForFunction(() => document.querySelector('.jp-OutputArea n-queens').step === 100, null, { timeout: 60_000 });
    assert.deepEqual(await counters(page), SIX[100].counters, 'the counters at step 100 are not the core\'s');

    // One Step in the board: its report to the kernel (a comm message with the new step) goes out before the
    // cell that prints w.step.
    const stepped = page.evaluate(() => new Promise((resolve) => {
      const element = document.querySelector('.jp-OutputArea n-queens');
      element.addEventListener('nqueens-step', (event) => resolve(event.detail.counters.steps), { once: true });
    }));
    await board.locator('#step').click();
    assert.equal(await stepped, 101);
    assert.deepEqual(await counters(page), SIX[101].counters);
    await waitFor(() => sent.some((frame) => frame.includes('"comm_msg"') && /"state":\{[^}]*"step":101\b/.test(frame)), 'the comm message of step 101');
    await runCell(page, 2);
    const printed = page.locator('.jp-Cell').nth(2).locator('.jp-OutputArea-output');
    await printed.waitFor({ timeout: 60_000 });
    assert.equal((await printed.innerText()).trim(), 'step=101 n=6');

    // The other traits: a new search of the 5×5 board by brute force at w.step, full speed, the tree panel.
    await runCell(page, 3);
    await page.waitForFunction(async () => {
      const element = document.querySelector('.jp-OutputArea n-queens');
      await element.ready;
      return element.n === 5 && element.variant === 'brute-force' && element.speed === Infinity && element.panels === 'tree'
        && element.shadowRoot.getElementById('tree') !== null && element.step === 101;
    }, null, { timeout: 60_000 });
    assert.deepEqual(await counters(page), BRUTE_FIVE.counters, 'the counters of brute force at step 101 are not the core\'s');

    // JupyterLab's dark theme: the element (theme="auto") follows it.
    assert.equal(await shownTheme(page), 'light');
    await page.evaluate(() => window.jupyterapp.commands.execute('apputils:change-theme', { theme: 'JupyterLab Dark' }));
    await page.waitForFunction(() => document.body.dataset.jpThemeLight === 'false', null, { timeout: 30_000 });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.jp-OutputArea n-queens').shadowRoot.getElementById('frame')).colorScheme === 'dark', null, { timeout: 30_000 });
    await page.waitForFunction(() => !document.getElementById('jupyterlab-splash'), null, { timeout: 30_000 });
    await board.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'notebook-dark.png');
    await board.screenshot({ path: join(RESULTS_DIR, 'notebook-board-dark.png') });

    assertClean(log);
  } catch (error) {
    error.message += `\n\nthe page's log: ${describeLog(log)}\n\nJupyterLab's log (end):\n${lab.log().slice(-3000)}`;
    throw error;
  } finally {
    await context.close();
    await lab.close();
  }
});

test('Notebook 7: the cell draws the board at step 40 and w.step = 100 moves it', { timeout: 300_000 }, async () => {
  await launchBrowser();
  const notebook = await startJupyterLab({ app: 'notebook', notebooks: { 'notebook7.ipynb': NOTEBOOK_7_CELLS } });
  const { page, context, log } = await openPage(`${notebook.url}notebooks/notebook7.ipynb`);
  try {
    await waitForKernel(page);
    // Notebook 7.6 throws one error of its own while it loads its settings (its keyboard shortcuts' plugin,
    // in its bundle notebook_core.js), before any cell has run. Errors from its own bundle alone, from before
    // the widget exists, are set aside; from the first cell on, none is.
    const own = log.pageErrors.splice(0);
    for (const error of own) {
      const frames = error.split('\n').filter((line) => /^\s+at /.test(line));
      assert.ok(frames.length > 0 && frames.every((line) => /\/static\/notebook\/|\(native\)|Promise\.all/.test(line)), `an error not Notebook 7's own:\n${error}`);
    }
    const board = await showBoardAtStep40(page);
    await runCell(page, 1);
    await page.waitForFunction(() => document.querySelector('.jp-OutputArea n-queens').step === 100, null, { timeout: 60_000 });
    assert.deepEqual(await counters(page), SIX[100].counters, 'the counters at step 100 are not the core\'s');
    await board.screenshot({ path: join(RESULTS_DIR, 'notebook7-board.png') });
    assertClean(log);
  } catch (error) {
    // The failure is what the test reports; a screenshot that cannot be taken is said beside it.
    await saveScreenshot(page, 'notebook7-failed.png').catch((shot) => { error.message += `\n(no screenshot: ${shot.message})`; });
    error.message += `\n\nthe page's log: ${describeLog(log)}\n\nNotebook 7's log (end):\n${notebook.log().slice(-3000)}`;
    throw error;
  } finally {
    await context.close();
    await notebook.close();
  }
});

/** Resolves once `condition()` holds, checked every 50 ms, or fails after 30 s naming `what`. */
async function waitFor(condition, what) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the notebook's kernel has started and is idle. */
async function waitForKernel(page) {
  await page.waitForFunction(() => {
    const kernel = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
    return kernel?.connectionStatus === 'connected' && kernel.status === 'idle';
  }, null, { timeout: 120_000, polling: 250 });
}

/** Runs cell `index` as a person does (click into it, Shift+Enter) and waits until the kernel is done with it. */
async function runCell(page, index) {
  const cell = page.locator('.jp-Notebook .jp-Cell').nth(index);
  await cell.locator('.cm-content').click();
  await page.keyboard.press('Shift+Enter');
  await page.waitForFunction((index) => {
    const prompt = document.querySelectorAll('.jp-Notebook .jp-Cell')[index]?.querySelector('.jp-InputPrompt')?.textContent ?? '';
    return /\[\d+\]/.test(prompt);
  }, index, { timeout: 120_000, polling: 100 });
}

/** The element's counters, as its script API gives them. */
async function counters(page) {
  return compared(await page.evaluate(() => document.querySelector('.jp-OutputArea n-queens').getCounters()));
}

/** The scheme the element's frame shows. */
function shownTheme(page) {
  return page.evaluate(() => (getComputedStyle(document.querySelector('.jp-OutputArea n-queens').shadowRoot.getElementById('frame')).colorScheme === 'dark' ? 'dark' : 'light'));
}
