import { blockText, type ContentBlock } from '../shared/schemas/content-config.ts'
import { isLocalPath } from '../shared/local-path.ts'

export interface ContactLink {
  title: string
  link: string
  icon: string
}

/** Links a contact block may use: web, mail, phone, or a path of this site. Anything else (javascript:) is dropped. */
export function isSafeHref(link: string): boolean {
  const value = link.trim()
  if (value.startsWith('/')) return isLocalPath(value)
  return /^(https?:\/\/|mailto:|tel:)/i.test(value)
}

/** contactLinks content blocks (answers keyed by question key) as links; incomplete or unsafe ones are left out. */
export function toContactLinks(blocks: ContentBlock[]): ContactLink[] {
  return blocks
    .map((block) => ({
      title: blockText(block, 'title').trim(),
      link: blockText(block, 'link').trim(),
      icon: blockText(block, 'icon'),
    }))
    .filter((contact) => contact.title !== '' && isSafeHref(contact.link))
}
