// For the e2e tests of the learner's language: a catalog message's pattern as a regular expression (its
// text, each placeholder any words, each choice any of its variants), for texts that hold a measured time;
// and the runs of three words of the English catalog's messages, to find an English sentence left in another
// language's text.

import { FluentResource } from '../../www/js/vendor/fluent-bundle.js';

const FOLDER = new URL('../../www/js/i18n/messages/', import.meta.url);
const ENGLISH_PARTS = ['en', 'en-panels', 'en-page', 'en-element', 'en-later'];

/** The messages of `lang`'s catalog (English: all its parts), by id. */
async function messagesOf(lang) {
  const files = lang === 'en' ? ENGLISH_PARTS : [lang];
  const out = new Map();
  for (const file of files) {
    const source = (await import(new URL(`${file}.js`, FOLDER).href)).default;
    for (const message of new FluentResource(source).body) out.set(message.id, message);
  }
  return out;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Fluent pattern (text, placeables, selections) as the source of a regular expression. */
function patternSource(pattern) {
  if (typeof pattern === 'string') return escape(pattern);
  if (Array.isArray(pattern)) return pattern.map(patternSource).join('');
  if (pattern?.type === 'str') return escape(pattern.value);
  if (pattern?.type === 'select') return `(?:${pattern.variants.map((variant) => patternSource(variant.value)).join('|')})`;
  return '.+?';
}

/** Message `id` of `lang`'s catalog as a regular expression matching the whole of any text it formats to. */
export async function catalogPattern(lang, id) {
  const message = (await messagesOf(lang)).get(id);
  if (!message?.value) throw new Error(`the ${lang} catalog has no message ${id}`);
  return new RegExp(`^${patternSource(message.value)}$`, 'u');
}

/** The words of a text, lower case, letters only (a1, b3 and numbers are no words). */
export const words = (text) => text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?/g)?.filter((w) => !/\d/.test(w)) ?? [];

/** Every run of three words in the English catalog's messages whose ids start with one of `prefixes`. */
export async function englishRunsOf(prefixes) {
  const runs = new Set();
  const texts = [];
  // A message's text with its placeholders as gaps (a number or a square between two words leaves them a run,
  // as the words() of the text shown do); each variant of a choice is a text of its own.
  const collect = (pattern) => {
    if (typeof pattern === 'string') return texts.push(pattern);
    if (!Array.isArray(pattern)) return pattern?.type === 'select' ? pattern.variants.forEach((variant) => collect(variant.value)) : undefined;
    let line = '';
    for (const part of pattern) {
      if (typeof part === 'string') line += part;
      else if (part?.type === 'select') {
        part.variants.forEach((variant) => collect(variant.value));
        texts.push(line);
        line = '';
      } else line += ' ';
    }
    return texts.push(line);
  };
  for (const [id, message] of await messagesOf('en')) {
    if (!prefixes.some((prefix) => id.startsWith(prefix))) continue;
    collect(message.value);
    for (const attribute of Object.values(message.attributes ?? {})) collect(attribute);
  }
  for (const text of texts) {
    const w = words(text);
    for (let i = 0; i + 3 <= w.length; i++) runs.add(w.slice(i, i + 3).join(' '));
  }
  if (runs.size === 0) throw new Error(`no run of English words for ${prefixes.join(', ')}`);
  return runs;
}

/** The runs of three English words of `runs` that `text` holds. */
export function englishLeft(text, runs) {
  const w = words(text);
  const left = [];
  for (let i = 0; i + 3 <= w.length; i++) {
    const run = w.slice(i, i + 3).join(' ');
    if (runs.has(run)) left.push(run);
  }
  return left;
}
