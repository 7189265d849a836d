// The check behind every count on the GPU, as bookkeeping (pure: tested in node): the units the GPU counted, in
// the random order the core draws from a seed, recounted on the CPU one at a time while the GPU works, at least
// `atLeast` of them (all when there are fewer); a unit whose two counts differ refuses the whole count with the
// core's sentence. js/count/gpu-run.js feeds it and asks one CPU worker for the recounts.

/** @typedef {import('../../nqueens_count.js').GivenCount} GivenCount a unit's count, as the check compares it */

export class UnitCheck {
  /**
   * `order` the plan's units in the check's order (GpuPlan.checkOrder), `candidates(unit)` whether the GPU
   * counts (or counted) the unit, `atLeast` the fewest recounts (the core's CHECKED_AT_LEAST).
   * @param {{order: Iterable<number>, candidates: (unit: number) => boolean, atLeast: number}} check
   */
  constructor({ order, candidates, atLeast }) {
    this.order = [...order].filter(candidates);
    this.atLeast = Math.min(atLeast, this.order.length);
    this.next = 0; // index in `order` of the next unit to recount
    /** @type {Map<number, GivenCount>} */
    this.gpu = new Map(); // unit -> {solutions, unique, nodes}
    /** @type {Map<number, GivenCount>} */
    this.cpu = new Map();
  }

  /**
   * The next unit to recount, or undefined when none is left or, once `gpuDone`, enough are recounted.
   * @param {boolean} gpuDone
   */
  nextUnit(gpuDone) {
    if (this.next >= this.order.length) return undefined;
    if (gpuDone && this.cpu.size >= this.atLeast) return undefined;
    const unit = this.order[this.next];
    this.next += 1;
    return unit;
  }

  /** @param {number} unit @param {GivenCount} count */
  recordGpu(unit, count) {
    this.gpu.set(unit, count);
  }

  /** @param {number} unit @param {GivenCount} count */
  recordCpu(unit, count) {
    this.cpu.set(unit, count);
  }

  /** Whether the check has what it owes once the GPU is done: `atLeast` units recounted. */
  complete() {
    return this.cpu.size >= this.atLeast;
  }

  /** Units recounted whose GPU count is known too. */
  compared() {
    return [...this.cpu.keys()].filter((unit) => this.gpu.has(unit));
  }

  /**
   * The first difference, in the core's words (`problemOf(unit, gpu, cpu)`, the boundary's gpuCheckProblem:
   * null when equal), or undefined.
   * @param {(unit: number, gpu: GivenCount, cpu: GivenCount) => string | null | undefined} problemOf
   */
  problem(problemOf) {
    for (const unit of this.compared()) {
      const problem = problemOf(unit, /** @type {GivenCount} */ (this.gpu.get(unit)), /** @type {GivenCount} */ (this.cpu.get(unit)));
      if (problem) return problem;
    }
    return undefined;
  }
}
