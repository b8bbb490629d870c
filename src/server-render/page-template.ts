import { hydrationDataElementId } from '../app/hydration-data.ts'

const rootElement = '<div id="root"></div>'

const appScript = '<script type="module"'

/**
 * The browser build's index.html with a rendered page in it: head tags before </head>, the page inside #root, and
 * the router's data before the app's script. React writes the page's resource hints (the preload of its first,
 * high-priority image) at the start of what it renders; they move into the head before the app's scripts, so the
 * browser asks for the largest picture before the JavaScript. The "needs JavaScript" notice goes: the page reads
 * without it.
 */
export function fillTemplate(template: string, page: { head: string; root: string; hydrationData: string }): string {
  if (![rootElement, '</head>', '</body>', appScript].every((marker) => template.includes(marker))) {
    throw new Error('The page template has no </head>, </body>, app script or empty #root element')
  }
  const hints = /^(?:<link [^>]*>)+/.exec(page.root)?.[0] ?? ''
  return template
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(appScript, () => `${hints}${appScript}`)
    .replace('</head>', () => `${page.head}</head>`)
    .replace(rootElement, () => `<div id="root">${page.root.slice(hints.length)}</div>`)
    .replace(
      '</body>',
      () => `<script type="application/json" id="${hydrationDataElementId}">${page.hydrationData}</script></body>`,
    )
}
