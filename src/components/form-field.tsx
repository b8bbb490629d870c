import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'

export interface FormFieldProps {
  label: string
  name: string
  required?: boolean
  /** Message shown under the field and linked to it through aria-describedby. */
  error?: string
  /** What the user typed before a failed submit, so nothing is lost. */
  defaultValue?: string
  /** 'password' is ignored: only the password fields get a password input (docs/product.md, Validation). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'date'
  multiline?: boolean
  minRows?: number
  autoComplete?: string
  fullWidth?: boolean
  /** Makes the field a native select with these choices (keyboard and screen-reader friendly). */
  options?: readonly { value: string; label: string }[]
  /** Told of each change, for pages that react while the person types (the field stays uncontrolled). */
  onValueChange?: (value: string) => void
  /** A hint under the field while it has no error. */
  helperText?: string
  /**
   * A check run as the person leaves the field (an empty field is left to the submit): its message shows at once,
   * in place of the last submit's, and goes once the field is left with a value that passes.
   */
  check?: (value: string) => string | null
}

/** The fields that are password inputs: sign-in's, and the settings page's current and new password. */
export const passwordFieldNames: readonly string[] = ['password', 'currentPassword', 'newPassword']

export function inputTypeFor(name: string, type: FormFieldProps['type']): string {
  if (passwordFieldNames.includes(name)) return 'password'
  if (!type || type === 'password') return 'text'
  return type
}

/** The one text field every form uses: label, required marker, error by the field, value kept on error. */
export function FormField({
  label,
  name,
  required = false,
  error,
  defaultValue,
  type,
  multiline = false,
  minRows,
  autoComplete,
  fullWidth = true,
  options,
  onValueChange,
  helperText,
  check,
}: FormFieldProps) {
  const id = `field-${name}-${useId()}`
  // What leaving the field found (undefined: not checked since the last submit's answer), so a new answer's message
  // for this field shows again.
  const [left, setLeft] = useState<{ answer: string | undefined; problem: string | null } | undefined>()
  const shownError = left && left.answer === error ? (left.problem ?? undefined) : error
  return (
    <TextField
      id={id}
      label={label}
      name={name}
      required={required}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText}
      defaultValue={defaultValue}
      onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
      onBlur={
        check
          ? (event) => {
              const value = event.target.value
              setLeft(value.trim() === '' ? undefined : { answer: error, problem: check(value) })
            }
          : undefined
      }
      type={inputTypeFor(name, type)}
      multiline={multiline}
      minRows={multiline ? (minRows ?? 3) : undefined}
      autoComplete={autoComplete}
      fullWidth={fullWidth}
      margin="dense"
      select={options !== undefined}
      slotProps={
        options
          ? { select: { native: true }, inputLabel: { shrink: true } }
          : type === 'date'
            ? { inputLabel: { shrink: true } } // the browser's date picker shows its own placeholder
            : undefined
      }
    >
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  )
}
