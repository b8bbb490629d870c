import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { CheckboxGroupField } from '../../components/checkbox-group-field.tsx'
import { FormField } from '../../components/form-field.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { allergenLabels, dietLabels, diets, type Allergen } from '../../shared/food/allergens.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import { hasFilters, type ReadFilters } from './shop-filters.ts'

/**
 * The shop's filters as a GET form: submitting puts them in the URL, so the filtered shop can be shared and the
 * back button undoes a filter. The menu is always in view ("All menus" by default; the chosen one goes into the
 * path); the other filters fold away, open while in use or when one needs correcting.
 */
export function ShopFilterForm({
  clearTo,
  menus,
  menuId,
  read,
  offeredAllergens,
}: {
  /** The shop page without the other filters (the menu being looked at, or all menus). */
  clearTo: string
  menus: ReadonlyArray<{ id: string; title: string }>
  /** The chosen menu; undefined for all menus. */
  menuId: string | undefined
  read: ReadFilters & { fieldErrors: FieldErrors }
  offeredAllergens: readonly Allergen[]
}) {
  const { filters, typed, fieldErrors } = read
  const inUse = hasFilters(filters) || Object.keys(fieldErrors).length > 0
  return (
    // Sent to the all-menus address: the loader moves a chosen menu into the path (tidyShopAddress).
    <Form method="get" action="/package-shop" aria-label="Shop filters" noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Box sx={{ flex: 1, maxWidth: 420 }}>
          <FormField
            label="Menu"
            name="menu"
            defaultValue={menuId ?? ''}
            options={[
              { value: '', label: 'All menus' },
              ...menus.map((menu) => ({ value: menu.id, label: menu.title })),
            ]}
          />
        </Box>
        <Button type="submit" variant="outlined" sx={{ mt: 0.5 }}>
          Show menu
        </Button>
      </Stack>
      <Accordion defaultExpanded={inUse} disableGutters variant="outlined">
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="shop-filters"
          id="shop-filters-heading"
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Filter by diet, allergens, price or date
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="shop-filters">
          <CheckboxGroupField
            name="diet"
            legend="Suits"
            options={diets.map((diet) => ({ value: diet, label: dietLabels[diet] }))}
            defaultValues={filters.diets}
            columns={3}
          />
          <CheckboxGroupField
            name="free"
            legend="Free from"
            options={offeredAllergens.map((allergen) => ({
              value: allergen,
              label: allergenLabels[allergen],
            }))}
            defaultValues={filters.free}
            columns={3}
          />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 2fr' } }}>
            <FormField
              label="Lowest price ($)"
              name="min"
              defaultValue={typed.min}
              error={fieldErrors['min']}
            />
            <FormField
              label="Highest price ($)"
              name="max"
              defaultValue={typed.max}
              error={fieldErrors['max']}
            />
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <FormField
                label="Available on"
                name="date"
                type="date"
                defaultValue={typed.date}
                error={fieldErrors['date']}
                helperText="Ready for this date, by our calendar."
              />
            </Box>
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
            <Button type="submit" variant="contained">
              Show packages
            </Button>
            {inUse && <PageLink to={clearTo}>Clear filters</PageLink>}
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Form>
  )
}
