import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { useId } from 'react'

export interface CheckboxOption {
  value: string
  label: string
}

/** One box per option, posted as repeated `name` values; the boxes whose value is in `defaultValues` start ticked. */
function CheckboxOptions({
  name,
  options,
  defaultValues,
}: {
  name: string
  options: readonly CheckboxOption[]
  defaultValues: readonly string[]
}) {
  const ticked = new Set(defaultValues)
  return options.map((option) => (
    <FormControlLabel
      key={option.value}
      control={<Checkbox name={name} value={option.value} defaultChecked={ticked.has(option.value)} />}
      label={option.label}
    />
  ))
}

/**
 * A named group of checkboxes posted as repeated `name` values (allergens, diets): a fieldset whose legend names
 * the group, so a screen reader says "Contains, group" before each box. Uncontrolled: what was ticked stays ticked
 * when a save is refused.
 */
export function CheckboxGroupField({
  name,
  legend,
  options,
  defaultValues,
  helperText,
  error,
  columns = 2,
}: {
  name: string
  legend: string
  options: readonly CheckboxOption[]
  defaultValues: readonly string[]
  helperText?: string
  error?: string
  columns?: number
}) {
  const helperId = useId()
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={helperText || error ? helperId : undefined}
      sx={{ my: 1, width: '100%' }}
    >
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
          columnGap: 1,
        }}
      >
        <CheckboxOptions name={name} options={options} defaultValues={defaultValues} />
      </FormGroup>
      {(error || helperText) && <FormHelperText id={helperId}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  )
}

/**
 * A named group of checkboxes in MUI's plain layout (one under the other, or side by side with `row`), with the
 * hint under its legend and the error below the boxes. Uncontrolled like CheckboxGroupField.
 */
export function CheckboxListField({
  name,
  legend,
  options,
  defaultValues,
  hint,
  error,
  row = false,
}: {
  name: string
  legend: string
  options: readonly CheckboxOption[]
  defaultValues: readonly string[]
  hint?: string
  error?: string
  row?: boolean
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{legend}</FormLabel>
      {hint && <FormHelperText>{hint}</FormHelperText>}
      <FormGroup row={row}>
        <CheckboxOptions name={name} options={options} defaultValues={defaultValues} />
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
