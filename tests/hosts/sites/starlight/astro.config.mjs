// The site's configuration: Starlight, with the site's own style sheet.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [
    starlight({
      title: 'Queens in a tutorial',
      customCss: ['./src/styles/custom.css'],
    }),
  ],
});
