// What comments name stays true: every decision record (docs/decisions/00NN, "decision 00NN", decisions/00NN-name.md)
// and every repository path (src/..., functions/..., scripts/..., tests/..., docs/...) named in a comment of the
// code, the rules and the guides beside the code exists, and the decision index says which records are superseded.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeFiles, decisionFiles, guideFiles, root } from './repository-files.ts'

/** The comments of a JavaScript-like source (TypeScript, rules): `//` lines and `/* *\/` blocks, strings skipped. */
function commentsOf(source: string): string[] {
  const comments: string[] = []
  let index = 0
  while (index < source.length) {
    const char = source[index]!
    const next = source[index + 1]
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index)
      const stop = end === -1 ? source.length : end
      comments.push(source.slice(index, stop))
      index = stop
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2)
      const stop = end === -1 ? source.length : end + 2
      comments.push(source.slice(index, stop))
      index = stop
    } else if (char === "'" || char === '"' || char === '`') {
      index = skipQuoted(source, index, char)
    } else if (char === '/' && startsRegExp(source, index)) {
      index = skipRegExp(source, index)
    } else {
      index += 1
    }
  }
  return comments
}

/** Whether a `/` here begins a regular expression rather than dividing what comes before it. */
function startsRegExp(source: string, index: number): boolean {
  let back = index - 1
  while (back >= 0 && /\s/.test(source[back]!)) back -= 1
  // `</` closes a JSX element.
  if (back >= 0 && source[back] === '<') return false
  if (back < 0 || !/[\w$)\]]/.test(source[back]!)) return true
  let wordStart = back
  while (wordStart > 0 && /\w/.test(source[wordStart - 1]!)) wordStart -= 1
  return ['return', 'typeof', 'case'].includes(source.slice(wordStart, back + 1))
}

function skipQuoted(source: string, start: number, quote: string): number {
  let index = start + 1
  while (index < source.length && source[index] !== quote) {
    if (source[index] === '\\') index += 1
    else if (quote !== '`' && source[index] === '\n') break
    index += 1
  }
  return index + 1
}

function skipRegExp(source: string, start: number): number {
  let index = start + 1
  let inClass = false
  while (index < source.length && source[index] !== '\n') {
    const char = source[index]
    if (char === '\\') index += 1
    else if (char === '[') inClass = true
    else if (char === ']') inClass = false
    else if (char === '/' && !inClass) return index + 1
    index += 1
  }
  return index
}

interface Reference {
  kind: 'decision' | 'path'
  target: string
}

const pathPattern = /(?<![\w./@~-])((?:src|functions|scripts|tests|docs)\/[\w./<>*{}[\]$-]*)/g

/** The decision records and repository paths a piece of text names. */
function referencesIn(text: string): Reference[] {
  const found: Reference[] = []
  for (const match of text.matchAll(/decisions\/(\d{4}(?:-[\w-]*[\w])?(?:\.md)?)/g)) {
    found.push({ kind: 'decision', target: match[1]! })
  }
  for (const match of text.matchAll(/\bdecisions? ((?:\d{4}(?:, | and | or )?)+)/gi)) {
    for (const number of match[1]!.match(/\d{4}/g)!) found.push({ kind: 'decision', target: number })
  }
  for (const match of text.matchAll(pathPattern)) {
    const path = match[1]!.replace(/\.+$/, '')
    // Patterns and placeholders (`src/shared/schemas/<entity>.ts`, `tests/e2e/*.spec.ts`) name no one file;
    // a path is a file with an extension or a folder with its closing slash.
    if (/[<>*{}[\]$]/.test(path) || !/(\.[a-z]+|\/)$/.test(path)) continue
    found.push({ kind: 'path', target: path })
  }
  return found
}

// Folders the build writes (ignored by git): a fresh checkout does not have them yet.
const builtFolders = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[\w.-]+(\/[\w.-]+)*\/$/.test(line))

