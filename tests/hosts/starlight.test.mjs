// Astro Starlight with the packed element: tests/hosts/sites/starlight/, its MDX pages using an .astro component
// whose bundled script imports the package (page 1 also imports it at its top), built with `astro build` on
// Node.js 22 (tests/hosts/host-checks.mjs). Starlight is a multi-page site: its links load a new document.

import { join } from 'node:path';
import { hostTests } from './host-checks.mjs';
import { WORK, buildNodeSite, packTarball, prepareNodeSite } from './sites.mjs';

hostTests({
  name: 'Starlight',
  root: join(WORK, 'starlight', 'dist'),
  async build(step) {
    const site = await step('the site installed (npm ci, cached) with the packed tarball', () => prepareNodeSite('starlight', packTarball('starlight').tarball));
    await step('astro build', () => buildNodeSite(site, 'astro', ['build']));
  },
  firstPage: '/',
  links: { toSecond: 'On to the second board', toFirst: 'Back to the first board' },
  clientSideNavigation: false,
  // The header's theme menu: Dark, Light or Auto.
  async toggleTheme(page, want) {
    await page.locator('header starlight-theme-select select').first().selectOption(want);
  },
  hostTheme: () => document.documentElement.dataset.theme,
  styleRules: [
    { what: 'Starlight\'s header (the theme\'s CSS)', selector: 'header.header', property: 'position', value: 'fixed' },
    { what: 'the site\'s accent colour (src/styles/custom.css)', selector: ':root', property: '--sl-color-accent', value: '#2e8555' },
  ],
});
