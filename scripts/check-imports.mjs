#!/usr/bin/env node
// Fails when the page's modules import each other in a circle (make lint): every static import, re-export and
// dynamic import('…') with a literal path between the files under www/ is followed, and each group that reach
// one another (a strongly connected component) is reported with one circle through it: groups of modules, and
// groups of folders (a feature folder such as js/search/ is one unit: its modules may use each other, but two
// features never use each other both ways). What several features share belongs in js/shared/.
//
//   node scripts/check-imports.mjs [FOLDER]     (default: www)

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every .js and .mjs file under `folder`. */
function modulesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map((name) => join(folder, name))
    .filter((path) => /\.m?js$/.test(path) && statSync(path).isFile());
}

// `import x from '…'`, `import '…'`, `export … from '…'` (over several lines) and `import('…')`.
const STATIC = /^\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?(['"])([^'"]+)\1/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/** The files `path` imports, of those in `known` (the glue and packages outside the folder are left out). */
export function importsOf(path, source, known) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const targets = new Set();
  for (const pattern of [STATIC, DYNAMIC]) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[2];
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(path), specifier);
      if (known.has(target)) targets.add(target);
    }
  }
  return [...targets];
}

/** The groups of modules that import one another (Tarjan's strongly connected components of two or more, or one importing itself). */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** One circle through `group`: from its first module along imports inside the group back to it. */
export function circleThrough(group, graph) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (target === start) {
        const path = [node];
        while (previous.get(path[0]) !== undefined) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return group;
}

/** The import graph of the modules under `folder`: each file to the files it imports. */
export function importGraph(folder) {
  const files = modulesUnder(folder).map((path) => resolve(path));
  const known = new Set(files);
  return new Map(files.map((path) => [path, importsOf(path, readFileSync(path, 'utf8'), known)]));
}

/** The folders' graph of a modules' graph: each folder to the other folders its modules import. */
export function folderGraph(graph) {
  const folders = new Map();
  for (const [path, targets] of graph) {
    const from = dirname(path);
    if (!folders.has(from)) folders.set(from, []);
    for (const target of targets) {
      const to = dirname(target);
      if (to !== from && !folders.get(from).includes(to)) folders.get(from).push(to);
    }
  }
  return folders;
}

/** The circles of the modules under `folder`, in words: one line for each group of modules, then of folders. */
export function circleReport(folder) {
  const graph = importGraph(folder);
  const shown = (path) => relative(folder, path).split(sep).join('/') || '.';
  const lines = [];
  for (const [kind, g] of [['modules', graph], ['folders', folderGraph(graph)]]) {
    for (const group of circles(g)) {
      lines.push(`${kind} importing one another: ${circleThrough(group, g).map(shown).join(' → ')}` +
        (group.length > 2 ? ` (${group.length} in all: ${group.map(shown).join(', ')})` : ''));
    }
  }
  return { modules: graph.size, lines };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] ?? 'www';
  const { modules, lines } = circleReport(resolve(folder));
  for (const line of lines) console.error(line);
  if (lines.length > 0) process.exit(1);
  console.log(`no import circles among the ${modules} modules under ${folder}/, nor among their folders`);
}