function exists({ kind, target }: Reference): boolean {
  if (kind === 'path') {
    return builtFolders.some((folder) => target.startsWith(folder)) || existsSync(join(root, target))
  }
  if (target.endsWith('.md')) return decisionFiles.includes(target)
  if (target.includes('-')) return decisionFiles.includes(`${target}.md`)
  return decisionFiles.some((name) => name.startsWith(`${target}-`))
}

describe('references in comments', () => {
  it('finds comments outside strings and regular expressions', () => {
    const source = [
      "const url = 'http://example.com' // after a string",
      'const pattern = /\\/\\/not-a-comment/g',
      "const glob = 'src/**/*.test.ts'",
      '/* a block',
      '   over two lines */ const quote = "// not one either"',
      'const half = total / 2 // a division first',
    ].join('\n')
    expect(commentsOf(source)).toEqual([
      '// after a string',
      '/* a block\n   over two lines */',
      '// a division first',
    ])
  })

  it('reads decision numbers and repository paths, and leaves patterns and error codes alone', () => {
    const text = [
      '// see docs/decisions/0012 and decision 0070, decisions 0015 and 0016 (decisions/0011-landing.md).',
      '// src/lib/data/menus.ts, functions/src/seo/, tests/e2e/*.spec.ts, src/shared/schemas/<entity>.ts,',
      "// 'functions/not-found', node_modules/firebase/src/index.ts and a sentence ending in scripts/dev.ts.",
    ].join('\n')
    expect(referencesIn(text)).toEqual([
      { kind: 'decision', target: '0012' },
      { kind: 'decision', target: '0011-landing.md' },
      { kind: 'decision', target: '0070' },
      { kind: 'decision', target: '0015' },
      { kind: 'decision', target: '0016' },
      { kind: 'path', target: 'src/lib/data/menus.ts' },
      { kind: 'path', target: 'functions/src/seo/' },
      { kind: 'path', target: 'scripts/dev.ts' },
    ])
  })

  it('tells a missing decision or file from one that exists', () => {
    expect(exists({ kind: 'decision', target: '0012' })).toBe(true)
    expect(exists({ kind: 'decision', target: '0012-firestore-lite-for-reads-and-writes.md' })).toBe(true)
    expect(exists({ kind: 'decision', target: '0012-a-name-it-never-had.md' })).toBe(false)
    expect(exists({ kind: 'decision', target: '9999' })).toBe(false)
    expect(exists({ kind: 'path', target: 'src/lib/data/menus.ts' })).toBe(true)
    expect(exists({ kind: 'path', target: 'src/lib/data/no-such-module.ts' })).toBe(false)
    expect(exists({ kind: 'path', target: 'functions/lib/index.cjs' })).toBe(true)
  })

  it('names only decision records and files that exist', () => {
    const missing: string[] = []
    for (const file of [...codeFiles, ...guideFiles]) {
      const text = readFileSync(file, 'utf8')
      const commented = file.endsWith('.md') ? [text] : commentsOf(text)
      for (const reference of commented.flatMap(referencesIn)) {
        if (!exists(reference)) missing.push(`${relative(root, file)}: ${reference.kind} ${reference.target}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('marks every superseded decision as superseded in the index', () => {
    const index = readFileSync(join(root, 'docs/decisions/README.md'), 'utf8')
    const unmarked: string[] = []
    for (const name of decisionFiles.filter((file) => /^\d{4}-.*\.md$/.test(file))) {
      const status =
        readFileSync(join(root, 'docs/decisions', name), 'utf8').match(/^Status: (.*)$/m)?.[1] ?? ''
      if (!/\b(superseded|replaced)\b/i.test(status)) continue
      const line = index.split('\n').find((row) => row.startsWith(`| ${name.slice(0, 4)} |`)) ?? ''
      if (!/superseded/i.test(line)) unmarked.push(name)
    }
    expect(unmarked).toEqual([])
  })
})
