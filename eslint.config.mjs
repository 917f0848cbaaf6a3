// ESLint: JavaScript's and typescript-eslint's recommended rules, and React's rules of hooks.
// Formatting is Prettier's (.prettierrc.json); scripts/lint.mjs runs both.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated output, never ours to lint (Playwright writes test-results/ while a run is going).
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/.runs/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: {globals: globals.browser},
  },
  {
    // Layers in one direction: the site never depends on the tooling that checks, builds or measures
    // it, nor on what only Node runs. A figure the site quotes is written into src/ (src/data/) by the
    // tool that measures it.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@site/|(\\.\\./)+)(bench|tests|scripts)(/|$)',
              message: 'src/ imports nothing from bench/, tests/ or scripts/.',
            },
            {
              // The browser bundles build from src/: code that needs Node lives in plugins/ or scripts/.
              regex: '^(node:|fs$|path$|child_process$|gray-matter$|@docusaurus/utils$)',
              message:
                'src/ is bundled for the browser: Node-only code (node:*, gray-matter, @docusaurus/utils) lives in plugins/ or scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{mjs,cjs,ts}'],
    ignores: ['src/**'],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    rules: {
      // `_name` marks a parameter an interface requires and the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
);
