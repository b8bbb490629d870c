import { describe, expect, it } from 'vitest'
import { fillTemplate } from './page-template.ts'

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Saffron Table</title>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><noscript>Saffron Table needs JavaScript to run.</noscript>
<div id="root"></div>
</body></html>`

describe('fillTemplate', () => {
  const page = fillTemplate(template, {
    head: '<style data-emotion="css abc">.x{}</style>',
    root: '<link rel="preload" as="image" href="/promo.svg" fetchPriority="high"/><main>Menus</main>',
    hydrationData: '{"loaderData":{}}',
  })

  it('puts the page in #root and its styles in the head', () => {
    expect(page).toContain('<div id="root"><main>Menus</main></div>')
    expect(page).toMatch(/<style data-emotion="css abc">\.x\{\}<\/style><\/head>/)
  })

  it('moves the resource hints React wrote into the head, before the app script', () => {
    const hint = page.indexOf('<link rel="preload" as="image" href="/promo.svg"')
    expect(hint).toBeGreaterThan(-1)
    expect(hint).toBeLessThan(page.indexOf('<script type="module"'))
    expect(page.indexOf('<body>')).toBeGreaterThan(hint)
  })

  it('drops the "needs JavaScript" notice and hands over the data as JSON, not a script', () => {
    expect(page).not.toContain('<noscript>')
    expect(page).toContain('<script type="application/json" id="router-hydration-data">{"loaderData":{}}</script></body>')
  })

  it('refuses a template it cannot fill', () => {
    expect(() => fillTemplate('<html><body></body></html>', { head: '', root: '', hydrationData: '{}' })).toThrow(
      /no <\/head>/,
    )
  })
})
