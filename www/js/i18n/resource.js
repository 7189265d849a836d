// A catalog's text read into Fluent's resource. The bundles the build makes (scripts/catalogs.mjs) swap this
// module for one that takes the catalogs they carry already read, so that they ship without Fluent's parser.

import { FluentResource } from '../vendor/fluent-bundle.js';

/** The resource of `source`, a catalog in Fluent's syntax. */
export const resourceOf = (/** @type {any} */ source) => new FluentResource(source);
