// MkDocs with Material for MkDocs (instant navigation, a light/dark toggle) and the element's single file,
// n-queens.min.js with its wasm files copied into docs/ and loaded as a module script: tests/hosts/sites/mkdocs/,
// built with `mkdocs build --strict` in a virtual environment (tests/hosts/host-checks.mjs).

import { join } from 'node:path';
import { hostTests } from './host-checks.mjs';
import { WORK, buildMkdocsSite, packTarball, prepareMkdocsSite } from './sites.mjs';

hostTests({
  name: 'MkDocs Material',
  root: join(WORK, 'mkdocs', 'site'),
  async build(step, { url }) {
    const site = await step('the site installed (pip, cached) with the package\'s single file', () => prepareMkdocsSite('mkdocs', packTarball('mkdocs').packageDir));
    await step('mkdocs build --strict', () => buildMkdocsSite(site, url));
  },
  firstPage: '/',
  links: { toSecond: 'On to the second board', toFirst: 'Back to the first board' },
  clientSideNavigation: true,
  // The header's palette toggle: a label for the next palette's radio button.
  async toggleTheme(page, want) {
    await page.locator(`.md-header label[title="Switch to ${want} mode"]:visible`).click();
  },
  hostTheme: () => (document.body.dataset.mdColorScheme === 'slate' ? 'dark' : 'light'),
  styleRules: [
    { what: 'Material\'s header (the theme\'s CSS)', selector: '.md-header', property: 'position', value: 'sticky' },
    { what: 'the site\'s accent colour (docs/stylesheets/extra.css)', selector: ':root', property: '--md-accent-fg-color', value: '#2e8555' },
  ],
});
