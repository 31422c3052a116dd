import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const web = './apps/web/src';
const server = './apps/server/src';

/**
 * Which way imports may point. The contract is shared by the server and the console, which never
 * import each other; in the console the framework knows no feature or screen, and in the server
 * the shared machinery knows no domain module.
 */
const boundaries = [
  { target: './packages/contract', from: './apps', message: 'The contract depends on nothing of the apps.' },
  { target: './apps/server', from: './apps/web', message: 'The server and the console share only the contract.' },
  { target: './apps/web', from: './apps/server', message: 'The server and the console share only the contract.' },
  { target: `${web}/framework`, from: [`${web}/features`, `${web}/shell`, `${web}/app`], message: 'The framework knows no feature, screen or app wiring.' },
  { target: `${web}/features`, from: [`${web}/shell`, `${web}/app`], message: 'Features build on the framework, not on the shell or the app wiring.' },
  { target: `${web}/shell`, from: [`${web}/features`, `${web}/app`], message: 'The shell builds on the framework; the app wiring brings features in.' },
  {
    target: [`${web}/ui`, `${web}/api`],
    from: [`${web}/framework`, `${web}/features`, `${web}/shell`, `${web}/app`],
    message: 'ui and api are the bottom layer.',
  },
  {
    target: [`${server}/plugins`, `${server}/resources`, `${server}/operations`, `${server}/auth`, `${server}/db`, `${server}/errors`, `${server}/mail`],
    from: `${server}/modules`,
    message: 'The shared machinery knows no domain module; modules plug into it.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/web/builds/**', 'apps/server/builds/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': {
        typescript: { project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'apps/web/scripts/tsconfig.json', 'e2e/tsconfig.json'] },
      },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
