import type { KeyboardEvent } from 'react'

// The order review's one form has two submit buttons: Apply (the promotion code's) comes first, To Payment last.

export const promotionCodeField = 'promotionCode'
export const applyCodeIntent = 'apply-code'
export const placeOrderIntent = 'place-order'

/**
 * Enter in a text field would press the form's first submit button, which is Apply. Enter in the code field applies
 * the code; in any other field it submits nothing, so an order is placed with To Payment only. Text areas keep
 * Enter for new lines, and buttons keep it as a press.
 */
export function enterAppliesOnlyTheCode(event: KeyboardEvent<HTMLFormElement>): void {
  const field = event.target
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(field instanceof HTMLInputElement)) return
  event.preventDefault()
  if (field.name !== promotionCodeField) return
  const apply = event.currentTarget.querySelector<HTMLButtonElement>(`button[value="${applyCodeIntent}"]`)
  if (apply && !apply.disabled) event.currentTarget.requestSubmit(apply)
}
