// Every sentence a learner reads, in their language: a Translator formats a catalog's messages (Project Fluent,
// through @fluent/bundle: plurals by Intl.PluralRules, numbers by Intl.NumberFormat). A message the catalog
// lacks, or one left with an unfilled placeholder, throws: no language falls back to another in silence.
// English is in the first bundle, in parts that come with the code that says them: messages/en.js, the
// studio's, always; en-page.js and en-panels.js with the page's own modules; en-panels.js and en-later.js (the
// teaching panels' running words, the lesson, the sections) loaded with the code after the first board
// (`laterMessages`). Any other catalog (messages/<code>.js, whole) loads on first use, once a page.
// Tested in tests/unit/i18n/.

import { FluentBundle } from '../vendor/fluent-bundle.js';
import { resourceOf } from './resource.js';
import { FALLBACK, CATALOGS } from './languages.js';
import english from './messages/en.js';

/** @typedef {string | object} CatalogSource a catalog's text in Fluent's syntax, or (in a bundle) its resource read already */
/** @typedef {Record<string, string | number | bigint | Date>} MessageArgs a message's placeholders */

export class Translator {
  /**
   * `lang` a code of LANGUAGES; `source` its catalog (Fluent's syntax), or its first part.
   * @param {string} lang
   * @param {CatalogSource} source
   */
  constructor(lang, source) {
    this.lang = lang;
    this.bundle = new FluentBundle(lang, { useIsolating: false });
    this.parts = new Set();
    this.add(source);
    this.numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    // The page's English is British (colour, centre): lists without a serial comma.
    this.lists = new Intl.ListFormat(lang === 'en' ? 'en-GB' : lang, { type: 'conjunction' });
  }

  /**
   * Adds a part of the catalog (Fluent's syntax), once. Fluent skips a message it cannot parse (it is then
   * missing, and throws when asked for); what it reports here is a message given twice.
   * @param {CatalogSource} source
   * @returns {Translator}
   */
  add(source) {
    if (this.parts.has(source)) return this;
    this.parts.add(source);
    const errors = this.bundle.addResource(resourceOf(source));
    if (errors.length > 0) throw new Error(`The ${this.lang} catalog: ${errors.map(String).join('; ')}`);
    return this;
  }

  /**
   * Whether the catalog has message `id`.
   * @param {string} id
   */
  has(id) {
    return this.bundle.hasMessage(id);
  }

  /**
   * Message `id` with `args` (numbers and BigInts are formatted for the language).
   * @param {string} id
   * @param {MessageArgs} [args]
   * @returns {string}
   */
  t(id, args) {
    const message = this.bundle.getMessage(id);
    if (!message?.value) throw new Error(`The ${this.lang} catalog has no message ${id}`);
    return this.format(id, message.value, args);
  }

  /**
   * Attribute `name` of message `id` (a button's title, a field's ARIA label), with `args`.
   * @param {string} id
   * @param {string} name
   * @param {MessageArgs} [args]
   * @returns {string}
   */
  attr(id, name, args) {
    const pattern = this.bundle.getMessage(id)?.attributes?.[name];
    if (!pattern) throw new Error(`The ${this.lang} catalog has no attribute ${id}.${name}`);
    return this.format(`${id}.${name}`, pattern, args);
  }

  /**
   * @private
   * @param {string} id
   * @param {any} pattern Fluent's pattern of the message or attribute
   * @param {MessageArgs} [args]
   * @returns {string}
   */
  format(id, pattern, args) {
    /** @type {Error[]} */
    const errors = [];
    const text = this.bundle.formatPattern(pattern, args && this.values(args), errors);
    if (errors.length > 0) throw new Error(`${this.lang} message ${id}: ${errors.map(String).join('; ')}`);
    return text;
  }

  /**
   * @private Fluent takes numbers, not BigInts: a BigInt beyond 2^53 goes as its formatted digits.
   * @param {MessageArgs} args
   */
  values(args) {
    /** @type {Record<string, any>} */
    const out = {};
    for (const [key, value] of Object.entries(args)) {
      if (typeof value !== 'bigint') out[key] = value;
      else out[key] = value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : this.numbers.format(value);
    }
    return out;
  }

  /**
   * Whole sentences (falsy ones left out), one after another, as the language spaces them.
   * @param {...(string | false | null | undefined)} parts
   */
  sentences(...parts) {
    return parts.filter(Boolean).join(this.t('sentence-gap'));
  }

  /**
   * Items joined as the language joins a list: "a1, c2 and e3", "a1、c2、e3".
   * @param {unknown[]} items
   */
  list(items) {
    return this.lists.format(items.map(String));
  }
}

/**
 * The English translator, always at hand (the studio's part is in the first bundle), with the `parts` given
 * (en-page.js, en-later.js: each module that says their words passes the part it needs).
 */
/** @type {Translator | undefined} */
let englishTranslator;
/** @param {...CatalogSource} parts */
export function englishMessages(...parts) {
  englishTranslator ??= new Translator(FALLBACK, english);
  const translator = englishTranslator;
  for (const part of parts) translator.add(part);
  return translator;
}

/**
 * `messages` (a Translator) able to say what `part` of the English catalog says: English gains the part;
 * any other catalog is whole already.
 */
/**
 * @param {Translator} messages
 * @param {CatalogSource} part
 */
export function withEnglishPart(messages, part) {
  return messages.lang === FALLBACK ? messages.add(part) : messages;
}

/**
 * `messages` ready for the teaching panels, the lesson and the sections (English gains its panels' and later
 * parts, loaded once; any other catalog is whole already). Resolves to `messages`.
 * @param {Translator} messages
 */
export async function laterMessages(messages) {
  if (messages.lang !== FALLBACK) return messages;
  const [panels, later] = await Promise.all([import('./messages/en-panels.js'), import('./messages/en-later.js')]);
  return messages.add(panels.default).add(later.default);
}

/** @type {Map<string, Promise<Translator>>} */
const loading = new Map();

/**
 * The translator of `code` (a code of LANGUAGES), its catalog loaded on first use.
 * @param {string} code
 * @returns {Promise<Translator>}
 */
export function translatorFor(code) {
  if (code === FALLBACK) return Promise.resolve(englishMessages());
  let load = loading.get(code);
  if (!load) {
    const catalog = CATALOGS[/** @type {keyof typeof CATALOGS} */ (code)];
    if (!catalog) return Promise.reject(new Error(`No catalog for the language ${code}`));
    load = catalog().then((loaded) => new Translator(code, loaded.default));
    // A failed load may be retried (a dropped connection), rather than remembered.
    load.catch(() => loading.delete(code));
    loading.set(code, load);
  }
  return load;
}
