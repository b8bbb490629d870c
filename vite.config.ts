/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

// Emulator-backed tests (`*.emu.test.ts`) need the local stack; `npm test` starts it first.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // Firestore pipelines' regex engine, unused here (docs/decisions/0004-bundle-budget.md).
    alias: { re2js: fileURLToPath(new URL('./src/lib/re2js-unsupported.ts', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: true, manifest: true, chunkSizeWarningLimit: 700 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.emu.test.{ts,tsx}', 'node_modules/**'],
          setupFiles: ['./src/test/setup-unit.ts'],
          // Route-table and form tests load many lazy modules; on a busy 2-core machine that can take seconds.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          globals: true,
          include: ['**/*.emu.test.{ts,tsx}'],
          exclude: ['node_modules/**'],
          setupFiles: ['./tests/support/require-emulators.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
