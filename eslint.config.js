/**
 * One lint for the whole repository (`npm run lint`, also a stage of `npm test`).
 *
 * It is there for what the type checker cannot see, and kept to that:
 * - the import direction. In web/src: app → features → components, lib →
 *   domain, never back up; a feature uses another feature only through that
 *   feature's index.ts. functions/ and web/ may import domain/; domain imports
 *   neither, and web/ and functions/ do not import each other.
 * - no import cycles;
 * - the rules of hooks, and effect dependencies that are complete;
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
          project: ['web/tsconfig.json', 'functions/tsconfig.json', 'domain/tsconfig.json', 'scripts/tsconfig.json', 'tests/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The type checker already reports unused code; these two would only repeat it.
      '@typescript-eslint/no-unused-vars': 'off',
      'no-unused-vars': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
