import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tools/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    // The runner boundary is a folder: only src/action/ talks to the runner (@actions/core,
    // @actions/cache, @actions/tool-cache), so the CLI and the action share every other line.
    // @actions/http-client is a plain HTTP client (it honours the proxy variables) and may be used
    // by the registry client.
    files: ['src/**/*.ts'],
    ignores: ['src/action/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*', '!@actions/http-client', '!@actions/http-client/*'],
              message: 'Only src/action/ may talk to the runner; take a Logger (src/log.ts) instead.'
            }
          ]
        }
      ]
    }
  }
)
