import { describe, expect, it } from 'vitest'
import { appConfigSchema, alertRecipientsSchema } from './app-config.ts'
import { chefPackageSchema, isIntroOffer, newChefPackageSchema } from './chef-package.ts'
import { contentBlockSchema, contentConfigSchema, landingCardSchema } from './content-config.ts'
import { dropListLinkSchema } from './drop-list-link.ts'
import {
  blankAddressItem,
  consultationSignUpFormKey,
  formSchema,
  newQuestion,
  questionSchema,
} from './form.ts'
import { mailSchema } from './mail.ts'
import { menuSchema } from './menu.ts'
import { cartItemSchema, orderSchema } from './order.ts'
import { testimonialReviewSchema, testimonialSubmissionSchema } from './testimonial-review.ts'
import { offerSchemas } from './untyped-records.ts'
import { newUserProfileSchema, userProfileSchema } from './user-profile.ts'

describe('user profile schema', () => {
  it('defaults status to onBoard and keeps answers stored under question keys', () => {
    const profile = userProfileSchema.parse({ id: 'p1', userId: 'u1', dietNotes: 'no nuts', addresses: [] })
    expect(profile.userStatus).toBe('onBoard')
    expect(profile.isAdmin).toBe(false)
    expect(profile.firstName).toBe('')
    expect(profile.dietNotes).toBe('no nuts')
    expect(profile.addresses).toEqual([])
  })

  it('rejects an unknown status and a wrongly typed field', () => {
    expect(userProfileSchema.safeParse({ id: 'p', userStatus: 'vip' }).success).toBe(false)
    expect(userProfileSchema.safeParse({ id: 'p', isAdmin: 'yes' }).success).toBe(false)
  })

  it('keeps extra keys when the new-record schema omits id and stamps', () => {
    const parsed = newUserProfileSchema.parse({ userId: 'u', q1: 'a', id: 'dropped', createdStamp: 1 })
    expect(parsed).toMatchObject({ userId: 'u', q1: 'a', userStatus: 'onBoard' })
  })
})

describe('form schemas', () => {
  it('fills the form defaults', () => {
    expect(formSchema.parse({ id: 'f' })).toEqual({
      id: 'f',
      title: '',
      description: '',
      notes: '',
      formKey: '',
      tags: [],
      type: 0,
      questions: [],
    })
  })

  it('defaults a question to plain text and accepts address-list answers', () => {
    const question = questionSchema.parse({ questionKey: 'home', answer: [{ street: '1 Main' }] })
    expect(question.typeKey).toBe('text')
    expect(question.answer).toEqual([{ label: '', street: '1 Main', city: '', state: '', zip: '' }])
    expect(questionSchema.safeParse({ typeKey: 'checkbox' }).success).toBe(false)
  })

  it('numbers address labels from 1 and gives new questions unique ids', () => {
    expect(blankAddressItem(0).label).toBe('Address 1')
    expect(blankAddressItem(2).label).toBe('Address 3')
    const [a, b] = [newQuestion(), newQuestion()]
    expect(a.id).not.toBe('')
    expect(a.id).not.toBe(b.id)
  })

  it('keeps the original spelling of the consultation form key', () => {
    expect(consultationSignUpFormKey).toBe('consultaionSignUp')
  })
})

describe('package, menu and offer schemas', () => {
  it('defaults a chef package to title Package, price 100, private', () => {
    const blank = newChefPackageSchema.parse({})
    expect(blank).toMatchObject({
      title: 'Package',
      price: 100,
      publicMenu: false,
      tags: [],
      packageDetails: [],
    })
  })

  it('reads comma-separated tags as a list and finds intro offers', () => {
    const pkg = chefPackageSchema.parse({ id: 'c', tags: 'introOffer, family ,' })
    expect(pkg.tags).toEqual(['introOffer', 'family'])
    expect(isIntroOffer(pkg)).toBe(true)
    expect(isIntroOffer(chefPackageSchema.parse({ id: 'd', tags: ['family'] }))).toBe(false)
  })

  it('is strict about a price stored as text', () => {
    expect(chefPackageSchema.safeParse({ id: 'c', price: '100' }).success).toBe(false)
  })

  it('defaults a menu title to menu', () => {
    expect(menuSchema.parse({ id: 'm' })).toMatchObject({
      title: 'menu',
      addedChefPackages: [],
      addedUsers: [],
    })
  })

  it('keeps unspecified fields of permissive collections', () => {
    expect(offerSchemas.stored.parse({ id: 'o', anything: { nested: 1 } })).toEqual({
      id: 'o',
      anything: { nested: 1 },
    })
  })
})

