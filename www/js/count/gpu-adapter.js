// What the page says of a GPU: the adapter `navigator.gpu` gives (asked once, after the page has loaded),
// its name from its GPUAdapterInfo, and whether it is a software emulation on the CPU (SwiftShader, lavapipe,
// WARP: correct, but far slower than the CPU workers). The words are pure (tested in node); js/count/section.js
// offers the GPU when there is an adapter, js/count/gpu-worker.js names the one it counts on.

import { quote } from '../shared/quote.js';

/** Names in an adapter's info that mark a software rasteriser (lower case). */
const SOFTWARE = ['swiftshader', 'llvmpipe', 'lavapipe', 'softpipe', 'warp', 'basic render'];

/** @typedef {{name: string, software: boolean}} GpuAdapter a GPU as the page names it */

/**
 * `{name, software}` of a GPUAdapterInfo (or any object with its fields): the name its description gives, or
 * its vendor, architecture and device; software when the browser calls it a fallback adapter or names a
 * software rasteriser.
 * @param {any} info
 * @returns {GpuAdapter}
 */
export function adapterWords(info) {
  const field = (/** @type {string} */ key) => (typeof info?.[key] === 'string' ? info[key].trim() : '');
  const parts = ['vendor', 'architecture', 'device'].map(field).filter(Boolean);
  const name = field('description') || parts.join(' ') || 'a GPU that gives no name';
  const all = ['description', ...['vendor', 'architecture', 'device']].map(field).join(' ').toLowerCase();
  const software = info?.isFallbackAdapter === true || SOFTWARE.some((word) => all.includes(word));
  return { name, software };
}

/**
 * How the page names a GPU in its sentences, in words of catalog `m` (passed in: the GPU worker imports this
 * module and no catalog): "the GPU “google swiftshader”, a software emulation on the CPU".
 * @param {GpuAdapter} adapter @param {import('../i18n/i18n.js').Translator} m
 */
export function gpuPhrase({ name, software }, m) {
  return m.t('count-gpu', { name: quote(name), software: software ? 'yes' : 'no' });
}

/**
 * The adapter this browser gives the page, `{name, software}`, or undefined when it gives none (no WebGPU,
 * WebGPU off, no usable GPU). Never throws.
 */
export async function findAdapter(gpu = /** @type {any} */ (globalThis.navigator)?.gpu) {
  try {
    const adapter = await gpu?.requestAdapter({ powerPreference: 'high-performance' });
    return adapter ? adapterWords(adapter.info) : undefined;
  } catch {
    return undefined;
  }
}
