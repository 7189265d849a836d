// Types of the wasm-bindgen glue that Trunk writes to dist/nqueens.js (it does not exist in www/): what the
// page's modules import from it, for `tsc --checkJs` (tsconfig.json). The boundary's real signatures are its
// Rust (web/src/), documented in www/README.md; here every export is loosely typed.

/** Fetches and instantiates nqueens_bg.wasm (or the given module); resolves once the exports work. */
export default function init(module?: unknown): Promise<unknown>;
export const CountPlan: any;
export const GpuPlan: any;
export function gpuCounter(): any;
export function gpuNextDispatch(tasks: number, seconds: number): number;
export function gpuCheckProblem(unit: number, gpu: any, cpu: any): string | undefined;
export const Repair: any;
export const Search: any;
export const SearchTree: any;
export const Construction: any;
export function lastPanic(): string | undefined;
export function crownShape(): Float64Array;
export function gifOfSteps(...args: any[]): Uint8Array;
export function pictureLimits(): any;
