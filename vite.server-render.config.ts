import { defineConfig } from 'vite'
import browser from './vite.config.ts'

// The server-rendering bundle (src/server-render/render-page.tsx) for the Cloud Function that renders the public
// pages: the browser build's plugins, so both render the same code, with every dependency bundled in
// (the function's package.json does not list the web app's libraries). Built by scripts/build-web.ts.
export default defineConfig({
  plugins: browser.plugins,
  publicDir: false,
  // Rendered as the browser build runs: production React, and Emotion class names without the development labels
  // (css-abc123-MuiButton-root), so the page hydrates onto the very class names and styles the browser computes
  // and does not insert every rule a second time. Fixed here rather than left to the function's environment.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/server-render/render-page.tsx',
    outDir: 'functions/lib/server-render',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'render-page.js' } },
  },
  ssr: { noExternal: true, target: 'node' },
})
