import { hydrationDataElementId } from '../app/hydration-data.ts'

const rootElement = '<div id="root"></div>'

/**
 * The browser build's index.html with a rendered page in it: head tags before </head>, the page inside #root, and
 * the router's data before the app's script. The "needs JavaScript" notice goes: the page reads without it.
 */
export function fillTemplate(template: string, page: { head: string; root: string; hydrationData: string }): string {
  if (!template.includes(rootElement) || !template.includes('</head>') || !template.includes('</body>')) {
    throw new Error('The page template has no </head>, </body> or empty #root element')
  }
  return template
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('</head>', () => `${page.head}</head>`)
    .replace(rootElement, () => `<div id="root">${page.root}</div>`)
    .replace(
      '</body>',
      () => `<script type="application/json" id="${hydrationDataElementId}">${page.hydrationData}</script></body>`,
    )
}
