import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId, useRef } from 'react'
import { CheckboxGroupField } from '../../components/checkbox-group-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { unlabelledAllergens, type NamedAllergen } from '../../shared/food/allergen-words.ts'
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
import { packageLabelInputs } from './catalog-forms.ts'
import { useFormSnapshot } from './use-form-snapshot.ts'

/**
 * What a package contains and which diets it suits, ticked from the fixed lists. The allergens offered follow the
 * business's list (US, or US and EU); an allergen already on the package stays offered so it is never dropped
 * unseen. Beside the allergens, a warning names any allergen the package's words mention but the labels leave out,
 * as the admin types (saving still works: a word list cannot know the recipe).
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
  const sectionRef = useRef<HTMLElement>(null)
  const typed = useFormSnapshot(sectionRef, packageLabelInputs)
  const stored = new Set<Allergen>(record?.allergens ?? [])
  const offered = allergens.filter(
    (allergen) => allergensFor(settings.allergenRegime).includes(allergen) || stored.has(allergen),
  )
  const unlabelled = typed ? unlabelledAllergens(typed.text, typed.labelled, offered) : []
  return (
    <Box component="section" ref={sectionRef} aria-labelledby={headingId} sx={{ my: 2 }}>
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
      <UnlabelledAllergensWarning unlabelled={unlabelled} />
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

/** "The package's text names an allergen not ticked above: Tree nuts (“hazelnuts”). Tick it if …" */
export function unlabelledWarning(unlabelled: readonly NamedAllergen[]): string {
  const named = unlabelled
    .map(
      ({ allergen, words }) => `${allergenLabels[allergen]} (${words.map((word) => `“${word}”`).join(', ')})`,
    )
    .join('; ')
  const one = unlabelled.length === 1
  return (
    `The package's text names ${one ? 'an allergen' : 'allergens'} not ticked above: ${named}. ` +
    `Tick ${one ? 'it' : 'them'} if the package contains ${one ? 'it' : 'them'}; saving works either way.`
  )
}

/** A polite live region: the warning comes and goes as the admin types, without interrupting. */
function UnlabelledAllergensWarning({ unlabelled }: { unlabelled: readonly NamedAllergen[] }) {
  return (
    <Box role="status" data-testid="unlabelled-allergens">
      {unlabelled.length > 0 && (
        <Alert severity="warning" role="presentation" sx={{ mb: 1 }}>
          {unlabelledWarning(unlabelled)}
        </Alert>
      )}
    </Box>
  )
}
