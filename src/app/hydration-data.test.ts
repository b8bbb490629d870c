import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'
import { hydrationDataElementId, readHydrationData, serializeHydrationData } from './hydration-data.ts'

function documentWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = `<script type="application/json" id="${hydrationDataElementId}">${json}</script>`
  return doc
}

describe('hydration data', () => {
  it('cannot end its element early, whatever the data holds', () => {
    const json = serializeHydrationData({
      loaderData: { root: { testimony: 'Great </script><script>alert(1)</script> food <!-- yes' } },
      actionData: null,
      errors: null,
    })
    expect(json).not.toContain('<')
    expect(readHydrationData(documentWith(json))?.loaderData).toEqual({
      root: { testimony: 'Great </script><script>alert(1)</script> food <!-- yes' },
    })
  })

  it('brings a route error back as a route error response, and hides an unexpected error', () => {
    const json = serializeHydrationData({
      loaderData: {},
      actionData: null,
      errors: {
        details: new ErrorResponseImpl(404, 'Not Found', 'This package does not exist or is not available.'),
        root: new Error('database password is x'),
      },
    })
    expect(json).not.toContain('database password')
    const errors = readHydrationData(documentWith(json))?.errors ?? {}
    const notFound = errors['details']
    expect(isRouteErrorResponse(notFound) && [notFound.status, notFound.data]).toEqual([
      404,
      'This package does not exist or is not available.',
    ])
    expect(isRouteErrorResponse(errors['root'])).toBe(false)
    expect((errors['root'] as Error).message).toBe('The page could not be shown.')
  })

  it('is null on the app shell, which carries no data', () => {
    expect(readHydrationData(document.implementation.createHTMLDocument('shell'))).toBeNull()
  })
})
