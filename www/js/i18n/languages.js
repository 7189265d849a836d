// The languages the page and the element speak, and which one a reader gets: the `lang` asked for (the
// address's ?lang=, the element's `lang` attribute) when it is one of them, else the first of the browser's
// (navigator.languages) that is, else English. Each language is one catalog, messages/<code>.js, and its line
// in CATALOGS (English, in the first bundle, is i18n.js's own). Pure (no DOM: the catalogs are loaded only when
// asked for), tested in tests/unit/i18n/languages.test.mjs.

/**
 * How each catalog beyond English is loaded, by BCP 47 code: a module of its own, fetched once on first use
 * (a chunk of the page's bundle; a file beside the element's single-file bundle).
 */
export const CATALOGS = {
  es: () => import('./messages/es.js'),
  fr: () => import('./messages/fr.js'),
  ja: () => import('./messages/ja.js'),
  'zh-Hans': () => import('./messages/zh-Hans.js'),
};

/** The languages there are; the first is the one every other is checked against. */
export const LANGUAGES = ['en', ...Object.keys(CATALOGS)];

/** The language used when nothing asked for is spoken here. */
export const FALLBACK = 'en';

/** Chinese tags that mean the traditional script, which the Simplified catalog does not serve. */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/i;

/**
 * The catalog that serves `tag` (a BCP 47 language tag: "es-MX", "ja", "zh-CN"), or undefined: the catalog
 * of the same code, else of the same language (its first subtag).
 */
/** @param {unknown} tag */
export function catalogFor(tag) {
  if (typeof tag !== 'string') return undefined;
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  if (wanted === '') return undefined;
  const exact = LANGUAGES.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  if (TRADITIONAL.test(wanted)) return undefined;
  const primary = wanted.split('-')[0];
  return LANGUAGES.find((code) => code.split('-')[0].toLowerCase() === primary);
}

/** The language for a reader: the first of `asked` (tags, most wanted first; empty ones skipped) spoken here. */
/** @param {...(string | null | undefined | readonly (string | null | undefined)[])} asked */
export function chooseLanguage(...asked) {
  for (const tag of asked.flat()) {
    const code = catalogFor(tag);
    if (code) return code;
  }
  return FALLBACK;
}

/** The language's name in itself ("español", "日本語"), as the picker lists it. */
/** @param {string} code */
export function languageName(code) {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
