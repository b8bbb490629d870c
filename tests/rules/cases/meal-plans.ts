// mealPlans: written by the meal-plan callables only; anyone reads a published plan, staff read every plan.
// mealSubscriptions: written by the server only; staff read every one, a customer their own, nobody else.
import { uidOf } from '../../support/rules-env.ts'
import { allow, everyone, refuse, table, type ListQuery } from '../rule-case.ts'

const alice = uidOf('customer')
const plan = (published: boolean) => ({
  name: 'Five lunches',
  chefPackageIds: ['p1'],
  mealsPerCycle: 5,
  priceCents: 9000,
  cadenceWeeks: 1,
  fulfilmentDays: [3],
  methods: ['pickup'],
  selectionCutoff: { weekday: 4, time: '23:59' },
  published,
})
const publishedOnly: ListQuery = { where: [['published', '==', true]] }

export const mealPlans = table(
  'mealPlans',
  { 'mealPlans/published': plan(true), 'mealPlans/draft': plan(false) },
  [
    allow(['guest', 'customer', 'otherCustomer'], 'get', { doc: 'published' }, 'reads a published plan'),
    refuse(['guest', 'customer', 'textAdminClaim'], 'get', { doc: 'draft' }, 'reads an unpublished plan'),
    allow('admin', 'get', { doc: 'draft' }, 'reads an unpublished plan'),
    allow(
      ['guest', 'customer', 'otherCustomer'],
      'list',
      { query: publishedOnly },
      'lists the published plans',
    ),
    refuse(['guest', 'customer'], 'list', {}, 'lists every plan'),
    allow('admin', 'list', {}, 'lists every plan'),
    refuse(everyone, 'create', { doc: 'new', data: plan(true) }, 'writes a plan'),
    refuse(everyone, 'update', { doc: 'published', data: { priceCents: 50 } }, 'changes a price'),
    refuse(everyone, 'delete', { doc: 'published' }, 'deletes a plan'),
  ],
)

const subscription = (userId: string) => ({
  planId: 'published',
  userId,
  email: 'alice@example.test',
  state: 'active',
  meals: [{ chefPackageId: 'p1', quantity: 5 }],
  priceCents: 9000,
})
const aliceOnly: ListQuery = { where: [['userId', '==', alice]] }

export const mealSubscriptions = table(
  'mealSubscriptions',
  {
    'mealSubscriptions/alice': subscription(alice),
    'mealSubscriptions/someone': subscription('someone-else'),
  },
  [
    allow('customer', 'get', { doc: 'alice' }, 'reads their own subscription'),
    refuse(
      ['otherCustomer', 'guest', 'textAdminClaim'],
      'get',
      { doc: 'alice' },
      "reads alice's subscription",
    ),
    allow('admin', 'get', { doc: 'someone' }, "reads a customer's subscription"),
    allow('customer', 'list', { query: aliceOnly }, 'lists their subscriptions'),
    refuse('otherCustomer', 'list', { query: aliceOnly }, "lists alice's subscriptions"),
    refuse(['guest', 'customer'], 'list', {}, 'lists every subscription'),
    allow('admin', 'list', {}, 'lists every subscription'),
    refuse(everyone, 'create', { doc: 'new', data: subscription(alice) }, 'subscribes by writing'),
    refuse(everyone, 'update', { doc: 'alice', data: { state: 'paused' } }, 'pauses by writing'),
    refuse(everyone, 'update', { doc: 'alice', data: { skippedDates: ['2026-12-16'] } }, 'skips by writing'),
    refuse(everyone, 'delete', { doc: 'alice' }, 'deletes a subscription'),
  ],
)
