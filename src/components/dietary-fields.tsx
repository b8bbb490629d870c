import { CheckboxGroupField } from './checkbox-group-field.tsx'
import { allergenLabels, dietLabels, diets, type Allergen, type Diet } from '../shared/food/allergens.ts'
import { dietaryProfileFields, type DietaryProfileField } from '../shared/schemas/form.ts'

export interface DietaryFieldsProps {
  names: { allergies: string; diets: string }
  /** The allergens the business labels by, plus any the customer has already. */
  offered: readonly Allergen[]
  initial: { allergies: readonly Allergen[]; diets: readonly Diet[] }
}

const defaultLegends: Record<DietaryProfileField, string> = { allergies: 'I am allergic to', diets: 'I eat' }

/**
 * One of the two groups a customer ticks: what they are allergic to (`allergies`) or the diets they eat
 * (`diets`). A consultation question that fills the profile puts its own text as the legend.
 */
export function DietaryGroupField({
  field,
  legend = defaultLegends[field],
  names,
  offered,
  initial,
}: DietaryFieldsProps & { field: DietaryProfileField; legend?: string }) {
  const options =
    field === 'allergies'
      ? offered.map((allergen) => ({ value: allergen, label: allergenLabels[allergen] }))
      : diets.map((diet) => ({ value: diet, label: dietLabels[diet] }))
  return (
    <CheckboxGroupField
      name={names[field]}
      legend={legend}
      options={options}
      defaultValues={initial[field]}
      columns={3}
    />
  )
}

/**
 * The groups a customer ticks, on their profile, in account settings and at order review: what they are
 * allergic to, what they eat. `fields` leaves out a group asked elsewhere on the page (by a consultation question).
 */
export function DietaryFields({
  fields = dietaryProfileFields,
  ...props
}: DietaryFieldsProps & { fields?: readonly DietaryProfileField[] }) {
  return (
    <>
      {fields.map((field) => (
        <DietaryGroupField key={field} field={field} {...props} />
      ))}
    </>
  )
}
