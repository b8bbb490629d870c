import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  holdPostsUntilStarted,
  holdTapsUntilStarted,
  loadPageModules,
  pageModulesBlock,
  preloadsPerTask,
  pageModulesElementId,
  paintReportWaitMs,
  whenLeadPictureSettled,
} from './page-start.ts'

function pageWith(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`
  return document.getElementById('root')!
}

const settledWithin = async (promise: Promise<void>, ms: number) => {
  let settled = false
  void promise.then(() => (settled = true))
  await vi.advanceTimersByTimeAsync(ms)
  return settled
}

describe('page start', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('starts at once on a page without a lead picture', async () => {
    vi.useFakeTimers()
    const root = pageWith('<img src="/a.avif" loading="lazy"><p>No lead picture</p>')
    expect(await settledWithin(whenLeadPictureSettled(root), 0)).toBe(true)
  })

  it('waits for the lead picture to load and be painted, or to fail', async () => {
    vi.useFakeTimers()
    for (const outcome of ['load', 'error']) {
      const root = pageWith('<picture><img src="/lead.avif" fetchpriority="high"></picture>')
      const picture = root.querySelector('img')!
      const started = whenLeadPictureSettled(root)
      expect(await settledWithin(started, 100)).toBe(false)
      picture.dispatchEvent(new Event(outcome))
      // Without paint reports, a loaded picture is waited for until the next frame; a failed one is not.
      if (outcome === 'load') expect(await settledWithin(started, 0)).toBe(false)
      expect(await settledWithin(started, 20)).toBe(true)
    }
  })

  describe('where the browser reports what it painted', () => {
    let report: ((entries: Array<{ element: Element | null }>) => void) | null = null
    let disconnected = false
    class PaintReports {
      static supportedEntryTypes = ['largest-contentful-paint']
      private readonly callback: (list: { getEntries: () => unknown[] }) => void
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        this.callback = callback
      }
      observe() {
        report = (entries) => this.callback({ getEntries: () => entries })
      }
      disconnect() {
        disconnected = true
      }
    }
    afterEach(() => {
      vi.unstubAllGlobals()
      report = null
      disconnected = false
    })

    it('waits after the load until the picture is reported painted', async () => {
      vi.useFakeTimers()
      vi.stubGlobal('PerformanceObserver', PaintReports)
      const root = pageWith('<h1>Harvest Bowls</h1><img src="/lead.avif" fetchpriority="high">')
      const picture = root.querySelector('img')!
      const started = whenLeadPictureSettled(root)
      picture.dispatchEvent(new Event('load'))
      // A report naming another element (the heading, painted first) is not the picture's.
      report!([{ element: root.querySelector('h1') }])
      expect(await settledWithin(started, 100)).toBe(false)
      report!([{ element: picture }])
      expect(await settledWithin(started, 0)).toBe(true)
      expect(disconnected).toBe(true)
    })

    it('goes ahead shortly after the load when no report names the picture', async () => {
      vi.useFakeTimers()
      vi.stubGlobal('PerformanceObserver', PaintReports)
      const root = pageWith('<img src="/lead.avif" fetchpriority="high">')
      const started = whenLeadPictureSettled(root)
      expect(await settledWithin(started, 200)).toBe(false)
      root.querySelector('img')!.dispatchEvent(new Event('load'))
      expect(await settledWithin(started, paintReportWaitMs - 1)).toBe(false)
      expect(await settledWithin(started, 2)).toBe(true)
    })
  })

  it('does not wait longer than the limit for a slow picture', async () => {
    vi.useFakeTimers()
    const root = pageWith('<img src="/lead.avif" fetchpriority="high">')
    const started = whenLeadPictureSettled(root, 1500)
    expect(await settledWithin(started, 1499)).toBe(false)
    expect(await settledWithin(started, 1)).toBe(true)
  })

  it('asks for every listed file of the build at once, then runs them one per task in order', async () => {
    document.head.innerHTML = pageModulesBlock(['/assets/start-a1.js'])
    document.getElementById(pageModulesElementId)!.textContent = JSON.stringify([
      '/assets/framework-b2.js',
      'https://evil.test/x.js',
      '/assets/start-a1.js',
      7,
    ])
    const events: string[] = []
    const preloadedWhenRun: number[] = []
    const run = async (file: string) => {
      preloadedWhenRun.push(document.head.querySelectorAll('link[rel="modulepreload"]').length)
      events.push(`run ${file}`)
    }
    const timer = window.setTimeout
    vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      events.push('next task')
      return timer(callback, ms)
    }) as typeof window.setTimeout)
    await loadPageModules(document, run)
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/framework-b2.js',
      '/assets/start-a1.js',
    ])
    expect(links.every((link) => link.crossOrigin === '')).toBe(true)
    expect(preloadedWhenRun).toEqual([2, 2])
    expect(events).toEqual([
      'run /assets/framework-b2.js',
      'next task',
      'run /assets/start-a1.js',
      'next task',
    ])
    vi.restoreAllMocks()
  })

  it('inserts the preloads a group per task, all of them before the first file runs', async () => {
    const files = Array.from({ length: preloadsPerTask + 2 }, (_, index) => `/assets/chunk-${index}.js`)
    document.head.innerHTML = pageModulesBlock(files)
    const preloadedAtEachTask: number[] = []
    const timer = window.setTimeout
    vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      preloadedAtEachTask.push(document.head.querySelectorAll('link[rel="modulepreload"]').length)
      return timer(callback, ms)
    }) as typeof window.setTimeout)
    const preloadedWhenRun: number[] = []
    await loadPageModules(document, async () => {
      preloadedWhenRun.push(document.head.querySelectorAll('link[rel="modulepreload"]').length)
    })
    // The first group, then the rest in the next task; then one task after each of the files run.
    expect(preloadedAtEachTask.slice(0, 2)).toEqual([preloadsPerTask, files.length])
    expect(preloadedWhenRun).toEqual(files.map(() => files.length))
    vi.restoreAllMocks()
  })

  it('fails when a file does not run, so the page can say the app could not start', async () => {
    document.head.innerHTML = pageModulesBlock(['/assets/start-a1.js'])
    await expect(
      loadPageModules(document, () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch')
  })

  it('runs nothing when the list is missing or unreadable', async () => {
    const run = vi.fn(async () => {})
    await loadPageModules(document, run)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.head.innerHTML = `<script type="application/json" id="${pageModulesElementId}">[not json</script>`
    await loadPageModules(document, run)
    expect(run).not.toHaveBeenCalled()
    expect(document.head.querySelectorAll('link').length).toBe(0)
    expect(warn).toHaveBeenCalledWith('page-start: the page modules list is not JSON', {
      name: 'SyntaxError',
    })
    warn.mockRestore()
  })

  it('writes only asset paths into the page', () => {
    expect(pageModulesBlock(['/assets/start-a1.js'])).toBe(
      `<script type="application/json" id="${pageModulesElementId}">["/assets/start-a1.js"]</script>`,
    )
    expect(() => pageModulesBlock(['/assets/x.js</script><script>alert(1)'])).toThrow(/is not a file/)
  })

  it('holds a posting form until the app has started, then sends it with the button pressed', () => {
    document.body.innerHTML = `
      <form method="post" action="/add-cart-item"><input name="quantity" value="2">
        <button name="intent" value="add">Add</button><button name="intent" value="remove">Remove</button></form>
      <form method="get" action="/package-shop"><button>Filter</button></form>`
    const [posting, searching] = [...document.forms]
    const sent: Array<{ form: string; intent: string | null }> = []
    document.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return
      event.preventDefault()
      const form = event.target as HTMLFormElement
      sent.push({
        form: form.getAttribute('action')!,
        intent: (event.submitter as HTMLButtonElement | null)?.getAttribute('value') ?? null,
      })
    })
    const sendHeld = holdPostsUntilStarted(document)

    posting!.querySelectorAll('button')[1]!.click()
    posting!.querySelectorAll('button')[0]!.click()
    searching!.querySelector('button')!.click()
    // A search goes as a page request at once (the server renders it); the posts wait.
    expect(sent).toEqual([{ form: '/package-shop', intent: null }])

    sendHeld()
    expect(sent).toEqual([
      { form: '/package-shop', intent: null },
      { form: '/add-cart-item', intent: 'add' },
    ])
    sendHeld()
    posting!.querySelectorAll('button')[1]!.click()
    expect(sent.at(-1)).toEqual({ form: '/add-cart-item', intent: 'remove' })
    expect(sent).toHaveLength(3)
  })

  it('sends nothing when no form was sent before the app started', () => {
    document.body.innerHTML = '<form method="post" action="/email-login"><button>Login</button></form>'
    const submitted = vi.fn()
    document.addEventListener('submit', submitted)
    holdPostsUntilStarted(document)()
    expect(submitted).not.toHaveBeenCalled()
  })

  describe('a tap before the app has started', () => {
    /** What the page's own listeners (React's, on the root) heard, by the control's text. */
    function pageHearing(root: HTMLElement): string[] {
      const heard: string[] = []
      root.addEventListener('click', (event) => {
        const control = (event.target as Element).closest('button,[role],a,label')
        heard.push(control?.getAttribute('aria-label') ?? control?.textContent?.trim() ?? '?')
        if ((event.target as Element).closest('a')) event.preventDefault()
      })
      return heard
    }

    it('is kept from the page, then the last control tapped is tapped again once it has', async () => {
      vi.useFakeTimers()
      const root = pageWith(`
        <header><button type="button" aria-haspopup="true"><svg><path></path></svg>Menu</button>
          <button type="button" role="switch" aria-checked="false"><span>Dark theme</span></button></header>
        <footer><button>Leave Testimonial</button></footer>`)
      const heard = pageHearing(root)
      const tapHeld = holdTapsUntilStarted(document)
      const [menu, themeSwitch, testimonial] = [...root.querySelectorAll('button')]

      menu!.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      themeSwitch!.querySelector('span')!.click()
      testimonial!.click()
      expect(heard).toEqual([])

      tapHeld()
      // In a task of its own, after the one in which the app took over.
      expect(heard).toEqual([])
      await vi.advanceTimersByTimeAsync(0)
      expect(heard).toEqual(['Leave Testimonial'])
      // From then on taps reach the page at once, and nothing is tapped twice.
      tapHeld()
      menu!.click()
      await vi.advanceTimersByTimeAsync(0)
      expect(heard).toEqual(['Leave Testimonial', 'Menu'])
    })

    it("leaves to the browser what works without the app: links, fields and a form's own buttons", async () => {
      vi.useFakeTimers()
      const root = pageWith(`
        <a href="/order-review" aria-label="Cart, 0 items"><svg></svg></a>
        <form method="get" action="/package-shop"><label><input type="checkbox" name="diet">Vegan</label>
          <button>Show packages</button><button type="reset">Reset</button></form>
        <p>Plain text</p>`)
      const heard = pageHearing(root)
      root.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault())
      const tapHeld = holdTapsUntilStarted(document)
      root.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      root.querySelector('input')!.click()
      expect(root.querySelector('input')!.checked).toBe(true)
      for (const button of root.querySelectorAll('button')) button.click()
      root.querySelector('p')!.click()
      expect(heard).toEqual(['Cart, 0 items', 'Vegan', 'Show packages', 'Reset', '?'])

      tapHeld()
      await vi.advanceTimersByTimeAsync(0)
      // Nothing is tapped again (the reset put the box back as it started; boxes: next test).
      expect(heard).toHaveLength(5)
    })

    it('ticks a box again once the app has started, as the visitor left it, so the app draws it so', async () => {
      vi.useFakeTimers()
      const root = pageWith(`
        <label><input type="checkbox" name="diet" value="vegan">Vegan</label>
        <label><input type="checkbox" name="diet" value="vegetarian">Vegetarian</label>
        <label><input type="checkbox" name="free" value="peanuts" checked>Peanuts</label>
        <label><input type="checkbox" name="free" value="sesame">Sesame</label>`)
      const changes: string[] = []
      root.addEventListener('change', (event) => {
        const box = event.target as HTMLInputElement
        changes.push(`${box.value} ${box.checked}`)
      })
      const tapHeld = holdTapsUntilStarted(document)
      const [vegan, vegetarian, peanuts] = [...root.querySelectorAll('input')]
      vegan!.click()
      vegetarian!.click()
      vegetarian!.click()
      // By its label, as a tap on the words does.
      peanuts!.closest('label')!.click()
      changes.length = 0

      tapHeld()
      await vi.advanceTimersByTimeAsync(0)
      // Ticked and unticked again (as it started) it is left alone, and so is the box not touched.
      expect(changes).toEqual(['vegan true', 'peanuts false'])
      expect([...root.querySelectorAll('input')].map((box) => box.checked)).toEqual([
        true,
        false,
        false,
        false,
      ])
    })

    it('taps the control in the same place when the app has drawn the page anew, and nothing else', async () => {
      vi.useFakeTimers()
      const page = `<header><button type="button">Menu</button></header>
        <section><div role="button" tabindex="0">Filter by diet</div></section>`
      let root = pageWith(page)
      const tapHeld = holdTapsUntilStarted(document)
      root.querySelector<HTMLElement>('[role=button]')!.click()
      root = pageWith(page)
      const heard = pageHearing(root)
      tapHeld()
      await vi.advanceTimersByTimeAsync(0)
      expect(heard).toEqual(['Filter by diet'])

      // A page that changed where the control was (another element, other words) is not tapped by guesswork.
      const tapHeldAgain = holdTapsUntilStarted(document)
      root.querySelector<HTMLElement>('[role=button]')!.click()
      root = pageWith(page.replace('Filter by diet', 'Filters'))
      const heardAfter = pageHearing(root)
      tapHeldAgain()
      await vi.advanceTimersByTimeAsync(0)
      expect(heardAfter).toEqual([])
    })
  })
})
