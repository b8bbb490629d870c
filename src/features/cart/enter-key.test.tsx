import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { applyCodeIntent, enterAppliesOnlyTheCode, promotionCodeField } from './enter-key.ts'

function renderForm({ applying = false } = {}) {
  const submitted = vi.fn()
  render(
    <form
      aria-label="Place your order"
      onKeyDown={enterAppliesOnlyTheCode}
      onSubmit={(event) => {
        event.preventDefault()
        submitted((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? null)
      }}
    >
      <input aria-label="Name" name="fulfilment.name" />
      <input aria-label="Code" name={promotionCodeField} />
      <button type="submit" name="intent" value={applyCodeIntent} disabled={applying}>
        Apply
      </button>
      <textarea aria-label="Order notes" name="orderNotes" />
      <button type="submit" value="place-order">
        To Payment
      </button>
    </form>,
  )
  return submitted
}

const pressEnter = (label: string) => fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter' })

describe('Enter on the order review', () => {
  it('applies the code from the code field', () => {
    const submitted = renderForm()
    expect(pressEnter('Code')).toBe(false)
    expect(submitted).toHaveBeenCalledExactlyOnceWith(applyCodeIntent)
  })

  it('submits nothing from another field, where the browser would press Apply', () => {
    const submitted = renderForm()
    expect(pressEnter('Name')).toBe(false)
    expect(submitted).not.toHaveBeenCalled()
  })

  it('leaves Enter to text areas and to other keys', () => {
    renderForm()
    expect(pressEnter('Order notes')).toBe(true)
    expect(fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'a' })).toBe(true)
  })

  it('applies nothing while a code is being checked', () => {
    const submitted = renderForm({ applying: true })
    expect(pressEnter('Code')).toBe(false)
    expect(submitted).not.toHaveBeenCalled()
  })
})
