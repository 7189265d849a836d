// The README's picture of the page (docs/images/page.png): the built page (dist/, `make build` first) in
// headless Chromium at 1366 × 768, the 8×8 search at step 40, the window as a visitor sees it on load.
//
//   node scripts/page-picture.mjs [out.png]

import { join } from 'node:path';
import { statSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer, REPO_ROOT } from '../tests/e2e/server.mjs';
import { CHROMIUM, CHROMIUM_ARGS, waitForReady } from '../tests/e2e/helpers.mjs';

const out = process.argv[2] ?? join(REPO_ROOT, 'docs', 'images', 'page.png');
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, colorScheme: 'light', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.url}?n=8&step=40`, { waitUntil: 'load' });
  await waitForReady(page);
  // Two frames, so that everything the step shows is drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: out });
  console.log(`${out}: ${Math.round(statSync(out).size / 1024)} KB`);
} finally {
  await browser.close();
  await server.close();
}
