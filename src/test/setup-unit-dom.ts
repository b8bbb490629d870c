import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'

// The jsdom unit tests (project unit-dom): each test starts with an empty page and empty local storage.
afterEach(() => {
  cleanup()
  localStorage.clear()
})

// Files in one worker share one page (`isolate: false`): each file starts at `/` with empty session storage, and
// what a file put into the body without Testing Library (which unmounts its own) leaves with it, so no other file
// finds it focusable. The head keeps its style tags: the styling library holds on to them from file to file.
beforeAll(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})
afterAll(() => {
  document.body.replaceChildren()
})

// `findBy…` and `waitFor` wait up to 5 s, not 1: a render that takes a second on a busy 2-core machine (the suite
// runs these files two at a time, maybe while the local stack is still starting) is no failure.
configure({ asyncUtilTimeout: 5_000 })
