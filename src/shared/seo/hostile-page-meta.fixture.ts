import type { PageMeta } from './page-meta.ts'

// Test data for the head-tag tests: a site and a page whose every value tries to open a tag or leave an attribute.

export const hostileSite = { name: 'Saffron & Co "Table"', origin: 'https://saffron-table.example' }

export const hostilePageMeta: PageMeta = {
  title: '</title><script>alert(1)</script>',
  description: '"><script>alert(2)</script> & more',
  canonicalUrl: 'https://saffron-table.example/package-details/x"onmouseover="alert(3)',
  openGraph: {
    type: 'product',
    title: "Chef's <b>special</b>",
    description: 'd',
    url: 'https://saffron-table.example/x',
    siteName: hostileSite.name,
    image: { url: 'https://saffron-table.example/a.png?x=1&y=2', alt: '"alt"' },
  },
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: '</script><script>alert(4)</script><!--',
    description: 'Line\u2028separator & <b>',
  },
}
