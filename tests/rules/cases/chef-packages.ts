// chefPackages: public packages (publicMenu == true) are readable by anyone; private ones only by an admin and the
// package's added users, so list queries filter on publicMenu or addedUsers. Admins create and update within
// bounds; deletes go through deleteChefPackageCallable only (it unlinks the package from every menu too).
import { allergens, diets } from '../../../src/shared/food/allergens.ts'
import { canSeeChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import { fulfilmentMethods } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import {
  packageVisibilityCases,
  viewersForCases,
  type VisibilityViewer,
} from '../../support/package-visibility-cases.ts'
import { uidOf } from '../../support/rules-env.ts'
import {
  allow,
  everyone,
  imageVariantRows,
  refuse,
  table,
  type ListQuery,
  type Role,
  type RuleCase,
} from '../rule-case.ts'
import { copyUrl, imageVariantsOf } from '../../support/image-variants.ts'

const alice = uidOf('customer')
const data = { title: 'Tasting menu', price: 100, tags: [], packageDetails: [] }
const detail = (price: number) => ({ title: 'Ragu', description: 'Slow-cooked', price })
const publicOnly: ListQuery = { where: [['publicMenu', '==', true]] }
const addedAlice: ListQuery = { where: [['addedUsers', 'array-contains', alice]] }
const fresh = { ...data, publicMenu: false, addedUsers: [alice] }
const mainGroup = {
  kind: 'chooseOne',
  id: 'main',
  label: 'Main',
  required: true,
  choices: [
    { id: 'beef', label: 'Beef', price: 5 },
    { id: 'fish', label: 'Fish', price: 0 },
  ],
}
const messageGroup = { kind: 'text', id: 'message', label: 'Message on the cake', maxLength: 40, price: 15 }
const dinnerOptions = [
  mainGroup,
  {
    kind: 'chooseAny',
    id: 'extras',
    label: 'Add-ons',
    choices: [{ id: 'cheese', label: 'Cheese course', price: 8 }],
  },
  messageGroup,
]
const fullOptionGroups = Array.from({ length: 8 }, (_, group) => ({
  kind: 'chooseAny',
  id: `group-${group}`,
  label: `Group ${group}`,
  choices: Array.from({ length: 8 }, (_, choice) => ({
    id: `c${choice}`,
    label: `Choice ${choice}`,
    price: -1.5,
  })),
}))

// The rules and the shared canSeeChefPackage must answer every visibility case the same way.
const roleOf: Record<VisibilityViewer, Role> = {
  guest: 'guest',
  alice: 'customer',
  bob: 'otherCustomer',
  admin: 'admin',
}
const visibilityAgreement: RuleCase[][] = packageVisibilityCases.map(({ name, chefPackage }, index) =>
  (Object.keys(viewersForCases) as VisibilityViewer[]).flatMap((viewer) => {
    const row = canSeeChefPackage(chefPackage, viewersForCases[viewer]) ? allow : refuse
    const doc = `visibility-${index}`
    return row(
      roleOf[viewer],
      'get',
      { doc, seed: { [`chefPackages/${doc}`]: { ...data, ...chefPackage } } },
      `reads a ${name} package, as canSeeChefPackage says`,
    )
  }),
)

export default table(
  'chefPackages',
  {
    'chefPackages/tasting': { ...data, publicMenu: true, addedUsers: [] },
    'chefPackages/alice-birthday': { ...data, title: 'Birthday', publicMenu: false, addedUsers: [alice] },
    // Older documents may lack both fields: they read as private.
    'chefPackages/legacy': { ...data, title: 'Legacy' },
  },
  [
    ...visibilityAgreement,
    allow(['guest', 'otherCustomer'], 'get', { doc: 'tasting' }, 'reads a public package'),
    refuse('guest', 'get', { doc: 'alice-birthday' }, 'reads a private package'),
    refuse('guest', 'get', { doc: 'legacy' }, 'reads a package without visibility fields'),
    allow('customer', 'get', { doc: 'alice-birthday' }, 'reads a private package they are added to'),
    refuse('otherCustomer', 'get', { doc: 'alice-birthday' }, 'reads a private package they are added to'),
    refuse('customer', 'get', { doc: 'legacy' }, 'reads a package without visibility fields'),
    allow('admin', 'get', { doc: 'alice-birthday' }, 'reads a private package'),
    allow('admin', 'get', { doc: 'legacy' }, 'reads a package without visibility fields'),
    refuse('falseAdminClaim', 'get', { doc: 'alice-birthday' }, 'reads a private package'),

    allow('customer', 'list', { query: addedAlice }, "lists alice's packages (addedUsers array-contains)"),
    refuse(
      'otherCustomer',
      'list',
      { query: addedAlice },
      "lists alice's packages (addedUsers array-contains)",
    ),
    allow(['guest', 'customer', 'otherCustomer'], 'list', { query: publicOnly }, 'lists public packages'),
    refuse(['guest', 'customer'], 'list', {}, 'lists every package'),
    allow('admin', 'list', {}, 'lists every package'),

    allow('admin', 'create', { doc: 'new', data: fresh }, 'adds a private package'),
    refuse(['customer', 'otherCustomer'], 'create', { doc: 'new', data: fresh }, 'adds a private package'),
    refuse('guest', 'create', { doc: 'new', data: { ...fresh, publicMenu: true } }, 'adds a public package'),

    allow('admin', 'update', { doc: 'alice-birthday', data: { price: 120 } }, 'changes the price'),
    refuse(
      ['customer', 'guest'],
      'update',
      { doc: 'alice-birthday', data: { price: 1 } },
      'changes the price',
    ),
    refuse(
      'otherCustomer',
      'update',
      { doc: 'alice-birthday', data: { addedUsers: [alice, 'bob'] } },
      'adds themselves',
    ),
    allow(
      'admin',
      'update',
      { doc: 'tasting', data: { price: 0.01, publicMenu: false } },
      'a price of one cent, made private',
    ),
    refuse('admin', 'update', { doc: 'tasting', data: { price: 0 } }, 'a price of 0'),
    refuse('admin', 'update', { doc: 'tasting', data: { price: -5 } }, 'a negative price'),
    allow(
      'admin',
      'update',
      { doc: 'tasting', data: { packageDetails: [detail(12), detail(0.5)] } },
      'details priced above 0',
    ),
    refuse('admin', 'update', { doc: 'tasting', data: { packageDetails: [detail(0)] } }, 'a detail priced 0'),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { packageDetails: [detail(12), detail(-3)] } },
      'a second detail with a negative price',
    ),
    refuse(
      'admin',
      'update',
      {
        doc: 'tasting',
        data: { packageDetails: [...Array.from({ length: 49 }, () => detail(5)), detail(0)] },
      },
      'the fiftieth detail priced 0',
    ),
    refuse('admin', 'update', { doc: 'tasting', data: { publicMenu: 'yes' } }, 'visibility as text'),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { packageDetails: 'none' } },
      'details that are not a list',
    ),

    // Fulfilment limits: whole numbers within packageLimitBounds, fewest guests not above most guests.
    allow(
      'admin',
      'update',
      {
        doc: 'tasting',
        data: {
          maxPerDate: 4,
          leadTimeDays: 14,
          minGuests: 10,
          maxGuests: 40,
          availableDates: ['2026-12-24'],
        },
      },
      'sets every fulfilment limit',
    ),
    refuse(
      'customer',
      'update',
      { doc: 'alice-birthday', data: { maxPerDate: 1000 } },
      'sets a fulfilment limit on a package they can see',
    ),
    refuse('admin', 'update', { doc: 'tasting', data: { maxPerDate: 0 } }, 'a per-date limit of 0'),
    refuse('admin', 'update', { doc: 'tasting', data: { maxPerDate: 'four' } }, 'a per-date limit as text'),
    refuse('admin', 'update', { doc: 'tasting', data: { leadTimeDays: 2.5 } }, 'notice in part days'),
    refuse('admin', 'update', { doc: 'tasting', data: { leadTimeDays: 366 } }, 'notice over a year'),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { minGuests: 40, maxGuests: 10 } },
      'fewest guests above most guests',
    ),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { availableDates: '2026-12-24' } },
      'sale dates that are not a list',
    ),

    // Per-guest pricing and option groups: the shapes of src/shared/schemas/package-options.ts, within its bounds.
    allow(
      'admin',
      'update',
      {
        doc: 'tasting',
        data: { pricing: 'perGuest', minGuests: 6, maxGuests: 20, optionGroups: dinnerOptions },
      },
      'prices a package per guest with a main, an add-on and a message',
    ),
    allow(
      'admin',
      'update',
      { doc: 'tasting', data: { optionGroups: fullOptionGroups } },
      'sets 8 option groups of 8 choices each',
    ),
    allow(
      'admin',
      'update',
      {
        doc: 'tasting',
        data: {
          optionGroups: fullOptionGroups,
          deposit: { rule: { kind: 'percent', percent: 30 }, balanceDueDaysBefore: 14 },
        },
      },
      'saves 8 option groups of 8 choices each with a deposit',
    ),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { pricing: 'perGuest' } },
      'prices per guest without the fewest and most guests',
    ),
    refuse('admin', 'update', { doc: 'tasting', data: { pricing: 'perHour' } }, 'an unknown pricing mode'),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { optionGroups: [{ ...mainGroup, choices: [] }] } },
      'a choose-one group without choices',
    ),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { optionGroups: [{ ...messageGroup, maxLength: 0 }] } },
      'a message of at most 0 characters',
    ),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { optionGroups: [{ ...mainGroup, kind: 'chooseMany' }] } },
      'an unknown kind of option group',
    ),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { optionGroups: [...fullOptionGroups, mainGroup] } },
      'a ninth option group',
    ),

    // Allergens and diets: the rules accept exactly the shared fixed lists.
    allow(
      'admin',
      'update',
      { doc: 'tasting', data: { allergens: [...allergens], diets: [...diets] } },
      'labels a package with every allergen and diet of the fixed lists',
    ),
    refuse(
      'customer',
      'update',
      { doc: 'alice-birthday', data: { allergens: [] } },
      'clears the allergens of a package they can see',
    ),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { allergens: ['nuts'] } },
      'an allergen not on the list',
    ),
    refuse('admin', 'update', { doc: 'tasting', data: { diets: ['carnivore'] } }, 'a diet not on the list'),
    refuse(
      'admin',
      'update',
      { doc: 'tasting', data: { allergens: 'milk' } },
      'allergens that are not a list',
    ),

    // Fulfilment methods: the rules accept exactly the shared list.
    allow(
      'admin',
      'update',
      { doc: 'tasting', data: { methods: [...fulfilmentMethods] } },
      'names every fulfilment method of the shared list',
    ),
    refuse('admin', 'update', { doc: 'tasting', data: { methods: ['drone'] } }, 'a method not on the list'),
    refuse('admin', 'update', { doc: 'tasting', data: { methods: 'pickup' } }, 'methods that are not a list'),

    ...imageVariantRows('tasting'),
    // The budget of 1,000 expressions per request: details are checked in blocks that stop where the list ends, so a
    // package with every field filled in still passes.
    allow(
      'admin',
      'create',
      {
        doc: 'largest',
        data: {
          ...fresh,
          image: copyUrl('largest', 1280, 'image/webp'),
          imageVariants: imageVariantsOf('largest'),
          packageDetails: Array.from({ length: 10 }, () => detail(5)),
          addedUsers: Array.from({ length: 500 }, (_, index) => `user-${index}`),
          tags: Array.from({ length: 20 }, (_, index) => `tag-${index}`),
          maxPerDate: 4,
          leadTimeDays: 14,
          minGuests: 10,
          maxGuests: 40,
          availableDates: ['2026-12-24'],
          allergens: [...allergens],
          diets: [...diets],
          methods: [...fulfilmentMethods],
        },
      },
      'adds a package with 10 details, every limit and label, 500 users, 20 tags and 12 image copies',
    ),

    refuse(everyone, 'delete', { doc: 'alice-birthday' }, 'deletes a private package'),
    refuse('guest', 'delete', { doc: 'tasting' }, 'deletes a public package'),
  ],
)
