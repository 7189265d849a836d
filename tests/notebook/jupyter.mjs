// What the notebook tests need made ready: the widget's wheel (scripts/build-widget.mjs from dist/, then
// `python -m build`), the virtual environment with JupyterLab and pytest (tests/notebook/requirements.txt,
// kept in target/notebook/ and made again only when that file or the Python changes), the wheel installed
// in it, and a JupyterLab server on 127.0.0.1 with no token, in a notebook folder of its own.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildWidget } from '../../scripts/build-widget.mjs';
import { REPO_ROOT, run } from '../hosts/sites.mjs';

export { REPO_ROOT, run };
export const WORK = join(REPO_ROOT, 'target', 'notebook');
export const VENV = join(WORK, 'venv');
export const PYTHON = join(VENV, 'bin', 'python');
/** The wheels the widget depends on (anywidget and what it needs), for installing it into a fresh environment offline. */
export const WHEELHOUSE = join(WORK, 'wheelhouse');
const REQUIREMENTS = join(REPO_ROOT, 'tests', 'notebook', 'requirements.txt');

const sha256 = (...texts) => createHash('sha256').update(texts.join('\0')).digest('hex');

/**
 * The virtual environment of requirements.txt, made with `python3 -m venv` unless its stamp says it is that
 * one, and beside it the wheelhouse of anywidget's wheels (WHEELHOUSE).
 */
export function testVenv() {
  const key = sha256(readFileSync(REQUIREMENTS, 'utf8'), run('python3', ['--version'], { cwd: REPO_ROOT }));
  const stamp = join(VENV, '.installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return { venv: VENV, installed: false };
  rmSync(VENV, { recursive: true, force: true });
  run('python3', ['-m', 'venv', VENV], { cwd: REPO_ROOT });
  run(PYTHON, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', REQUIREMENTS], { cwd: REPO_ROOT });
  rmSync(WHEELHOUSE, { recursive: true, force: true });
  const anywidget = readFileSync(REQUIREMENTS, 'utf8').match(/^anywidget==\S+/m)[0];
  run(PYTHON, ['-m', 'pip', 'download', '--quiet', '--disable-pip-version-check', '--only-binary', ':all:', '--dest', WHEELHOUSE, anywidget], { cwd: REPO_ROOT });
  writeFileSync(stamp, key);
  return { venv: VENV, installed: true };
}

/**
 * The wheel as `make widget` makes it: the front end and limits from dist/ (the page's release build), then
 * `python -m build --wheel` (hatchling, from the test environment: no download). Returns the wheel's path.
 */
export async function buildWheel() {
  await buildWidget();
  const out = join(WORK, 'wheel');
  rmSync(out, { recursive: true, force: true });
  run(PYTHON, ['-m', 'build', '--wheel', '--no-isolation', '--outdir', out, join(REPO_ROOT, 'widget')], { cwd: REPO_ROOT });
  const wheels = readdirSync(out).filter((name) => name.endsWith('.whl'));
  if (wheels.length !== 1) throw new Error(`python -m build left ${wheels.length} wheels in ${out}: ${wheels.join(', ')}`);
  return join(out, wheels[0]);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A JupyterLab server (or with `app` "notebook", Notebook 7's) of the test environment on 127.0.0.1 with no token, serving a fresh temporary folder
 * holding `notebooks` (name → cells' sources), with its configuration, data and settings kept inside too
 * and every call home turned off. Resolves once it answers; `close()` stops it and removes the folder.
 */
export async function startJupyterLab({ notebooks = {}, app = 'lab' } = {}) {
  const home = mkdtempSync(join(WORK, 'lab-'));
  const root = join(home, 'notebooks');
  mkdirSync(root);
  for (const [name, cells] of Object.entries(notebooks)) writeFileSync(join(root, name), notebookText(cells));
  if (app === 'lab') {
    // No question about fetching Jupyter's news (a notification over the notebook; nothing is fetched either way).
    const notification = join(home, 'settings', '@jupyterlab', 'apputils-extension');
    mkdirSync(notification, { recursive: true });
    writeFileSync(join(notification, 'notification.jupyterlab-settings'), JSON.stringify({ fetchNews: 'false', checkForUpdates: false }));
  }
  const port = await freePort();
  const env = {
    ...process.env,
    JUPYTER_CONFIG_DIR: join(home, 'config'),
    JUPYTER_RUNTIME_DIR: join(home, 'runtime'),
    JUPYTERLAB_SETTINGS_DIR: join(home, 'settings'),
    JUPYTERLAB_WORKSPACES_DIR: join(home, 'workspaces'),
    IPYTHONDIR: join(home, 'ipython'),
    PATH: `${join(VENV, 'bin')}:${process.env.PATH}`,
  };
  const ownOptions = app === 'lab' ? ['--LabApp.news_url=None', '--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate'] : [];
  const lab = spawn('nice', ['-n', '10', join(VENV, 'bin', 'jupyter'), app, '--no-browser',
    '--ServerApp.ip=127.0.0.1', `--ServerApp.port=${port}`, '--ServerApp.port_retries=0',
    '--IdentityProvider.token=', '--ServerApp.password=', `--ServerApp.root_dir=${root}`,
    // CI runs as root.
    ...ownOptions, '--expose-app-in-browser', '--allow-root'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  lab.stdout.on('data', (chunk) => { output += chunk; });
  lab.stderr.on('data', (chunk) => { output += chunk; });
  const exited = new Promise((resolve) => lab.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    if (lab.exitCode === null && lab.signalCode === null) {
      lab.kill('SIGTERM');
      const timer = setTimeout(() => lab.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (lab.exitCode !== null) {
      await close();
      throw new Error(`JupyterLab stopped before it answered (exit ${lab.exitCode}):\n${output.slice(-3000)}`);
    }
    const answered = await fetch(`${url}api/status`).then((response) => response.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`JupyterLab did not answer at ${url} within 120 s:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, root, close, log: () => output };
}

/** A notebook (nbformat 4) of code cells with these sources, for the test environment's Python kernel. */
function notebookText(cells) {
  return JSON.stringify({
    cells: cells.map((source, index) => ({ cell_type: 'code', execution_count: null, id: `cell-${index}`, metadata: {}, outputs: [], source })),
    metadata: { kernelspec: { display_name: 'Python 3 (ipykernel)', language: 'python', name: 'python3' } },
    nbformat: 4,
    nbformat_minor: 5,
  }, null, 1);
}
