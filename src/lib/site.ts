import { env } from '../env.ts'
import type { SiteSettings } from '../shared/seo/site.ts'

/** The site's name and public origin, for page metadata (src/shared/seo). */
export const site: SiteSettings = { name: env.VITE_COMPANY_NAME, origin: env.VITE_SITE_ORIGIN }
