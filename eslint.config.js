import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import words from './scripts/eslint/words-in-catalogues.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'src/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, drizzle },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
      // a delete or update without a where clause touches every tenant's rows
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      // imports flow one way: shared <- server, shared <- web (types from the server's typed client excepted)
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'shared/ holds pure code used by both sides.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server never imports web code.',
            },
            {
              target: './src/web',
              from: './src/server',
              except: ['./app.ts'],
              message: 'The web app imports only the API types from src/server/app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "A part loaded later waits for its words: use lazyPart from 'lib/lazy-part' (docs/decisions/0071).",
            },
          ],
        },
      ],
    },
  },
  { files: ['src/web/lib/lazy-part.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // words a person reads come from the catalogues (docs/decisions/0071)
    files: ['src/web/**/*.tsx', 'src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { words },
    rules: { 'words/words-in-catalogues': 'error' },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.ts', '*.config.js'],
    rules: { 'no-console': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
