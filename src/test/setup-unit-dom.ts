import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The jsdom unit tests (project unit-dom): each test starts with an empty page and empty local storage.
afterEach(() => {
  cleanup()
  localStorage.clear()
})

// `findBy…` and `waitFor` wait up to 5 s, not 1: a render that takes a second on a busy 2-core machine (the suite
// runs these files two at a time, maybe while the local stack is still starting) is no failure.
configure({ asyncUtilTimeout: 5_000 })
