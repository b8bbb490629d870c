import { describe, expect, it } from 'vitest'
import type { Question } from '../../shared/schemas/form.ts'
import { blockIdField, blockLabel, blockPrefix, readBlocks } from './content-blocks.ts'
import { validateContentConfigMeta } from './content-config-draft.ts'
import { copyUrl, imageVariantsOf } from '../../../tests/support/image-variants.ts'

const q = (questionKey: string, typeKey: Question['typeKey'] = 'text'): Question => ({
  id: questionKey,
  questionKey,
  questionText: questionKey,
  questionImage: '',
  typeKey,
})
const questions = [q('title'), q('image', 'image'), q('where', 'addressList')]

function form(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('readBlocks', () => {
  it('reads blocks in the order of their id inputs and keeps stored keys the form does not ask for', () => {
    const { blocks, errors } = readBlocks(
      form([
        [blockIdField, 'b2'],
        [`${blockPrefix('b2')}title`, 'Second'],
        [blockIdField, 'b1'],
        [`${blockPrefix('b1')}title`, 'First'],
        [`${blockPrefix('b1')}image`, '/demo/a.svg'],
      ]),
      questions,
      [{ id: 'b1', title: 'Old', legacy: 'kept' }],
    )
    expect(errors).toEqual({})
    expect(blocks).toEqual([
      { id: 'b2', title: 'Second', image: '' },
      { id: 'b1', title: 'First', image: '/demo/a.svg', legacy: 'kept' },
    ])
  })

  it('drops removed blocks and reports a bad image link by its block', () => {
    const { blocks, errors } = readBlocks(
      form([
        [blockIdField, 'b1'],
        [`${blockPrefix('b1')}image`, 'javascript:alert(1)'],
      ]),
      questions,
      [{ id: 'b1' }, { id: 'gone' }],
    )
    expect(blocks).toEqual([])
    expect(errors['b1']?.['image']).toMatch(/image link/)
  })

  it("keeps an image answer's copies beside it while they are that image's, and drops them otherwise", () => {
    const copies = imageVariantsOf('new')
    const stale = imageVariantsOf('old')
    const { blocks } = readBlocks(
      form([
        [blockIdField, 'b1'],
        [`${blockPrefix('b1')}image`, copyUrl('new', 1280, 'image/webp')],
        [`${blockPrefix('b1')}imageVariants`, JSON.stringify(copies)],
        [blockIdField, 'b2'],
        [`${blockPrefix('b2')}image`, '/demo/a.svg'],
        [`${blockPrefix('b2')}imageVariants`, JSON.stringify(stale)],
        [blockIdField, 'b3'],
        [`${blockPrefix('b3')}image`, copyUrl('old', 1280, 'image/webp')],
        [`${blockPrefix('b3')}imageVariants`, '{broken'],
      ]),
      questions,
      [
        { id: 'b2', image: copyUrl('old', 1280, 'image/webp'), imageVariants: stale },
        { id: 'b3', image: copyUrl('old', 1280, 'image/webp'), imageVariants: stale },
      ],
    )
    expect(blocks.map((block) => block['imageVariants'])).toEqual([copies, undefined, undefined])
    expect(blocks.map((block) => 'imageVariants' in block)).toEqual([true, false, false])
  })

  it('names a block by its label key', () => {
    expect(blockLabel({ id: 'x', title: ' Hi ' }, 'title', 0)).toBe('Block 1: Hi')
    expect(blockLabel({ id: 'x' }, 'title', 2)).toBe('Block 3')
  })
})

describe('validateContentConfigMeta', () => {
  const meta = {
    title: 'Cards',
    configKey: 'topLandingCards',
    formKey: 'landingCard',
    labelKey: 'title',
    noteText: '',
  }

  it('accepts a config whose form exists and whose label key is a question key', () => {
    expect(validateContentConfigMeta(meta, { configKeyTaken: false, form: { questions } })).toEqual({})
  })

  it('refuses a missing form, an unknown label key and a taken config key, each by its field', () => {
    expect(validateContentConfigMeta(meta, { configKeyTaken: true, form: null })).toEqual({
      configKey: 'Another config already uses the key "topLandingCards".',
      formKey: 'No form has the form key "landingCard". Create it under Forms first.',
    })
    expect(
      validateContentConfigMeta(
        { ...meta, labelKey: 'nope' },
        { configKeyTaken: false, form: { questions } },
      )['labelKey'],
    ).toMatch(/no question with the key "nope"/)
  })
})
