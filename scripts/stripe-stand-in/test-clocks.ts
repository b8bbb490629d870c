// Time for recurring billing. Stripe's test clocks: POST/GET /v1/test_helpers/test_clocks[/:id], POST
// /v1/test_helpers/test_clocks/:id/advance; a customer made with `test_clock` lives on that clock. Advancing runs
// every renewal of the clock's subscriptions that falls due up to the new frozen_time, in time order and once
// (advancing again to the same time is refused, as on Stripe, and runs nothing). Like Stripe, the advance request answers `advancing` and the clock
// reads `ready` afterwards (here at once; test_helpers.test_clock.advancing and .ready are sent).
// Without a clock: the stand-in's own time (the real time plus an offset), read with GET /stand-in/time and moved
// forward with POST /stand-in/time (form field `advance_seconds` or `frozen_time`); due renewals run at once.
import type { ServerResponse } from 'node:http'
import type Stripe from 'stripe'
import { moveStandInTime, runDueRenewals, standInNow } from './billing-cycle.ts'
import { periodSeconds } from './catalog.ts'
import type { StandInContext } from './context.ts'
import { invalidRequest, missingParameter } from './errors.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { findIn, listPage, nowSeconds, randomId, type StandInState } from './store.ts'

const createShape = {
  frozen_time: 'integer',
  name: 'string',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.TestHelpers.TestClockCreateParams>

// Stripe deletes a test clock 30 days after it is made.
const lifetimeSeconds = 30 * 86_400

export function createTestClock(ctx: StandInContext, params: FormObject): Stripe.TestHelpers.TestClock {
  checkShape(params, createShape)
  const read = reader(params)
  const frozenTime = read.integer('frozen_time')
  if (frozenTime === null) throw missingParameter('frozen_time')
  const created = nowSeconds()
  const clock: Stripe.TestHelpers.TestClock = {
    id: randomId('clock'),
    object: 'test_helpers.test_clock',
    created,
    deletes_after: created + lifetimeSeconds,
    frozen_time: frozenTime,
    livemode: false,
    name: read.string('name'),
    status: 'ready',
    status_details: {},
  }
  ctx.state.testClocks.set(clock.id, clock)
  ctx.emit('test_helpers.test_clock.created', clock)
  return clock
}

export const findTestClock = (state: StandInState, id: string) =>
  findIn(state.testClocks, id, 'test_helpers.test_clock', 'test_clock')

export function retrieveTestClock(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.TestHelpers.TestClockRetrieveParams>)
  return findTestClock(state, id)
}

export function listTestClocks(state: StandInState, params: FormObject) {
  checkShape(params, listShape satisfies ShapeOf<Stripe.TestHelpers.TestClockListParams>)
  return listPage(state.testClocks.values(), params, '/v1/test_helpers/test_clocks')
}

const twoYears = 2 * 365 * 86_400

/**
 * Stripe advances a clock at most two intervals of its shortest subscription at a time (two years without one), so
 * a test crosses a long stretch in steps; the stand-in refuses the same jumps, so what works here works there.
 */
function checkAdvanceLimit(state: StandInState, clock: Stripe.TestHelpers.TestClock, target: number) {
  const periods = [...state.subscriptions.values()]
    .filter((subscription) => subscription.test_clock === clock.id && subscription.status !== 'canceled')
    .map((subscription) => periodSeconds(subscription.items.data[0]!.price))
  const limit = clock.frozen_time + (periods.length === 0 ? twoYears : 2 * Math.min(...periods))
  if (target > limit) {
    throw invalidRequest(
      `The frozen_time cannot be more than two intervals of the test clock's shortest subscription (two years without one) after its current frozen_time: advance to ${limit} or earlier first.`,
      { param: 'frozen_time' },
    )
  }
}

export function advanceTestClock(ctx: StandInContext, id: string, params: FormObject) {
  checkShape(params, {
    frozen_time: 'integer',
    expand: 'strings',
  } satisfies ShapeOf<Stripe.TestHelpers.TestClockAdvanceParams>)
  const clock = findTestClock(ctx.state, id)
  const target = reader(params).integer('frozen_time')
  if (target === null) throw missingParameter('frozen_time')
  // Stripe's rule: strictly after the current frozen time, so the same advance twice runs nothing twice.
  if (target <= clock.frozen_time) {
    throw invalidRequest(
      `The frozen_time must be after the test clock's current frozen_time (${clock.frozen_time}).`,
      {
        param: 'frozen_time',
      },
    )
  }
  checkAdvanceLimit(ctx.state, clock, target)
  const advancing: Stripe.TestHelpers.TestClock = {
    ...clock,
    status: 'advancing',
    status_details: { advancing: { target_frozen_time: target } },
  }
  ctx.emit('test_helpers.test_clock.advancing', advancing)
  // Renewals run at their own period end, so the clock stands at each one while it is billed.
  runDueRenewals(ctx, clock.id, target)
  clock.frozen_time = target
  ctx.emit('test_helpers.test_clock.ready', clock)
  return advancing
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** GET/POST /stand-in/time: the stand-in's own time, for subscriptions whose customer has no test clock. */
export function handleStandInTime(
  ctx: StandInContext,
  method: string,
  form: URLSearchParams,
  response: ServerResponse,
) {
  const answer = (renewals: number) =>
    sendJson(response, 200, {
      now: standInNow(ctx.state),
      offset_seconds: standInNow(ctx.state) - nowSeconds(),
      renewals,
    })
  if (method === 'GET') return answer(0)
  if (method !== 'POST') return sendJson(response, 405, invalidRequest('Use GET or POST.').body())
  const seconds = form.get('advance_seconds')
  const frozenTime = form.get('frozen_time')
  const now = standInNow(ctx.state)
  const target = seconds !== null ? now + Number(seconds) : frozenTime !== null ? Number(frozenTime) : NaN
  if (!Number.isInteger(target) || target < now) {
    return sendJson(
      response,
      400,
      invalidRequest(
        'Give advance_seconds (a whole number, not negative) or a frozen_time not in the past.',
      ).body(),
    )
  }
  const renewals = runDueRenewals(ctx, null, target)
  moveStandInTime(ctx.state, target)
  ctx.persist()
  answer(renewals)
}
