import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { isRouteErrorResponse, Link as RouterLink } from 'react-router-dom'

export const errorHeading = 'Unexpected Application Error!'

export interface ErrorDescription {
  status?: number
  /** e.g. "404 Not Found", "Data error" */
  title: string
  /** A plain-language sentence for the visitor. */
  message: string
  /** The technical message, when there is one worth showing. */
  detail?: string
}

const readableByStatus: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'Please sign in to see this page.',
  403: 'You do not have access to this page.',
  404: 'We could not find the page you asked for.',
  405: 'This page does not accept that kind of request.',
  501: 'This feature is not available yet.',
}

function messageOf(value: unknown): string | undefined {
  if (value instanceof Error) return value.message
  if (typeof value === 'string' && value.trim() !== '') return value
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return value.message
  }
  return undefined
}

/** Turns whatever a loader, action or render threw into words a visitor can read. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const title = `${error.status} ${error.statusText}`.trim()
    const readable = readableByStatus[error.status] ?? 'Something went wrong. Please try again.'
    const detail = messageOf(error.data)
    return {
      status: error.status,
      title,
      message: readable,
      detail: detail === readable ? undefined : detail,
    }
  }
  // The data layer throws SchemaError when a stored record does not match its schema: its message names the record.
  if (error instanceof Error && error.name === 'SchemaError') {
    return { title: 'Data error', message: error.message }
  }
  if (error instanceof Error) {
    return {
      title: error.name || 'Error',
      message: 'Something went wrong. Please try again.',
      detail: error.message,
    }
  }
  return { title: 'Error', message: 'Something went wrong. Please try again.', detail: messageOf(error) }
}

export function ErrorScreen({ error }: { error: unknown }) {
  const description = describeError(error)
  return (
    <Box role="alert" aria-labelledby="error-screen-heading" sx={{ py: 4, maxWidth: 720 }}>
      <Typography id="error-screen-heading" variant="h4" component="h1" gutterBottom>
        {errorHeading}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {description.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{description.message}</Typography>
      {description.detail && (
        <Typography
          component="pre"
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.875rem',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            mb: 2,
          }}
        >
          {description.detail}
        </Typography>
      )}
      <Link component={RouterLink} to="/">
        Go to the home page
      </Link>
    </Box>
  )
}
