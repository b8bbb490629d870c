import {
  defaultFoodSettings,
  foodSettingsDocId,
  foodSettingsSchema,
  newFoodSettingsSchema,
  type FoodSettings,
} from '../../shared/schemas/food-settings.ts'
import { defineCollection } from './collection.ts'

/** siteSettings/food: the business's food-label settings (public read, admin write). */
export const foodSettings = defineCollection({
  name: 'siteSettings',
  schema: foodSettingsSchema,
  blank: () => newFoodSettingsSchema.parse({}),
})

/** The food-label settings, or the defaults while an admin has saved none. */
export async function readFoodSettings(): Promise<FoodSettings> {
  return (await foodSettings.get(foodSettingsDocId)) ?? defaultFoodSettings
}
