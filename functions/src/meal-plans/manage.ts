import { createHash } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import type { CallableRequest } from 'firebase-functions/v2/https'
import { manageMealSubscriptionCallable } from '../../../src/shared/callables.ts'
import {
  dateInZone,
  formatCalendarDate,
  formatCalendarDateInFull,
  formatWallClock,
} from '../../../src/shared/fulfilment/calendar-dates.ts'
import {
  anchorOnWeekday,
  cancelEndsAt,
  changeableStates,
  cycleRefusal,
  mealsProblem,
  nextOrderCycle,
  pauseProblem,
  type SubscriptionChange,
} from '../../../src/shared/meal-plans/manage-subscription.ts'
import { cycleRuleOf, nextCycle } from '../../../src/shared/meal-plans/plan-cycles.ts'
import {
  fulfilmentMethodLabels,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { MealPlan, MealSubscription } from '../../../src/shared/schemas/meal-plan.ts'
import { mail as queuedMail, mealPlans, mealSubscriptions } from '../data/collections.ts'
import { checkChoiceDetails } from '../fulfilment/check-choice.ts'
import { checkServiceArea, type AreaAnswer } from '../fulfilment/service-area-check.ts'
import { appSettings } from '../env.ts'
import { loadMailContact, replyToOf, type MailContact } from '../mail/business-contact.ts'
import { mailRequestSchema } from '../mail/mail-schema.ts'
import { mealPlanChangeMail } from '../mail/templates/meal-plan-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { FieldProblemsError, NotFoundError, PermissionError, PreconditionError } from '../lib/errors.ts'
import { callerOrigin, loadPackages, loadSchedule } from '../orders/place-order.ts'
import { db } from '../lib/admin.ts'

// A subscriber (or staff for them) changes a subscription: the meals of a coming cycle, a skipped week, a pause,
// the standing day and place, a cancellation. Each change is one transaction that rewrites the subscription (with
// its next order cycle) and queues its confirmation mail under an id made from the change and the version it
// changed, so a retried call neither changes nor mails twice. The payment provider follows from what is written
// here (the provider sync trigger); nothing here calls it.

export interface Caller {
  uid: string
  staff: boolean
}

export interface ChangeContext {
  now: number
  caller: Caller
  origin: string
}

/** What a change makes of the subscription, and the sentence its mail says; null when it changes nothing. */
interface Outcome {
  next: MealSubscription
  summary: string
}

export const notYoursMessage = 'This meal plan is not yours.'
export const notChangeableMessage = 'This meal plan can no longer be changed.'
export const notOfferedDayMessage = 'This plan is not offered on that day.'

function refuse(field: string, message: string): never {
  throw new FieldProblemsError({ [field]: message })
}

/** The order-review checks of a fulfilment choice, keyed by this form's own field names. */
function checkFulfilment(
  schedule: FulfilmentSchedule,
  plan: MealPlan,
  change: Extract<SubscriptionChange, { action: 'fulfilment' }>,
  date: string,
  area: AreaAnswer | null,
) {
  const problems: Record<string, string> = {}
  if (!plan.fulfilmentDays.includes(change.weekday))
    problems['weekday'] = 'This plan is not offered on that day.'
  if (!plan.methods.includes(change.method)) problems['method'] = 'This plan does not offer that way.'
  const slot = schedule.week[change.weekday]?.slots.find((candidate) => candidate.id === change.slotId)
  if (!slot) problems['slotId'] = 'Please choose one of the times of that day.'
  let details: ReturnType<typeof checkChoiceDetails> | undefined
  try {
    details = checkChoiceDetails({
      schedule,
      choice: { ...change, date, guests: undefined },
      cart: [],
      packages: new Map(),
      area,
    })
  } catch (error) {
    if (!(error instanceof FieldProblemsError)) throw error
    for (const [key, message] of Object.entries(error.fields)) {
      problems[key.replace(/^fulfilment\./, '')] ??= message
    }
  }
  if (Object.keys(problems).length > 0 || !slot || !details) throw new FieldProblemsError(problems)
  return { slot, details }
}

/** The subscription after `change` at `context.now`, or null when it is already so. Throws the refusals. */
export function applyChange(
  subscription: MealSubscription,
  plan: MealPlan,
  schedule: FulfilmentSchedule,
  change: SubscriptionChange,
  now: number,
  packageNames: ReadonlyMap<string, string> = new Map(),
  /** For a new address: what the service area check found (delivery and chef at your address). */
  area: AreaAnswer | null = null,
): Outcome | null {
  const timeZone = schedule.timeZone
  const rule = cycleRuleOf(plan, subscription, timeZone)
  if (!changeableStates.includes(subscription.state)) throw new PreconditionError(notChangeableMessage)
  const withNext = (next: MealSubscription): MealSubscription => {
    const cycle = nextOrderCycle(cycleRuleOf(plan, next, timeZone), next, now)
    const { nextCycle: _dropped, ...rest } = next
    return cycle ? { ...rest, nextCycle: cycle } : rest
  }
  switch (change.action) {
    case 'meals': {
      const late = cycleRefusal(rule, change.date, now)
      if (late) refuse('date', late)
      const problem = mealsProblem(plan, change.meals)
      if (problem) refuse('meals', problem)
      const current = subscription.selections[change.date]
      if (current && JSON.stringify(current) === JSON.stringify(change.meals)) return null
      return {
        next: { ...subscription, selections: { ...subscription.selections, [change.date]: change.meals } },
        summary: `Your meals for ${formatCalendarDate(change.date)} are now: ${change.meals
          .map((meal) => `${meal.quantity} × ${packageNames.get(meal.chefPackageId) ?? 'meal'}`)
          .join(', ')}.`,
      }
    }
    case 'skip':
    case 'unskip': {
      const late = cycleRefusal(rule, change.date, now)
      if (late) refuse('date', late)
      const skipped = subscription.skippedDates.includes(change.date)
      if (skipped === (change.action === 'skip')) return null
      const skippedDates =
        change.action === 'skip'
          ? [...subscription.skippedDates, change.date].sort()
          : subscription.skippedDates.filter((date) => date !== change.date)
      return {
        next: withNext({ ...subscription, skippedDates }),
        summary:
          change.action === 'skip'
            ? `We will skip your meals for ${formatCalendarDate(change.date)}: no order and no charge that week.`
            : `Your meals for ${formatCalendarDate(change.date)} are back on.`,
      }
    }
    case 'pause': {
      const problem = pauseProblem(change.until, now, timeZone)
      if (problem) refuse('until', problem)
      if (subscription.state === 'paused' && subscription.pausedUntil === change.until) return null
      const paused = withNext({ ...subscription, state: 'paused', pausedUntil: change.until })
      const resumes = paused.nextCycle
        ? ` Your next meals are on ${formatCalendarDate(paused.nextCycle.date)}.`
        : ''
      return {
        next: paused,
        summary: `Your plan is paused until ${formatCalendarDate(change.until)}.${resumes}`,
      }
    }
    case 'resume': {
      if (subscription.state !== 'paused') return null
      const { pausedUntil: _ended, ...rest } = subscription
      const resumed = withNext({ ...rest, state: 'active' })
      return {
        next: resumed,
        summary: resumed.nextCycle
          ? `Your plan is running again. Your next meals are on ${formatCalendarDate(resumed.nextCycle.date)}.`
          : 'Your plan is running again.',
      }
    }
    case 'fulfilment': {
      if (!plan.fulfilmentDays.includes(change.weekday)) refuse('weekday', notOfferedDayMessage)
      // The cycles keep their weeks (a plan every two weeks stays on its weeks); only the weekday moves.
      const anchorDate = anchorOnWeekday(subscription.anchorDate, change.weekday)
      const moved = {
        ...subscription,
        anchorDate,
        fulfilment: { ...subscription.fulfilment, weekday: change.weekday },
      }
      const date = nextCycle(cycleRuleOf(plan, moved, timeZone), now).date
      const { slot, details } = checkFulfilment(schedule, plan, change, date, area)
      const fulfilment: MealSubscription['fulfilment'] = {
        method: change.method,
        weekday: change.weekday,
        slotId: slot.id,
        slotStart: slot.start,
        slotEnd: slot.end,
        name: change.name,
        phone: details.phone,
        notes: change.notes,
        ...(details.address ? { address: details.address } : {}),
      }
      if (JSON.stringify(fulfilment) === JSON.stringify(subscription.fulfilment)) return null
      const next = withNext({ ...subscription, anchorDate, fulfilment })
      const when = next.nextCycle ? ` from ${formatCalendarDate(next.nextCycle.date)}` : ''
      return {
        next,
        summary: `Your meals now come by ${fulfilmentMethodLabels[change.method].toLowerCase()} on ${weekdayName(
          change.weekday,
        )}s, ${formatWallClock(slot.start)} to ${formatWallClock(slot.end)}${when}.`,
      }
    }
    case 'cancel': {
      const endsAt = cancelEndsAt(rule, subscription, now)
      const { nextCycle: _none, ...rest } = subscription
      return {
        next: { ...rest, state: 'cancelling', endsAt },
        summary:
          subscription.lastCycleDate || endsAt > now
            ? `Your plan is cancelled: it ends after the weeks already charged, on ${formatCalendarDateInFull(
                dateInZone(endsAt - 1, timeZone),
              )}. Nothing more will be charged.`
            : 'Your plan is cancelled. Nothing more will be charged.',
      }
    }
  }
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
function weekdayName(weekday: number): string {
  return weekdayNames[weekday] ?? 'day'
}

/** The mail's id: the subscription, the version it changed and the change, so a retry finds it queued. */
export function changeMailId(subscription: MealSubscription, change: SubscriptionChange): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([subscription.id, subscription.updateStamp ?? subscription.createdStamp, change]))
    .digest('hex')
    .slice(0, 32)
  return `meal-plan-change-${digest}`
}

