import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { CheckboxGroupField } from '../../components/checkbox-group-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import {
  allergenLabels,
  allergens,
  allergensFor,
  dietLabels,
  diets,
  type Allergen,
} from '../../shared/food/allergens.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { FoodSettings } from '../../shared/schemas/food-settings.ts'

/**
 * What a package contains and which diets it suits, ticked from the fixed lists. The allergens offered follow the
 * business's list (US, or US and EU); an allergen already on the package stays offered so it is never dropped
 * unseen.
 */
export function FoodLabelFields({
  record,
  settings,
  form,
}: {
  record: Pick<ChefPackage, 'allergens' | 'diets'> | null
  settings: Pick<FoodSettings, 'allergenRegime' | 'mayContainNotice'>
  form: FormResult
}) {
  const headingId = useId()
  const stored = new Set<Allergen>(record?.allergens ?? [])
  const offered = allergens.filter(
    (allergen) => allergensFor(settings.allergenRegime).includes(allergen) || stored.has(allergen),
  )
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Food labels
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Shown on the package's card and page, with this notice: “{settings.mayContainNotice}”
      </Typography>
      <CheckboxGroupField
        name="allergens"
        legend="Contains these allergens"
        options={offered.map((allergen) => ({ value: allergen, label: allergenLabels[allergen] }))}
        defaultValues={record?.allergens ?? []}
        error={form.errorOf('allergens')}
        columns={3}
      />
      <CheckboxGroupField
        name="diets"
        legend="Suits these diets"
        options={diets.map((diet) => ({ value: diet, label: dietLabels[diet] }))}
        defaultValues={record?.diets ?? []}
        error={form.errorOf('diets')}
        columns={3}
      />
    </Box>
  )
}
