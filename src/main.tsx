import {
  holdPostsUntilStarted,
  holdTapsUntilStarted,
  loadPageModules,
  whenLeadPictureSettled,
} from './app/page-start.ts'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A server-rendered page's lead picture downloads first, and a form sent or a control tapped before the app has
// started waits for it (src/app/page-start.ts). The app is loaded dynamically so a start-up failure (e.g. invalid
// .env settings, checked by src/env.ts) shows a message instead of a blank page.
const sendHeldPost = holdPostsUntilStarted(document)
const tapHeldControl = holdTapsUntilStarted(document)
whenLeadPictureSettled(container)
  .then(() => loadPageModules(document))
  .then(() => import('./app/start.tsx'))
  .then(({ start }) =>
    start(container, () => {
      sendHeldPost()
      tapHeldControl()
    }),
  )
  .catch((error: unknown) => {
    console.error('Saffron Table could not start', error)
    const message = document.createElement('p')
    message.setAttribute('role', 'alert')
    message.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; margin: 2rem'
    message.textContent =
      `Saffron Table could not start. ${error instanceof Error ? error.message : ''}`.trim()
    container.replaceChildren(message)
  })
