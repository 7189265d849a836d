// "Copy link to this step" and "Copy embed code" on the main page: the address of the current step with its
// settings, and ready-to-paste snippets for the <n-queens> element and the embed.html iframe. The text is
// also shown in a read-only field, so it can be copied by hand where the clipboard is refused.
// The page loads it once the first board is drawn. `embedCode` is pure (tests/unit/address/share.test.mjs).

import { paramsOf, stepLink, DEFAULTS } from './url.js';
import { englishMessages } from '../i18n/i18n.js';
import page from '../i18n/messages/en-page.js';

const escapeAttribute = (/** @type {unknown} */ text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** @typedef {import('./url.js').Settings} Settings */

/**
 * The snippets for `settings` with the build's folder `base` (a URL ending in "/"): the element (its module
 * script, then the tag) and the iframe of embed.html, 360 × 480; `lang` the language chosen in the address
 * (kept in both), `m` the catalog of the snippets' words.
 * @param {string | URL} base @param {Omit<Settings, 'autoplay'>} settings
 * @param {{lang?: string, m?: import('../i18n/i18n.js').Translator}} [how]
 */
export function embedCode(base, { n, speed, labels, firstSolution, mirror, step }, { lang = undefined, m = englishMessages(page) } = {}) {
  const attributes = [`n="${n}"`];
  if (speed !== DEFAULTS.speed) attributes.push(`speed="${speed === Infinity ? 'max' : speed}"`);
  if (step > 0) attributes.push(`step="${step}"`);
  if (firstSolution) attributes.push('first-solution');
  if (mirror) attributes.push('mirror');
  if (labels) attributes.push('labels');
  if (lang) attributes.push(`lang="${escapeAttribute(lang)}"`);
  const frame = new URL('embed.html', base);
  frame.search = paramsOf(lang ? `lang=${encodeURIComponent(lang)}` : '', { n, speed, labels, firstSolution, mirror, step, autoplay: false });
  const element = `<script type="module" src="${escapeAttribute(new URL('n-queens.js', base).href)}"></script>\n` +
    `<n-queens ${attributes.join(' ')}></n-queens>`;
  const iframe = `<iframe src="${escapeAttribute(frame.href)}" title="${escapeAttribute(m.t('embed-frame-title'))}" width="360" height="480" loading="lazy"></iframe>`;
  return `<!-- ${m.t('embed-comment-element')} -->\n${element}\n\n<!-- ${m.t('embed-comment-iframe')} -->\n${iframe}`;
}

export class SharePanel {
  /**
   * `view` the page's SearchView (its catalog says the words); `base` the build's folder (where index.html,
   * embed.html and n-queens.js are). The page holds the panel's parts.
   * @param {{messages: import('../i18n/i18n.js').Translator, settings: () => Settings}} view @param {string | URL} base
   */
  constructor(view, base) {
    this.view = view;
    this.messages = view.messages;
    this.base = base;
    this.output = /** @type {HTMLElement} */ (document.getElementById('share-output'));
    this.text = /** @type {HTMLTextAreaElement} */ (document.getElementById('share-text'));
    this.status = /** @type {HTMLElement} */ (document.getElementById('share-status'));
    /** @type {HTMLElement} */ (document.getElementById('copy-link')).addEventListener('click', () =>
      this.offer(stepLink(window.location.href, view.settings()), 'link'));
    /** @type {HTMLElement} */ (document.getElementById('copy-embed')).addEventListener('click', () => {
      const lang = new URL(window.location.href).searchParams.get('lang') ?? undefined;
      this.offer(embedCode(this.base, view.settings(), { lang: lang && view.messages.lang, m: this.messages }), 'embed');
    });
  }

  /**
   * Shows `text` (`what`: 'link' or 'embed') in the field and copies it when the browser lets the page use the clipboard.
   * @param {string} text @param {'link' | 'embed'} what
   */
  async offer(text, what) {
    this.text.value = text;
    this.output.hidden = false;
    this.text.rows = Math.min(8, text.split('\n').length + 1);
    this.text.select();
    try {
      await navigator.clipboard.writeText(text);
      this.status.textContent = this.messages.t('share-copied', { what });
    } catch {
      this.status.textContent = this.messages.t('share-not-copied', { what });
    }
  }
}
