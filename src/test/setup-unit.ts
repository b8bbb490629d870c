import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  // Files that opt into `@vitest-environment node` (e.g. the Stripe stand-in's HTTP tests) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
