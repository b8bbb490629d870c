import InitColorSchemeScript from '@mui/material/InitColorSchemeScript'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { colorSchemeAttribute, themeModeStorageKey } from './theme.ts'

/**
 * MUI's colour-scheme script for the page's <head>: it sets the visitor's scheme on <html> before the first paint.
 * Every page carries it (index.html through the Vite plugin in vite.config.ts, and the server's pages, which use
 * that file as their template); the Content-Security-Policy allows exactly this script by its hash
 * (scripts/lib/security-headers.ts).
 */
export function colorSchemeScriptHtml(): string {
  return renderToStaticMarkup(
    createElement(InitColorSchemeScript, {
      attribute: colorSchemeAttribute,
      modeStorageKey: themeModeStorageKey,
      defaultMode: 'system',
    }),
  )
}

/** The script's text, without its <script> tags: what a CSP hash is computed over. */
export function colorSchemeScriptText(): string {
  const match = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(colorSchemeScriptHtml())
  if (!match?.[1]) throw new Error('InitColorSchemeScript did not render one inline script')
  return match[1]
}
