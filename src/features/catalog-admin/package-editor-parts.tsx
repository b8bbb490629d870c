import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState } from 'react'
import { useFetcher } from 'react-router'
import { CheckboxGroupField } from '../../components/checkbox-group-field.tsx'
import { DateListField } from '../../components/date-list-field.tsx'
import { FormField } from '../../components/form-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import type { ChefPackage, PackageDetail, WholeLimit } from '../../shared/schemas/chef-package.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import { fulfilmentMethodLabels, fulfilmentMethods } from '../../shared/schemas/fulfilment-schedule.ts'
import { AddedUsersPicker, type UserOption } from './added-users-picker.tsx'
import type { depositKinds } from './catalog-forms.ts'
import { centsAsDollars } from '../../shared/money.ts'
import { balanceDueBounds } from '../../shared/schemas/package-deposit.ts'
import { AttachedItemList, type SelectTabsData } from './select-tabs-route.tsx'

// Package detail list scroll height 500 px; tab panel 500 px expanded, 150 px collapsed.
export const detailListHeight = 500
export const panelHeights = { expanded: 500, collapsed: 150 } as const

let rowCounter = 0
const newRowKey = () => `row-${(rowCounter += 1)}`

/** Editable list of {title, description, price}; posts detailTitle / detailDescription / detailPrice per row. */
export function PackageDetailsList({
  initial,
  errors,
}: {
  initial: readonly PackageDetail[]
  errors: FieldErrors
}) {
  const [rows, setRows] = useState(() => initial.map((detail) => ({ ...detail, key: newRowKey() })))
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Package details
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setRows((current) => [...current, { key: newRowKey(), title: '', description: '', price: 0 }])
          }
        >
          Add detail
        </Button>
      </Box>
      <Box
        sx={{ maxHeight: detailListHeight, overflowY: 'auto', pr: 1 }}
        tabIndex={rows.length > 3 ? 0 : undefined}
        aria-label={rows.length > 3 ? 'Package details, scrollable' : undefined}
        role={rows.length > 3 ? 'region' : undefined}
      >
        {rows.length === 0 && <Typography color="text.secondary">No details yet.</Typography>}
        {rows.map((row, index) => (
          <Paper key={row.key} variant="outlined" sx={{ p: 1.5, my: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">
                Detail {index + 1}
              </Typography>
              <IconButton
                aria-label={`Remove detail ${index + 1}`}
                onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
              <FormField
                label={`Detail ${index + 1} title`}
                name="detailTitle"
                required
                defaultValue={row.title}
                error={errors[`packageDetails.${index}.title`]}
              />
              <FormField
                label={`Detail ${index + 1} price`}
                name="detailPrice"
                type="number"
                required
                defaultValue={String(row.price)}
                error={errors[`packageDetails.${index}.price`]}
              />
            </Box>
            <FormField
              label={`Detail ${index + 1} description`}
              name="detailDescription"
              multiline
              minRows={2}
              defaultValue={row.description}
              error={errors[`packageDetails.${index}.description`]}
            />
          </Paper>
        ))}
      </Box>
      {errors['packageDetails'] && (
        <Typography color="error" variant="body2" role="alert">
          {errors['packageDetails']}
        </Typography>
      )}
    </Box>
  )
}

/** Collapsible panel with the menus that include this package (loaded from the select-tabs route). */
export function AttachedMenusPanel({ packageId }: { packageId: string }) {
  const fetcher = useFetcher<SelectTabsData>()
  const [expanded, setExpanded] = useState(true)
  const headingId = useId()
  const panelId = useId()
  const path = `/select-tabs/${encodeURIComponent(packageId)}/menuApi/addedChefPackages/Menus`
  const { load } = fetcher
  useEffect(() => {
    void load(path)
  }, [load, path])
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, my: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2">
          Menus with this package
        </Typography>
        <Button
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={panelId}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {expanded ? 'Collapse' : 'Expand'}
        </Button>
      </Box>
      <Box
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{
          maxHeight: expanded ? panelHeights.expanded : panelHeights.collapsed,
          overflowY: 'auto',
          mt: 1,
        }}
      >
        {fetcher.data ? (
          <AttachedItemList
            items={fetcher.data.items}
            emptyText="No menu includes this package yet. Attach it from a menu's editor."
          />
        ) : (
          <Typography color="text.secondary">
            {fetcher.state === 'idle' ? 'Could not load the menus.' : 'Loading menus…'}
          </Typography>
        )}
      </Box>
    </Paper>
  )
}

