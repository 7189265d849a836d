// Starts the GIF encoder's worker (./worker.js). The element's bundles (scripts/build-element.mjs) put in
// this module's place one that starts the same worker from its code carried inside the bundle (a Blob URL),
// so that no host bundler (Vite, webpack, Rspack, Astro) has to find, copy or rewrite a worker file.

/** A new GIF worker: a module worker, ended by whoever started it. */
export function startGifWorker() {
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'nqueens-gif' });
}
