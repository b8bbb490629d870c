// React DOM's client, started as its own chunk loads. Its module code (some 200 kB) otherwise runs inside the task
// that starts the app, together with the theme, and makes that one task long (vite.config.ts, the react group).
export { createRoot, hydrateRoot } from 'react-dom/client'
