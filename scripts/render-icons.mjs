#!/usr/bin/env node
// Renders the page's icon (www/icons/icon.svg, written by hand from the core's drawing) to the PNG sizes the web
// app manifest lists (www/icons/icon-192.png, icon-512.png), in headless Chromium; run it after changing the SVG.
//
//   node scripts/render-icons.mjs

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../tests/e2e/server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/helpers.mjs';

const ICONS = join(REPO_ROOT, 'www', 'icons');
const SIZES = [192, 512];

const svg = readFileSync(join(ICONS, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace(/width="512" height="512"/, `width="${size}" height="${size}"`);
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(ICONS, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${SIZES.map((size) => `www/icons/icon-${size}.png`).join(', ')}`);
