import { defineBoolean } from 'firebase-functions/params'

/**
 * Whether the public callables that store data or send mail (placing an order, the password-reset mail, the
 * testimonial intake) refuse calls without a valid Firebase App Check token. A parameter read when the functions
 * start: set `ENFORCE_APP_CHECK=true` in functions/.env.<project-id> once the web app is built with an App Check
 * site key (README, "Using a real Firebase project"); it stays off for the emulators and the tests, which have no
 * attestation provider (docs/decisions/0060-app-check-can-be-switched-on.md).
 */
export const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse public callables without a valid App Check token (the web app must send one).',
})

/** Callable options of a public callable that a script could abuse to store data or send mail. */
export const abuseProtectedCall = { enforceAppCheck } as const
