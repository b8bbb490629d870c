import { FieldValue } from 'firebase-admin/firestore'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineServerCollection, ServerSchemaError } from './server-collection.ts'

const things = defineServerCollection(
  'things',
  z.object({
    id: z.string(),
    createdStamp: z.number().optional(),
    createdIso: z.string().optional(),
    updateStamp: z.number().optional(),
    updateIso: z.string().optional(),
    title: z.string().default('Untitled'),
    count: z.number().int(),
    tags: z.array(z.string()).default([]),
  }),
)

describe('defineServerCollection', () => {
  it('draft fills defaults and adds the created stamps', () => {
    expect(things.draft({ count: 2 }, 1_700_000_000_000)).toEqual({
      id: '(new)',
      title: 'Untitled',
      count: 2,
      tags: [],
      createdStamp: 1_700_000_000_000,
      createdIso: '2023-11-14T22:13:20.000Z',
    })
  })

  it('draft refuses a record that breaks the schema, naming the field', () => {
    expect(() => things.draft({ count: 1.5 })).toThrow(ServerSchemaError)
    expect(() => things.draft({ count: 1.5 })).toThrow('things/(new): invalid fields count')
  })

  it('patch validates the fields present, passes sentinels through and adds the update stamps', () => {
    const remove = FieldValue.arrayRemove('a')
    expect(things.patch({ title: 'New', tags: remove, createdStamp: 5 } as never, 1_700_000_000_000)).toEqual(
      {
        title: 'New',
        tags: remove,
        updateStamp: 1_700_000_000_000,
        updateIso: '2023-11-14T22:13:20.000Z',
      },
    )
    expect(() => things.patch({ count: 'many' } as never)).toThrow('things/(patch): invalid fields count')
  })
})
