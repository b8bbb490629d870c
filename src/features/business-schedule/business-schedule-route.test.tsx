import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { demoFulfilmentSchedule } from '../../../scripts/seed-data.ts'
import { fulfilmentScheduleSchema } from '../../shared/schemas/fulfilment-schedule.ts'
import { parseScheduleForm } from './schedule-form.ts'

vi.mock('../../lib/firebase.ts', () => ({ firebase: vi.fn() }))

const { BusinessSchedule } = await import('./business-schedule-route.tsx')

// Saving rewrites the whole schedule document, so whatever the page does not carry in its form is lost on the
// next save: the form as rendered must read back as the schedule it was given.
const demo = fulfilmentScheduleSchema.parse({ ...demoFulfilmentSchedule('2026-12-01'), closures: [] })

function renderPage() {
  const router = createMemoryRouter([
    { path: '/', element: <BusinessSchedule schedule={demo} isNew={false} />, action: () => null },
  ])
  render(<RouterProvider router={router} />)
  return screen.findByRole('form', { name: 'Business schedule' }) as Promise<HTMLFormElement>
}

describe('the business schedule page', { timeout: 30_000 }, () => {
  it('carries every field of the stored schedule, the service area included, into its form', async () => {
    const form = await renderPage()
    const read = parseScheduleForm(new FormData(form), {})
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.schedule).toEqual(demo)
    expect(read.schedule.kitchenPostalCode).toBe('10001')
    expect(read.schedule.chefAtHome.area?.bands).toHaveLength(2)
  })

  it('adds a band where the last one ends and removes one', async () => {
    const user = userEvent.setup({ delay: null })
    const form = await renderPage()
    const area = within(screen.getByRole('group', { name: 'Service area by distance' }))
    await user.click(area.getByRole('button', { name: 'Add a travel fee band (chef at your address)' }))
    const third = within(area.getByRole('group', { name: 'Chef at your address: travel fee band 3' }))
    expect(third.getByLabelText('From (miles)')).toHaveValue(25)
    expect(third.getByLabelText('Up to (miles)')).toHaveValue(35)
    await user.click(area.getByRole('button', { name: 'Remove chef at your address band 3' }))
    await user.click(area.getByRole('button', { name: 'Remove chef at your address band 2' }))
    const read = parseScheduleForm(new FormData(form), {})
    // With the $30 band gone, the free band no longer reaches the 25 miles: refused on that band.
    expect(!read.ok && read.failure.fieldErrors).toEqual({
      'chefAtHome.area.bands.0.toMiles': 'The last band must reach the maximum distance (25 miles).',
    })
  })
})
