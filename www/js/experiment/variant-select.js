// The "Variant" selector: the correct search, the article's classic mistakes and brute force, named by the
// core (`variants()`) and described in the reader's words. What the board shows for them (the squares a mistake misjudges,
// forgot-undo's ghost queens, brute force's clash) is the core's scene (src/picture/marks.rs).

export class VariantSelect {
  /**
   * `el`: {select, description}; `variants` the core's `[{name}]`;
   * `messages` the reader's catalog, which names and describes each variant (variant-name-<name>,
   * variant-description-<name>).
   * @param {{el: {select: HTMLSelectElement, description: HTMLElement}, variants: import('../../nqueens.js').VariantInfo[],
   *   initial: string, messages: import('../i18n/i18n.js').Translator}} options
   */
  constructor({ el, variants, initial, messages }) {
    this.el = el;
    this.messages = messages;
    this.variants = variants;
    for (const { name } of variants) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = messages.t(`variant-name-${name}`);
      el.select.append(option);
    }
    this.show(initial);
  }

  /** Calls `onChoose(name)` when the person picks a variant. @param {(name: string) => void} onChoose */
  connect(onChoose) {
    this.el.select.addEventListener('change', () => onChoose(this.el.select.value));
  }

  get name() {
    return this.el.select.value;
  }

  /** The one sentence on `name`: the catalog's words for what the core describes. @param {string} [name] */
  description(name = this.name) {
    return this.variants.some((v) => v.name === name) ? this.messages.t(`variant-description-${name}`) : '';
  }

  /** @param {string} name */
  show(name) {
    this.el.select.value = name;
    this.el.description.textContent = this.description(name);
  }
}
