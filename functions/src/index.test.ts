import { beforeAll, describe, expect, it } from 'vitest'
import * as functions from './index.ts'
import { defaultDeliveryPolicy } from './mail/delivery-policy.ts'

// The deployed configuration, read from each function's endpoint description (what firebase deploy uses).
describe('deployed functions', () => {
  // 1st-gen triggers (createProfileOnSignUp) name their resource after the project when the endpoint is read.
  beforeAll(() => {
    process.env['GCLOUD_PROJECT'] ??= 'demo-saffron-table'
  })

  it('exports exactly the functions meant to be deployed', () => {
    expect(Object.keys(functions).sort()).toEqual([
      'acceptQuoteCallable',
      'changeOrderItemsCallable',
      'changeOrderStateCallable',
      'changeOrderStatesCallable',
      'changeTestimonialsCallable',
      'chargeBalances',
      'createProfileOnSignUp',
      'createUserCallable',
      'customerCancelTermsCallable',
      'deleteChefPackageCallable',
      'deleteMyAccountCallable',
      'deliverMailOnCreate',
      'expireQuotes',
      'expireUnpaidOrders',
      'exportMyDataCallable',
      'fulfilmentCalendarCallable',
      'fulfilmentOptionsCallable',
      'getCheckoutSessionCallable',
      'getFulfilmentScheduleCallable',
      'getOrderCallable',
      'getQuoteCallable',
      'linkMyGuestOrdersCallable',
      'listPromotionCodesCallable',
      'manageMealSubscriptionCallable',
      'moveOrderCallable',
      'newCheckoutLinkCallable',
      'onOrderUpdated',
      'onUserProfileWritten',
      'packagesAvailableOnCallable',
      'placeOrderCallable',
      'previewPromotionCodeCallable',
      'refundOrderCallable',
      'releaseStaleHolds',
      'renderPublicPage',
      'retryMailDelivery',
      'retryPendingRefunds',
      'revokeMySessionsCallable',
      'runMealPlanCycles',
      'saveFulfilmentScheduleCallable',
      'saveMealPlanCallable',
      'savePromotionCodeCallable',
      'saveQuoteCallable',
      'sendPasswordResetMailCallable',
      'sendScheduledOrderMails',
      'serviceAreaQuoteCallable',
      'setFulfilmentClosureCallable',
      'setOrderRemindersCallable',
      'setTestimonialPublishedCallable',
      'sitemap',
      'stripeWebhook',
      'submitTestimonialCallable',
      'subscribeToMealPlanCallable',
      'syncMealSubscriptionWithProvider',
      'updateOrderStatusCallable',
      'uploadImageCallable',
      'withdrawQuoteCallable',
    ])
  })

  it('runs every function in us-central1 with capped instances', () => {
    for (const fn of Object.values(functions)) {
      expect(fn.__endpoint.region).toEqual(['us-central1'])
      // The public pages' renderer serves every first visit the CDN has not kept: it may scale further.
      expect(fn.__endpoint.maxInstances).toBe(fn === functions.renderPublicPage ? 20 : 10)
    }
  })

  it('delivers new mail documents with the SMTP secret bound, within the claim lease', () => {
    const endpoint = functions.deliverMailOnCreate.__endpoint
    expect(endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'mail/{mailId}' },
      retry: false,
    })
    expect(endpoint.secretEnvironmentVariables).toEqual([{ key: 'SMTP_URL' }])
    expect(Number(endpoint.timeoutSeconds) * 1_000).toBeLessThan(defaultDeliveryPolicy.leaseMs)
  })

  it('sweeps failed mail every 5 minutes, within the claim lease', () => {
    const endpoint = functions.retryMailDelivery.__endpoint
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' })
    expect(endpoint.secretEnvironmentVariables).toEqual([{ key: 'SMTP_URL' }])
    expect(Number(endpoint.timeoutSeconds) * 1_000).toBeLessThan(defaultDeliveryPolicy.leaseMs)
  })

  it('makes the meal plan cycles every 15 minutes', () => {
    expect(functions.runMealPlanCycles.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 15 minutes',
    })
  })

  it('gives back stale holds of unpaid orders every 5 minutes', () => {
    expect(functions.releaseStaleHolds.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 5 minutes',
    })
  })

  it('retries refunds every 10 minutes; expires unpaid orders, sends reminders and digests and charges balances every hour', () => {
    expect(functions.chargeBalances.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 1 hours' })
    expect(functions.retryPendingRefunds.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 10 minutes',
    })
    expect(functions.expireUnpaidOrders.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 1 hours',
    })
    expect(functions.sendScheduledOrderMails.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 1 hours',
    })
  })

  it('expires quotes past their last day every hour', () => {
    expect(functions.expireQuotes.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 1 hours' })
  })

  it('binds the Stripe secrets only to the ordering functions that call Stripe', () => {
    const keys = (fn: { __endpoint: { secretEnvironmentVariables?: Array<{ key: string }> } }) =>
      (fn.__endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort()
    expect(keys(functions.stripeWebhook)).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
    expect(keys(functions.placeOrderCallable)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.newCheckoutLinkCallable)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.releaseStaleHolds)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.refundOrderCallable)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.retryPendingRefunds)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.acceptQuoteCallable)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.saveQuoteCallable)).toEqual([])
    expect(keys(functions.saveMealPlanCallable)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.subscribeToMealPlanCallable)).toEqual(['STRIPE_SECRET_KEY'])
    expect(keys(functions.customerCancelTermsCallable)).toEqual([])
    expect(keys(functions.updateOrderStatusCallable)).toEqual([])
    expect(keys(functions.fulfilmentOptionsCallable)).toEqual([])
    expect(functions.stripeWebhook.__endpoint.httpsTrigger).toBeDefined()
  })

  it('renders the public pages for anyone, with no secrets bound and memory for React', () => {
    const endpoint = functions.renderPublicPage.__endpoint
    expect(endpoint.httpsTrigger).toMatchObject({ invoker: ['public'] })
    expect(endpoint.secretEnvironmentVariables ?? []).toEqual([])
    expect(endpoint.availableMemoryMb).toBe(512)
  })

  it('answers sitemap.xml to anyone, with no secrets bound', () => {
    const endpoint = functions.sitemap.__endpoint
    expect(endpoint.httpsTrigger).toMatchObject({ invoker: ['public'] })
    expect(endpoint.secretEnvironmentVariables ?? []).toEqual([])
  })
})
