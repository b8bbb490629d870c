import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { NavigationOverlay } from './navigation-overlay.tsx'

describe('NavigationOverlay', () => {
  it('is visible while open and hidden from assistive technology', () => {
    render(<NavigationOverlay open />)
    const overlay = screen.getByTestId('navigation-overlay')
    expect(overlay).toBeVisible()
    expect(overlay).toHaveAttribute('aria-hidden', 'true')
  })

  it('is not shown while idle', () => {
    render(<NavigationOverlay open={false} />)
    expect(screen.getByTestId('navigation-overlay')).not.toBeVisible()
  })

  it('does not trap focus: the page stays reachable by keyboard', async () => {
    render(
      <>
        <button type="button">Before</button>
        <NavigationOverlay open />
        <button type="button">After</button>
      </>,
    )
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })
})
