import { describe, expect, it } from 'vitest'
import { focusFirstProblem } from './focus-first-problem.ts'

function page(html: string): HTMLElement {
  const root = document.createElement('form')
  root.innerHTML = html
  document.body.replaceChildren(root)
  return root
}

describe('focusFirstProblem', () => {
  it('focuses the first field marked invalid, in page order', () => {
    const root = page(`
      <input name="name" aria-invalid="false" />
      <input name="phone" aria-invalid="true" />
      <input name="email" aria-invalid="true" />`)
    expect(focusFirstProblem(root)).toBe(true)
    expect(document.activeElement).toBe(root.querySelector('[name="phone"]'))
  })

  it('focuses the chosen control of a marked group, else the first one', () => {
    const root = page(`
      <div role="radiogroup" aria-invalid="true">
        <input type="radio" name="slot" value="lunch" disabled />
        <input type="radio" name="slot" value="dinner" />
      </div>`)
    focusFirstProblem(root)
    expect(document.activeElement).toBe(root.querySelector('[value="dinner"]'))
    const chosen = page(`
      <div role="radiogroup" aria-invalid="true">
        <input type="radio" name="m" value="pickup" />
        <input type="radio" name="m" value="delivery" checked />
      </div>`)
    focusFirstProblem(chosen)
    expect(document.activeElement).toBe(chosen.querySelector('[value="delivery"]'))
  })

  it('does nothing when no field is marked', () => {
    const root = page('<input name="name" aria-invalid="false" />')
    expect(focusFirstProblem(root)).toBe(false)
    expect(document.activeElement).toBe(document.body)
  })
})
