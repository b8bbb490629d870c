import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, data, RouterProvider, useRouteError } from 'react-router'
import { headHtml } from '../shared/seo/head-tags.ts'
import { loginPageMeta } from '../shared/seo/indexed-page-meta.ts'
import type { PageMeta } from '../shared/seo/page-meta.ts'
import { ErrorPageHead, PageHead, PageMetaCollector } from './page-head.tsx'

const site = { name: 'Saffron Table', origin: 'https://saffron-table.example' }

const product: PageMeta = {
  title: 'Ragù Supper · Saffron Table',
  description: 'Fresh pappardelle & a slow ragù.',
  canonicalUrl: 'https://saffron-table.example/package-details/ragu',
  openGraph: {
    type: 'product',
    title: 'Ragù Supper',
    description: 'Fresh pappardelle & a slow ragù.',
    url: 'https://saffron-table.example/package-details/ragu',
    siteName: 'Saffron Table',
    image: { url: 'https://saffron-table.example/demo/ragu.svg', alt: 'Ragù Supper' },
    price: { amount: '220.00', currency: 'USD' },
  },
  jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: '</script>Ragù' },
}

/** Every tag as its name and attributes (and text), in document order, so two heads can be compared. */
function describeTags(elements: Iterable<Element>): string[] {
  return [...elements].map((element) => {
    const attributes = element
      .getAttributeNames()
      .sort()
      .map((name) => `${name}=${element.getAttribute(name)}`)
    return [element.tagName.toLowerCase(), ...attributes, element.textContent ?? ''].join(' ')
  })
}

const headSelector = 'title, meta, link[rel="canonical"], script[type="application/ld+json"]'

afterEach(() => {
  // Unmount first: React removes the tags it put into the head itself.
  cleanup()
  document.head.innerHTML = ''
})

describe('PageHead', () => {
  it("puts the same tags into the document as the server's head HTML", () => {
    const { container } = render(<PageHead meta={product} />)
    const server = new DOMParser().parseFromString(`<head>${headHtml(product)}</head>`, 'text/html')
    const rendered = [
      ...document.head.querySelectorAll(headSelector),
      ...container.querySelectorAll('script'),
    ]
    expect(describeTags(rendered)).toEqual(describeTags(server.head.querySelectorAll(headSelector)))
    expect(document.title).toBe('Ragù Supper · Saffron Table')
  })

  it("replaces one page's tags by the next page's, leaving none behind", () => {
    const { rerender } = render(<PageHead meta={product} />)
    rerender(<PageHead meta={loginPageMeta(site)} />)
    expect(document.title).toBe('Login · Saffron Table')
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://saffron-table.example/login',
    )
    expect(document.head.querySelector('meta[property="product:price:amount"]')).toBeNull()
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull()
  })

  it('takes over the tags a server wrote when it hydrates the page, instead of adding a second set', async () => {
    // What a server writes: the head HTML, and the page rendered with a collector (the structured data in place).
    document.head.innerHTML = headHtml(product, { jsonLd: false })
    const written = [...document.head.children]
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(
      <PageMetaCollector value={() => {}}>
        <PageHead meta={product} />
      </PageMetaCollector>,
    )
    const recoverable: unknown[] = []
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, <PageHead meta={product} />, {
        onRecoverableError: (e) => recoverable.push(e),
      })
    })
    expect(recoverable).toEqual([])
    expect([...document.head.children]).toEqual(written)
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    act(() => root?.unmount())
    container.remove()
  })

  it('hands a server its metadata and renders only the structured data in the page', () => {
    let collected: PageMeta | undefined
    const { container } = render(
      <PageMetaCollector value={(meta) => (collected = meta)}>
        <PageHead meta={product} />
      </PageMetaCollector>,
    )
    expect(collected).toBe(product)
    expect(document.head.children).toHaveLength(0)
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    expect(container.innerHTML).not.toContain('</script>Ragù')
  })
})

describe('ErrorPageHead', () => {
  async function openFailingPage(failure: () => never) {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: failure,
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary: () => <ErrorPageHead error={useRouteError()} />,
      },
    ])
    await act(async () => {
      render(<RouterProvider router={router} />)
    })
  }

  it('titles a missing page "Page Not Found" and keeps it out of search results', async () => {
    await openFailingPage(() => {
      throw data('This package does not exist or is not available.', { status: 404 })
    })
    expect(document.title).toBe('Page Not Found · Saffron Table')
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(document.head.querySelector('meta[name="description"]')).toBeNull()
  })

  it('titles any other failure "Something went wrong"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await openFailingPage(() => {
      throw new Error('unavailable')
    })
    expect(document.title).toBe('Something went wrong · Saffron Table')
    vi.restoreAllMocks()
  })
})
