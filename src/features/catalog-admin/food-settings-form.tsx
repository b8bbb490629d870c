import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { z } from 'zod/mini'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { PublicPagesDelayNote } from '../../components/public-pages-delay-note.tsx'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { foodSettings } from '../../lib/data/site-settings.ts'
import {
  failed,
  failedParse,
  submittedValues,
  succeeded,
  type ActionResult,
} from '../../shared/action-result.ts'
import {
  allergenRegimes,
  foodSettingsDocId,
  mayContainNoticeMaxLength,
  type FoodSettings,
} from '../../shared/schemas/food-settings.ts'
import { saveFailedMessage } from './catalog-forms.ts'

// The business's food-label settings, edited where packages are managed: which allergen list packages are labelled
// by, and the "may contain" notice shown with every package's labels.

export const foodSettingsIntent = 'food-settings'

const foodSettingsForm = z.object({
  allergenRegime: z.enum(allergenRegimes, 'Please choose which allergens to label.'),
  mayContainNotice: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z
      .string()
      .check(
        z.minLength(1, 'Please write the notice shown with the allergens.'),
        z.maxLength(
          mayContainNoticeMaxLength,
          `Please keep the notice under ${mayContainNoticeMaxLength} characters.`,
        ),
      ),
  ),
})

export async function saveFoodSettings(formData: FormData): Promise<ActionResult<{ intent: string }>> {
  const submitted = submittedValues(formData)
  const parsed = z.safeParse(foodSettingsForm, {
    allergenRegime: formData.get('allergenRegime'),
    mayContainNotice: formData.get('mayContainNotice'),
  })
  if (!parsed.success) return failedParse(parsed.error, submitted)
  try {
    if (await foodSettings.get(foodSettingsDocId)) await foodSettings.update(foodSettingsDocId, parsed.data)
    else await foodSettings.createWithId(foodSettingsDocId, parsed.data)
  } catch (error) {
    console.error('food settings: save failed', {
      collection: 'siteSettings',
      code: (error as { code?: string } | null)?.code,
    })
    return failed({ formError: saveFailedMessage(error) }, submitted)
  }
  return succeeded({ intent: foodSettingsIntent }, 'The food labels are saved. Packages show them now.')
}

export function FoodSettingsForm({ settings, action }: { settings: FoodSettings; action: string }) {
  const { fetcher, form } = useFetcherForm<typeof saveFoodSettings>()
  const headingId = useId()
  const regime = form.valueOf('allergenRegime', settings.allergenRegime)
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Food labels
      </Typography>
      <PublicPagesDelayNote />
      <fetcher.Form method="post" action={action} noValidate aria-labelledby={headingId}>
        <input type="hidden" name="intent" value={foodSettingsIntent} />
        <FormControl sx={{ my: 1 }}>
          <FormLabel id={`${headingId}-regime`}>Allergens packages are labelled by</FormLabel>
          <RadioGroup name="allergenRegime" defaultValue={regime} aria-labelledby={`${headingId}-regime`}>
            <FormControlLabel value="us" control={<Radio />} label="The nine major US allergens" />
            <FormControlLabel
              value="usAndEu"
              control={<Radio />}
              label="The EU's fourteen as well (gluten, celery, mustard, sulphites, lupin, molluscs)"
            />
          </RadioGroup>
        </FormControl>
        <FormField
          label="“May contain” notice shown with the labels"
          multiline
          minRows={2}
          {...form.field('mayContainNotice', settings.mayContainNotice)}
        />
        <SubmitButton label="Save food labels" busyLabel="Saving…" form={form} />
        <FormFeedback form={form} />
      </fetcher.Form>
    </Paper>
  )
}
