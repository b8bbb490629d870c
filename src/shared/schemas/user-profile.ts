import { z } from 'zod/mini'
import { allergens, diets } from '../food/allergens.ts'
import { looseRecordSchemas, text } from './stamps.ts'

export const userStatuses = ['onBoard', 'consultWaitRoom', 'readyToOrder', 'inactive'] as const
export const userStatusSchema = z.enum(userStatuses)
export type UserStatus = z.infer<typeof userStatusSchema>
export const userStatusTitles: Record<UserStatus, string> = {
  onBoard: 'onBoarding',
  consultWaitRoom: 'Waiting For Consultation',
  readyToOrder: 'Ready To Order',
  inactive: 'Inactive',
}

// Loose: the consultation sign-up answers are stored as extra top-level keys named by question key.
export const { stored: userProfileSchema, created: newUserProfileSchema } = looseRecordSchemas({
  userId: text(),
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  notes: text(),
  userStatus: z._default(userStatusSchema, 'onBoard'),
  // Legacy spelling written by the original app next to createdStamp.
  createStamp: z.optional(z.number()),
  isAdmin: z._default(z.boolean(), false),
  // The customer's dietary profile: prefills the order review, whose choice goes to the kitchen with the order.
  allergies: z._default(z.array(z.enum(allergens)), []),
  diets: z._default(z.array(z.enum(diets)), []),
  // Mail preference: new orders are placed without the reminder the day before (copied onto each order).
  remindersOff: z.optional(z.boolean()),
  // Lower-cased copies for the admin's prefix search (Firestore has no full-text search); written by
  // withProfileSearchKeys on every profile write, never typed by a person.
  emailLower: z.optional(z.string()),
  firstNameLower: z.optional(z.string()),
  lastNameLower: z.optional(z.string()),
})
export type UserProfile = z.infer<typeof userProfileSchema>
export type NewUserProfile = z.input<typeof newUserProfileSchema>

/** The profile fields the admin can search by prefix, and the stored lower-case key each one is searched on. */
export const profileSearchFields = {
  email: 'emailLower',
  firstName: 'firstNameLower',
  lastName: 'lastNameLower',
} as const
export type ProfileSearchField = keyof typeof profileSearchFields

/** Search key of a typed value: trimmed and lower-cased, so "  Casey" and "casey" find the same profile. */
export function profileSearchKey(value: string): string {
  return value.trim().toLowerCase()
}

/**
 * Adds emailLower / firstNameLower / lastNameLower for each of email / firstName / lastName present in `data`.
 * Every profile write (app data layer, functions, seed) goes through this so search finds every profile.
 */
export function withProfileSearchKeys<T extends object>(data: T): T {
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) }
  for (const [field, key] of Object.entries(profileSearchFields)) {
    const value = out[field]
    if (typeof value === 'string') out[key] = profileSearchKey(value)
  }
  return out as T
}
