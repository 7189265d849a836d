// Docusaurus 3 as create-docusaurus makes it (Rspack, its default bundler) with the packed element imported at
// the top of its MDX pages: tests/hosts/sites/docusaurus/, built with `docusaurus build` (tests/hosts/host-checks.mjs).

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hostTests } from './host-checks.mjs';
import { WORK, buildNodeSite, packTarball, prepareNodeSite } from './sites.mjs';

hostTests({
  name: 'Docusaurus',
  root: join(WORK, 'docusaurus', 'build'),
  async build(step) {
    const site = await step('the site installed (npm ci, cached) with the packed tarball', () => prepareNodeSite('docusaurus', packTarball('docusaurus').tarball));
    await step('docusaurus build, with Rspack', () => {
      buildNodeSite(site, 'docusaurus', ['build']);
      assert.ok(existsSync(join(site.dir, 'node_modules', '.cache', 'rspack')), 'the build left no Rspack cache: was it built with webpack?');
    });
  },
  firstPage: '/',
  links: { toSecond: 'On to the second board', toFirst: 'Back to the first board' },
  clientSideNavigation: true,
  // The navbar's colour mode button goes light → dark → light, or through "system" where there is one.
  async toggleTheme(page, want) {
    const button = page.locator('.navbar').getByRole('button', { name: /dark and light mode/ });
    for (let clicks = 0; clicks < 3; clicks++) {
      if (await page.evaluate(() => document.documentElement.dataset.theme) === want) return;
      await button.click();
    }
  },
  hostTheme: () => document.documentElement.dataset.theme,
  styleRules: [
    { what: 'Infima\'s navbar (the theme\'s CSS)', selector: '.navbar', property: 'position', value: 'sticky' },
    // Not a :root custom property: Docusaurus 3.10 (future v4) raises the theme's rules above unlayered ones.
    { what: 'the site\'s rule under the title (src/css/custom.css)', selector: '.markdown h1', property: 'border-bottom-color', value: 'rgb(46, 133, 85)' },
  ],
});
