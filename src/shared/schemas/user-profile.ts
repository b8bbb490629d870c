import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

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
export const userProfileSchema = z.looseObject({
  id: z.string(),
  ...stampShape,
  userId: z.string().default(''),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  notes: z.string().default(''),
  userStatus: userStatusSchema.default('onBoard'),
  // Legacy spelling written by the original app next to createdStamp.
  createStamp: z.number().optional(),
  isAdmin: z.boolean().default(false),
})
export type UserProfile = z.infer<typeof userProfileSchema>

export const newUserProfileSchema = userProfileSchema.omit(recordMetaMask)
export type NewUserProfile = z.input<typeof newUserProfileSchema>
