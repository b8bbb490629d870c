// An order nobody pays for is cancelled by the system this long after it was placed (the unpaid-order sweep).
export const unpaidOrderLifetimeMs = 48 * 60 * 60 * 1000

/** The admin home warns of unpaid orders this close to being cancelled. */
export const unpaidOrderWarningMs = 12 * 60 * 60 * 1000
