import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tools/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The core must stay usable from the CLI: only the action's edges may touch @actions/core.
      'no-restricted-imports': 'off'
    }
  },
  {
    files: [
      'src/oci/**',
      'src/layers/**',
      'src/install.ts',
      'src/log.ts',
      'src/environment.ts',
      'src/smoke.ts',
      'src/prune-lists.ts',
      'src/cli.ts'
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['@actions/core', '@actions/cache'], patterns: ['@actions/core/*'] }
      ]
    }
  }
)
