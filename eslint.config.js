// ESLint 9 flat config (docs/decisions/0020). Syntax-only presets: the type-checked ones of
// typescript-eslint need a full type program per run and are too slow on 2 cores; `tsc --noEmit`
// runs right after lint in `npm test` and covers types.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./scripts/lint/layer-boundaries.js";

const a11yRecommended = jsxA11y.flatConfigs.recommended;

export default tseslint.config(
  {
    ignores: ["build/", "app/generated/", "node_modules/", "prisma/postgres/", "data/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused names are mistakes, except the `_name` convention for one ignored on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The app runs in browsers; tests and benchmarks pass callbacks to page.evaluate/waitForFunction.
    files: ["app/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}", "scripts/bench/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/unit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // A missing dependency is a stale-closure bug; an omission on purpose must say why inline.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...a11yRecommended,
    rules: {
      ...a11yRecommended.rules,
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          ...a11yRecommended.rules["jsx-a11y/no-noninteractive-element-interactions"][1],
          // <details> is a native disclosure widget: Escape closing it is a keyboard aid, as on <dialog>.
          details: ["onKeyDown"],
        },
      ],
    },
  },
  {
    // The layers and areas of docs/architecture.md: imports point down (decision 0074).
    files: ["app/**/*.{ts,tsx,mjs}"],
    plugins: { layers },
    rules: { "layers/boundaries": "error" },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they need nothing from it.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // safeRedirectPath rejects control characters on purpose (they can turn a path into another host).
    files: ["app/domain/platform/navigation.ts"],
    rules: { "no-control-regex": "off" },
  },
);
