// The repository explains itself: every link in its Markdown resolves to a file (and heading) inside it, and every
// pointer from code comments to a docs/product.md section names one that exists (decision records and files named
// in comments: references.test.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeFiles, filesUnder, guideFiles, root } from './repository-files.ts'

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')
}

function headings(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '')
  return [...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim())
}

/** Inline links `[text](target)` outside fenced code. */
function links(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...withoutCode.matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!)
}

const markdownFiles = filesUnder(root, (name) => name.endsWith('.md'))
const productSections = new Set(headings(readFileSync(join(root, 'docs/product.md'), 'utf8')))

describe('documentation links', () => {
  it('finds the documents', () => {
    expect(markdownFiles.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/product.md',
        'docs/conventions.md',
        'docs/decisions/README.md',
      ]),
    )
  })

  it('resolves every Markdown link to a file and heading inside the repository', () => {
    const broken: string[] = []
    for (const file of markdownFiles) {
      for (const target of links(readFileSync(file, 'utf8'))) {
        if (/^(https?|mailto|tel):/.test(target)) continue
        const [pathPart = '', anchor] = target.split('#')
        const resolved = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart))
        const where = `${relative(root, file)} -> ${target}`
        if (resolved !== root && !resolved.startsWith(root + sep))
          broken.push(`${where} (outside the repository)`)
        else if (!existsSync(resolved)) broken.push(`${where} (no such file)`)
        else if (anchor && resolved.endsWith('.md')) {
          const slugs = headings(readFileSync(resolved, 'utf8')).map(headingSlug)
          if (!slugs.includes(anchor)) broken.push(`${where} (no such heading)`)
        }
      }
    }
    expect(broken).toEqual([])
  })

  it('points code comments only at docs/product.md sections that exist', () => {
    const broken: string[] = []
    for (const file of [...codeFiles, ...guideFiles]) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/docs\/product\.md, ([A-Z][A-Za-z' ]*?)(?=[),.:]| \(|$)/gm)) {
        if (!productSections.has(match[1]!))
          broken.push(`${relative(root, file)}: product section "${match[1]}"`)
      }
    }
    expect(broken).toEqual([])
  })

  it('keeps documents free of paths outside the repository', () => {
    const outside = markdownFiles.filter((file) =>
      /\.\.\/shared\/|product-spec/.test(readFileSync(file, 'utf8')),
    )
    expect(outside.map((file) => relative(root, file))).toEqual([])
  })

  it('makes GitHub-style anchors', () => {
    expect(headingSlug("The local stack's stand-ins")).toBe('the-local-stacks-stand-ins')
    expect(headingSlug('States and transitions')).toBe('states-and-transitions')
  })
})
