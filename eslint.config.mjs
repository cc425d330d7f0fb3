// Lint rules: typescript-eslint's type-aware recommended set everywhere, Prettier owning layout
// (eslint-config-prettier turns off the rules that would fight it). `npm run lint` runs it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'client/dist/', '.temporal/', 'bench/results/', 'coverage/', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `_`-prefixed names are deliberately unused (a handler's unused context, a rest sibling).
      // Implementations of async interfaces (sandbox providers, stubbed activities, handlers)
      // are async without awaiting; no-floating-promises and no-misused-promises catch the
      // promise mistakes that matter.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests and the tools around the service (bench, chaos, fuzz, the fake provider) read JSON
    // bodies from HTTP, which are untyped by nature; asserting a type on each read would only
    // restate what the assertion after it checks. Product code keeps the unsafe-any rules.
    files: ['test/**', 'bench/**', 'chaos/**', 'fuzz/**', 'fake-paystack/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // Tools load another tree's package or a plain script by a path known only at run time.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // `npm run test:unit` has no global setup: a unit test must not reach for the stack's
    // database or dev server (the import side is dependency-cruiser's unit-tests-free-of-the-stack).
    files: ['**/*.unit.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name='env'][property.name=/^TEST_(DATABASE_URL|TEMPORAL_ADDRESS)$/]",
          message: 'A unit test runs without the integration stack (no TEST_DATABASE_URL or TEST_TEMPORAL_ADDRESS).',
        },
      ],
    },
  },
  prettier,
);
