/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Emulator-backed tests (`*.emu.test.ts`) need the local stack; `npm test` starts it first.
export default defineConfig({
  plugins: [react()],
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
