// Unit tests of www/js/count/gpu-adapter.js: an adapter's name and whether it is a software emulation.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { adapterWords, findAdapter, gpuPhrase } from '../../../www/js/count/gpu-adapter.js';
import { english } from '../english.mjs';

test('SwiftShader, lavapipe and a fallback adapter are software; a discrete GPU is not', () => {
  assert.deepEqual(adapterWords({ vendor: 'google', architecture: 'swiftshader', device: '', description: '', isFallbackAdapter: true }),
    { name: 'google swiftshader', software: true });
  assert.deepEqual(adapterWords({ vendor: 'mesa', architecture: '', device: '', description: 'llvmpipe (LLVM 15.0.6, 256 bits)' }),
    { name: 'llvmpipe (LLVM 15.0.6, 256 bits)', software: true });
  assert.deepEqual(adapterWords({ vendor: 'nvidia', architecture: 'ampere', device: '', description: '', isFallbackAdapter: false }),
    { name: 'nvidia ampere', software: false });
  assert.deepEqual(adapterWords({ vendor: 'microsoft', description: 'Microsoft Basic Render Driver' }).software, true);
  assert.deepEqual(adapterWords({}), { name: 'a GPU that gives no name', software: false });
  assert.deepEqual(adapterWords(undefined), { name: 'a GPU that gives no name', software: false });
});

test('the phrase says when the GPU is an emulation', () => {
  assert.equal(gpuPhrase({ name: 'nvidia ampere', software: false }, english), 'the GPU “nvidia ampere”');
  assert.equal(gpuPhrase({ name: 'google swiftshader', software: true }, english), 'the GPU “google swiftshader”, a software emulation on the CPU');
  // The name is the browser's text: quoted by the one rule, at most 40 characters, invisible ones escaped.
  assert.equal(gpuPhrase({ name: `\u202e${'x'.repeat(60)}`, software: false }, english), `the GPU “\\u{202e}${'x'.repeat(38)}…”`);
});

test('no WebGPU, no adapter or a failing request give no adapter; a given one is described', async () => {
  assert.equal(await findAdapter(undefined), undefined);
  assert.equal(await findAdapter({ requestAdapter: async () => null }), undefined);
  assert.equal(await findAdapter({ requestAdapter: async () => { throw new Error('blocked'); } }), undefined);
  const info = { vendor: 'amd', architecture: 'rdna-3', device: '', description: '' };
  assert.deepEqual(await findAdapter({ requestAdapter: async () => ({ info }) }), { name: 'amd rdna-3', software: false });
});