async function renderChangeMail(
  subscription: MealSubscription,
  summary: string,
  context: ChangeContext,
  contact: MailContact,
) {
  const rendered = await renderMail(
    mealPlanChangeMail({
      businessName: appSettings().COMPANY_NAME,
      customerName: subscription.fulfilment.name,
      planName: subscription.planName || 'Weekly meal plan',
      summary,
      byStaff: context.caller.staff && context.caller.uid !== subscription.userId,
      manageUrl: `${context.origin}/my-meal-plans`,
      contact,
    }),
  )
  const replyTo = replyToOf(contact.email)
  return queuedMail.draft(
    mailRequestSchema.parse({
      to: [subscription.email],
      ...(replyTo ? { replyTo } : {}),
      message: { subject: rendered.subject, html: rendered.html, text: rendered.text },
    }),
    context.now,
  )
}

/** Applies one change in one transaction; the subscription as it now reads and whether it changed. */
export async function changeSubscription(
  db: Firestore,
  change: SubscriptionChange,
  context: ChangeContext,
): Promise<{ subscription: MealSubscription; changed: boolean }> {
  const [schedule, contact] = await Promise.all([loadSchedule(db), loadMailContact(db)])
  if (!schedule) throw new PreconditionError('Meal plans are not open: the business has no schedule yet.')
  // The distance to a new address is measured as ordering measures it, before the transaction.
  const area =
    change.action === 'fulfilment' && change.address
      ? await checkServiceArea(schedule, change.method, change.address.postalCode)
      : null
  return db.runTransaction(async (transaction) => {
    const ref = mealSubscriptions.doc(db, change.subscriptionId)
    const subscription = (await transaction.get(ref)).data()
    if (!subscription) throw new NotFoundError('This meal plan does not exist.')
    if (subscription.userId !== context.caller.uid && !context.caller.staff) {
      throw new PermissionError(notYoursMessage)
    }
    const plan = (await transaction.get(mealPlans.doc(db, subscription.planId))).data()
    if (!plan) throw new NotFoundError('This meal plan is no longer offered.')
    const packages = await loadPackages(db, plan.chefPackageIds)
    const names = new Map([...packages].map(([id, chefPackage]) => [id, chefPackage.title]))
    const outcome = applyChange(subscription, plan, schedule, change, context.now, names, area)
    if (!outcome) return { subscription, changed: false }
    const mailRef = queuedMail.doc(db, changeMailId(subscription, change))
    const mailQueued = (await transaction.get(mailRef)).exists
    const next: MealSubscription = {
      ...outcome.next,
      updateStamp: context.now,
      updateIso: new Date(context.now).toISOString(),
      // Who made the change: staff acting for the customer are recorded as such.
      lastChange: {
        action: change.action,
        by: context.caller.uid === subscription.userId ? 'customer' : 'staff',
        at: context.now,
      },
    }
    transaction.set(ref, next)
    if (!mailQueued) {
      transaction.create(mailRef, await renderChangeMail(subscription, outcome.summary, context, contact))
    }
    return { subscription: next, changed: true }
  })
}

function callerOf(request: Pick<CallableRequest, 'auth'>): Caller {
  const auth = request.auth
  if (!auth) throw new PermissionError('Sign in to change your meal plan.')
  return { uid: auth.uid, staff: auth.token['admin'] === true }
}

export const manageMealSubscriptionCallableFn = validatedOnCall(
  manageMealSubscriptionCallable,
  (data, request) =>
    changeSubscription(db(), data, {
      now: Date.now(),
      caller: callerOf(request),
      origin: callerOrigin(request),
    }),
)
