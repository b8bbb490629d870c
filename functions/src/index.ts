// Entry point bundled to functions/lib/index.js; every export is a deployed function.
import './global-options.ts'

export { deliverMailOnCreate, retryMailDelivery } from './mail/functions.ts'
