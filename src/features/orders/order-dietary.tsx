import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { allergenLabels, dietLabels } from '../../shared/food/allergens.ts'
import type { OrderDietary } from '../../shared/food/dietary.ts'

/**
 * The customer's allergies and diets on the order page: for the kitchen, and for the customer to check. An allergy
 * that a package of the order contains is said plainly (the customer confirmed the warning when ordering).
 */
export function OrderDietarySection({ dietary }: { dietary: OrderDietary | undefined }) {
  if (!dietary || (dietary.allergies.length === 0 && dietary.diets.length === 0)) return null
  const labels = (keys: readonly string[], names: Record<string, string>) =>
    keys.map((key) => names[key]).join(', ')
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="dietary-heading">
      <Typography id="dietary-heading" variant="h6" component="h2" gutterBottom>
        Allergies and diets
      </Typography>
      {dietary.allergies.length > 0 && (
        <Typography data-testid="order-allergies">
          <strong>Allergies:</strong> {labels(dietary.allergies, allergenLabels)}
        </Typography>
      )}
      {dietary.diets.length > 0 && (
        <Typography data-testid="order-diets">
          <strong>Diets:</strong> {labels(dietary.diets, dietLabels)}
        </Typography>
      )}
      {dietary.conflicts.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          This order holds {labels(dietary.conflicts, allergenLabels)}, which the customer avoids. They
          confirmed the warning when ordering.
        </Alert>
      )}
    </Paper>
  )
}
