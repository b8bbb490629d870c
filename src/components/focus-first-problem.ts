// A refused form sends the person to what needs fixing: the first field marked invalid, wherever it is on the page.

const controls = 'input, textarea, select, button'
// Inside a marked group (radio buttons, a calendar): the chosen control, else the one the keyboard reaches.
const inside = [
  'input:checked:not([disabled])',
  '[tabindex="0"]',
  'input:not([disabled]):not([type="hidden"])',
]

/** Focuses the first element marked `aria-invalid="true"` in `root`; false when nothing is marked. */
export function focusFirstProblem(root: ParentNode | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!invalid) return false
  const target = invalid.matches(controls)
    ? invalid
    : (inside.map((selector) => invalid.querySelector<HTMLElement>(selector)).find(Boolean) ?? invalid)
  target.focus()
  return true
}
