// userProfiles: keyed by the auth uid and created on the server only. The owner and admins read; the owner edits
// answers, name and phone and may take the one step onBoard -> consultWaitRoom; only admins set isAdmin (which a
// function mirrors into the `admin` claim) or any status.
import { allergens, diets } from '../../../src/shared/food/allergens.ts'
import { uidOf } from '../../support/rules-env.ts'
import { allow, refuse, table, type Role, type Target } from '../rule-case.ts'

const alice = uidOf('customer')
const profile = (uid: string, status = 'onBoard') => ({
  userId: uid,
  firstName: uid,
  email: `${uid}@example.com`,
  isAdmin: false,
  userStatus: status,
  createdStamp: 1_700_000_000_000,
  createdIso: '2023-11-14T22:13:20.000Z',
})
// What the data layer adds to every update.
const stamp = { updateStamp: Date.now(), updateIso: new Date().toISOString() }
const aliceEdits = (fields: object): Target => ({ doc: alice, data: { ...fields, ...stamp } })
const answers = { firstName: 'Alice', lastName: 'Liddell', phone: '555 0100', dietaryNotes: 'No nuts' }
const waiting = { seed: { [`userProfiles/${alice}`]: profile(alice, 'consultWaitRoom') } }
const nobodyButAdmins: Role[] = ['guest', 'customer', 'otherCustomer']
const manyFields = Object.fromEntries(Array.from({ length: 70 }, (_, index) => [`extra${index}`, 'x']))
// What the consultation form saves: answers by question key, plus the search keys the data layer derives.
const consultationSave = {
  ...answers,
  firstNameLower: 'alice',
  lastNameLower: 'liddell',
  kitchenPhoto: 'https://firebasestorage.googleapis.com/v0/b/demo/o/kitchen.webp?alt=media',
  addresses: [{ label: 'Address 1', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }],
}
const address = consultationSave.addresses[0]!
const answersOf = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`answer${index}`, 'x']))