/** Public/private switch (label names the action) and, when private, who may see the package. */
export function VisibilityControls({
  initialPublic,
  initialUsers,
  users,
  usersProblem,
}: {
  initialPublic: boolean
  initialUsers: readonly string[]
  users: readonly UserOption[]
  usersProblem?: string
}) {
  const [isPublic, setIsPublic] = useState(initialPublic)
  return (
    <Box sx={{ my: 2 }}>
      <input type="hidden" name="publicMenu" value={String(isPublic)} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Chip label={isPublic ? 'Public' : 'Private'} color={isPublic ? 'success' : 'default'} />
        <FormControlLabel
          control={<Switch checked={!isPublic} onChange={(event) => setIsPublic(!event.target.checked)} />}
          label={isPublic ? 'Make Private' : 'Make Public'}
        />
      </Box>
      {/* Kept while public too, so switching back and forth loses nobody. */}
      <AddedUsersPicker
        initialUsers={initialUsers}
        users={users}
        usersProblem={usersProblem}
        helperText="Only these users (and admins) can see a private package."
        hidden={isPublic}
      />
    </Box>
  )
}

const limitText = (value: number | undefined) => (value === undefined ? '' : String(value))

/** The whole-number limits, in the order the editor shows them. */
const wholeLimitFields: readonly { name: WholeLimit; label: string; helperText?: string }[] = [
  {
    name: 'maxPerDate',
    label: 'Most per fulfilment date',
    helperText: 'Across all orders for the same date.',
  },
  {
    name: 'leadTimeDays',
    label: 'Days of notice this package needs',
    helperText: "Used when longer than the business's notice.",
  },
  { name: 'minGuests', label: 'Fewest guests', helperText: 'Setting guests makes this an event package.' },
  { name: 'maxGuests', label: 'Most guests' },
]

/**
 * The package's fulfilment limits, all optional: how many per date, its own notice, guests for an event package
 * and the only dates a limited drop is sold for. placeOrder holds orders to them; empty means no limit.
 */
export function PackageLimitsFields({
  record,
  form,
}: {
  record: Pick<
    ChefPackage,
    'maxPerDate' | 'leadTimeDays' | 'minGuests' | 'maxGuests' | 'availableDates' | 'methods'
  > | null
  form: FormResult
}) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Fulfilment limits
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Leave a limit empty when the business schedule alone should decide.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {wholeLimitFields.map(({ name, label, helperText }) => (
          <FormField
            key={name}
            label={label}
            type="number"
            helperText={helperText}
            {...form.field(name, limitText(record?.[name]))}
          />
        ))}
      </Box>
      <DateListField
        label="Sold only on these dates"
        emptyText="No dates: sold on every bookable date."
        {...form.field('availableDates', (record?.availableDates ?? []).join('\n'))}
      />
      <CheckboxGroupField
        name="methods"
        legend="Can be had by"
        helperText="Tick none to offer every method of the business schedule."
        options={fulfilmentMethods.map((method) => ({
          value: method,
          label: fulfilmentMethodLabels[method],
        }))}
        defaultValues={record?.methods ?? []}
        error={form.errorOf('methods')}
        columns={3}
      />
    </Box>
  )
}

const depositKindOptions = [
  { value: 'none', label: 'No deposit: paid in full' },
  { value: 'percent', label: 'A percentage of the order' },
  { value: 'amount', label: 'A fixed amount' },
] satisfies ReadonlyArray<{ value: (typeof depositKinds)[number]; label: string }>

/** The package's deposit: how much is taken at checkout and when the balance is charged to the saved card. */
export function PackageDepositFields({
  record,
  form,
}: {
  record: Pick<ChefPackage, 'deposit'> | null
  form: FormResult
}) {
  const headingId = useId()
  const deposit = record?.deposit
  const rule = deposit?.rule
  const storedValue = !rule
    ? ''
    : rule.kind === 'percent'
      ? String(rule.percent)
      : centsAsDollars(rule.amountCents)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Deposit
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        With a deposit, checkout takes only the deposit and saves the card; the balance is charged to it on
        its due date. Orders booked closer to their date than that are paid in full.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <FormField
          label="Deposit"
          options={depositKindOptions}
          {...form.field('depositKind', rule?.kind ?? 'none')}
        />
        <FormField
          label="Percent or dollars"
          type="number"
          helperText="30 for 30 %, or the amount in dollars"
          {...form.field('depositValue', storedValue)}
        />
        <FormField
          label="Balance due, days before"
          type="number"
          helperText={`${balanceDueBounds.min} to ${balanceDueBounds.max} days`}
          {...form.field('balanceDueDaysBefore', deposit ? String(deposit.balanceDueDaysBefore) : '14')}
        />
      </Box>
    </Box>
  )
}
