import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState, type ReactNode } from 'react'
import { isRouteErrorResponse, Link as RouterLink } from 'react-router'
import { PageLink } from './page-link.tsx'

// What a visitor sees when a page cannot be shown: a not-found page with the ways on, or a friendly error with a
// retry and a short reference that is also in the logged line, so a report can be matched to the log
// (docs/decisions/0061-error-pages-speak-plainly.md).

export const notFoundHeading = 'Page not found'
export const errorHeading = 'Something went wrong'

export interface ErrorDescription {
  status?: number
  /** A plain-language sentence for the visitor; never a code, a status number or a stack. */
  message: string
}

const readableByStatus: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'Please sign in to see this page.',
  403: 'You do not have access to this page.',
  404: 'We could not find the page you asked for.',
  405: 'This page does not accept that kind of request.',
  501: 'This feature is not available yet.',
}

const tryAgain = 'The page could not be shown. Please try again in a moment.'

/** A thrown 404 whose message was written for people (`notFound('This menu does not exist…')`, src/lib/not-found.ts). */
function peopleMessage(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && !/No route matches/.test(value)
    ? value
    : undefined
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}

/** Turns whatever a loader, action or render threw into a sentence a visitor can read. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const readable = readableByStatus[error.status] ?? tryAgain
    return { status: error.status, message: (error.status === 404 && peopleMessage(error.data)) || readable }
  }
  // The data layer throws SchemaError when a stored record does not match its schema (the log names the record).
  if (error instanceof Error && error.name === 'SchemaError') {
    return { message: 'Some stored information could not be read. Please try again later.' }
  }
  return { message: tryAgain }
}

// Letters and digits that cannot be mistaken for one another when read out or typed.
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A short reference such as "K7Q2-M9XD", random per error. */
export function newErrorReference(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const characters = [...random(new Uint8Array(8))].map(
    (byte) => referenceAlphabet[byte % referenceAlphabet.length],
  )
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`
}

/** What the log line holds besides the reference: the kind of error, never the visitor's data. */
export function errorLogDetails(error: unknown): { name: string; status?: number; message?: string } {
  if (isRouteErrorResponse(error)) return { name: 'ErrorResponse', status: error.status }
  if (error instanceof Error) return { name: error.name, message: error.message }
  return { name: typeof error }
}

/** Both screens' frame: the page's h1, which also names the region (a section, or the alert of an unexpected error). */
function ErrorFrame({ role, heading, children }: { role?: 'alert'; heading: string; children: ReactNode }) {
  return (
    <Box
      component={role ? 'div' : 'section'}
      role={role}
      aria-labelledby="error-screen-heading"
      sx={{ py: 4, maxWidth: 720 }}
    >
      <Typography id="error-screen-heading" variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  )
}

function NotFoundScreen({ message }: { message: string }) {
  return (
    <ErrorFrame heading={notFoundHeading}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
        <Button component={RouterLink} to="/package-shop" variant="outlined">
          Browse the shop
        </Button>
      </Stack>
    </ErrorFrame>
  )
}

function UnexpectedErrorScreen({ error, message }: { error: unknown; message: string }) {
  // One reference per error, kept across re-renders; a new error (same boundary) gets a new one.
  const [current, setCurrent] = useState(() => ({ error, reference: newErrorReference() }))
  if (current.error !== error) setCurrent({ error, reference: newErrorReference() })
  const { reference } = current
  useEffect(() => {
    console.error(`Error reference ${reference}`, errorLogDetails(error))
  }, [error, reference])
  return (
    <ErrorFrame role="alert" heading={errorHeading}>
      <Typography sx={{ mb: 1 }}>{message}</Typography>
      <Typography sx={{ mb: 2 }}>
        If it keeps happening, tell us this reference:{' '}
        <strong data-testid="error-reference">{reference}</strong>
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {/* A full reload: it also fetches code that failed to load, which re-running the loaders would not. */}
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <PageLink to="/">Go to the home page</PageLink>
      </Stack>
    </ErrorFrame>
  )
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { message } = describeError(error)
  if (isNotFound(error)) return <NotFoundScreen message={message} />
  return <UnexpectedErrorScreen error={error} message={message} />
}
