/**
 * One lint for the whole repository (`npm run lint`, also a stage of `npm test`).
 *
 * It is there for what the type checker cannot see, and kept to that:
 * - the import direction. In web/src: app → features → components, lib →
 *   domain, never back up; a feature uses another feature only through that
 *   feature's index.ts. functions/ and web/ may import domain/; domain imports
 *   neither, and web/ and functions/ do not import each other. In
 *   functions/src: the layers of functionLayers, top to bottom.
 * - in functions/src: only stores (*Store.ts) and firestore/ write to
 *   Firestore (eslint/firestoreWrites.js), and only routes throw HTTP errors;
 * - no import cycles;
 * - the rules of hooks, and effect dependencies that are complete;
 * - toasts only through web/src/lib/toast.ts (it loads the Toaster with the first one);
 * - typescript-eslint's recommended rules (no style rules: formatting is not
 *   checked here).
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { firestoreWritesInStores } from './eslint/firestoreWrites.js';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's public face is its index.ts. early.ts, where a feature has one, is
 * what app/earlyStart.ts starts before the app's code has loaded: it is apart so
 * that the small entry does not pull in the feature's UI.
 */
const publicFaces = (feature) => [`./${feature}/index.ts`, `./${feature}/early.ts`];

/** Each feature may import its own files and other features' public faces, nothing else of theirs. */
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap(publicFaces)],
  message: 'Import another feature through its index.ts.',
}));

/**
 * The layers of functions/src, top first. A folder may import its own files
 * and the folders of the layers below its own, never one beside it or above
 * it, so no two folders can ever import each other (not even round a loop).
 * Below every resource: rateLimits/ (the guard routes call before they
 * write), http/ (requests, answers, errors, guards), firestore/
 * (the Admin SDK's handles and Firestore helpers) and config.ts (every
 * setting). index.ts and app.ts, which assemble the functions and the API,
 * sit above them all. A new folder goes into one of these layers.
 */
const functionLayers = [
  ['reports'],
  ['account', 'walkIns'],
  ['stations'],
  ['registrations'],
  ['camps'],
  ['payments'],
  ['waitlist'],
  ['referrals'],
  ['checkin', 'privacy'],
  ['staff'],
  ['sms'],
  ['feedback', 'images', 'mail', 'messages', 'migrations', 'users'],
  ['seats', 'search'],
  ['rateLimits'],
  ['http'],
  ['firestore'],
  ['config.ts'],
];
const functionsPath = (entry) => `./functions/src/${entry}`;

/** Each folder of functions/src may import only the layers below its own. */
const functionZones = functionLayers.flatMap((layer, index) => {
  const above = functionLayers.slice(0, index).flat();
  return layer.map((entry) => ({
    target: functionsPath(entry),
    from: [...above, ...layer.filter((other) => other !== entry), 'index.ts', 'app.ts'].map(functionsPath),
    message: `functions/src/${entry} may import only the layers below it (eslint.config.js, functionLayers): ${functionLayers
      .slice(index + 1)
      .map((l) => l.join(', '))
      .join(' → ')}. Move what both sides need down, or pass it in.`,
  }));
});

/** A folder that is in no layer yet may import only the shared ones, until it is given its place. */
const listedFunctionEntries = new Set(functionLayers.flat());
const unlistedFunctionZones = readdirSync(new URL('./functions/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !listedFunctionEntries.has(entry.name))
  .map((entry) => ({
    target: functionsPath(entry.name),
    from: functionLayers.slice(0, -3).flat().map(functionsPath),
    message: `functions/src/${entry.name} is in no layer: add it to functionLayers in eslint.config.js.`,
  }));

const layerZones = [
  {
    target: './web/src/app',
    from: './web/src/features',
    except: features.flatMap(publicFaces),
    message: 'app/ uses a feature through its index.ts (lazy pages too: the index declares them).',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'features/ may not import app/: app assembles the features, not the other way round.',
  },
  {
    target: './web/src/components',
    from: ['./web/src/app', './web/src/features'],
    message: 'Shared components/ may not import app/ or a feature: move what they need down to lib/ or domain/.',
  },
  {
    target: './web/src/lib',
    from: ['./web/src/app', './web/src/features', './web/src/components'],
    message: 'lib/ is the bottom of the web app: it may import domain/ and packages only.',
  },
  {
    target: './domain',
    from: ['./web', './functions', './scripts', './tests'],
    message: 'domain/ is pure rules shared by the web app and the functions: it imports neither.',
  },
  { target: './web', from: './functions', message: 'The web app talks to the functions over HTTP, never by import.' },
  { target: './functions', from: './web', message: 'The functions may not import the web app.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      '.emulator-data/**',
      'test-results/**',
      'web/public/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Lets the import rules parse the TypeScript files they follow (no-cycle reads every file on a path).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['web/tsconfig.json', 'web/sw/tsconfig.json', 'functions/tsconfig.json', 'domain/tsconfig.json', 'scripts/tsconfig.json', 'tests/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...functionZones, ...unlistedFunctionZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The type checker already reports unused code; these two would only repeat it.
      '@typescript-eslint/no-unused-vars': 'off',
      'no-unused-vars': 'off',
    },
  },
  {
    // Only stores write Firestore (eslint/firestoreWrites.js reads the types to know what a value is).
    files: ['functions/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { campcare: { rules: { 'firestore-writes-in-stores': firestoreWritesInStores } } },
    rules: {
      'campcare/firestore-writes-in-stores': 'error',
      // HTTP answers are the routes' business: below them, code returns outcomes that the routes map.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/errors.ts', '**/http/errors'],
              message:
                'Only routes (routes.ts, *Routes.ts, *Route.ts), the guards they call (*Access.ts) and the modules that map outcomes to answers (*Answers.ts) throw HTTP errors: return an outcome and let the route answer it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Stores, the Firestore helpers, and the migrations (each one rewrites old documents in place).
    files: ['functions/src/**/*Store.ts', 'functions/src/firestore/**/*.ts', 'functions/src/migrations/**/*.ts'],
    rules: { 'campcare/firestore-writes-in-stores': 'off' },
  },
  {
    files: [
      'functions/src/**/routes.ts',
      'functions/src/**/*Routes.ts',
      'functions/src/**/*Route.ts',
      'functions/src/**/*Answers.ts',
      'functions/src/**/*Access.ts',
      'functions/src/http/**/*.ts',
      'functions/src/app.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Toasts go through lib/toast.ts, which loads react-hot-toast and its Toaster with the first one.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-hot-toast', message: 'Use lib/toast.ts: it loads the Toaster with the first toast.', allowTypeImports: true }] }],
    },
  },
  {
    files: ['web/src/lib/toast.ts', 'web/src/app/Toaster.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
