import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { AppProviders } from './app-providers.tsx'
import { themeModeStorageKey } from './theme.ts'
import { useColorMode } from '../lib/color-mode.ts'

function ShownMode() {
  const { mode, systemMode } = useColorMode()
  return <output>{`${mode} ${systemMode}`}</output>
}

const page = (
  <AppProviders>
    <ShownMode />
  </AppProviders>
)

describe('the colour scheme on a server-rendered page', () => {
  afterEach(() => localStorage.removeItem(themeModeStorageKey))

  it('hydrates with the server answer, then shows the choice kept in this browser', async () => {
    localStorage.setItem(themeModeStorageKey, 'dark')
    const container = document.createElement('div')
    // The server knows no visitor's choice.
    container.innerHTML = renderToString(page)
    expect(container.textContent).toBe('system light')
    document.body.append(container)

    const hydrationErrors: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => hydrationErrors.push(error) }),
    )
    expect(hydrationErrors).toEqual([])
    expect(container.textContent).toBe('dark light')
    act(() => root.unmount())
    container.remove()
  })

  it('switches away from the scheme the page has even when tapped while it shows the server answer', async () => {
    localStorage.setItem(themeModeStorageKey, 'dark')
    // The switch's handler as the page is hydrated: it still shows the server's answer (light).
    let hydratingToggle: (() => void) | null = null
    function Switch() {
      const { toggleDark } = useColorMode()
      hydratingToggle ??= toggleDark
      return null
    }
    const switchPage = (
      <AppProviders>
        <ShownMode />
        <Switch />
      </AppProviders>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(switchPage)
    hydratingToggle = null
    document.body.append(container)
    const root = await act(async () => hydrateRoot(container, switchPage))
    expect(container.textContent).toBe('dark light')

    act(() => hydratingToggle!())
    expect(container.textContent).toBe('light light')
    expect(localStorage.getItem(themeModeStorageKey)).toBe('light')
    act(() => root.unmount())
    container.remove()
  })
})
