import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The jsdom unit tests (project unit-dom): each test starts with an empty page and empty local storage.
afterEach(() => {
  cleanup()
  localStorage.clear()
})
