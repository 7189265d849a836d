// ESLint configuration (flat config) for the page's modules, the end-to-end tests and the scripts: `make lint`.
import js from "@eslint/js";
import globals from "globals";

export default [
  {
    // Built output and installed packages; the wasm-bindgen glue in dist/, the widget's bundle and the vendored
    // Fluent module (scripts/vendor.mjs) are generated code.
    ignores: ["dist/**", "node_modules/**", "target/**", "widget/src/nqueens_widget/static/**", "www/js/vendor/**"],
  },
  js.configs.recommended,
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: "module",
    },
    linterOptions: {
      reportUnusedDisableDirectives: "error",
    },
    rules: {
      // Unused code is either dead or a mistake; `_name` marks a parameter that must exist for its position.
      "no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", caughtErrors: "all" }],
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "error",
      "no-implicit-coercion": ["error", { allow: ["!!"] }],
      "no-throw-literal": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "no-unmodified-loop-condition": "error",
      "no-unreachable-loop": "error",
      "require-atomic-updates": "error",
    },
  },
  {
    // The page and the example tutorial: ES modules in the browser.
    files: ["www/js/**/*.js", "www/examples/**/*.js", "widget/js/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The catalogs: French sets a no-break space before its colons, inside the template literal it is written in.
    files: ["www/js/i18n/messages/*.js"],
    rules: { "no-irregular-whitespace": ["error", { skipTemplates: true }] },
  },
  {
    // Web Workers: each runs in a module worker, not a window.
    files: ["www/js/*/worker.js", "www/js/count/gpu-worker.js"],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    // The service worker: a classic script in a service worker's scope.
    files: ["www/js/offline/service-worker.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
  {
    // Node scripts and tests. The end-to-end tests also hold functions that run in the page
    // (page.evaluate, waitForFunction), hence the browser globals there.
    files: ["scripts/**/*.mjs", "tests/**/*.mjs", "*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["tests/e2e/**/*.mjs", "tests/hosts/*.mjs", "tests/notebook/*.mjs", "scripts/bench-page.mjs", "scripts/bench-count.mjs", "scripts/bench-many-boards.mjs", "scripts/bench-gpu.mjs", "scripts/page-picture.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
];
