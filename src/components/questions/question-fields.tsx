import AddIcon from '@mui/icons-material/Add'
import { DietaryGroupField, type DietaryFieldsProps } from '../dietary-fields.tsx'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'
import { ownImageUrl } from '../../lib/own-storage.ts'
import { imageVariantsKey } from '../../shared/images.ts'
import { asImageVariants, type ImageVariants } from '../../shared/schemas/image-variants.ts'
import { phoneProblem } from '../../shared/phone-number.ts'
import { blankAddressItem, type AddressItem, type Question } from '../../shared/schemas/form.ts'
import { FormField } from '../form-field.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import {
  addressParts,
  answerFieldName,
  answerOf,
  type AddressPart,
  type AnswerErrors,
} from './question-values.ts'

export interface ImageInputProps {
  name: string
  label: string
  defaultValue: string
  /** The stored copies of the image (content blocks keep them beside the answer, docs/decisions/0070). */
  defaultVariants?: ImageVariants | undefined
  error?: string
}

export interface QuestionFieldsProps {
  questions: readonly Question[]
  /** Stored or just-typed answers by question key. */
  values: Record<string, unknown>
  /** Messages by answer path (`phone`, `addresses.0.zip`). */
  errors?: AnswerErrors
  /** Prepended to every input name (`answers.`), so answers never collide with the page's own fields. */
  namePrefix?: string
  /**
   * Renders image questions with an upload control (the back-office's ImageUploadField). Without it an image
   * question is a link field with a preview.
   */
  renderImageUpload?: (props: ImageInputProps) => ReactNode
  /**
   * The consultation sign-up on the profile: a question that fills the dietary profile is a group of boxes to tick
   * from the fixed list, named like the profile's own dietary fields. Without it such questions are left out (their
   * answer belongs on the profile, not in a response or a content block).
   */
  dietaryProfile?: DietaryFieldsProps
}

const addressLabels: Record<AddressPart, string> = {
  label: 'Label',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
}

/** One form's questions as inputs (text, textarea, image, addressList), each with its error by the field. */
export function QuestionFields({
  questions,
  values,
  errors = {},
  namePrefix = '',
  renderImageUpload,
  dietaryProfile,
}: QuestionFieldsProps) {
  return (
    <Stack spacing={2}>
      {questions
        .filter((question) => question.questionKey)
        .map((question) =>
          question.profileField ? (
            dietaryProfile && (
              <DietaryGroupField
                key={question.id || question.questionKey}
                field={question.profileField}
                {...(question.questionText ? { legend: question.questionText } : {})}
                {...dietaryProfile}
              />
            )
          ) : (
            <QuestionField
              key={question.id || question.questionKey}
              question={question}
              values={values}
              errors={errors}
              namePrefix={namePrefix}
              renderImageUpload={renderImageUpload}
            />
          ),
        )}
    </Stack>
  )
}

function QuestionField({
  question,
  values,
  errors,
  namePrefix,
  renderImageUpload,
}: {
  question: Question
  values: Record<string, unknown>
  errors: AnswerErrors
  namePrefix: string
  renderImageUpload?: QuestionFieldsProps['renderImageUpload']
}) {
  const key = question.questionKey
  const label = question.questionText || key
  const name = answerFieldName(namePrefix, key)
  const answer = answerOf(question, values)
  const illustration = question.questionImage ? (
    <ResponsiveImage
      src={question.questionImage}
      alt=""
      sizes="160px"
      width={160}
      height={120}
      sx={{
        width: 160,
        maxWidth: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        borderRadius: 1,
      }}
    />
  ) : null

  if (question.typeKey === 'addressList') {
    return (
      <Box>
        {illustration}
        <AddressListField
          label={label}
          name={name}
          questionKey={key}
          initial={Array.isArray(answer) ? answer : []}
          errors={errors}
        />
      </Box>
    )
  }
  const text = typeof answer === 'string' ? answer : ''
  if (question.typeKey === 'image') {
    const props: ImageInputProps = {
      name,
      label,
      defaultValue: text,
      defaultVariants: asImageVariants(values[imageVariantsKey(key)]),
      error: errors[key],
    }
    return (
      <Box>
        {illustration}
        {renderImageUpload ? renderImageUpload(props) : <ImageLinkField {...props} />}
      </Box>
    )
  }
  return (
    <Box>
      {illustration}
      <FormField
        label={label}
        name={name}
        defaultValue={text}
        error={errors[key]}
        multiline={question.typeKey === 'textarea'}
        minRows={question.typeKey === 'textarea' ? 3 : undefined}
        type={key === 'phone' ? 'tel' : 'text'}
        autoComplete={autoCompleteFor(key)}
        {...(key === 'phone' ? { check: (value: string) => phoneProblem(value) } : {})}
      />
    </Box>
  )
}

