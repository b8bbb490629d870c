// Stripe's API takes application/x-www-form-urlencoded bodies (and query strings) with bracketed keys, as the
// official SDK writes them: `line_items[0][price_data][unit_amount]=22000&expand[0]=line_items&metadata[orderId]=x`.
// This decodes them into nested objects and arrays.

export type FormValue = string | FormValue[] | { [key: string]: FormValue }
type FormObject = { [key: string]: FormValue }

/** `a[b][0][c]` -> ['a', 'b', '0', 'c']; `expand[]` -> ['expand', '']. */
export function keyPath(key: string): string[] {
  const first = key.indexOf('[')
  if (first < 0) return [key]
  const path = [key.slice(0, first)]
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '')
  return path
}

function isIndexObject(value: FormObject): boolean {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key))
}

// Objects whose keys are all indexes become arrays (in index order), at every depth.
function normalise(value: FormValue): FormValue {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(normalise)
  if (isIndexObject(value)) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => normalise(value[key]!))
  }
  const out: FormObject = {}
  for (const [key, item] of Object.entries(value)) out[key] = normalise(item)
  return out
}

export function decodeForm(encoded: string | URLSearchParams): FormObject {
  const params = typeof encoded === 'string' ? new URLSearchParams(encoded) : encoded
  const root: FormObject = {}
  for (const [rawKey, value] of params) {
    const path = keyPath(rawKey)
    let node: FormObject = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      // `key[]` appends: give it the next free index.
      const key = segment === '' ? String(Object.keys(node).length) : segment
      if (last) {
        node[key] = value
        return
      }
      const next = node[key]
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[key] = {}
      node = node[key] as FormObject
    })
  }
  return normalise(root) as FormObject
}
