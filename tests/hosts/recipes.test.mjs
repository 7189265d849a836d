// docs/embedding-hosts.md against the tested sites: every site of tests/hosts/sites/ has a recipe (a `## ` section
// linking to its folder), every file of the site but its lockfile and package.json is shown there whole, in a
// fenced block titled with its path, exactly as it is, and the versions the recipe names are the site's own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, SITES } from './sites.mjs';

const DOC = join(REPO_ROOT, 'docs', 'embedding-hosts.md');

/** What a site holds that its recipe does not show: the dependencies, written as versions in the text instead. */
const NOT_SHOWN = new Set(['package.json', 'package-lock.json', 'requirements.txt']);

/** The recipes: each `## ` section's site folder, its titled code blocks (path → text) and its `name@version`s. */
export function readRecipes(markdown) {
  const recipes = [];
  for (const section of markdown.split(/^## /m).slice(1)) {
    const heading = section.split('\n', 1)[0];
    const site = section.match(/\(\.\.\/tests\/hosts\/sites\/([\w-]+)\/\)/)?.[1];
    const files = {};
    for (const block of section.matchAll(/^```\w*\s+title="([^"]+)"\n([\s\S]*?)^```$/gm)) {
      assert.ok(!(block[1] in files), `${heading}: ${block[1]} is shown twice`);
      files[block[1]] = block[2];
    }
    const versions = [...section.matchAll(/`((?:@[\w.-]+\/)?[\w.-]+)(@|==)(\d[\w.-]*)`/g)].map((m) => ({ name: m[1], version: m[3], pip: m[2] === '==' }));
    recipes.push({ heading, site, files, versions });
  }
  return recipes;
}

/** The versions a site pins: package.json's (npm) and requirements.txt's (pip), name → version. */
function sitePins(dir) {
  const manifest = join(dir, 'package.json');
  const requirements = join(dir, 'requirements.txt');
  const { dependencies = {}, devDependencies = {} } = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
  const pip = existsSync(requirements) ? readFileSync(requirements, 'utf8') : '';
  return {
    npm: { ...dependencies, ...devDependencies },
    pip: Object.fromEntries([...pip.matchAll(/^([\w.-]+)==([\w.-]+)/gm)].map((m) => [m[1], m[2]])),
  };
}

/** Every file of a folder, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

const recipes = readRecipes(readFileSync(DOC, 'utf8'));
const sites = readdirSync(SITES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();

test('every tested site has one recipe in docs/embedding-hosts.md, and every recipe names its site', () => {
  assert.deepEqual(recipes.filter((recipe) => !recipe.site).map((recipe) => recipe.heading), [], 'recipes that link to no site');
  assert.deepEqual(recipes.map((recipe) => recipe.site).sort(), sites);
});

for (const site of sites) {
  test(`the ${site} recipe is the tested site's files, whole and as they are`, () => {
    const recipe = recipes.find((recipe) => recipe.site === site);
    assert.ok(recipe, `no recipe for ${site}`);
    const dir = join(SITES, site);
    const shown = filesUnder(dir).filter((path) => !NOT_SHOWN.has(path));
    assert.deepEqual(Object.keys(recipe.files).sort(), shown, `the files the ${site} recipe shows`);
    for (const path of shown) assert.equal(recipe.files[path], readFileSync(join(dir, path), 'utf8'), `${site}: ${path} in the recipe differs from the site's`);
  });

  test(`the versions the ${site} recipe names are those the site pins`, () => {
    const recipe = recipes.find((recipe) => recipe.site === site);
    assert.ok(recipe?.versions.length > 0, `the ${site} recipe names no version`);
    const dir = join(SITES, site);
    const pins = sitePins(dir);
    for (const { name, version, pip } of recipe.versions) {
      const pinned = (pip ? pins.pip : pins.npm)[name];
      assert.equal(pinned, version, `the ${site} recipe names ${name} ${version}, the site pins ${pinned}`);
    }
  });
}

test('a recipe that differs from its site by one character is told', () => {
  const markdown = readFileSync(DOC, 'utf8');
  const changed = markdown.replace(/^(```\w*\s+title="[^"]+"\n)(.)/m, (_, fence, first) => `${fence}${first === ' ' ? '\t' : ' '}`);
  assert.notEqual(changed, markdown);
  const recipe = readRecipes(changed).find((r) => Object.keys(r.files).length > 0);
  const [path, text] = Object.entries(recipe.files)[0];
  assert.notEqual(text, readFileSync(join(SITES, recipe.site, path), 'utf8'));
});
