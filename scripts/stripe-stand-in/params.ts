// Request parameters checked like Stripe checks them: every key, at every depth, must be one the endpoint declares
// (else 400 parameter_unknown naming the bracketed path), and each value must have the declared form. Shapes are
// written with `satisfies ShapeOf<SdkParams>`, so a key the SDK's parameter type does not declare fails `tsc`.
import { invalidRequest, invalidValue, missingParameter, unknownParameter } from './errors.ts'
import type { FormValue } from './form-encoding.ts'

export type FormObject = { [key: string]: FormValue }

export type Rule =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'metadata'
  | 'strings'
  | 'range'
  | { readonly object: Shape }
  | { readonly list: Shape }
export type Shape = { readonly [key: string]: Rule }

/** The keys a shape may have: exactly those of the SDK's parameter type. */
export type ShapeOf<T> = { readonly [K in keyof Required<T>]?: Rule }

/** Stripe's list parameters (PaginationParams) plus expand. */
export const listShape = {
  limit: 'integer',
  starting_after: 'string',
  ending_before: 'string',
  expand: 'strings',
} as const

const metadataLimits = { keys: 50, keyLength: 40, valueLength: 500 }

function checkMetadata(value: FormValue, param: string) {
  // An empty string clears metadata (Emptyable<MetadataParam>).
  if (value === '') return
  if (typeof value === 'string' || Array.isArray(value)) throw invalidRequest('Invalid hash', { param })
  const entries = Object.entries(value)
  if (entries.length > metadataLimits.keys) {
    throw invalidRequest(`Metadata can have up to ${metadataLimits.keys} keys.`, { param })
  }
  for (const [key, item] of entries) {
    if (key.length > metadataLimits.keyLength) {
      throw invalidRequest(
        `Metadata keys can have up to ${metadataLimits.keyLength} characters, but you passed in a key that is ${key.length} characters. Invalid key: ${key}`,
        { param: `${param}[${key}]` },
      )
    }
    if (typeof item !== 'string') throw invalidRequest('Invalid string', { param: `${param}[${key}]` })
    if (item.length > metadataLimits.valueLength) {
      throw invalidRequest(
        `Metadata values can have up to ${metadataLimits.valueLength} characters, but you passed in a value that is ${item.length} characters. Invalid value: ${item.slice(0, 40)}...`,
        { param: `${param}[${key}]` },
      )
    }
  }
}

function checkRule(value: FormValue, rule: Rule, param: string) {
  if (typeof rule === 'object') {
    if ('list' in rule) {
      if (!Array.isArray(value)) throw invalidRequest('Invalid array', { param })
      value.forEach((item, index) => checkShape(item, rule.list, `${param}[${index}]`))
    } else checkShape(value, rule.object, param)
    return
  }
  switch (rule) {
    case 'metadata':
      return checkMetadata(value, param)
    case 'strings':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        throw invalidRequest('Invalid array', { param })
      }
      return
    case 'range':
      if (typeof value === 'string') return checkRule(value, 'integer', param)
      return checkShape(value, { gt: 'integer', gte: 'integer', lt: 'integer', lte: 'integer' }, param)
    default:
      if (typeof value !== 'string') throw invalidRequest(`Invalid ${rule}`, { param })
      if (rule === 'integer' && !/^-?\d+$/.test(value))
        throw invalidRequest(`Invalid integer: ${value}`, { param })
      if (rule === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) {
        throw invalidRequest(`Invalid decimal: ${value}`, { param })
      }
      if (rule === 'boolean' && value !== 'true' && value !== 'false') {
        throw invalidRequest(`Invalid boolean: ${value}`, { param })
      }
  }
}

/** Refuses any key the shape does not declare and any value of the wrong form. */
export function checkShape(value: FormValue, shape: Shape, prefix = ''): void {
  if (typeof value === 'string' || Array.isArray(value))
    throw invalidRequest('Invalid hash', { param: prefix })
  for (const [key, item] of Object.entries(value)) {
    const param = prefix ? `${prefix}[${key}]` : key
    const rule = shape[key]
    if (!rule) throw unknownParameter(param)
    checkRule(item, rule, param)
  }
}

/** Typed reads of checked parameters. */
export function reader(params: FormObject, prefix = '') {
  const name = (key: string) => (prefix ? `${prefix}[${key}]` : key)
  const text = (key: string): string | null => {
    const value = params[key]
    return typeof value === 'string' && value !== '' ? value : null
  }
  return {
    has: (key: string) => params[key] !== undefined,
    string: text,
    requiredString(key: string): string {
      const value = text(key)
      if (value === null) throw missingParameter(name(key))
      return value
    },
    integer(key: string, limits: { min?: number; max?: number } = {}): number | null {
      const value = text(key)
      if (value === null) return null
      const number = Number(value)
      if (limits.min !== undefined && number < limits.min) {
        throw invalidValue(name(key), `This value must be greater than or equal to ${limits.min}.`)
      }
      if (limits.max !== undefined && number > limits.max) {
        throw invalidValue(name(key), `This value must be less than or equal to ${limits.max}.`)
      }
      return number
    },
    number: (key: string): number | null => (text(key) === null ? null : Number(text(key))),
    boolean: (key: string): boolean | null => (text(key) === null ? null : text(key) === 'true'),
    metadata(key: string): Record<string, string> {
      const value = params[key]
      return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {}
    },
    strings(key: string): string[] {
      const value = params[key]
      return Array.isArray(value) ? (value as string[]) : []
    },
    objects(key: string): FormObject[] {
      const value = params[key]
      return Array.isArray(value) ? (value as FormObject[]) : []
    },
    object(key: string): FormObject {
      const value = params[key]
      return typeof value === 'object' && !Array.isArray(value) ? value : {}
    },
    name,
  }
}
