// A React 19 + Vite app in TypeScript with the packed element: tests/hosts/sites/react/, `<n-queens n={6}>` in
// TSX type-checked by `tsc` against the package's types, then built with `vite build` (tests/hosts/host-checks.mjs).
// Its two pages are switched on the address's hash.

import { join } from 'node:path';
import { hostTests } from './host-checks.mjs';
import { WORK, buildNodeSite, packTarball, prepareNodeSite } from './sites.mjs';

hostTests({
  name: 'React + Vite',
  root: join(WORK, 'react', 'dist'),
  async build(step) {
    const site = await step('the app installed (npm ci, cached) with the packed tarball', () => prepareNodeSite('react', packTarball('react').tarball));
    // The app's build does not need the type check: the browser's tests run whatever tsc says.
    await step('tsc type-checks <n-queens> in TSX with the package\'s types', () => buildNodeSite(site, 'tsc', ['-p', '.']), { needed: false });
    await step('vite build', () => buildNodeSite(site, 'vite', ['build']));
  },
  firstPage: '/',
  links: { toSecond: 'On to the second board', toFirst: 'Back to the first board' },
  clientSideNavigation: true,
  // The app's own light/dark button in its navigation bar.
  async toggleTheme(page) {
    await page.locator('.navbar button').click();
  },
  hostTheme: () => document.documentElement.dataset.theme,
  styleRules: [
    { what: 'the app\'s navigation bar (src/app.css)', selector: '.navbar', property: 'background-color', value: 'rgb(46, 133, 85)' },
  ],
});
