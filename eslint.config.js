import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Workspace boundaries (docs/architecture.md): shared imports nothing of ours; events only shared; lambdas shared and
 * events; infra only what lambdas exports (the manifest, the token verifier, test clients); frontend features do not
 * import each other (the app composes them).
 */
const restrict = (files, patterns, paths = []) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } });
// Mantine's Modal leaves the page behind it in the accessibility tree; Dialog makes that page inert.
const dialogsOnly = [{ name: '@mantine/core', importNames: ['Modal'], message: 'Use Dialog from @/components/dialog: it makes the page behind it inert.' }];
const lambdaBoundaries = [{ regex: '^@plume/(infra|frontend)', message: 'lambdas/ may import shared and events only.' }, { regex: '^(\\.\\./)+(infra|frontend)/', message: 'lambdas/ may import shared and events only: test clients live in lambdas/src/test.' }];
const features = readdirSync(new URL('./frontend/src/features', import.meta.url));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  restrict(['shared/**/*.ts'], [{ regex: '^@plume/', message: 'shared/ is the domain language: it imports nothing of ours.' }, { regex: '^(\\.\\./)+(events|lambdas|infra|frontend)/', message: 'shared/ imports nothing of ours.' }]),
  restrict(['events/**/*.ts'], [{ regex: '^@plume/(lambdas|infra|frontend)', message: 'events/ may import shared only.' }, { regex: '^(\\.\\./)+(lambdas|infra|frontend)/', message: 'events/ may import shared only.' }]),
  restrict(['lambdas/**/*.ts'], lambdaBoundaries),
  // Layers inside lambdas/ (docs/architecture.md): one folder per domain (`src/<domain>/`: handlers/, data/, use cases);
  // clients reach AWS and Stripe; the table's own helpers (src/table/: keys, ownership, erasure, shards) use clients
  // only; a domain's data modules use clients, the table helpers and other domains' data modules; the runtime (handler
  // wrappers) uses data and clients only; a handler is an entry point nothing imports. Tests may use the test helpers.
  { ...restrict(['lambdas/src/clients/**/*.ts'], [...lambdaBoundaries, { regex: '^#(?!clients/)', message: 'Clients use nothing of lambdas/ but other clients.' }, { regex: '^\\.\\./', message: 'Clients use nothing of lambdas/ but other clients.' }]), ignores: ['**/*.test.ts'] },
  { ...restrict(['lambdas/src/table/**/*.ts'], [...lambdaBoundaries, { regex: '^#(?!clients/)', message: 'The table helpers use clients only.' }, { regex: '^\\.\\./', message: 'The table helpers use clients only.' }]), ignores: ['**/*.test.ts'] },
  { ...restrict(['lambdas/src/*/data/**/*.ts'], [...lambdaBoundaries, { regex: '^#(?!clients/|table/|[a-z-]+/data/)', message: 'Data modules use clients, the table helpers and data modules only: put what a use case decides in its domain folder.' }, { regex: '^\\.\\./(?!\\.\\./capacity-model\\.ts$)', message: 'Data modules use clients, the table helpers and data modules only.' }]), ignores: ['**/*.test.ts'] },
  { ...restrict(['lambdas/src/runtime/**/*.ts'], [...lambdaBoundaries, { regex: '^#(?!clients/|table/|[a-z-]+/data/)', message: 'The runtime uses data and clients only.' }, { regex: '^\\.\\./(?!routes\\.ts$)', message: 'The runtime uses data, clients and the route manifest only.' }]), ignores: ['**/*.test.ts'] },
  { ...restrict(['lambdas/src/**/*.ts'], [...lambdaBoundaries, { regex: '^(#[a-z-]+/|(\\.\\./)*(\\./)?)handlers/', message: 'A handler is an entry point: import the use case it calls, not the handler.' }]), ignores: ['**/*.test.ts', 'lambdas/src/clients/**', 'lambdas/src/table/**', 'lambdas/src/*/data/**', 'lambdas/src/runtime/**'] },
  restrict(['infra/**/*.ts'], [{ regex: '^@plume/lambdas/(?!routes$|runtime/auth$|clients/dynamo$|content$|flashcards/fit-parameters$|dictation/lexicon$|test/)', message: 'Use what @plume/lambdas exports (package.json "exports"), not its internals.' }, { regex: '^(\\.\\./)+lambdas/', message: 'Import @plume/lambdas by its exports.' }]),
  // bench/ is a workspace of its own: it uses the others by their package names and exports, never by a path into them.
  restrict(['bench/**/*.ts'], [{ regex: '^@plume/lambdas/(?!routes$|runtime/auth$|clients/dynamo$|content$|flashcards/fit-parameters$|dictation/lexicon$|test/)', message: 'Use what @plume/lambdas exports (package.json "exports"), not its internals.' }, { regex: '^\\.\\./', message: 'bench/ imports the other workspaces by their package names (@plume/…).' }]),
  { ...restrict(['frontend/src/**/*.{ts,tsx}'], [], dialogsOnly), ignores: ['frontend/src/components/dialog.tsx'] },
  ...features.map((feature) => restrict([`frontend/src/features/${feature}/**/*.{ts,tsx}`], [
    { regex: `^@/features/(?!${feature}(/|$))`, message: 'Features do not import each other: move what both need to src/components or src/lib, or compose them in src/app.' },
    { regex: `^(\\.\\./)+(${features.filter((other) => other !== feature).join('|')})/`, message: 'Features do not import each other.' },
  ], dialogsOnly)),
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
