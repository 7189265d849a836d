// Types of the count's glue that scripts/build-modules.sh writes to dist/nqueens_count.js (web/count), for
// `tsc --checkJs`; loosely typed, as www/nqueens.d.ts.

/** Fetches and instantiates nqueens_count_bg.wasm (or the given module); resolves once the exports work. */
export default function init(module?: unknown): Promise<unknown>;
export const CountPlan: any;
export const GpuPlan: any;
export function gpuCounter(): any;
export function gpuNextDispatch(tasks: number, seconds: number): number;
export function gpuCheckProblem(unit: number, gpu: any, cpu: any): string | undefined;
export function lastPanic(): string | undefined;
