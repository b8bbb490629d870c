import { setGlobalOptions } from 'firebase-functions/v2'

// Imported first by index.ts so it runs before any function is defined. maxInstances caps cost if a client or a
// bug floods a function; raise it per function when needed.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 })
