/** A submitted form as an action receives it, from field name -> value. */
export function formDataOf(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}
