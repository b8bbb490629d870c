import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router'

// The loaders' data of a server-rendered page travels to the browser in a JSON data block (not an inline script,
// which the Content-Security-Policy refuses), and the browser's router starts from it instead of loading again.

export const hydrationDataElementId = 'router-hydration-data'

interface SerializedRouteError {
  __type: 'RouteErrorResponse' | 'Error'
  status?: number
  statusText?: string
  data?: unknown
  message?: string
}

function serializeError(error: unknown): SerializedRouteError {
  if (isRouteErrorResponse(error)) {
    return {
      __type: 'RouteErrorResponse',
      status: error.status,
      statusText: error.statusText,
      data: error.data,
    }
  }
  // An unexpected error's details stay on the server (logged there); the browser shows its error screen.
  return { __type: 'Error', message: 'The page could not be shown.' }
}

/** The router state as JSON that is safe inside a <script type="application/json"> element. */
export function serializeHydrationData(
  context: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>,
): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [routeId, serializeError(error)]),
      )
    : null
  const json = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors })
  // "<" never appears raw, so no "</script>" or "<!--" in the data can end the element early.
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function deserializeError(error: SerializedRouteError): unknown {
  if (error.__type === 'RouteErrorResponse') {
    return new ErrorResponseImpl(error.status ?? 500, error.statusText ?? '', error.data)
  }
  return new Error(error.message ?? 'The page could not be shown.')
}

/** The hydration data a server-rendered page carries, or null for the app's shell. */
export function readHydrationData(document: Document): HydrationState | null {
  const element = document.getElementById(hydrationDataElementId)
  if (!element?.textContent) return null
  const parsed = JSON.parse(element.textContent) as {
    loaderData: HydrationState['loaderData']
    actionData: HydrationState['actionData']
    errors: Record<string, SerializedRouteError> | null
  }
  return {
    loaderData: parsed.loaderData,
    actionData: parsed.actionData,
    errors: parsed.errors
      ? Object.fromEntries(Object.entries(parsed.errors).map(([id, error]) => [id, deserializeError(error)]))
      : null,
  }
}
