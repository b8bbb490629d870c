import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AddressListField } from './question-fields.tsx'

const home = { label: 'Home', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }
const office = { label: 'Office', street: '9 Elm Ave', city: 'Shelbyville', state: 'IL', zip: '62565' }

function renderList() {
  const { container } = render(
    <form>
      <AddressListField
        label="Addresses"
        name="addresses"
        questionKey="addresses"
        initial={[home, office]}
        errors={{}}
        defaultName="defaultAddress"
        maxAddresses={3}
      />
    </form>,
  )
  const chosen = () => new FormData(container.querySelector('form')!).get('defaultAddress')
  return { chosen }
}

describe('AddressListField with a default', () => {
  it('posts the chosen row as the default, and the first again once the chosen one is removed', async () => {
    const { chosen } = renderList()
    expect(chosen()).toBe('0')
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Office' })).getByLabelText('Default address'),
    )
    expect(chosen()).toBe('1')
    await userEvent.click(screen.getByRole('button', { name: 'Remove Office' }))
    expect(chosen()).toBe('0')
  })

  it('stops adding at the most addresses allowed', async () => {
    renderList()
    const add = screen.getByRole('button', { name: 'Add address' })
    await userEvent.click(add)
    expect(screen.getByRole('group', { name: 'Address 3' })).toBeInTheDocument()
    expect(add).toBeDisabled()
  })
})
