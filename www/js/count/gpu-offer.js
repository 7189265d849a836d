// The Count section's choice of where to count (#count-device): shown once `navigator.gpu` gives an adapter,
// naming it and saying when it is a software emulation; the GPU is chosen at first for a real GPU, the CPU's
// workers for an emulation (they are faster than it). Without an adapter the choice stays hidden and Count
// runs on the CPU.

import { findAdapter } from './gpu-adapter.js';

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

export class GpuOffer {
  /**
   * `workers` the number of CPU workers a count uses, `messages` the reader's catalog.
   * @param {number} workers @param {import('../i18n/i18n.js').Translator} messages
   */
  constructor(workers, messages) {
    this.messages = messages;
    this.el = {
      box: $('count-device'), cpu: /** @type {HTMLInputElement} */ ($('count-on-cpu')),
      gpu: /** @type {HTMLInputElement} */ ($('count-on-gpu')), name: $('count-gpu-name'), workers: $('count-cpu-workers'),
    };
    this.el.workers.textContent = String(workers);
    /** @type {import('./gpu-adapter.js').GpuAdapter | undefined} the adapter offered */
    this.adapter = undefined;
    /** Resolves once the browser has answered whether it has a GPU for the page. */
    this.ready = findAdapter().then((adapter) => this.show(adapter));
  }

  /** @param {import('./gpu-adapter.js').GpuAdapter | undefined} adapter */
  show(adapter) {
    this.adapter = adapter;
    if (!adapter) return;
    const { name, gpu, cpu, box } = this.el;
    name.textContent = adapter.name;
    if (adapter.software) {
      const note = document.createElement('span');
      note.className = 'count-software';
      note.textContent = ` ${this.messages.t('count-gpu-software')}`;
      name.append(note);
    }
    (adapter.software ? cpu : gpu).checked = true;
    box.hidden = false;
  }

  /** 'gpu' when the GPU is offered and chosen, else 'cpu'. */
  chosen() {
    return this.adapter && this.el.gpu.checked ? 'gpu' : 'cpu';
  }

  /** While a count runs, its device cannot change. @param {boolean} busy */
  setBusy(busy) {
    this.el.cpu.disabled = busy;
    this.el.gpu.disabled = busy;
  }
}
