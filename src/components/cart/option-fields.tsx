import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { formatPrice } from '../../shared/money.ts'
import type { OptionChoice, OptionGroup, OptionRequest } from '../../shared/schemas/package-options.ts'
import { FormField } from '../form-field.tsx'

// A package's option groups as fields, used where a customer chooses them: the package page before adding it to the
// cart, and each line of the order review. Choose one is radio buttons, choose any is checkboxes, free text is a
// text field with its limit; every price is shown (per guest on a per-guest package). The value is the requests the
// cart keeps and the server prices; each group's message shows by its field.

export interface OptionFieldsProps {
  groups: readonly OptionGroup[]
  value: readonly OptionRequest[]
  onChange: (next: OptionRequest[]) => void
  /** The message for one group, by its field. */
  errorOf: (groupId: string) => string | undefined
  /** The fields' names are `<name>.<group id>`, the field a refusal names. */
  name: string
  perGuest: boolean
}

function priceNote(price: number, perGuest: boolean): string {
  if (price === 0) return ''
  const amount = price > 0 ? `+${formatPrice(price)}` : `−${formatPrice(-price)}`
  return ` (${amount}${perGuest ? ' per guest' : ''})`
}

const choiceLabel = (choice: OptionChoice, perGuest: boolean) =>
  `${choice.label}${priceNote(choice.price, perGuest)}`

/** The requests with one group's replaced (a group left empty is left out). */
export function withGroup(value: readonly OptionRequest[], next: OptionRequest): OptionRequest[] {
  const others = value.filter((request) => request.groupId !== next.groupId)
  const empty = (next.choiceIds ?? []).length === 0 && (next.text ?? '') === ''
  return empty ? others : [...others, next]
}

function ChoiceGroup({
  group,
  chosen,
  onChoose,
  error,
  name,
  perGuest,
}: {
  group: Extract<OptionGroup, { kind: 'chooseOne' | 'chooseAny' }>
  chosen: readonly string[]
  onChoose: (ids: string[]) => void
  error: string | undefined
  name: string
  perGuest: boolean
}) {
  const labelId = useId()
  const errorId = useId()
  const required = group.kind === 'chooseOne' && group.required
  const described = error ? { 'aria-describedby': errorId } : {}
  return (
    <FormControl error={Boolean(error)} required={required} component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel id={labelId} component="legend">
        {group.label}
        {group.kind === 'chooseAny' ? ' (choose any)' : ''}
      </FormLabel>
      {group.kind === 'chooseOne' ? (
        <RadioGroup
          name={name}
          aria-labelledby={labelId}
          aria-invalid={Boolean(error)}
          {...described}
          value={chosen[0] ?? ''}
          onChange={(event) => onChoose([event.target.value])}
        >
          {group.choices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              value={choice.id}
              control={<Radio />}
              label={choiceLabel(choice, perGuest)}
            />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup aria-invalid={Boolean(error)} {...described}>
          {group.choices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              control={
                <Checkbox
                  name={name}
                  value={choice.id}
                  checked={chosen.includes(choice.id)}
                  onChange={(event) =>
                    onChoose(
                      event.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id),
                    )
                  }
                />
              }
              label={choiceLabel(choice, perGuest)}
            />
          ))}
        </FormGroup>
      )}
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  )
}

export function OptionFields({ groups, value, onChange, errorOf, name, perGuest }: OptionFieldsProps) {
  const requestOf = (groupId: string) => value.find((request) => request.groupId === groupId)
  return (
    <Stack spacing={1.5}>
      {groups.map((group) => {
        const fieldName = `${name}.${group.id}`
        const error = errorOf(group.id)
        if (group.kind === 'text') {
          return (
            <FormField
              key={group.id}
              label={group.label}
              name={fieldName}
              required={group.required}
              defaultValue={requestOf(group.id)?.text ?? ''}
              onValueChange={(text) => onChange(withGroup(value, { groupId: group.id, text }))}
              check={(text) =>
                text.trim().length > group.maxLength
                  ? `Please keep the ${group.label} to ${group.maxLength} characters.`
                  : null
              }
              {...(error ? { error } : {})}
              helperText={`Up to ${group.maxLength} characters${priceNote(group.price, perGuest)}.`}
            />
          )
        }
        return (
          <ChoiceGroup
            key={group.id}
            group={group}
            chosen={requestOf(group.id)?.choiceIds ?? []}
            onChoose={(choiceIds) => onChange(withGroup(value, { groupId: group.id, choiceIds }))}
            error={error}
            name={fieldName}
            perGuest={perGuest}
          />
        )
      })}
    </Stack>
  )
}
