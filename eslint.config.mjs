// One linter for the whole tree. Module boundaries are enforced twice:
// between Nx projects by @nx/enforce-module-boundaries (tags in each package.json),
// and between backend modules by the local rule below (another module only through its index.ts).
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const backendModulesRoot = path.resolve('backend/src/modules');

const moduleIndexOnly = {
  meta: {
    type: 'problem',
    messages: {
      deepImport:
        "Module '{{from}}' reaches into '{{to}}' internals; import from 'modules/{{to}}' (its index.ts) instead.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(backendModulesRoot + path.sep)) return {};
    const fromModule = path.relative(backendModulesRoot, file).split(path.sep)[0];
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(backendModulesRoot + path.sep)) return;
      const [toModule, ...rest] = path.relative(backendModulesRoot, target).split(path.sep);
      if (toModule === fromModule) return;
      if (rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return;
      context.report({ node, messageId: 'deepImport', data: { from: fromModule, to: toModule } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      'libs/ebay-openapi/src/generated/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, pennant: { rules: { 'module-index-only': moduleIndexOnly } } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
            },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
      'pennant/module-index-only': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['frontends/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/api-client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@nx/enforce-module-boundaries': 'off',
    },
  },
  prettier,
);
