import { describe, expect, it } from 'vitest'
import { escapeHtml, html, rawHtml } from './html.ts'

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    )
  })

  it('turns null and undefined into empty text', () => {
    expect(escapeHtml(undefined)).toBe('')
    expect(escapeHtml(null)).toBe('')
  })
})

describe('html tag', () => {
  it('escapes interpolated values but keeps the template and raw fragments', () => {
    const name = '<b>Ana</b>'
    expect(html`<p>${name}</p>${rawHtml('<hr>')}`).toBe('<p>&lt;b&gt;Ana&lt;/b&gt;</p><hr>')
  })
})
