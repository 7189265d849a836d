// The catalogs (www/js/i18n/messages/*.js, Fluent's syntax) as the bundles carry them: read by Fluent's parser
// at build time, so that a bundle ships each catalog as Fluent's resource (its messages, already parsed) and
// js/i18n/resource.js as a module that takes them as they are: no parser in the bundles. The page's modules
// served one by one (`make dev`, embed.html's) read the catalogs' text as written.
// Used by scripts/bundle-page.mjs and scripts/build-element.mjs.

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FluentResource } from '../www/js/vendor/fluent-bundle.js';

/** A catalog module's path, in a build or in www/. */
export const CATALOG = /[\\/]js[\\/]i18n[\\/]messages[\\/][^\\/]+\.js$/;
const RESOURCE = /[\\/]js[\\/]i18n[\\/]resource\.js$/;

/** The text of the module a bundle carries for the catalog at `path`: its resource, already read. */
export async function compiledCatalog(path) {
  const source = (await import(`${pathToFileURL(path).href}?${Date.now()}`)).default;
  if (typeof source !== 'string') throw new Error(`${path}: a catalog's default export is its text`);
  // A message without attributes leaves them out (js/i18n/i18n.js reads them as optional).
  const body = new FluentResource(source).body.map(({ attributes, ...message }) => (Object.keys(attributes).length > 0 ? { ...message, attributes } : message));
  const first = readFileSync(path, 'utf8').split('\n')[0];
  const head = first.startsWith('//') ? `${first} (read at build time by scripts/catalogs.mjs)` : '// A catalog, read at build time by scripts/catalogs.mjs.';
  return `${head}\nexport default ${JSON.stringify({ body })};\n`;
}

/** An esbuild plugin: every catalog as its resource, and the resource module as the identity. */
export function precompiledCatalogs() {
  return {
    name: 'precompiled-catalogs',
    setup(on) {
      on.onLoad({ filter: CATALOG }, async (args) => ({ contents: await compiledCatalog(args.path), loader: 'js' }));
      on.onLoad({ filter: RESOURCE }, () => ({
        contents: '// The catalogs of this bundle are read already (scripts/catalogs.mjs).\nexport const resourceOf = (resource) => resource;\n',
        loader: 'js',
      }));
    },
  };
}
