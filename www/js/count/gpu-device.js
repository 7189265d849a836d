// One WebGPU device with the core's counter compiled on it, and a batch of the core's tasks (a GpuBatch of the
// boundary) run through it in short dispatches, each read back before the next is sent: the browser's twin of
// the command line's gpu/src/device.rs. Used by js/count/gpu-worker.js; no DOM here.
//
//   const device = await openDevice(navigator.gpu, counter);   // counter: the boundary's gpuCounter()
//   const results = await device.run(batch, { nextDispatch, fault });   // Uint32Array
//
// A lost or failing device makes `run` throw DeviceLost; no adapter, or a counter that does not compile,
// makes `openDevice` throw NoGpu.

/** The device is gone (destroyed, reset, out of memory): another one may redo the batch. */
export class DeviceLost extends Error {}

/** No GPU can count here. */
export class NoGpu extends Error {}

/** @type {any} WebGPU's constants (not in TypeScript's libraries) */
const webgpu = globalThis;

/**
 * A device on the first adapter `gpu` (navigator.gpu) gives, with the counter's pipeline; throws NoGpu.
 * @param {any} gpu
 * @param {{shader: string, workgroupSize: number, resultWords: number, firstDispatchTasks: number}} counter
 */
export async function openDevice(gpu, counter) {
  const adapter = await gpu?.requestAdapter({ powerPreference: 'high-performance' });
  if (!adapter) throw new NoGpu('the browser gives the page no GPU adapter');
  let device;
  try {
    device = await adapter.requestDevice();
  } catch (err) {
    throw new NoGpu(`the adapter gave no device (${/** @type {any} */ (err)?.message ?? err})`, { cause: err });
  }
  /** @type {{reason: string | undefined}} */
  const trouble = { reason: undefined };
  device.lost.then((/** @type {any} */ info) => {
    trouble.reason ??= info.message || `the device was lost (${info.reason})`;
  });
  device.addEventListener('uncapturederror', (/** @type {any} */ event) => {
    event.preventDefault();
    trouble.reason ??= event.error?.message ?? 'the device reported an error';
  });
  const module = device.createShaderModule({ code: counter.shader, label: 'the counter' });
  /** @type {any[]} */
  const messages = (await module.getCompilationInfo()).messages.filter((/** @type {any} */ m) => m.type === 'error');
  if (messages.length > 0) {
    device.destroy();
    throw new NoGpu(`the counter did not compile: ${messages.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('; ')}`);
  }
  let pipeline;
  try {
    pipeline = await device.createComputePipelineAsync({ layout: 'auto', compute: { module, entryPoint: 'count' }, label: 'the counter' });
  } catch (err) {
    device.destroy();
    throw new NoGpu(`the counter's pipeline was refused (${/** @type {any} */ (err)?.message ?? err})`, { cause: err });
  }
  return new GpuDevice(adapter, device, pipeline, trouble, counter);
}

/** The GPU's objects are `any`: TypeScript's libraries hold no WebGPU types. */
class GpuDevice {
  /**
   * @param {any} adapter @param {any} device @param {any} pipeline @param {{reason: string | undefined}} trouble
   * @param {{shader: string, workgroupSize: number, resultWords: number, firstDispatchTasks: number}} counter
   */
  constructor(adapter, device, pipeline, trouble, counter) {
    this.adapter = adapter;
    this.device = device;
    this.pipeline = pipeline;
    this.trouble = trouble;
    this.counter = counter;
    this.dispatches = 0; // sent by this device, for the test faults
  }

  /** Throws DeviceLost once the device has reported trouble. */
  check() {
    if (this.trouble.reason !== undefined) throw new DeviceLost(this.trouble.reason);
  }

  /** @param {string} label @param {number} words @param {number} usage */
  buffer(label, words, usage) {
    return this.device.createBuffer({ label, size: Math.max(4, words) * 4, usage });
  }

