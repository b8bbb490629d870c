import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The jsdom unit tests (projects unit-dom*): each test starts with an empty page and empty storage. The files of
// unit-dom share one page per worker (vite.config.ts), so nothing a test adds to the body or storage may outlive it.
// The head is left alone: React keeps the tags it hoisted there, and a test that reads the head empties it itself.
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// `findBy…` and `waitFor` wait up to 5 s, not 1: a render that takes a second on a busy 2-core machine (the suite
// runs these files two at a time, maybe while the local stack is still starting) is no failure.
configure({ asyncUtilTimeout: 5_000 })
