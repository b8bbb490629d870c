import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import type { FieldErrors } from '../../shared/field-errors.ts'
import type { OptionGroup } from '../../shared/schemas/package-options.ts'

// The package editor's option groups: add and remove groups (choose one, choose any, free text) and their choices.
// The rows are kept as typed and posted as one JSON field; catalog-forms.ts reads it and keys each problem by its
// place, shown here by that field.

type Kind = OptionGroup['kind']
interface ChoiceRow {
  id: string
  label: string
  price: string
}
interface GroupRow {
  kind: Kind
  id: string
  label: string
  required: boolean
  maxLength: string
  price: string
  choices: ChoiceRow[]
}

const kindNames: Record<Kind, string> = {
  chooseOne: 'Choose one',
  chooseAny: 'Choose any',
  text: 'Free text',
}

/** A new id, unique within the package: ids stay when labels change, so carts keep their choices. */
const newId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

function rowOf(group: OptionGroup): GroupRow {
  return {
    kind: group.kind,
    id: group.id,
    label: group.label,
    required: group.kind === 'chooseAny' ? false : group.required,
    maxLength: group.kind === 'text' ? String(group.maxLength) : '40',
    price: group.kind === 'text' ? String(group.price) : '0',
    choices:
      group.kind === 'text'
        ? []
        : group.choices.map((choice) => ({
            id: choice.id,
            label: choice.label,
            price: String(choice.price),
          })),
  }
}

/** What the form posts for a row: only the fields its kind has. */
function postedOf(row: GroupRow) {
  const { kind, id, label, required, maxLength, price, choices } = row
  if (kind === 'text') return { kind, id, label, required, maxLength, price }
  if (kind === 'chooseAny') return { kind, id, label, choices }
  return { kind, id, label, required, choices }
}

export function OptionGroupsEditor({
  initial,
  errors,
}: {
  initial: readonly OptionGroup[]
  errors: FieldErrors
}) {
  const [rows, setRows] = useState<GroupRow[]>(() => initial.map(rowOf))
  const headingId = useId()
  const change = (index: number, next: Partial<GroupRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...next } : row)))
  const add = (kind: Kind) =>
    setRows((current) => [
      ...current,
      {
        kind,
        id: newId('option'),
        label: '',
        required: false,
        maxLength: '40',
        price: '0',
        choices: kind === 'text' ? [] : [{ id: newId('choice'), label: '', price: '0' }],
      },
    ])
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Options the customer chooses
      </Typography>
      <input type="hidden" name="optionGroups" value={JSON.stringify(rows.map(postedOf))} />
      {rows.length === 0 && <Typography color="text.secondary">No options: nothing to choose.</Typography>}
      {rows.map((row, index) => {
        const name = `Option ${index + 1}`
        const error = (field: string) => errors[`optionGroups.${index}.${field}`]
        return (
          <Paper key={row.id} variant="outlined" sx={{ p: 1.5, my: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">
                {name}: {kindNames[row.kind]}
              </Typography>
              <IconButton
                aria-label={`Remove option ${index + 1}`}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
            <TextField
              label={`${name} name`}
              value={row.label}
              onChange={(event) => change(index, { label: event.target.value })}
              error={Boolean(error('label'))}
              helperText={error('label') ?? 'What the customer reads, e.g. "Main" or "Message on the cake".'}
              fullWidth
              margin="dense"
            />
            {row.kind !== 'chooseAny' && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={row.required}
                    onChange={(event) => change(index, { required: event.target.checked })}
                  />
                }
                label={`${name} is required`}
              />
            )}
            {row.kind === 'text' ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label={`${name} most characters`}
                  type="number"
                  value={row.maxLength}
                  onChange={(event) => change(index, { maxLength: event.target.value })}
                  error={Boolean(error('maxLength'))}
                  helperText={error('maxLength')}
                  margin="dense"
                />
                <TextField
                  label={`${name} price ($)`}
                  type="number"
                  value={row.price}
                  onChange={(event) => change(index, { price: event.target.value })}
                  error={Boolean(error('price'))}
                  helperText={error('price') ?? 'Charged when filled in.'}
                  margin="dense"
                />
              </Stack>
            ) : (
              <ChoiceRows
                rows={row.choices}
                groupName={name}
                errorOf={(field) => errors[`optionGroups.${index}.${field}`]}
                onChange={(choices) => change(index, { choices })}
              />
            )}
          </Paper>
        )
      })}
      {errors['optionGroups'] && (
        <Typography color="error" variant="body2" role="alert">
          {errors['optionGroups']}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {(Object.keys(kindNames) as Kind[]).map((kind) => (
          <Button key={kind} startIcon={<AddIcon />} onClick={() => add(kind)}>
            Add “{kindNames[kind]}” option
          </Button>
        ))}
      </Stack>
    </Box>
  )
}

function ChoiceRows({
  rows,
  groupName,
  errorOf,
  onChange,
}: {
  rows: ChoiceRow[]
  groupName: string
  errorOf: (field: string) => string | undefined
  onChange: (rows: ChoiceRow[]) => void
}) {
  const set = (index: number, next: Partial<ChoiceRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...next } : row)))
  return (
    <Box>
      {rows.map((choice, index) => {
        const name = `${groupName} choice ${index + 1}`
        return (
          <Stack
            key={choice.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: 'start' }}
          >
            <TextField
              label={name}
              value={choice.label}
              onChange={(event) => set(index, { label: event.target.value })}
              error={Boolean(errorOf(`choices.${index}.label`))}
              helperText={errorOf(`choices.${index}.label`)}
              margin="dense"
              sx={{ flex: 2 }}
            />
            <TextField
              label={`${name} price difference ($)`}
              type="number"
              value={choice.price}
              onChange={(event) => set(index, { price: event.target.value })}
              error={Boolean(errorOf(`choices.${index}.price`))}
              helperText={errorOf(`choices.${index}.price`)}
              margin="dense"
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={`Remove ${name}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              sx={{ mt: 2 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        )
      })}
      {errorOf('choices') && (
        <Typography color="error" variant="body2" role="alert">
          {errorOf('choices')}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...rows, { id: newId('choice'), label: '', price: '0' }])}
      >
        Add a choice to {groupName}
      </Button>
    </Box>
  )
}
