import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import {
  allergenLabels,
  allergens as allergenOrder,
  dietLabels,
  type Allergen,
  type Diet,
} from '../../shared/food/allergens.ts'

// A package's food labels as words, never colour alone: "Suits: Vegan" and "Contains: Milk, Wheat". An allergen the
// visitor said they avoid is marked with a warning icon and the words "you avoid".

function LabelRow({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="caption" component="span" color="text.secondary" aria-hidden>
        {name}:
      </Typography>
      <Box
        component="ul"
        aria-label={name === 'Contains' ? 'Contains these allergens' : 'Suits these diets'}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {children}
      </Box>
    </Box>
  )
}

export function FoodLabels({
  allergens,
  diets,
  avoids = [],
}: {
  allergens: readonly Allergen[]
  diets: readonly Diet[]
  /** Allergens the visitor avoids (their dietary profile). */
  avoids?: readonly Allergen[]
}) {
  if (allergens.length === 0 && diets.length === 0) return null
  const avoided = new Set(avoids)
  const contained = allergenOrder.filter((allergen) => allergens.includes(allergen))
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="food-labels">
      {diets.length > 0 && (
        <LabelRow name="Suits">
          {diets.map((diet) => (
            <li key={diet}>
              <Chip size="small" variant="outlined" color="success" label={dietLabels[diet]} />
            </li>
          ))}
        </LabelRow>
      )}
      {contained.length > 0 && (
        <LabelRow name="Contains">
          {contained.map((allergen) =>
            avoided.has(allergen) ? (
              <li key={allergen}>
                <Chip
                  size="small"
                  variant="outlined"
                  color="error"
                  icon={<WarningAmberIcon aria-hidden />}
                  label={`${allergenLabels[allergen]} (you avoid)`}
                />
              </li>
            ) : (
              <li key={allergen}>
                <Chip size="small" variant="outlined" label={allergenLabels[allergen]} />
              </li>
            ),
          )}
        </LabelRow>
      )}
    </Box>
  )
}
