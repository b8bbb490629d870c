import { z } from 'zod/mini'
import { failed, type ActionFailure } from '../../shared/action-result.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import {
  landingSettingsSchema,
  missingMenuMessage,
  type LandingSettings,
} from '../../shared/landing-settings.ts'
import { imageVariantsFromText } from '../../shared/schemas/image-variants.ts'

// The landing settings form's field names. Rows are named by id (`offer.<id>.title`), so moving or removing one
// never mixes up what was typed; a repeated hidden field per list (`offerRow`) carries the rows' order.

export const landingLists = {
  offers: {
    row: 'offerRow',
    prefix: 'offer',
    fields: [
      'title',
      'summary',
      'summaryPunch',
      'discloser',
      'actionLine',
      'link',
      'active',
      'image',
      'imageVariants',
    ],
  },
  downloads: { row: 'downloadRow', prefix: 'download', fields: ['title', 'link'] },
  menus: { row: 'menuRow', prefix: 'menu', fields: ['menuId', 'title', 'introMenu'] },
  contacts: { row: 'contactRow', prefix: 'contact', fields: ['kind', 'shownAs', 'address'] },
} as const
export type LandingList = keyof typeof landingLists

/** The name of one row's field: `fieldName('contacts', 'c1', 'address')` is `contact.c1.address`. */
export function fieldName(list: LandingList, rowId: string, field: string): string {
  return `${landingLists[list].prefix}.${rowId}.${field}`
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

function rowIds(formData: FormData, list: LandingList): string[] {
  const ids = formData
    .getAll(landingLists[list].row)
    .filter((id): id is string => typeof id === 'string' && id !== '')
  return [...new Set(ids)]
}

// Switches send "on" when set; a picture's resized copies come as JSON from its upload field.
const switchFields: ReadonlySet<string> = new Set(['active', 'introMenu'])
const valueOf = (formData: FormData, name: string, field: string): unknown => {
  if (switchFields.has(field)) return formData.get(name) === 'on'
  if (field === 'imageVariants') return imageVariantsFromText(formData.get(name)) ?? undefined
  return text(formData, name)
}

/** The submitted rows in the schema's shape (text as typed; the schema trims and checks). */
export function readLandingSettingsForm(formData: FormData): Record<LandingList, Record<string, unknown>[]> {
  const read = (list: LandingList) =>
    rowIds(formData, list).map((id) => {
      const row: Record<string, unknown> = { id }
      for (const field of landingLists[list].fields)
        row[field] = valueOf(formData, fieldName(list, id, field), field)
      return row
    })
  return {
    offers: read('offers'),
    downloads: read('downloads'),
    menus: read('menus'),
    contacts: read('contacts'),
  }
}

export const nothingSavedMessage = 'Nothing was saved: please fix the marked fields.'

/** Each schema message on its field (`contact.<id>.address`); a message about a whole list is said for the form. */
export function landingSettingsErrors(
  issues: readonly z.core.$ZodIssue[],
  read: Record<LandingList, Record<string, unknown>[]>,
): { fieldErrors: FieldErrors; formError: string } {
  const fieldErrors: FieldErrors = {}
  const listMessages: string[] = []
  for (const issue of issues) {
    const [list, index, field] = issue.path as [LandingList, number | undefined, string | undefined]
    const row = typeof index === 'number' ? read[list]?.[index] : undefined
    if (row && typeof field === 'string') {
      const name = fieldName(list, String(row['id']), field)
      fieldErrors[name] ??= issue.message
    } else listMessages.push(issue.message)
  }
  return { fieldErrors, formError: listMessages[0] ?? nothingSavedMessage }
}

/** The form as validated settings, or the failure to answer with (every message, everything typed kept). */
export function parseLandingSettingsForm(
  formData: FormData,
  values: Record<string, string>,
): { ok: true; settings: LandingSettings } | ActionFailure {
  const read = readLandingSettingsForm(formData)
  const parsed = z.safeParse(landingSettingsSchema, read)
  if (parsed.success) return { ok: true, settings: parsed.data }
  return failed(landingSettingsErrors(parsed.error.issues, read), values)
}

/** A featured menu whose menu is gone (deleted since the page was opened) is said on its row. */
export function missingMenuErrors(
  settings: LandingSettings,
  existingMenuIds: ReadonlySet<string>,
): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const row of settings.menus)
    if (!existingMenuIds.has(row.menuId))
      fieldErrors[fieldName('menus', row.id, 'menuId')] = missingMenuMessage
  return fieldErrors
}
