import { useEffect, useState, type RefObject } from 'react'

/**
 * What `read` makes of the enclosing form's values, read again as the person types or ticks and when fields come
 * or go (a detail row added or removed). The fields stay uncontrolled; `read` must be a stable function.
 * Undefined until the page has mounted.
 */
export function useFormSnapshot<T>(
  inside: RefObject<HTMLElement | null>,
  read: (formData: FormData) => T,
): T | undefined {
  const [snapshot, setSnapshot] = useState<{ value: T; key: string }>()
  useEffect(() => {
    const form = inside.current?.closest('form')
    if (!form) return
    const update = () => {
      const value = read(new FormData(form))
      const key = JSON.stringify(value)
      // Unchanged values keep the state as it is, so the page renders again only when something changed.
      setSnapshot((current) => (current?.key === key ? current : { value, key }))
    }
    update()
    form.addEventListener('input', update)
    form.addEventListener('change', update)
    const observer = new MutationObserver(update)
    observer.observe(form, { childList: true, subtree: true })
    return () => {
      form.removeEventListener('input', update)
      form.removeEventListener('change', update)
      observer.disconnect()
    }
  }, [inside, read])
  return snapshot?.value
}
