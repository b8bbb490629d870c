import { data } from 'react-router'

/**
 * What a loader throws when the record its address names does not exist (or may not be shown): a 404 for the
 * route's error boundary, which shows `message`, written for the visitor, under "Page not found".
 */
export function notFound(message: string) {
  return data(message, { status: 404, statusText: 'Not Found' })
}
