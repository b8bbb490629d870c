import { z } from 'zod'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const introOfferTag = 'introOffer'
export const defaultPackagePrice = 100

export const packageDetailSchema = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  price: z.number().default(0),
})
export type PackageDetail = z.infer<typeof packageDetailSchema>

export const chefPackageSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z.string().default('Package'),
  description: z.string().default(''),
  price: z.number().default(defaultPackagePrice),
  tags: tagsSchema,
  // Empty means "show the placeholder logo"; the UI owns that asset.
  image: z.string().default(''),
  packageDetails: z.array(packageDetailSchema).default([]),
  // Missing read as private, as the original app treated it (falsy).
  publicMenu: z.boolean().default(false),
  // User profile ids allowed to see a private package.
  addedUsers: z.array(z.string()).default([]),
})
export type ChefPackage = z.infer<typeof chefPackageSchema>

export const newChefPackageSchema = chefPackageSchema.omit(recordMetaMask)
export type NewChefPackage = z.input<typeof newChefPackageSchema>

export function isIntroOffer(chefPackage: Pick<ChefPackage, 'tags'>): boolean {
  return chefPackage.tags.includes(introOfferTag)
}
