import { CheckboxGroupField } from './checkbox-group-field.tsx'
import { allergenLabels, dietLabels, diets, type Allergen, type Diet } from '../shared/food/allergens.ts'

/** The two groups a customer ticks, on their profile and at order review: what they are allergic to, what they eat. */
export function DietaryFields({
  names,
  offered,
  initial,
}: {
  names: { allergies: string; diets: string }
  /** The allergens the business labels by, plus any the customer has already. */
  offered: readonly Allergen[]
  initial: { allergies: readonly Allergen[]; diets: readonly Diet[] }
}) {
  return (
    <>
      <CheckboxGroupField
        name={names.allergies}
        legend="I am allergic to"
        options={offered.map((allergen) => ({ value: allergen, label: allergenLabels[allergen] }))}
        defaultValues={initial.allergies}
        columns={3}
      />
      <CheckboxGroupField
        name={names.diets}
        legend="I eat"
        options={diets.map((diet) => ({ value: diet, label: dietLabels[diet] }))}
        defaultValues={initial.diets}
        columns={3}
      />
    </>
  )
}
