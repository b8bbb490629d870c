import { describe, expect, it } from 'vitest'
import { formSchema } from '../../shared/schemas/form.ts'
import { menuSchema } from '../../shared/schemas/menu.ts'
import { userProfileSchema } from '../../shared/schemas/user-profile.ts'
import { AppConfigContentError, appConfigs } from './app-configs.ts'
import { chefPackages } from './chef-packages.ts'
import { parseRecord, SchemaError, toFirestoreData, withoutUndefined } from './collection.ts'
import { consulationNotes } from './consulation-notes.ts'
import { forms } from './forms.ts'
import { mail } from './mail.ts'
import { menus } from './menus.ts'
import { orders } from './orders.ts'
import { testimonialReview } from './testimonial-review.ts'
import { collectionsByName, isCollectionName, type CollectionName } from './registry.ts'
import { userProfiles } from './user-profiles.ts'

describe('SchemaError', () => {
  it('names collection, document id, field and expected type', () => {
    const error = catchError(() =>
      parseRecord(menuSchema, 'menus', 'abc', { title: 'x', price: 1, image: 7 }),
    )
    expect(error).toBeInstanceOf(SchemaError)
    expect(error.message).toBe('menus/abc: field "image" expected string, received number')
    expect(error).toMatchObject({ name: 'SchemaError', collection: 'menus', docId: 'abc' })
  })

  it('lists every failing field with nested paths and enum values', () => {
    const error = catchError(() =>
      parseRecord(userProfileSchema, 'userProfiles', 'u1', {
        userStatus: 'vip',
        firstName: null,
      }),
    )
    expect(error.message).toContain('userProfiles/u1: ')
    expect(error.message).toContain(
      'field "userStatus" expected one of "onBoard"|"consultWaitRoom"|"readyToOrder"|"inactive", received string "vip"',
    )
    expect(error.message).toContain('field "firstName" expected string, received null')
  })

  it('formats array indexes in paths', () => {
    const error = catchError(() =>
      parseRecord(formSchema, 'forms', 'f1', { questions: [{}, { typeKey: 3 }] }),
    )
    expect(error.message).toContain('forms/f1: field "questions[1].typeKey"')
  })
})

describe('document data', () => {
  it('strips id and undefined values at any depth but keeps nulls and non-plain objects', () => {
    const when = new Date(0)
    expect(
      toFirestoreData({
        id: 'x',
        a: undefined,
        b: null,
        c: { d: undefined, e: 1 },
        f: [1, undefined, { g: undefined }],
        when,
      }),
    ).toEqual({
      b: null,
      c: { e: 1 },
      f: [1, {}],
      when,
    })
    expect(withoutUndefined(undefined)).toBeUndefined()
  })

  it('takes the id from the document, not from stored data', () => {
    expect(parseRecord(menuSchema, 'menus', 'real', { id: 'stale' }).id).toBe('real')
  })
})

describe('blank records', () => {
  it('chef package: title Package, price 100', () => {
    expect(chefPackages.blank()).toEqual({
      title: 'Package',
      description: '',
      price: 100,
      tags: [],
      image: '',
      packageDetails: [],
      publicMenu: false,
      addedUsers: [],
      availableDates: [],
      allergens: [],
      diets: [],
      methods: [],
      pricing: 'perItem',
      optionGroups: [],
    })
  })

  it('menu: title menu', () => {
    expect(menus.blank()).toMatchObject({ title: 'menu', description: '', tags: [] })
  })

  it('form: type 0, empty description, notes and questions', () => {
    expect(forms.blank()).toMatchObject({ type: 0, description: '', notes: '', questions: [] })
  })

  it('order: pending with empty cart; profile: onBoard; review: unpublished', () => {
    expect(orders.blank()).toMatchObject({ statusCode: 1, cartData: [], statusNotes: [] })
    expect(userProfiles.blank()).toMatchObject({ userStatus: 'onBoard', isAdmin: false })
    expect(testimonialReview.blank()).toMatchObject({ published: false })
  })

  it('has no id or stamps and returns a fresh object each time', () => {
    const blank = mail.blank()
    expect(blank).toEqual({ to: [], message: { subject: '', html: '' } })
    expect(blank).not.toHaveProperty('id')
    blank.to.push('x')
    expect(mail.blank().to).toEqual([])
  })

  it('keeps the original collection names', () => {
    expect(consulationNotes.name).toBe('consulationNotes')
    expect(testimonialReview.name).toBe('testimonialReview')
  })
})

describe('AppConfigContentError', () => {
  it('names the config key and says the JSON is invalid', () => {
    const error = new AppConfigContentError('consultationAlertRecipients', 'configContent is not valid JSON')
    expect(error.message).toBe('appConfigs "consultationAlertRecipients": configContent is not valid JSON')
    expect(appConfigs.name).toBe('appConfigs')
  })
})

function catchError(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    if (error instanceof Error) return error
  }
  throw new Error('expected a throw')
}

describe('data layer without Firestore', () => {
  it('fails with a clear error before firebase() has set the instance', async () => {
    await expect(menus.get('x')).rejects.toThrow(/data layer is not initialised/)
  })
})

describe('collectionsByName', () => {
  it('lists every collection of the product under its Firestore name', () => {
    const names = Object.keys(collectionsByName)
    expect(names).toHaveLength(18)
    for (const name of names) expect(collectionsByName[name as CollectionName].name).toBe(name)
    expect(isCollectionName('consulationNotes')).toBe(true)
    expect(isCollectionName('toString')).toBe(false)
  })
})