function autoCompleteFor(key: string): string | undefined {
  return ({ firstName: 'given-name', lastName: 'family-name', phone: 'tel' } as Record<string, string>)[key]
}

/** Until uploads are wired in (renderImageUpload), an image answer is a link, previewed as typed. */
function ImageLinkField({ name, label, defaultValue, error }: ImageInputProps) {
  const [url, setUrl] = useState(defaultValue)
  const id = useId()
  // Only our own Storage's images load: the value may be a customer's, seen by an admin.
  const preview = ownImageUrl(url)
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        id={id}
        label={`${label} (image link)`}
        name={name}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        type="url"
        fullWidth
        margin="dense"
      />
      {preview && (
        <ResponsiveImage
          src={preview}
          alt={`Preview: ${label}`}
          sizes="120px"
          width={120}
          height={90}
          sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      )}
    </Stack>
  )
}

interface AddressRow extends AddressItem {
  rowId: string
}

let nextRowId = 0
const withRowId = (item: AddressItem): AddressRow => ({ ...item, rowId: `address-row-${(nextRowId += 1)}` })

/**
 * An editable list of addresses (label, street, city, state, zip), named `${name}.<row>.<part>`. With
 * `defaultName`, each row has a radio of that name (value: the row's position) to choose the default address.
 */
export function AddressListField({
  label,
  name,
  questionKey,
  initial,
  errors,
  defaultName,
  maxAddresses,
}: {
  label: string
  name: string
  questionKey: string
  initial: AddressItem[]
  errors: AnswerErrors
  defaultName?: string
  maxAddresses?: number
}) {
  const [rows, setRows] = useState<AddressRow[]>(() => initial.map(withRowId))
  const [chosenDefault, setChosenDefault] = useState<string | undefined>(undefined)
  // The first row is the default until another is chosen, and again when the chosen one is removed.
  const defaultRowId = rows.some((row) => row.rowId === chosenDefault) ? chosenDefault : rows[0]?.rowId
  const headingId = useId()

  function update(rowId: string, part: AddressPart, value: string) {
    setRows((current) => current.map((row) => (row.rowId === rowId ? { ...row, [part]: value } : row)))
  }

  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="legend" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {errors[questionKey] && (
        <Typography color="error" variant="body2" role="alert">
          {errors[questionKey]}
        </Typography>
      )}
      {rows.length === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ my: 1 }}>
          No address yet.
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 1 }}>
        {rows.map((row, index) => {
          const rowLabel = row.label || blankAddressItem(index).label
          return (
            <Paper key={row.rowId} variant="outlined" sx={{ p: 2 }} role="group" aria-label={rowLabel}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
                }}
              >
                {addressParts.map((part) => (
                  <TextField
                    key={part}
                    label={`${addressLabels[part]} (${rowLabel})`}
                    name={`${name}.${index}.${part}`}
                    value={row[part]}
                    onChange={(event) => update(row.rowId, part, event.target.value)}
                    error={Boolean(errors[`${questionKey}.${index}.${part}`])}
                    helperText={errors[`${questionKey}.${index}.${part}`]}
                    autoComplete={
                      {
                        label: 'off',
                        street: 'street-address',
                        city: 'address-level2',
                        state: 'address-level1',
                        zip: 'postal-code',
                      }[part]
                    }
                    size="small"
                  />
                ))}
              </Box>
              {defaultName && (
                <FormControlLabel
                  control={
                    <Radio
                      name={defaultName}
                      value={String(index)}
                      checked={row.rowId === defaultRowId}
                      onChange={() => setChosenDefault(row.rowId)}
                    />
                  }
                  label="Default address"
                />
              )}
              <Button
                onClick={() => setRows((current) => current.filter((item) => item.rowId !== row.rowId))}
                color="error"
                size="small"
                sx={{ mt: 1 }}
              >
                Remove {rowLabel}
              </Button>
            </Paper>
          )
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => setRows((current) => [...current, withRowId(blankAddressItem(current.length))])}
        disabled={maxAddresses !== undefined && rows.length >= maxAddresses}
        sx={{ mt: 1 }}
      >
        Add address
      </Button>
    </Box>
  )
}
