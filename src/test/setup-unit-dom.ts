import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The jsdom unit tests (projects unit-dom*): each test starts with an empty page, head and local storage. The files
// of unit-dom share one page per worker (vite.config.ts), so nothing a test adds may outlive it; the styles Emotion
// keeps in the head stay, as they would on a page the app renders.
afterEach(() => {
  cleanup()
  for (const element of document.head.querySelectorAll(':not(style[data-emotion])')) element.remove()
  localStorage.clear()
  sessionStorage.clear()
})

// `findBy…` and `waitFor` wait up to 5 s, not 1: a render that takes a second on a busy 2-core machine (the suite
// runs these files two at a time, maybe while the local stack is still starting) is no failure.
configure({ asyncUtilTimeout: 5_000 })
