import { logger } from 'firebase-functions'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import type { Firestore } from 'firebase-admin/firestore'
import { submitTestimonialCallable as contract } from '../../../src/shared/callables.ts'
import { alertRecipients } from '../accounts/profiles.ts'
import { mail as mailQueue, testimonialReviews } from '../data/collections.ts'
import { appOrigin, functionsEnv } from '../env.ts'
import { db } from '../lib/admin.ts'
import { abuseProtectedCall } from '../lib/app-check.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { mailRequestSchema } from '../mail/mail-schema.ts'
import { testimonialAlertMail } from '../mail/templates/account-mails.tsx'
import { renderMail, type RenderedMail } from '../mail/templates/render-mail.ts'
import { clientIp, consumeLimits, hourlyLimit } from '../lib/rate-limit.ts'

/** Per hour: a person may send a few testimonials, a network (office, home) a few more; a script gets nowhere. */
export const testimonialLimits = {
  perEmail: hourlyLimit('testimonial-email', 3),
  perIp: hourlyLimit('testimonial-ip', 20),
}

export const rateLimitedMessage =
  'You have sent several testimonials in a short time. Please wait an hour and try again.'

/** The chef's alert for a new review, rendered before the transaction that stores the review and queues it. */
export function testimonyAlert(
  review: { id: string; name: string; email: string; testimony: string },
  origin: string,
  businessName: string,
): Promise<RenderedMail> {
  const reviewUrl = `${origin}/testimonial-review?reviewId=${encodeURIComponent(review.id)}`
  return renderMail(testimonialAlertMail({ businessName, review, reviewUrl }))
}

export interface Submission {
  name: string
  email: string
  testimony: string
}

/**
 * Stores the review (unpublished) and queues the 'Testimony Alert' mail in one transaction, after counting the
 * submission against the per-e-mail and per-IP limits; over a limit nothing is written.
 */
export async function submitTestimonial(
  firestore: Firestore,
  submission: Submission,
  ip: string,
  origin: string,
  businessName: string,
  now = Date.now(),
): Promise<string> {
  let recipients: string[] = []
  try {
    recipients = await alertRecipients(firestore, 'testimonial')
  } catch (error) {
    // A broken recipients config must not lose the customer's testimonial.
    logger.error('testimonial intake: alert recipients unreadable', { error: (error as Error).message })
  }
  const reviewRef = testimonialReviews.doc(firestore)
  const review = { id: reviewRef.id, ...submission }
  const alert = recipients.length > 0 ? await testimonyAlert(review, origin, businessName) : null
  // The chef answers the reviewer straight from the alert.
  const replyTo = alert ? replyToOf(submission.email, (await loadMailContact(firestore)).email) : undefined
  await firestore.runTransaction(async (transaction) => {
    const exceeded = await consumeLimits(
      firestore,
      transaction,
      [
        { limit: testimonialLimits.perEmail, value: submission.email.toLowerCase() },
        { limit: testimonialLimits.perIp, value: ip },
      ],
      now,
    )
    if (exceeded.length > 0) {
      logger.warn('testimonial intake: rate limited', { limits: exceeded })
      throw new HttpsError('resource-exhausted', rateLimitedMessage)
    }
    transaction.create(
      reviewRef,
      testimonialReviews.draft(
        {
          name: submission.name,
          email: submission.email,
          testimony: submission.testimony,
          imageUrl: '',
          images: [],
          published: false,
        },
        now,
      ),
    )
    if (alert) {
      const mail = mailRequestSchema.parse({
        to: recipients,
        ...(replyTo ? { replyTo } : {}),
        message: alert,
      })
      transaction.create(
        mailQueue.doc(firestore, `testimony-alert-${reviewRef.id}`),
        mailQueue.draft(mail, now),
      )
    }
  })
  return reviewRef.id
}

function callerOrigin(request: CallableRequest<unknown>): string | undefined {
  const origin = request.rawRequest?.headers.origin
  return typeof origin === 'string' ? origin : undefined
}

// Public: the footer's "Leave Testimonial" form. firestore.rules refuse client creates of testimonialReview, so
// this rate-limited path is the only way in.
export const submitTestimonialCallable = validatedOnCall(
  contract,
  async (submission, request) => {
    const ip = request.rawRequest ? clientIp(request.rawRequest) : 'unknown'
    const reviewId = await submitTestimonial(
      db(),
      submission,
      ip,
      appOrigin(callerOrigin(request), functionsEnv()),
      functionsEnv().COMPANY_NAME,
    )
    return { reviewId }
  },
  { access: 'public', ...abuseProtectedCall },
)
