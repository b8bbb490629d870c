import { PageHead } from '../../components/page-head.tsx'
import { site } from '../../lib/site.ts'
import { basicPageMeta } from '../../shared/seo/page-meta.ts'

/** A page without head tags of its own: the catalog's title ("Order Review · Saffron Table") and the site's description. */
export function CatalogPageHead({ title }: { title: string }) {
  return <PageHead meta={basicPageMeta(site, title === 'Home' ? undefined : title)} />
}