  /**
   * Runs every task of `batch` and returns the shader's results (`resultWords` per task). `nextDispatch(tasks,
   * seconds)` sizes each dispatch from the last (the core's rule); `fault` breaks things on purpose for the tests: {corrupt: true} adds eight completions to every task's
   * result in the buffer after the shader wrote it, {loseAfter: k} destroys the device after k dispatches.
   * @param {any} batch
   * @param {{nextDispatch: (tasks: number, seconds: number) => number, fault?: {corrupt?: boolean, loseAfter?: number}}} options
   */
  async run(batch, { nextDispatch, fault = {} }) {
    const { GPUBufferUsage: use } = webgpu;
    const { device, counter } = this;
    const words = counter.resultWords;
    const tasks = batch.taskCount;
    const lines = batch.lines();
    const taskWords = batch.tasks();
    /** @type {Record<string, any>} */
    const buffers = {
      lines: this.buffer('lines', lines.length, use.STORAGE | use.COPY_DST),
      tasks: this.buffer('tasks', taskWords.length, use.STORAGE | use.COPY_DST),
      results: this.buffer('results', tasks * words, use.STORAGE | use.COPY_SRC | use.COPY_DST),
      readback: this.buffer('readback', tasks * words, use.MAP_READ | use.COPY_DST),
      params: this.buffer('params', 4, use.UNIFORM | use.COPY_DST),
    };
    try {
      device.queue.writeBuffer(buffers.lines, 0, lines);
      if (tasks > 0) device.queue.writeBuffer(buffers.tasks, 0, taskWords);
      const bindGroup = device.createBindGroup({
        layout: this.pipeline.getBindGroupLayout(0),
        entries: ['lines', 'tasks', 'results', 'params'].map((name, binding) => ({ binding, resource: { buffer: buffers[name] } })),
      });
      const out = new Uint32Array(tasks * words);
      let done = 0;
      let size = counter.firstDispatchTasks;
      while (done < tasks) {
        const count = Math.min(size, tasks - done);
        const started = performance.now();
        device.queue.writeBuffer(buffers.params, 0, new Uint32Array([count, done, 0, 0]));
        const encoder = device.createCommandEncoder();
        const pass = encoder.beginComputePass();
        pass.setPipeline(this.pipeline);
        pass.setBindGroup(0, bindGroup);
        pass.dispatchWorkgroups(Math.ceil(count / counter.workgroupSize));
        pass.end();
        device.queue.submit([encoder.finish()]);
        this.dispatches += 1;
        const offset = done * words * 4;
        const bytes = count * words * 4;
        if (fault.corrupt) {
          const corrupted = await this.read(buffers, offset, bytes);
          for (let i = 0; i < corrupted.length; i += words) corrupted[i] = (corrupted[i] + 8) >>> 0;
          device.queue.writeBuffer(buffers.results, offset, corrupted);
        }
        if (fault.loseAfter === this.dispatches) device.destroy();
        out.set(await this.read(buffers, offset, bytes), done * words);
        done += count;
        size = nextDispatch(count, (performance.now() - started) / 1000);
      }
      return out;
    } finally {
      if (this.trouble.reason === undefined) for (const buffer of Object.values(buffers)) buffer.destroy();
    }
  }

  /**
   * `bytes` of the results from `offset`, copied through the readback buffer.
   * @param {Record<string, any>} buffers @param {number} offset @param {number} bytes
   */
  async read(buffers, offset, bytes) {
    const encoder = this.device.createCommandEncoder();
    encoder.copyBufferToBuffer(buffers.results, offset, buffers.readback, offset, bytes);
    this.device.queue.submit([encoder.finish()]);
    try {
      await buffers.readback.mapAsync(webgpu.GPUMapMode.READ, offset, bytes);
    } catch (err) {
      throw new DeviceLost(this.trouble.reason ?? `the results could not be read (${/** @type {any} */ (err)?.message ?? err})`, { cause: err });
    }
    this.check();
    const words = new Uint32Array(buffers.readback.getMappedRange(offset, bytes).slice(0));
    buffers.readback.unmap();
    return words;
  }

  destroy() {
    this.device.destroy();
  }
}