describe('order schema', () => {
  it('fills status, totals and lists for an old order', () => {
    const order = orderSchema.parse({ id: 'o', cartData: [{ chefPackageId: 'c', price: 50 }] })
    expect(order.statusCode).toBe(1)
    expect(order.statusNotes).toEqual([])
    expect(order.cartData[0]).toEqual({ chefPackageId: 'c', title: '', price: 50, image: '', quantity: 1 })
    expect(order.cartTotals.total).toBe(0)
  })

  it('reads a status code saved as text and rejects codes outside 1-3', () => {
    expect(orderSchema.parse({ id: 'o', statusCode: '2' }).statusCode).toBe(2)
    expect(orderSchema.safeParse({ id: 'o', statusCode: 4 }).success).toBe(false)
    expect(orderSchema.safeParse({ id: 'o', statusCode: 0 }).success).toBe(false)
  })

  it('accepts a provider checkout session with nulls and extra fields', () => {
    const order = orderSchema.parse({
      id: 'o',
      checkoutSession: {
        status: 'complete',
        url: null,
        expires_at: 1700000000,
        total_details: { amount_tax: 5 },
        mode: 'payment',
      },
    })
    expect(order.checkoutSession?.status).toBe('complete')
    expect(order.checkoutSession?.mode).toBe('payment')
  })

  it('defaults cart quantity to 1', () => {
    expect(cartItemSchema.parse({ chefPackageId: 'c', price: 1 }).quantity).toBe(1)
  })
})

describe('other schemas', () => {
  it('testimonial reviews start unpublished and submissions redirect to / by default', () => {
    expect(testimonialReviewSchema.parse({ id: 't' })).toMatchObject({ published: false, images: [] })
    expect(
      testimonialSubmissionSchema.parse({ email: 'a@b.co', name: 'A', testimony: 'x' }).redirectUrl,
    ).toBe('/')
  })

  it('content blocks are string records with an id and parse into landing cards', () => {
    const block = contentBlockSchema.parse({ title: 'Hi', image: 'x.png' })
    expect(block).toEqual({ id: '', title: 'Hi', image: 'x.png' })
    expect(landingCardSchema.parse(block)).toMatchObject({ title: 'Hi', summary: '', link: '' })
    expect(contentConfigSchema.parse({ id: 'c' }).contentBlocks).toEqual([])
    expect(contentBlockSchema.safeParse({ title: 3 }).success).toBe(false)
  })

  it('app config content defaults to empty text; recipients need an email', () => {
    expect(appConfigSchema.parse({ id: 'a' }).configContent).toBe('')
    expect(alertRecipientsSchema.safeParse([{ email: 'a@b.co', active: true }]).success).toBe(true)
    expect(alertRecipientsSchema.safeParse([{ active: true }]).success).toBe(false)
  })

  it('mail requires recipients and a message; delivery is optional', () => {
    expect(
      mailSchema.safeParse({ id: 'm', to: ['a@b.co'], message: { subject: 's', html: 'h' } }).success,
    ).toBe(true)
    expect(
      mailSchema.safeParse({ id: 'm', to: 'a@b.co', message: { subject: 's', html: 'h' } }).success,
    ).toBe(false)
    const delivered = mailSchema.parse({
      id: 'm',
      to: ['a@b.co'],
      message: { subject: 's', html: 'h' },
      delivery: { state: 'SUCCESS', endTime: { seconds: 1, nanoseconds: 0 } },
    })
    expect(delivered.delivery).toMatchObject({ state: 'SUCCESS', attempts: 0 })
  })

  it('drop-list links keep the publcDrop spelling', () => {
    expect(dropListLinkSchema.parse({ title: 'Home', link: '/', publcDrop: true }).publcDrop).toBe(true)
  })
})
