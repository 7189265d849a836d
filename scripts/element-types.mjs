// The <n-queens> element's Custom Elements Manifest and TypeScript declarations, made from one source: the
// element's own attribute list, properties and defaults (www/js/element/options.js, properties.js) and the
// descriptions and types in www/package/api.mjs. scripts/package.mjs writes both into the npm package.
//
//   node scripts/element-types.mjs OUT_DIR     writes OUT_DIR/custom-elements.json and OUT_DIR/n-queens.d.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATTRIBUTES, ELEMENT_DEFAULTS } from '../www/js/element/options.js';
import { PROPERTY_OF } from '../www/js/element/properties.js';
import {
  ATTRIBUTE_API, GLOBAL_ATTRIBUTE_API, READONLY_API, METHOD_API, EVENT_API, CSS_PROPERTY_API, CSS_PART_API, SHARED_TYPES,
} from '../www/package/api.mjs';

/** The attributes in the element's order, each with its property, default and the API's types; throws when they disagree. */
export function attributeFacts() {
  const described = Object.keys(ATTRIBUTE_API);
  const missing = ATTRIBUTES.filter((name) => !described.includes(name));
  const extra = described.filter((name) => !ATTRIBUTES.includes(name));
  if (missing.length || extra.length) {
    throw new Error(`www/package/api.mjs and the element's attributes differ: ${[...missing.map((n) => `${n} not described`), ...extra.map((n) => `${n} not an attribute`)].join(', ')}`);
  }
  return ATTRIBUTES.map((name) => {
    const property = PROPERTY_OF[name];
    const value = ELEMENT_DEFAULTS[property];
    const defaultText = value === undefined ? undefined : JSON.stringify(Array.isArray(value) ? value.join(' ') : value);
    return { name, property, default: defaultText, ...ATTRIBUTE_API[name] };
  });
}

/** The Custom Elements Manifest (schema 2.1.0) of the package's entry module. */
export function manifest() {
  const attributes = attributeFacts();
  const declaration = {
    kind: 'class',
    name: 'NQueensElement',
    tagName: 'n-queens',
    customElement: true,
    description: 'The N-Queens backtracking search, one event at a time, on a board with controls, counters and narration.',
    superclass: { name: 'HTMLElement' },
    attributes: [
      ...attributes.map((a) => ({ name: a.name, type: { text: a.attribute }, ...(a.default && { default: a.default }), description: a.description, fieldName: a.property })),
      ...Object.entries(GLOBAL_ATTRIBUTE_API).map(([name, [type, description]]) => ({ name, type: { text: type }, description })),
    ],
    members: [
      ...attributes.map((a) => ({ kind: 'field', name: a.property, type: { text: a.get }, ...(a.default && { default: a.default }), description: a.description, attribute: a.name, reflects: true })),
      ...Object.entries(READONLY_API).map(([name, [type, description]]) => ({ kind: 'field', name, type: { text: type }, readonly: true, description })),
      ...Object.entries(METHOD_API).map(([name, [parameters, returns, description]]) => ({
        kind: 'method', name, description, return: { type: { text: returns } },
        ...(parameters && { parameters: [{ name: parameters.split(/\??:/)[0], optional: parameters.includes('?:'), type: { text: parameters.replace(/^[^:]*:\s*/, '') } }] }),
      })),
    ],
    events: Object.entries(EVENT_API).map(([name, [detail, description]]) => ({ name, type: { text: `CustomEvent<${detail}>` }, description })),
    cssProperties: Object.entries(CSS_PROPERTY_API).map(([name, description]) => ({ name, description })),
    cssParts: Object.entries(CSS_PART_API).map(([name, description]) => ({ name, description })),
  };
  const module = { kind: 'javascript-module', path: 'dist/n-queens.js', declarations: [declaration], exports: [
    { kind: 'js', name: 'NQueensElement', declaration: { name: 'NQueensElement', module: 'dist/n-queens.js' } },
    { kind: 'custom-element-definition', name: 'n-queens', declaration: { name: 'NQueensElement', module: 'dist/n-queens.js' } },
  ] };
  return { schemaVersion: '2.1.0', readme: 'README.md', modules: [module] };
}

