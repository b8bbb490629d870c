// How the app's JavaScript starts on a page the server rendered. The page is readable and painted without it, so
// its largest picture (the one with fetchpriority="high") is given the network first: the app's scripts are asked
// for once that picture has arrived, failed, or taken longer than a moment. On a phone's connection the scripts
// (far larger than the picture) would otherwise share the bandwidth with it and delay it
// (docs/decisions/0078-scripts-wait-for-the-lead-picture.md). Until the app has started, a form the visitor sends
// is held and sent once it has, and so is a tap on a control only the app can answer
// (docs/decisions/0081-early-taps-are-carried-out-once-the-app-has-started.md). This module is part of the entry
// chunk: it imports nothing.

/** The id of the JSON block that lists the page's JavaScript files (written by src/server-render/). */
export const pageModulesElementId = 'page-modules'

/** The longest the scripts wait for the lead picture, so a slow picture never keeps a page from working for long. */
export const leadPictureWaitLimitMs = 1500

/** How long after its load the browser may take to report the picture painted before the scripts go ahead. */
export const paintReportWaitMs = 300

/** Runs after the browser has painted the next frame: a task queued from a frame callback runs after its paint. */
const afterNextPaint = (callback: () => void) =>
  window.requestAnimationFrame(() => window.setTimeout(callback, 0))

const reportsPaints = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')

/**
 * Calls back once the loaded picture is on screen. A loaded picture is painted only after it has been decoded, a
 * frame or more later, and only the browser's Largest Contentful Paint report says when it was shown. Where the
 * browser has no such report, after the next frame; where another element is the page's largest (so no report
 * names the picture), after a short wait.
 */
function afterPicturePainted(picture: HTMLImageElement, callback: () => void) {
  if (!reportsPaints()) {
    afterNextPaint(callback)
    return
  }
  let done = false
  const finish = () => {
    if (done) return
    done = true
    observer.disconnect()
    window.clearTimeout(timer)
    window.setTimeout(callback, 0)
  }
  const observer = new PerformanceObserver((list) => {
    if (
      list
        .getEntries()
        .some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === picture)
    ) {
      finish()
    }
  })
  const timer = window.setTimeout(finish, paintReportWaitMs)
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
}

/**
 * Resolves once the page's lead picture is on screen, or has failed, at once when there is none; never later than
 * the limit.
 */
export function whenLeadPictureSettled(
  container: ParentNode,
  limitMs = leadPictureWaitLimitMs,
): Promise<void> {
  const picture = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!picture) return Promise.resolve()
  return new Promise((resolve) => {
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      window.clearTimeout(timer)
      picture.removeEventListener('load', loaded)
      picture.removeEventListener('error', settle)
      resolve()
    }
    // Scripts that start running before the picture is on screen would delay it.
    const loaded = () => afterPicturePainted(picture, settle)
    const timer = window.setTimeout(settle, limitMs)
    if (picture.complete) {
      loaded()
      return
    }
    picture.addEventListener('load', loaded)
    picture.addEventListener('error', settle)
  })
}

const isAssetPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/assets\/[\w.-]+\.js$/.test(value)

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

/** How many `modulepreload` links go in per task: each one starts a request, which costs the main thread a little. */
export const preloadsPerTask = 8

/**
 * Loads the page's JavaScript: asks for every file before running any (as <link rel="modulepreload">), so they
 * download side by side instead of one after the other as each module finds its imports, then runs them one file
 * per task, dependencies first, so that no single task keeps the page from answering a tap for long. The links go
 * in a few at a time, one group per task, for the same reason. Anything in the list that is not one of the build's
 * asset files is ignored.
 */
export async function loadPageModules(
  document: Document,
  run: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ file),
): Promise<void> {
  const files = listedPageModules(document)
  for (let first = 0; first < files.length; first += preloadsPerTask) {
    if (first > 0) await nextTask()
    // One insertion per group: links appended one by one took several times as long.
    const links = document.createDocumentFragment()
    for (const file of files.slice(first, first + preloadsPerTask)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = file
      links.append(link)
    }
    document.head.append(links)
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
      console.warn('page-start: a form held before the app started could not be sent', {
        name: (error as Error).name,
      })
    }
  }
}

/** What a tap can land on that the browser or the app acts upon. */
const controlSelector =
  'a[href],button,input,select,textarea,label,summary,[role=button],[role=switch],[role=checkbox],[role=radio],' +
  '[role=tab],[role=menuitem],[role=option],[role=combobox]'

/** Whether only the app can answer a tap on this control: links, fields and a form's own buttons work without it. */
function needsTheApp(control: Element): boolean {
  if (control.matches('a[href],input,select,textarea,label,summary')) return false
  if (control instanceof HTMLButtonElement) return control.form === null || control.type === 'button'
  return true
}

/** Where an element sits in the page, as child positions, to find it again should the app have drawn it anew. */
function placeOf(element: Element): number[] {
  const place: number[] = []
  for (let node = element; node.parentElement; node = node.parentElement) {
    place.unshift(Array.from(node.parentElement.children).indexOf(node))
  }
  return place
}

/**
 * Until the app has taken the page over, a tap on a control that only the app can answer (the header's menu
 * button, the theme switch, "Leave Testimonial", the shop's filter panel) is kept from the page, which cannot act
 * on it yet. The returned function, called once the app has taken over, taps the last such control again: the
 * same element, since hydrating keeps the server's nodes, or, should the app have drawn the page anew, the element
 * in its place with the same tag and text. Links, form fields and a form's own buttons are left to the browser
 * (posts are held by holdPostsUntilStarted), but a box ticked or unticked before is ticked again then, so the app
 * draws it as the visitor left it.
 */
export function holdTapsUntilStarted(document: Document): () => void {
  let held: { control: HTMLElement; place: number[]; tag: string; text: string | null } | null = null
  // Boxes the browser ticks by itself, but whose tick the app draws (MUI's checkboxes) and does not know of yet.
  const ticked = new Set<HTMLInputElement>()
  let released = false
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(controlSelector) : null
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      ticked.add(control)
    }
    if (!(control instanceof HTMLElement) || !needsTheApp(control)) return
    // A page being taken over would also act on it, then once more when it is tapped again below.
    event.stopPropagation()
    held = { control, place: placeOf(control), tag: control.tagName, text: control.textContent }
  }
  document.addEventListener('click', hold, true)
  return () => {
    if (released) return
    released = true
    document.removeEventListener('click', hold, true)
    if (!held && ticked.size === 0) return
    // In a task of its own: while React is committing the page it would not hydrate the tapped part to answer.
    window.setTimeout(() => {
      for (const box of ticked) {
        // The app took the box over as it started (its default): it is ticked again as the visitor left it, so the
        // app hears of it.
        if (!box.isConnected || box.checked === box.defaultChecked) continue
        box.checked = box.defaultChecked
        box.click()
      }
      if (!held) return
      const { control, place, tag, text } = held
      if (control.isConnected) {
        control.click()
        return
      }
      let found: Element | undefined = document.documentElement
      for (const index of place) found = found?.children[index]
      if (found instanceof HTMLElement && found.tagName === tag && found.textContent === text) found.click()
    }, 0)
  }
}
