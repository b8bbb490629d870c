// One place for the local stack's ports; scripts/ and tests/ import this too.
export const emulatorPorts = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  smtp: 1025,
  mailWeb: 1080,
  stripe: 12111,
  /** The local schedules runner's door for firing one scheduled function as of a given time (POST /run). */
  schedules: 12112,
  /** Vite's hot-reloading dev server (`npm start`). */
  web: 5173,
  /** The Hosting emulator: the production build, with the public pages rendered on the server. */
  hosting: 5050,
  /** The one function worker's inspector, when the tests run every function in one worker (scripts/lib/stack.ts). */
  functionsInspector: 9230,
} as const

export const demoProjectId = 'demo-saffron-table'
