// Predict, then reveal: a learner's guess asked before a Practice answer is shown (js/sections/practice.js).
// `Prediction` adds the guess (a number field or a set of choices) in front of the button that runs the core,
// keeps that button disabled until a guess is given, and `verdict` says how the guess compares (pure).

import { group } from '../shared/format.js';
import { englishMessages } from '../i18n/i18n.js';

/**
 * The sentence comparing `guess` with `answer` (numbers or choice values), from catalog `m`; `label` names a
 * choice's value.
 * @param {unknown} guess @param {unknown} answer @param {(value: unknown) => string} [label] @param {any} [m]
 */
export function verdict(guess, answer, label = (v) => (typeof v === 'number' ? group(v, m.lang) : String(v)), m = englishMessages()) {
  if (guess === answer) return m.t('practice-verdict-right', { guess: label(guess) });
  return m.t('practice-verdict-wrong', { guess: label(guess), answer: label(answer) });
}

let made = 0;

export class Prediction {
  /**
   * Puts the guess before `button` (moved into the guess's group): `prompt` the question, `choices`
   * `[{label, value}]` for a choice or `undefined` for a whole number; `id` names its parts; `messages` the
   * reader's catalog.
   * @param {{button: any, id: string, prompt: string, choices?: Array<{label: string, value: any}>, messages?: any}} parts
   */
  constructor({ button, id, prompt, choices, messages = englishMessages() }) {
    this.button = button;
    this.choices = choices;
    const box = document.createElement('fieldset');
    box.className = 'practice-guess';
    box.id = `${id}-guess`;
    const legend = document.createElement('legend');
    legend.textContent = messages.t('practice-your-answer', { prompt });
    box.append(legend);
    this.inputs = [];
    if (choices) {
      made += 1;
      for (const [i, choice] of choices.entries()) {
        const label = document.createElement('label');
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = `${id}-guess-${made}`;
        input.id = `${id}-guess-${i}`;
        input.value = String(i);
        label.append(input, ` ${choice.label}`);
        box.append(label);
        this.inputs.push(input);
      }
    } else {
      const input = document.createElement('input');
      input.type = 'text';
      input.inputMode = 'numeric';
      input.id = `${id}-guess-number`;
      input.size = 8;
      input.autocomplete = 'off';
      input.setAttribute('aria-label', prompt);
      box.append(input);
      this.inputs.push(input);
    }
    button.before(box);
    box.append(button);
    for (const input of this.inputs) input.addEventListener('input', () => this.sync());
    this.sync();
  }

  /** The guess given: a choice's value, a whole number, or undefined while none is. */
  value() {
    if (this.choices) {
      const picked = this.inputs.find((input) => input.checked);
      return picked ? this.choices[Number(picked.value)].value : undefined;
    }
    const text = this.inputs[0].value.trim().replace(/[,.'’\s]/g, '');
    return /^\d+$/.test(text) ? Number(text) : undefined;
  }

  sync() {
    this.button.disabled = this.value() === undefined;
  }
}
