// How the app's JavaScript starts on a page the server rendered. The page is readable and painted without it, so
// its largest picture (the one with fetchpriority="high") is given the network first: the app's scripts are asked
// for once that picture has arrived, failed, or taken longer than a moment. On a phone's connection the scripts
// (far larger than the picture) would otherwise share the bandwidth with it and delay it
// (docs/decisions/0078-scripts-wait-for-the-lead-picture.md). Until the app has started, a form the visitor sends
// is held and sent once it has. This module is part of the entry chunk: it imports nothing.

/** The id of the JSON block that lists the page's JavaScript files (written by src/server-render/). */
export const pageModulesElementId = 'page-modules'

/** The longest the scripts wait for the lead picture, so a slow picture never keeps a page from working for long. */
export const leadPictureWaitLimitMs = 1500

/** Resolves once the page's lead picture has loaded or failed, at once when there is none or it is there already. */
export function whenLeadPictureSettled(container: ParentNode, limitMs = leadPictureWaitLimitMs): Promise<void> {
  const picture = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!picture || picture.complete) return Promise.resolve()
  return new Promise((resolve) => {
    const settle = () => {
      window.clearTimeout(timer)
      picture.removeEventListener('load', settle)
      picture.removeEventListener('error', settle)
      resolve()
    }
    const timer = window.setTimeout(settle, limitMs)
    picture.addEventListener('load', settle)
    picture.addEventListener('error', settle)
  })
}

const isAssetPath = (value: unknown): value is string => typeof value === 'string' && /^\/assets\/[\w.-]+\.js$/.test(value)

/** The JSON block listing a page's JavaScript files, safe inside the page's head. */
export function pageModulesBlock(files: readonly string[]): string {
  const invalid = files.find((file) => !isAssetPath(file))
  if (invalid !== undefined) throw new Error(`${invalid} is not a file of the browser build's assets`)
  return `<script type="application/json" id="${pageModulesElementId}">${JSON.stringify(files)}</script>`
}

/** The page's JavaScript files, dependencies first; none when the page has no list (or an unreadable one). */
function listedPageModules(document: Document): string[] {
  const text = document.getElementById(pageModulesElementId)?.textContent
  if (!text) return []
  let files: unknown
  try {
    files = JSON.parse(text)
  } catch (error) {
    // The app still starts: its modules then load as they are imported.
    console.warn('page-start: the page modules list is not JSON', { name: (error as Error).name })
    return []
  }
  return Array.isArray(files) ? files.filter(isAssetPath) : []
}

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0))

/**
 * Loads the page's JavaScript: asks for every file at once (as <link rel="modulepreload">), so they download side by
 * side instead of one after the other as each module finds its imports, then runs them one file per task,
 * dependencies first, so that no single task keeps the page from answering a tap for long. Anything in the list
 * that is not one of the build's asset files is ignored.
 */
export async function loadPageModules(
  document: Document,
  run: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ file),
): Promise<void> {
  const files = listedPageModules(document)
  for (const file of files) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = file
    document.head.append(link)
  }
  for (const file of files) {
    await run(file)
    await nextTask()
  }
}

/**
 * Until the app has taken the page over, a form that posts (add to cart, sign in) is held instead of going to the
 * server as a plain page request, which only the app can answer; what was typed stays. The returned function,
 * called once the app has taken over, sends the last held form again with the button that was pressed.
 */
export function holdPostsUntilStarted(document: Document): () => void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  let released = false
  const hold = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    const method = event.submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get'
    if (method.toLowerCase() !== 'post') return
    event.preventDefault()
    held = { form, submitter: event.submitter }
  }
  document.addEventListener('submit', hold, true)
  return () => {
    if (released) return
    released = true
    document.removeEventListener('submit', hold, true)
    if (!held?.form.isConnected) return
    try {
      held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : undefined)
    } catch (error) {
      // The visitor presses the button again; nothing they typed is lost.
      console.warn('page-start: a form held before the app started could not be sent', { name: (error as Error).name })
    }
  }
}
