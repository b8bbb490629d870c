import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { LandingData } from './landing-data.ts'
import { LandingPage, type LandingLoaderData } from './landing-page.tsx'

const data: LandingData = {
  topCards: [
    {
      id: 'c1',
      title: 'Free in-home consultation',
      summary: 'Tell us about your table.',
      summaryPunch: 'The first 30 minutes are on us.',
      discloser: 'Within 25 miles.',
      actionLine: 'Book a consultation',
      image: '/demo/promo-consultation.svg',
      link: '/login?action=signup',
    },
    {
      id: 'c2',
      title: 'Partner offer',
      summary: '',
      summaryPunch: '',
      discloser: '',
      actionLine: '',
      image: '',
      link: 'https://example.test/offer',
    },
  ],
  downloads: [
    { id: 'd1', title: 'Sample menu (PDF)', link: '/demo/sample.pdf', image: '/demo/download-menu.svg' },
  ],
  menuTiles: [{ menuId: 'menu-tuscan', title: 'Tuscan Family Supper', image: '/demo/tuscan-supper.svg' }],
  introMenus: [
    {
      menuId: 'menu-tuscan',
      title: 'Tuscan Family Supper',
      description: 'Family style.',
      packages: [
        {
          id: 'pkg-pasta',
          title: 'Pappardelle Supper',
          image: '/demo/pappardelle-ragu.svg',
          price: 220,
          allergens: ['wheat', 'milk'],
          diets: [],
          tags: ['family-style', 'serves-4', 'introOffer'],
        },
      ],
    },
  ],
  testimonials: [
    {
      id: 't1',
      name: 'Maria Delgado',
      testimony: 'The ragù was perfect.',
      reviewStamp: Date.UTC(2026, 9, 1),
    },
  ],
  business: { telephone: '+15555550142' },
}

function renderPage(loaderData: LandingLoaderData) {
  const router = createMemoryRouter([
    { path: '/', element: <LandingPage companyName="Saffron Table" data={loaderData} /> },
    { path: '/add-cart-item', action: () => null, element: <p>added</p> },
  ])
  return render(<RouterProvider router={router} />)
}

describe('LandingPage', () => {
  it('has one h1 and a heading per section', () => {
    renderPage(data)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(h2s).toEqual([
      'Featured offers',
      'Click To Download',
      'Our Menus',
      'Start With These Menus',
      'What Our Guests Say',
    ])
  })

  it('shows promo cards with their texts and a link button', () => {
    renderPage(data)
    const card = screen
      .getByRole('heading', { level: 3, name: 'Free in-home consultation' })
      .closest('article')!
    expect(within(card).getByText('The first 30 minutes are on us.')).toBeInTheDocument()
    expect(within(card).getByText('Within 25 miles.')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/login?action=signup',
    )
    const outside = screen.getByRole('link', { name: 'Learn more' })
    expect(outside).toHaveAttribute('href', 'https://example.test/offer')
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('opens downloads in a new tab without an opener', () => {
    renderPage(data)
    const link = screen.getByRole('link', { name: /Sample menu \(PDF\)/ })
    expect(link).toHaveAttribute('href', '/demo/sample.pdf')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('links menu tiles to the package shop of the menu', () => {
    renderPage(data)
    const tile = screen.getByRole('link', { name: 'Tuscan Family Supper' })
    expect(tile).toHaveAttribute('href', '/package-shop/menu-tuscan')
  })

  it('lists intro menu packages, open by default, with price, tags in words and an Add form', () => {
    renderPage(data)
    expect(screen.getByRole('button', { name: 'Tuscan Family Supper', expanded: true })).toBeInTheDocument()
    expect(screen.getByText('$220.00')).toBeInTheDocument()
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')
    expect(tags.map((tag) => tag.textContent)).toEqual(['Family style', 'Serves 4', 'Intro offer'])
    const add = screen.getByRole('button', { name: 'Add Pappardelle Supper to cart' })
    const form = add.closest('form')!
    expect(form).toHaveAttribute('method', 'post')
    expect(form.getAttribute('action')).toBe('/add-cart-item')
    expect(Object.fromEntries(new FormData(form))).toEqual({
      chefPackageId: 'pkg-pasta',
      title: 'Pappardelle Supper',
      price: '220',
      image: '/demo/pappardelle-ragu.svg',
      redirect: '/',
      stay: 'true',
    })
  })

  it('gives every image alt text (empty only for decorative thumbnails) and a size; all but the first load lazily', () => {
    const { container } = renderPage(data)
    const images = [...container.querySelectorAll('img')]
    expect(images.length).toBe(4) // promo card, download thumbnail, menu tile, package (the second card has no image)
    for (const image of images) {
      expect(image).toHaveAttribute('alt')
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
    // The first promotional picture is the page's largest element above the fold.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy'])
    expect(screen.getByRole('img', { name: 'Pappardelle Supper' })).toBeInTheDocument()
  })

  it('shows the private packages prepared for a signed-in visitor in their own section', async () => {
    renderPage({
      ...data,
      privatePackages: Promise.resolve([
        {
          id: 'pkg-anniversary',
          title: 'Anniversary Tasting',
          image: '',
          price: 395,
          allergens: [],
          diets: [],
          tags: [],
        },
      ]),
    })
    // They arrive after the page has rendered (the session loads after the first paint).
    const section = await screen.findByRole('region', { name: 'Prepared For You' })
    expect(within(section).getByText('$395.00')).toBeInTheDocument()
    expect(
      within(section).getByRole('button', { name: 'Add Anniversary Tasting to cart' }),
    ).toBeInTheDocument()
  })

  it('shows testimonials by name without e-mail', () => {
    renderPage(data)
    expect(screen.getByText('“The ragù was perfect.”')).toBeInTheDocument()
    expect(screen.getByText(/Maria Delgado/)).toBeInTheDocument()
  })

  it('still renders when the loader returned an empty object', () => {
    renderPage({})
    expect(screen.getByRole('heading', { level: 1, name: 'Saffron Table' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Our menus are being updated')
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0)
  })
})
