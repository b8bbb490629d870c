import { createContext, useContext } from 'react'
import { isRouteErrorResponse } from 'react-router'
import { headTags } from '../shared/seo/head-tags.ts'
import { errorPageMeta, type PageMeta } from '../shared/seo/page-meta.ts'
import { site } from '../lib/site.ts'

// A page's head tags, rendered by the page itself. React 19 moves <title>, <meta> and <link> into the document's
// head wherever they are rendered, replaces them when the next page renders its own, and takes over the same tags
// the server already wrote there (it compares their attributes) instead of adding a second set. The structured data
// is a script inside the page (search engines read it there). Exactly one PageHead is rendered per page: the
// indexed pages render theirs, the root layout renders one for every other page (src/app/root/root-route.tsx).

/** Receives the page's metadata while a server renders the page (see PageHead). */
export type CollectPageMeta = (meta: PageMeta) => void

/**
 * Set by a server that renders the React tree into a page template: PageHead then hands it the metadata instead of
 * rendering the head's tags (which would land in the body), and the server puts them into the template's <head>
 * with `withPageHead(template, meta)`. The structured data script is rendered in the page either way, so the
 * browser's first render matches the server's.
 */
export const PageMetaCollector = createContext<CollectPageMeta | null>(null)

export function PageHead({ meta }: { meta: PageMeta }) {
  const collect = useContext(PageMetaCollector)
  collect?.(meta)
  return headTags(meta).map((tag) => {
    switch (tag.tag) {
      case 'script':
        return <script key={tag.key} type={tag.type} dangerouslySetInnerHTML={{ __html: tag.json }} />
      case 'title':
        return collect ? null : <title key={tag.key}>{tag.text}</title>
      case 'meta':
        if (collect) return null
        return 'name' in tag ? (
          <meta key={tag.key} name={tag.name} content={tag.content} />
        ) : (
          <meta key={tag.key} property={tag.property} content={tag.content} />
        )
      case 'link':
        return collect ? null : <link key={tag.key} rel={tag.rel} href={tag.href} />
    }
  })
}

/** The head of an indexed page that could not be shown (its error boundary): not found or failed, never indexed. */
export function ErrorPageHead({ error }: { error: unknown }) {
  return <PageHead meta={errorPageMeta(site, isRouteErrorResponse(error) ? error.status : undefined)} />
}
