import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useEffect, useState, type FormEvent } from 'react'
import { AllergenWarning } from '../../components/catalog/allergen-warning.tsx'
import { DietaryFields } from '../../components/dietary-fields.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { isAllergen, type Allergen } from '../../shared/food/allergens.ts'
import { packageConflicts } from '../../shared/food/dietary.ts'
import { orderDietaryFields as dietaryFields, type DietaryProfile } from '../../lib/forms/dietary-form.ts'

/**
 * The customer's allergies and diets for this order (their profile's, when signed in), and a warning that names
 * every package in the cart containing an allergen they tick. Ordering such a package needs the confirmation box,
 * which the server checks again against the stored packages. `onWaiting` hears whether placing the order waits for
 * that box (a warning shown, the box unticked), so To Payment can say so before it is pressed.
 */
export function DietarySection({
  offered,
  initial,
  packages,
  form,
  signedIn,
  onWaiting,
}: {
  /** The allergens the business labels by, plus any the customer has already. */
  offered: readonly Allergen[]
  initial: DietaryProfile
  /** The cart's packages with their allergens. */
  packages: ReadonlyArray<{ title: string; allergens: readonly Allergen[] }>
  form: FormResult
  signedIn: boolean
  onWaiting: (waiting: boolean) => void
}) {
  const [avoids, setAvoids] = useState<readonly Allergen[]>(initial.allergies)
  const [acknowledged, setAcknowledged] = useState(false)
  const conflicts = packageConflicts(packages, avoids)
  const waiting = conflicts.length > 0 && !acknowledged
  useEffect(() => onWaiting(waiting), [waiting, onWaiting])
  const acknowledgementError = form.errorOf(dietaryFields.acknowledged)
  // The boxes stay uncontrolled (kept as ticked when the order is refused); the warning follows them.
  const followAllergies = (event: FormEvent<HTMLDivElement>) => {
    const ticked = event.currentTarget.querySelectorAll<HTMLInputElement>(
      `input[name="${dietaryFields.allergies}"]:checked`,
    )
    setAvoids(Array.from(ticked, (box) => box.value).filter(isAllergen))
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="dietary-heading">
      <Typography id="dietary-heading" variant="h6" component="h2" gutterBottom>
        Allergies and diets
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {signedIn
          ? 'From your profile. Changes here apply to this order and go to the kitchen with it.'
          : 'Tell the kitchen what you cannot eat. It goes with your order.'}
      </Typography>
      <Box onChange={followAllergies}>
        <DietaryFields names={dietaryFields} offered={offered} initial={initial} />
      </Box>
      <AllergenWarning
        conflicts={conflicts}
        advice="Remove the package from your cart, or confirm you still want it."
        sx={{ mt: 1 }}
      >
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                name={dietaryFields.acknowledged}
                value="true"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
                slotProps={{ input: { 'aria-invalid': acknowledgementError ? true : undefined } }}
              />
            }
            label="I have read this warning and want to order these packages."
          />
          {acknowledgementError && <FormHelperText error>{acknowledgementError}</FormHelperText>}
        </Box>
      </AllergenWarning>
    </Paper>
  )
}
