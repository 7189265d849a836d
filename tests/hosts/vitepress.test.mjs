// VitePress with the packed element imported at the top of its theme: tests/hosts/sites/vitepress/, built with
// `vitepress build docs` (tests/hosts/host-checks.mjs).

import { join } from 'node:path';
import { hostTests } from './host-checks.mjs';
import { WORK, buildNodeSite, packTarball, prepareNodeSite } from './sites.mjs';

hostTests({
  name: 'VitePress',
  root: join(WORK, 'vitepress', 'docs', '.vitepress', 'dist'),
  async build(step) {
    const site = await step('the site installed (npm ci, cached) with the packed tarball', () => prepareNodeSite('vitepress', packTarball('vitepress').tarball));
    await step('vitepress build docs', () => buildNodeSite(site, 'vitepress', ['build', 'docs']));
  },
  firstPage: '/',
  links: { toSecond: 'On to the second board', toFirst: 'Back to the first board' },
  clientSideNavigation: true,
  // The navigation bar's appearance switch.
  async toggleTheme(page) {
    await page.locator('.VPNavBar .VPSwitchAppearance:visible').click();
  },
  hostTheme: () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
  // VitePress links vp-icons.css on every page, empty when the site shows no icons.
  emptySheets: [/\/vp-icons\.css$/],
  styleRules: [
    { what: 'VitePress\'s navigation bar (the theme\'s CSS)', selector: '.VPNav', property: 'position', value: /^(fixed|relative|sticky)$/ },
    { what: 'the site\'s accent colour (theme/custom.css)', selector: ':root', property: '--vp-c-brand-1', value: '#2e8555' },
  ],
});