export default table(
  'userProfiles',
  {
    [`userProfiles/${alice}`]: profile(alice),
    [`userProfiles/${uidOf('otherCustomer')}`]: profile(uidOf('otherCustomer'), 'readyToOrder'),
    [`userProfiles/${uidOf('inactiveCustomer')}`]: profile(uidOf('inactiveCustomer'), 'inactive'),
  },
  [
    allow('customer', 'get', { doc: alice }, 'reads their own profile'),
    refuse(['otherCustomer', 'guest'], 'get', { doc: alice }, "reads alice's profile"),
    allow('admin', 'get', { doc: alice }, "reads alice's profile"),
    refuse('textAdminClaim', 'get', { doc: alice }, "reads alice's profile"),
    allow('inactiveCustomer', 'get', { doc: uidOf('inactiveCustomer') }, 'reads their own profile'),

    allow('admin', 'list', {}, 'lists profiles'),
    refuse(nobodyButAdmins, 'list', {}, 'lists profiles'),

    allow('admin', 'create', { doc: 'carol', data: profile('carol') }, 'adds a profile'),
    refuse(
      'newcomer',
      'create',
      { doc: uidOf('newcomer'), data: profile(uidOf('newcomer')) },
      'adds their own onBoard profile',
    ),
    refuse(nobodyButAdmins, 'create', { doc: 'carol', data: profile('carol') }, 'adds a profile'),
    refuse(
      'admin',
      'create',
      { doc: 'erin', data: profile('erin', 'vip') },
      'a profile with an unknown status',
    ),

    allow('customer', 'update', aliceEdits(answers), 'edits answers, name and phone'),
    refuse(
      ['otherCustomer', 'guest'],
      'update',
      aliceEdits(answers),
      "edits alice's answers, name and phone",
    ),
    refuse('customer', 'update', aliceEdits({ isAdmin: true }), 'promotes themselves to admin'),
    refuse(
      'customer',
      'update',
      aliceEdits({ firstName: 'Alice', isAdmin: true }),
      'promotes themselves within an answers save',
    ),
    allow('customer', 'update', aliceEdits({ firstName: 'A' }), 'changes their first name'),
    refuse('customer', 'update', aliceEdits({ userId: uidOf('otherCustomer') }), 'changes their userId'),
    refuse('customer', 'update', aliceEdits({ email: 'other@example.com' }), 'changes their email'),
    // After a verified e-mail change the profile's e-mail follows the account's: only to the token's verified one.
    allow(
      'customer',
      'update',
      aliceEdits({ email: 'alice@example.test', emailLower: 'alice@example.test' }),
      'sets their email to the verified email of their token, with its search key',
    ),
    refuse(
      'customer',
      'update',
      aliceEdits({ email: 'other@example.com', emailLower: 'other@example.com' }),
      'sets their email to an address that is not their token’s',
    ),
    refuse(
      'customer',
      'update',
      aliceEdits({ email: 'alice@example.test' }),
      'sets their email without its search key',
    ),
    refuse(
      'customer',
      'update',
      aliceEdits({ emailLower: 'other@example.com' }),
      'changes the email search key alone',
    ),
    refuse(
      'otherCustomer',
      'update',
      {
        doc: uidOf('otherCustomer'),
        data: { email: 'bob@example.test', emailLower: 'bob@example.test', ...stamp },
      },
      'sets their email to their token’s email that is not verified',
    ),
    refuse(
      'otherCustomer',
      'update',
      aliceEdits({ email: 'alice@example.test', emailLower: 'alice@example.test' }),
      "sets alice's email to alice's verified email",
    ),
    refuse('customer', 'update', aliceEdits({ notes: 'VIP, free dinners' }), "changes the chef's notes"),
    refuse('customer', 'update', aliceEdits({ createdStamp: 1 }), 'changes the created stamp'),
    refuse('customer', 'update', { doc: alice, data: { firstName: 'B' } }, 'saves without an update stamp'),
    refuse(
      'customer',
      'update',
      { doc: alice, data: { firstName: 'C', updateStamp: Date.now() + 10 * 86_400_000, updateIso: 'x' } },
      'saves with a stamp ten days ahead',
    ),
    allow(
      'customer',
      'update',
      aliceEdits({ userStatus: 'consultWaitRoom' }),
      'moves onBoard -> consultWaitRoom',
    ),
    refuse('customer', 'update', aliceEdits({ userStatus: 'readyToOrder' }), 'moves onBoard -> readyToOrder'),
    allow(
      'customer',
      'update',
      { ...aliceEdits({ firstName: 'Still waiting' }), ...waiting },
      'edits their name while in consultWaitRoom',
    ),
    refuse(
      'customer',
      'update',
      { ...aliceEdits({ userStatus: 'onBoard' }), ...waiting },
      'moves consultWaitRoom -> onBoard',
    ),
    refuse(
      'customer',
      'update',
      { ...aliceEdits({ userStatus: 'readyToOrder' }), ...waiting },
      'moves consultWaitRoom -> readyToOrder',
    ),
    refuse(
      'inactiveCustomer',
      'update',
      { doc: uidOf('inactiveCustomer'), data: { userStatus: 'consultWaitRoom', ...stamp } },
      'reactivates themselves',
    ),
    allow(
      'inactiveCustomer',
      'update',
      { doc: uidOf('inactiveCustomer'), data: { phone: '555 0199', ...stamp } },
      'edits their phone',
    ),
    refuse('customer', 'update', aliceEdits({ firstName: { admin: true } }), 'a first name that is not text'),
    refuse('customer', 'update', aliceEdits(manyFields), 'a profile of more than 60 fields'),

    // Every field the owner writes is checked by its type, so no admin page meets a value it cannot read.
    allow(
      'customer',
      'update',
      aliceEdits(consultationSave),
      'saves the consultation answers with search keys',
    ),
    refuse(
      'customer',
      'update',
      aliceEdits({ ...consultationSave, firstNameLower: 42 }),
      'a number as firstNameLower',
    ),
    refuse('customer', 'update', aliceEdits({ lastNameLower: ['liddell'] }), 'a list as lastNameLower'),
    refuse(
      'customer',
      'update',
      aliceEdits({ firstNameLower: 'x'.repeat(201) }),
      'a search key over 200 characters',
    ),
    refuse('customer', 'update', aliceEdits({ phone: 5550100 }), 'a phone that is a number'),
    refuse('customer', 'update', aliceEdits({ lastName: null }), 'a last name that is null'),
    refuse('customer', 'update', aliceEdits({ dietaryNotes: 5 }), 'an answer that is a number'),
    refuse('customer', 'update', aliceEdits({ dietaryNotes: { admin: true } }), 'an answer that is a map'),
    refuse(
      'customer',
      'update',
      aliceEdits({ dietaryNotes: 'x'.repeat(5001) }),
      'an answer over 5000 characters',
    ),
    refuse('customer', 'update', aliceEdits({ addresses: Array(11).fill(address) }), 'eleven addresses'),
    allow('customer', 'update', aliceEdits({ addresses: Array(10).fill(address) }), 'ten addresses'),
    refuse(
      'customer',
      'update',
      aliceEdits({ ...answersOf(11), dietaryNotes: 5 }),
      'a bad answer after eleven good ones (every position is checked)',
    ),
    allow('customer', 'update', aliceEdits({ ...answersOf(11), dietaryNotes: 'x' }), 'twelve answers'),
    refuse('customer', 'update', aliceEdits(answersOf(13)), 'thirteen answers'),
    // The dietary profile: allergies and diets from the fixed lists, beside the most answers a profile holds.
    allow(
      'customer',
      'update',
      {
        ...aliceEdits({ allergies: [...allergens], diets: [...diets] }),
        seed: { [`userProfiles/${alice}`]: { ...profile(alice), ...answersOf(12) } },
      },
      'sets every allergy and diet of the fixed lists on a profile holding twelve answers',
    ),
    // The consultation sign-up at onboarding: answers, the step to consultWaitRoom, and the allergies and diets its
    // questions fill, on a profile holding the most answers (and the e-mail following the account's, at once).
    allow(
      'customer',
      'update',
      {
        ...aliceEdits({
          ...answersOf(11),
          dietaryNotes: 'x',
          userStatus: 'consultWaitRoom',
          allergies: [...allergens],
          diets: [...diets],
          email: 'alice@example.test',
          emailLower: 'alice@example.test',
        }),
        seed: { [`userProfiles/${alice}`]: { ...profile(alice), ...answersOf(11) } },
      },
      'saves the consultation sign-up with every allergy and diet, twelve answers and a followed e-mail',
    ),
    // The heaviest save the rules' budget must hold: every field the owner may write changes at once.
    allow(
      'customer',
      'update',
      aliceEdits({
        ...answersOf(10),
        addresses: Array(10).fill(address),
        otherAddresses: [address],
        firstName: 'Alice',
        lastName: 'Liddell',
        firstNameLower: 'alice',
        lastNameLower: 'liddell',
        phone: '+12125550123',
        userStatus: 'consultWaitRoom',
        allergies: [...allergens],
        diets: [...diets],
        remindersOff: true,
        email: 'alice@example.test',
        emailLower: 'alice@example.test',
      }),
      'changes twelve answers (two address lists), names, phone, status, allergies, diets, reminders and e-mail at once',
    ),
    refuse(
      'customer',
      'update',
      aliceEdits({ ...consultationSave, userStatus: 'consultWaitRoom', allergies: ['peanuts', 'nuts'] }),
      'saves the consultation sign-up with an allergy not on the list',
    ),
    refuse(
      'customer',
      'update',
      aliceEdits({ ...consultationSave, userStatus: 'consultWaitRoom', diets: ['vegan', 'carnivore'] }),
      'saves the consultation sign-up with a diet not on the list',
    ),
    refuse('customer', 'update', aliceEdits({ allergies: ['nuts'] }), 'an allergy not on the list'),
    refuse('customer', 'update', aliceEdits({ allergies: 'peanuts' }), 'allergies that are not a list'),
    refuse('customer', 'update', aliceEdits({ diets: ['carnivore'] }), 'a diet not on the list'),
    refuse(
      'otherCustomer',
      'update',
      aliceEdits({ allergies: ['peanuts'] }),
      "sets another customer's allergies",
    ),
    // The mail preference new orders copy: a boolean, beside the most answers a profile holds.
    allow(
      'customer',
      'update',
      {
        ...aliceEdits({ remindersOff: true, allergies: [...allergens] }),
        seed: { [`userProfiles/${alice}`]: { ...profile(alice), ...answersOf(12) } },
      },
      'turns reminders off (and sets allergies) on a profile holding twelve answers',
    ),
    allow(
      'customer',
      'update',
      {
        ...aliceEdits({ remindersOff: false }),
        seed: { [`userProfiles/${alice}`]: { ...profile(alice), remindersOff: true } },
      },
      'turns reminders on again',
    ),
    refuse(
      'customer',
      'update',
      aliceEdits({ remindersOff: 'yes' }),
      'a reminder preference that is not a boolean',
    ),
    refuse(
      'otherCustomer',
      'update',
      aliceEdits({ remindersOff: true }),
      "turns off another customer's reminders",
    ),
    allow(
      'customer',
      'update',
      {
        ...aliceEdits({ firstName: 'Alice' }),
        seed: { [`userProfiles/${alice}`]: { ...profile(alice), legacyScore: 7 } },
      },
      'edits their name while an old field holds a number',
    ),
    allow(
      'admin',
      'update',
      { doc: alice, data: { userStatus: 'readyToOrder', isAdmin: true } },
      'sets any status and isAdmin',
    ),
    refuse('textAdminClaim', 'update', { doc: alice, data: { userStatus: 'inactive' } }, 'sets a status'),
    refuse('admin', 'update', { doc: alice, data: { userStatus: 'vip' } }, 'sets an unknown status'),

    refuse(nobodyButAdmins, 'delete', { doc: alice }, "deletes alice's profile"),
    allow('admin', 'delete', { doc: alice }, "deletes alice's profile"),
  ],
)
