import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { chefPackageSchema, type ChefPackage } from '../../shared/schemas/chef-package.ts'
import { defaultFoodSettings, type FoodSettings } from '../../shared/schemas/food-settings.ts'

vi.mock('../../lib/firebase.ts', () => ({ firebase: vi.fn() }))
vi.mock('../../components/image-upload-field.tsx', () => ({ ImageUploadField: () => null }))

const route = await import('./package-editor-route.tsx')

/** The editor of a new package (or of `record`), with the page's data given rather than read. */
function setup(foodSettings: FoodSettings = defaultFoodSettings, record: ChefPackage | null = null) {
  const router = createMemoryRouter(
    [
      {
        path: '/package-create/:chefPackageId?',
        loader: () => ({ record, foodSettings, users: [] }),
        Component: route.Component,
      },
    ],
    { initialEntries: ['/package-create'] },
  )
  render(<RouterProvider router={router} />)
}

const warning = () => screen.getByTestId('unlabelled-allergens')
const labels = () => screen.getByRole('group', { name: 'Contains these allergens' })

// The texts are pasted: the warning follows every change of the field, and typing them key by key re-rendered the
// whole editor per key (most of this file's time). Give jsdom time on a busy machine all the same.
describe('package editor allergen warning', { timeout: 30_000 }, () => {
  it('warns beside the labels as the admin types, until the allergens named are ticked', async () => {
    const user = userEvent.setup({ delay: null })
    setup()
    const description = await screen.findByRole('textbox', { name: 'Description' })
    expect(warning()).toBeEmptyDOMElement()

    await user.click(description)
    await user.paste('Peanut-free. Toasted Hazelnuts and herb butter.')
    expect(warning()).toHaveTextContent(
      "The package's text names allergens not ticked above: Milk (“butter”); Tree nuts (“hazelnuts”). " +
        'Tick them if the package contains them; saving works either way.',
    )

    // A detail's words count too, and a removed detail's words stop counting.
    await user.click(within(labels()).getByRole('checkbox', { name: 'Milk' }))
    await user.click(screen.getByRole('button', { name: 'Add detail' }))
    await user.click(screen.getByRole('textbox', { name: 'Detail 1 description' }))
    await user.paste('Scrambled eggs')
    expect(warning()).toHaveTextContent('Eggs (“eggs”); Tree nuts (“hazelnuts”)')
    expect(warning()).not.toHaveTextContent('Milk')
    await user.click(screen.getByRole('button', { name: 'Remove detail 1' }))
    expect(warning()).not.toHaveTextContent('Eggs')

    await user.click(within(labels()).getByRole('checkbox', { name: 'Tree nuts' }))
    expect(warning()).toBeEmptyDOMElement()
    // Only a warning: Save stays available.
    expect(screen.getAllByRole('button', { name: 'Save' })[0]).toBeEnabled()
  })

  it('asks only for allergens the business labels by', async () => {
    const user = userEvent.setup({ delay: null })
    setup()
    await user.click(await screen.findByRole('textbox', { name: 'Description' }))
    await user.paste('Dijon mustard dressing')
    expect(warning()).toBeEmptyDOMElement()
  })

  it('asks for the EU allergens when the business labels by them', async () => {
    const user = userEvent.setup({ delay: null })
    setup({ ...defaultFoodSettings, allergenRegime: 'usAndEu' })
    await user.click(await screen.findByRole('textbox', { name: 'Description' }))
    await user.paste('Dijon mustard dressing')
    expect(warning()).toHaveTextContent('Mustard (“dijon”, “mustard”)')
  })
})

/** The texts of a select's options, in order. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('package editor pricing mode', { timeout: 30_000 }, () => {
  it('offers per item (the default) or per guest', async () => {
    setup()
    const priced = await screen.findByRole('combobox', { name: 'Priced' })
    expect(priced).toHaveValue('perItem')
    expect(optionTexts(priced)).toEqual(['Per item', 'Per guest'])
  })
})

describe('package editor deposit', { timeout: 30_000 }, () => {
  it('starts a new package without a deposit, the balance due 14 days before once one is chosen', async () => {
    setup()
    const deposit = await screen.findByRole('combobox', { name: 'Deposit' })
    expect(deposit).toHaveValue('none')
    expect(optionTexts(deposit)).toEqual([
      'No deposit: paid in full',
      'A percentage of the order',
      'A fixed amount',
    ])
    expect(screen.getByRole('spinbutton', { name: 'Balance due, days before' })).toHaveValue(14)
  })

  it("shows a stored deposit: an amount in dollars and the package's days", async () => {
    const stored = chefPackageSchema.parse({
      id: 'garden',
      title: 'Garden party',
      deposit: { rule: { kind: 'amount', amountCents: 25_050 }, balanceDueDaysBefore: 21 },
    })
    setup(defaultFoodSettings, stored)
    expect(await screen.findByRole('combobox', { name: 'Deposit' })).toHaveValue('amount')
    expect(screen.getByRole('spinbutton', { name: 'Percent or dollars' })).toHaveValue(250.5)
    expect(screen.getByRole('spinbutton', { name: 'Balance due, days before' })).toHaveValue(21)
  })
})
