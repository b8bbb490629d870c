import { z } from 'zod/mini'
import { defaultMayContainNotice } from '../food/allergens.ts'
import { recordSchemas } from './stamps.ts'

// The business's food-label settings (siteSettings/food): which allergen list it labels by and the "may contain"
// notice shown with every package's labels. Everyone reads them; admins write them (firestore.rules).

export const foodSettingsDocId = 'food'
export const allergenRegimes = ['us', 'usAndEu'] as const
export const mayContainNoticeMaxLength = 500

export const { stored: foodSettingsSchema, created: newFoodSettingsSchema } = recordSchemas({
  /** 'us': the nine major US allergens; 'usAndEu': the EU's fourteen as well. */
  allergenRegime: z._default(z.enum(allergenRegimes), 'us'),
  mayContainNotice: z._default(
    z.string().check(z.maxLength(mayContainNoticeMaxLength)),
    defaultMayContainNotice,
  ),
})
export type FoodSettings = z.infer<typeof foodSettingsSchema>

/** What applies before an admin has saved any: the US list and the default notice. */
export const defaultFoodSettings: FoodSettings = foodSettingsSchema.parse({ id: foodSettingsDocId })