const doc = (text, indent = '  ') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
const key = (name) => (/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : `'${name}'`);

/** The package's n-queens.d.ts. */
export function declarations() {
  const attributes = attributeFacts();
  const camel = (event) => event.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  let out = '// Types of the <n-queens> custom element, written by scripts/element-types.mjs from the element and\n'
    + '// www/package/api.mjs in the project\'s repository. What each member does: docs/embedding.md there.\n\n';
  out += SHARED_TYPES;
  out += '\n/** The attributes as markup and JSX give them (every one optional; texts as in HTML). */\nexport interface NQueensAttributes {\n';
  for (const a of attributes) out += doc(a.description) + `  ${key(a.name)}?: ${a.attribute};\n`;
  out += '}\n\nexport interface NQueensEventMap extends HTMLElementEventMap {\n';
  for (const [name, [detail, description]] of Object.entries(EVENT_API)) out += doc(description) + `  '${name}': CustomEvent<${detail}>;\n`;
  out += '}\n\nexport declare class NQueensElement extends HTMLElement {\n  static readonly observedAttributes: string[];\n';
  for (const a of attributes) {
    out += doc(a.description);
    out += a.get === a.set ? `  ${a.property}: ${a.get};\n` : `  get ${a.property}(): ${a.get};\n  set ${a.property}(value: ${a.set});\n`;
  }
  out += doc('The same as `n`.') + '  get size(): number;\n  set size(value: number | string);\n';
  for (const [name, [type, description]] of Object.entries(READONLY_API)) out += doc(description) + `  readonly ${name}: ${type === 'Promise<NQueensElement>' ? 'Promise<this>' : type};\n`;
  for (const [name, [parameters, returns, description]] of Object.entries(METHOD_API)) out += doc(description) + `  ${name}(${parameters}): ${returns};\n`;
  out += `  addEventListener<K extends keyof NQueensEventMap>(type: K, listener: (this: NQueensElement, ev: NQueensEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof NQueensEventMap>(type: K, listener: (this: NQueensElement, ev: NQueensEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * <n-queens> in React 19's JSX: the attributes (React 19 sets a prop as the element's property when it has
 * one), the host's common props, and the events as React 19 binds them (\`on\` + the event's exact name).
 */
export interface NQueensHostProps extends NQueensAttributes {
  id?: string;
  class?: string;
  className?: string;
  style?: string | Record<string, string | number>;
  slot?: string;
  hidden?: boolean;
  title?: string;
  tabIndex?: number;
  key?: string | number | bigint | null;
  ref?: unknown;
  children?: unknown;
  [data: \`data-\${string}\`]: string | number | boolean | undefined;
  [aria: \`aria-\${string}\`]: string | number | boolean | undefined;
`;
  for (const [name, [detail]] of Object.entries(EVENT_API)) out += `  'on${name}'?: (event: CustomEvent<${detail}>) => void;\n`;
  out += `}

declare global {
  interface HTMLElementTagNameMap {
    'n-queens': NQueensElement;
  }
  interface HTMLElementEventMap {
`;
  for (const [name, [detail]] of Object.entries(EVENT_API)) out += `    '${name}': CustomEvent<${detail}>;\n`;
  out += `  }
}

// React 19 (\`<n-queens n={8} />\` in TSX) and Vue (\`<n-queens :n="8" @nqueens-step="…" />\` with volar).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'n-queens': NQueensHostProps;
    }
  }
}

declare module 'vue' {
  interface GlobalComponents {
    'n-queens': new () => { $props: NQueensAttributes & { ${Object.keys(EVENT_API).map((name) => `on${camel(name[0].toUpperCase() + name.slice(1))}?: (event: CustomEvent) => void`).join('; ')} } };
  }
}
`;
  return out;
}

/** Writes custom-elements.json and n-queens.d.ts into `dir`. */
export function writeElementTypes(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'custom-elements.json'), `${JSON.stringify(manifest(), null, 2)}\n`);
  writeFileSync(join(dir, 'n-queens.d.ts'), declarations());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/element-types.mjs OUT_DIR');
    process.exit(2);
  }
  writeElementTypes(resolve(dir));
}
