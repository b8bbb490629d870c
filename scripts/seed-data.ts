// Demo data for the local stack: what a private chef's site would really hold. Plain typed records, shaped by the
// shared zod schemas; scripts/seed.ts validates every record against its schema before writing it.
// Ids are fixed so the seed is repeatable and records can point at each other (menus -> packages, reviews ->
// testimonials). Images and downloads live in public/demo and are referenced by site path.
import type { NewAppConfig } from '../src/shared/schemas/app-config.ts'
import { chefPackageSchema, type NewChefPackage } from '../src/shared/schemas/chef-package.ts'
import type { NewContentConfig } from '../src/shared/schemas/content-config.ts'
import { basicProfileQuestions, type NewForm } from '../src/shared/schemas/form.ts'
import type { NewMealPlan } from '../src/shared/schemas/meal-plan.ts'
import type { NewMenu } from '../src/shared/schemas/menu.ts'
import type { NewTestimonial } from '../src/shared/schemas/testimonial.ts'
import type { NewTestimonialReview } from '../src/shared/schemas/testimonial-review.ts'
import type { NewUserProfile } from '../src/shared/schemas/user-profile.ts'
import { addDays, weekdayOf, type CalendarDate } from '../src/shared/fulfilment/calendar-dates.ts'
import type { FulfilmentDay, FulfilmentScheduleInput } from '../src/shared/schemas/fulfilment-schedule.ts'
import { priceLine } from '../src/shared/orders/package-pricing.ts'
import { quoteTotals } from '../src/shared/quotes/quote-totals.ts'
import type { QuoteHold, QuoteLineRequest } from '../src/shared/schemas/quote.ts'
import type { z } from 'zod/mini'
import type { quoteRecordSchema } from '../src/shared/schemas/quote.ts'

/** One document: its fixed id, its fields, and how many days before the seed run it was "created". */
export interface SeedRecord<T> {
  id: string
  data: T
  createdDaysAgo?: number
}

// ---------------------------------------------------------------------------------------------------------------
// Chef packages
// ---------------------------------------------------------------------------------------------------------------

export const packageIds = {
  pappardelle: 'pkg-pappardelle-ragu',
  bistecca: 'pkg-bistecca-fiorentina',
  branzino: 'pkg-whole-branzino',
  shrimpMussels: 'pkg-shrimp-mussel-pot',
  harvestBowls: 'pkg-harvest-bowls',
  vegetableTart: 'pkg-vegetable-tart',
  holidayRoast: 'pkg-holiday-roast',
  holidayDinner: 'pkg-holiday-dinner',
  tiramisu: 'pkg-tiramisu',
  celebrationCake: 'pkg-celebration-cake',
  anniversary: 'pkg-anniversary-tasting',
  gardenParty: 'pkg-garden-party-buffet',
} as const

// Package details list what the package is made of; their prices add up to the package price.
export const chefPackages: SeedRecord<NewChefPackage>[] = [
  {
    id: packageIds.pappardelle,
    createdDaysAgo: 60,
    data: {
      title: 'Hand-Rolled Pappardelle Ragù Supper',
      description:
        'Fresh egg pappardelle rolled in your kitchen and tossed with a six-hour beef and pork ragù. Served family style for four with warm focaccia and a bright panzanella.',
      price: 220,
      allergens: ['wheat', 'eggs', 'milk'],
      diets: [],
      tags: ['italian', 'family-style', 'serves-4', 'introOffer'],
      image: '/demo/pappardelle-ragu.svg',
      packageDetails: [
        {
          title: 'Pappardelle al ragù',
          description: 'Hand-rolled egg pasta, slow-cooked beef and pork ragù, Parmigiano',
          price: 160,
        },
        {
          title: 'Rosemary focaccia',
          description: 'Baked that afternoon, with Tuscan olive oil for dipping',
          price: 25,
        },
        { title: 'Panzanella', description: 'Heirloom tomatoes, torn bread, basil, red onion', price: 35 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.bistecca,
    createdDaysAgo: 58,
    data: {
      title: 'Bistecca alla Fiorentina for Four',
      description:
        'A 1.2 kg dry-aged porterhouse grilled over high heat, sliced at the table with lemon, rosemary and olive oil. Roast potatoes and a bitter-leaf salad on the side.',
      price: 340,
      allergens: ['milk'],
      diets: ['glutenFree'],
      tags: ['italian', 'grill', 'serves-4'],
      image: '/demo/bistecca.svg',
      packageDetails: [
        {
          title: 'Dry-aged porterhouse',
          description: '1.2 kg, 28-day aged, grilled rare to medium-rare',
          price: 250,
        },
        { title: 'Rosemary roast potatoes', description: 'Crisp, with garlic and sea salt', price: 45 },
        {
          title: 'Bitter-leaf salad',
          description: 'Radicchio, rocket, shaved fennel, lemon dressing',
          price: 45,
        },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.branzino,
    createdDaysAgo: 50,
    data: {
      title: 'Whole Roasted Branzino',
      // The fishmonger brings four pairs of fish a day.
      maxPerDate: 4,
      description:
        'Two whole Mediterranean sea bass roasted with lemon, fennel and herbs, filleted at the table. With salsa verde and charred green beans. Serves four.',
      price: 260,
      allergens: ['fish', 'treeNuts'],
      diets: ['pescatarian', 'glutenFree', 'dairyFree'],
      tags: ['seafood', 'gluten-free', 'serves-4', 'introOffer'],
      image: '/demo/whole-branzino.svg',
      packageDetails: [
        {
          title: 'Whole branzino, two fish',
          description: 'Roasted on fennel with lemon and thyme',
          price: 190,
        },
        { title: 'Salsa verde', description: 'Parsley, capers, anchovy, good olive oil', price: 20 },
        { title: 'Charred green beans', description: 'With toasted almonds and garlic', price: 50 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.shrimpMussels,
    createdDaysAgo: 48,
    data: {
      title: 'Garlic Shrimp & Mussel Pot',
      description:
        'A big pot of mussels and wild shrimp in white wine, garlic and saffron broth, brought to the table steaming. Grilled sourdough for the broth. Serves four.',
      price: 195,
      allergens: ['crustaceanShellfish', 'molluscs', 'wheat'],
      diets: ['pescatarian', 'dairyFree'],
      tags: ['seafood', 'family-style', 'serves-4'],
      image: '/demo/shrimp-mussel-pot.svg',
      packageDetails: [
        {
          title: 'Mussels and wild shrimp',
          description: '1.5 kg mussels, 500 g shrimp, saffron and white wine broth',
          price: 160,
        },
        { title: 'Grilled sourdough', description: 'Rubbed with garlic, for the broth', price: 35 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.harvestBowls,
    createdDaysAgo: 45,
    data: {
      title: 'Harvest Salad & Grain Bowls (Weekly Meal Prep)',
      description:
        'Five lunches for one: farro and roasted vegetable bowls, crunchy salads and herb dressings kept separate so nothing goes soggy. Delivered every Monday in glass containers.',
      price: 145,
      allergens: ['wheat', 'sesame', 'soybeans'],
      diets: ['vegetarian', 'vegan', 'dairyFree'],
      tags: ['vegetarian', 'meal-prep', 'weekly', 'introOffer'],
      image: '/demo/harvest-bowls.svg',
      packageDetails: [
        {
          title: 'Three grain bowls',
          description: 'Farro, roasted squash, chickpeas, marinated tofu, tahini-lemon dressing',
          price: 87,
        },
        {
          title: 'Two harvest salads',
          description: 'Little gem, cucumber, tomato, olives, sunflower seeds',
          price: 58,
        },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.vegetableTart,
    createdDaysAgo: 44,
    data: {
      title: 'Summer Vegetable Tart Supper',
      description:
        'An all-butter tart of courgette, tomato and yellow squash on ricotta, with a herb salad and a bowl of whipped hummus with warm flatbread. Serves four.',
      price: 165,
      allergens: ['wheat', 'milk', 'eggs', 'sesame'],
      diets: ['vegetarian'],
      tags: ['vegetarian', 'seasonal', 'serves-4'],
      image: '/demo/vegetable-tart.svg',
      packageDetails: [
        {
          title: 'Vegetable tart',
          description: 'Courgette, tomato, squash, ricotta, all-butter pastry',
          price: 95,
        },
        {
          title: 'Whipped hummus and flatbread',
          description: 'With smoked paprika and olive oil',
          price: 40,
        },
        { title: 'Herb salad', description: 'Soft herbs, lemon, shaved radish', price: 30 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.holidayRoast,
    createdDaysAgo: 30,
    data: {
      title: 'Herb-Roasted Holiday Dinner for Eight',
      // An event: cooked in the customer's kitchen for a party, booked a week ahead.
      leadTimeDays: 7,
      minGuests: 6,
      maxGuests: 12,
      description:
        'Two herb-and-lemon roast chickens with pan gravy, honey-glazed carrots, crisp Brussels sprouts and cranberry relish. Cooked in your oven, carved at your table.',
      price: 480,
      allergens: ['milk', 'treeNuts'],
      diets: ['glutenFree'],
      tags: ['holiday', 'roast', 'serves-8'],
      image: '/demo/holiday-roast.svg',
      packageDetails: [
        { title: 'Two roast chickens', description: 'Herb butter, lemon and thyme, pan gravy', price: 300 },
        {
          title: 'Glazed carrots and Brussels sprouts',
          description: 'Honey, thyme, toasted hazelnuts',
          price: 120,
        },
        { title: 'Cranberry relish', description: 'Orange zest, a little port', price: 60 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    // The per-guest event: the price and every option's price are per guest; the customer picks a main, may add
    // the cheese course and may have a message piped on the cake.
    id: packageIds.holidayDinner,
    createdDaysAgo: 28,
    data: {
      title: 'Holiday Dinner Party',
      pricing: 'perGuest',
      leadTimeDays: 7,
      minGuests: 6,
      maxGuests: 20,
      description:
        'A three-course holiday dinner cooked and served at your home: winter salad, your choice of beef tenderloin or roast cod, and a spiced pear cake. Priced per guest.',
      price: 65,
      allergens: ['milk', 'eggs', 'wheat', 'fish', 'treeNuts'],
      diets: [],
      tags: ['holiday', 'event'],
      image: '/demo/holiday-roast.svg',
      packageDetails: [
        { title: 'Winter salad', description: 'Bitter leaves, pear, walnuts', price: 12 },
        { title: 'Main course', description: 'Beef tenderloin or roast cod', price: 40 },
        { title: 'Spiced pear cake', description: 'With vanilla cream', price: 13 },
      ],
      optionGroups: [
        {
          kind: 'chooseOne',
          id: 'main',
          label: 'Main',
          required: true,
          choices: [
            { id: 'beef', label: 'Beef tenderloin', price: 0 },
            { id: 'fish', label: 'Roast cod', price: 0 },
          ],
        },
        {
          kind: 'chooseAny',
          id: 'add-ons',
          label: 'Add-ons',
          choices: [{ id: 'cheese', label: 'Cheese course', price: 8 }],
        },
        { kind: 'text', id: 'cake-message', label: 'Message on the cake', maxLength: 40, price: 0 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.tiramisu,
    createdDaysAgo: 40,
    data: {
      title: 'Tiramisu Dessert Course',
      description:
        'Classic tiramisu made the day before: espresso-soaked savoiardi, mascarpone cream and a thick layer of cocoa. Eight generous portions.',
      price: 85,
      allergens: ['milk', 'eggs', 'wheat'],
      diets: ['vegetarian'],
      tags: ['dessert', 'italian', 'serves-8', 'introOffer'],
      image: '/demo/tiramisu.svg',
      packageDetails: [
        { title: 'Tiramisu, 8 portions', description: 'Espresso, mascarpone, Marsala, cocoa', price: 85 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    id: packageIds.celebrationCake,
    createdDaysAgo: 35,
    data: {
      title: 'Layered Strawberry Celebration Cake',
      // Three days to bake and decorate.
      leadTimeDays: 3,
      description:
        'Three layers of vanilla sponge with strawberry jam and whipped vanilla cream, finished with fresh strawberries. Candles on request. Serves twelve.',
      price: 120,
      allergens: ['milk', 'eggs', 'wheat'],
      diets: ['vegetarian'],
      tags: ['dessert', 'celebration', 'serves-12'],
      image: '/demo/celebration-cake.svg',
      packageDetails: [
        {
          title: 'Three-layer cake',
          description: 'Vanilla sponge, strawberry jam, whipped cream',
          price: 105,
        },
        { title: 'Hand-piped message', description: 'Up to 30 characters', price: 15 },
      ],
      publicMenu: true,
      addedUsers: [],
    },
  },
  {
    // The one private package: offered only to the customer it was designed for (addedUsers holds profile ids).
    id: packageIds.anniversary,
    createdDaysAgo: 10,
    data: {
      title: 'Anniversary Tasting Dinner for Two',
      description:
        'A private six-course tasting menu designed with you after your consultation: small plates of steak, branzino and tiramisu, with wine pairings, served by candlelight.',
      price: 395,
      allergens: ['fish', 'milk', 'eggs', 'wheat', 'treeNuts'],
      diets: [],
      tags: ['private', 'tasting', 'serves-2'],
      image: '/demo/anniversary-tasting.svg',
      packageDetails: [
        { title: 'Six-course tasting menu', description: 'Designed with you; seasonal', price: 310 },
        { title: 'Wine pairing', description: 'Five glasses per guest', price: 85 },
      ],
      publicMenu: false,
      addedUsers: ['demo-customer'],
    },
  },
  {
    // The deposit package: 30 % at checkout, the balance charged to the saved card 14 days before the party.
    id: packageIds.gardenParty,
    createdDaysAgo: 8,
    data: {
      title: 'Garden Party Buffet for Twenty',
      leadTimeDays: 7,
      description:
        'A summer buffet for twenty set up in your garden: grilled vegetables, whole roast salmon, herb salads, focaccia and a lemon tart. A 30 % deposit books the date; the balance is charged two weeks before.',
      price: 1200,
      allergens: ['fish', 'wheat', 'eggs', 'milk'],
      diets: [],
      tags: ['event', 'serves-20'],
      image: '/demo/garden-vegetarian.svg',
      packageDetails: [
        { title: 'Whole roast salmon', description: 'Dill, lemon, new potatoes', price: 520 },
        { title: 'Grilled vegetables and herb salads', description: 'With focaccia', price: 460 },
        { title: 'Lemon tart', description: 'Two large tarts', price: 220 },
      ],
      publicMenu: true,
      addedUsers: [],
      deposit: { rule: { kind: 'percent', percent: 30 }, balanceDueDaysBefore: 14 },
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------------------------

export const menuIds = {
  tuscan: 'menu-tuscan-supper',
  coastal: 'menu-coastal-seafood',
  garden: 'menu-garden-vegetarian',
  holiday: 'menu-holiday-table',
  sweet: 'menu-sweet-endings',
} as const

export const menus: SeedRecord<NewMenu>[] = [
  {
    id: menuIds.tuscan,
    createdDaysAgo: 60,
    data: {
      title: 'Tuscan Family Supper',
      label: 'Tuscan Family Supper',
      description:
        'Hand-made pasta, fire-grilled steak and tiramisu, served family style the way we eat at home.',
      tags: ['italian', 'family-style'],
      image: '/demo/tuscan-supper.svg',
      addedUsers: [],
      addedChefPackages: [packageIds.pappardelle, packageIds.bistecca, packageIds.tiramisu],
    },
  },
  {
    id: menuIds.coastal,
    createdDaysAgo: 50,
    data: {
      title: 'Coastal Seafood Feast',
      label: 'Coastal Seafood Feast',
      description:
        'Whole fish, mussels and shrimp from the morning market, with lemon, herbs and good bread.',
      tags: ['seafood'],
      image: '/demo/coastal-seafood.svg',
      addedUsers: [],
      addedChefPackages: [packageIds.branzino, packageIds.shrimpMussels],
    },
  },
  {
    id: menuIds.garden,
    createdDaysAgo: 45,
    data: {
      title: 'Garden Vegetarian',
      label: 'Garden Vegetarian',
      description: 'Seasonal vegetables at the centre of the plate: tarts, grain bowls and bright salads.',
      tags: ['vegetarian', 'meal-prep'],
      image: '/demo/garden-vegetarian.svg',
      addedUsers: [],
      addedChefPackages: [packageIds.harvestBowls, packageIds.vegetableTart],
    },
  },
  {
    id: menuIds.holiday,
    createdDaysAgo: 30,
    data: {
      title: 'Holiday Table',
      label: 'Holiday Table',
      description:
        'A festive roast dinner with all the trimmings, a celebration cake, and private tasting menus.',
      tags: ['holiday', 'seasonal'],
      image: '/demo/holiday-table.svg',
      addedUsers: [],
      // Includes the private anniversary package: guests must not see it listed.
      addedChefPackages: [
        packageIds.holidayRoast,
        packageIds.holidayDinner,
        packageIds.celebrationCake,
        packageIds.anniversary,
        packageIds.gardenParty,
      ],
    },
  },
  {
    id: menuIds.sweet,
    createdDaysAgo: 35,
    data: {
      title: 'Sweet Endings',
      label: 'Sweet Endings',
      description: 'Desserts to finish a dinner party or to carry into a celebration.',
      tags: ['dessert'],
      image: '/demo/sweet-endings.svg',
      addedUsers: [],
      addedChefPackages: [packageIds.tiramisu, packageIds.celebrationCake],
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Forms: the consultation sign-up, plus one form per landing content config (their questions are the block
// fields the content-config editor shows).
// ---------------------------------------------------------------------------------------------------------------

export const consultationFormId = 'form-consultation-sign-up'

export const forms: SeedRecord<NewForm>[] = [
  {
    id: consultationFormId,
    createdDaysAgo: 90,
    data: {
      title: 'Consultation Sign Up',
      description:
        'Tell us about you, your kitchen and how you eat, so the chef can prepare your consultation.',
      notes:
        "Shown on the customer profile page. Answers are saved on the user profile under each question key; the allergies and diets questions fill the customer's dietary profile.",
      formKey: 'consultaionSignUp',
      tags: ['onboarding'],
      type: 0,
      questions: [
        ...basicProfileQuestions,
        {
          id: 'q-dietary-notes',
          questionText: 'Allergies, dietary needs, and foods you love or avoid',
          questionKey: 'dietaryNotes',
          typeKey: 'textarea',
        },
        // These two fill the customer's dietary profile: ticked from the fixed lists, saved as allergies and diets.
        {
          id: 'q-allergies',
          questionText: 'Is anyone at your table allergic to any of these?',
          questionKey: 'tableAllergies',
          typeKey: 'text',
          profileField: 'allergies',
        },
        {
          id: 'q-diets',
          questionText: 'Which of these diets do you follow?',
          questionKey: 'tableDiets',
          typeKey: 'text',
          profileField: 'diets',
        },
        {
          id: 'q-addresses',
          questionText: 'Where will we cook? Add each address',
          questionKey: 'addresses',
          typeKey: 'addressList',
        },
        {
          id: 'q-kitchen-photo',
          questionText: 'A photo of your kitchen (helps the chef plan equipment)',
          questionKey: 'kitchenPhoto',
          typeKey: 'image',
        },
      ],
    },
  },
  {
    id: 'form-landing-card',
    createdDaysAgo: 90,
    data: {
      title: 'Landing promo card',
      description: 'Fields of one promotional card at the top of the landing page.',
      formKey: 'landingCard',
      tags: ['content'],
      questions: [
        { id: 'q-card-title', questionText: 'Title', questionKey: 'title', typeKey: 'text' },
        { id: 'q-card-summary', questionText: 'Summary', questionKey: 'summary', typeKey: 'textarea' },
        {
          id: 'q-card-punch',
          questionText: 'Summary punch line',
          questionKey: 'summaryPunch',
          typeKey: 'text',
        },
        { id: 'q-card-discloser', questionText: 'Small print', questionKey: 'discloser', typeKey: 'text' },
        { id: 'q-card-action', questionText: 'Button text', questionKey: 'actionLine', typeKey: 'text' },
        { id: 'q-card-image', questionText: 'Image', questionKey: 'image', typeKey: 'image' },
        { id: 'q-card-link', questionText: 'Button link', questionKey: 'link', typeKey: 'text' },
      ],
    },
  },
  {
    id: 'form-landing-download',
    createdDaysAgo: 90,
    data: {
      title: 'Landing download',
      description: "One item of the landing page's 'Click To Download' list.",
      formKey: 'landingDownload',
      tags: ['content'],
      questions: [
        { id: 'q-download-title', questionText: 'Title', questionKey: 'title', typeKey: 'text' },
        { id: 'q-download-link', questionText: 'File link', questionKey: 'link', typeKey: 'text' },
        { id: 'q-download-image', questionText: 'Thumbnail', questionKey: 'image', typeKey: 'image' },
      ],
    },
  },
  {
    id: 'form-landing-list-item',
    createdDaysAgo: 90,
    data: {
      title: 'Landing menu list item',
      description:
        'One menu featured on the landing page. Every listed menu shows as a tile; introMenu "true" also lists its packages.',
      formKey: 'landingListItem',
      tags: ['content'],
      questions: [
        { id: 'q-list-menu', questionText: 'Menu id', questionKey: 'menuId', typeKey: 'text' },
        {
          id: 'q-list-title',
          questionText: 'Tile title (empty: the menu title)',
          questionKey: 'title',
          typeKey: 'text',
        },
        {
          id: 'q-list-intro',
          questionText: 'Intro menu? (true or false)',
          questionKey: 'introMenu',
          typeKey: 'text',
        },
      ],
    },
  },
  {
    id: 'form-contact-link',
    createdDaysAgo: 90,
    data: {
      title: 'Contact link',
      description: 'One contact link in the footer. Icon: phone, email, instagram or website.',
      formKey: 'contactLink',
      tags: ['content'],
      questions: [
        { id: 'q-contact-title', questionText: 'Title', questionKey: 'title', typeKey: 'text' },
        {
          id: 'q-contact-link',
          questionText: 'Link (tel:, mailto: or https:)',
          questionKey: 'link',
          typeKey: 'text',
        },
        { id: 'q-contact-icon', questionText: 'Icon', questionKey: 'icon', typeKey: 'text' },
      ],
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Landing content configs (fetched by configKey)
// ---------------------------------------------------------------------------------------------------------------

export const contentConfigs: SeedRecord<NewContentConfig>[] = [
  {
    id: 'config-top-landing-cards',
    createdDaysAgo: 90,
    data: {
      title: 'Landing page promo cards',
      configKey: 'topLandingCards',
      formKey: 'landingCard',
      labelKey: 'title',
      noteText: 'The three cards at the top of the landing page, in this order.',
      contentBlocks: [
        {
          id: 'card-consultation',
          title: 'Free in-home consultation',
          summary:
            'Tell us about your table, your guests and what you love to eat. We plan the menu together.',
          summaryPunch: 'The first 30 minutes are on us.',
          discloser: 'Within 25 miles of downtown. One free consultation per household.',
          actionLine: 'Book a consultation',
          image: '/demo/promo-consultation.svg',
          link: '/login?action=signup',
        },
        {
          id: 'card-meal-prep',
          title: 'Weekly meal prep',
          summary: 'Chef-made lunches in glass containers, delivered every Monday.',
          summaryPunch: 'From $145 a week.',
          discloser: 'Price for one person, five lunches. Containers are collected the next week.',
          actionLine: 'See the Garden menu',
          image: '/demo/promo-meal-prep.svg',
          link: `/package-shop/${menuIds.garden}`,
        },
        {
          id: 'card-events',
          title: 'Dinner parties & events',
          summary: 'A private chef in your kitchen for birthdays, anniversaries and holidays.',
          summaryPunch: 'Menus for 4 to 16 guests.',
          discloser: 'Book three weeks ahead for weekend dates.',
          actionLine: 'Browse the menus',
          image: '/demo/promo-events.svg',
          link: '/package-shop',
        },
      ],
    },
  },
  {
    id: 'config-landing-downloads',
    createdDaysAgo: 90,
    data: {
      title: 'Landing page downloads',
      configKey: 'landingDownloads',
      formKey: 'landingDownload',
      labelKey: 'title',
      noteText: "Files in the 'Click To Download' list; each opens in a new tab.",
      contentBlocks: [
        {
          id: 'download-tuscan-menu',
          title: 'Tuscan Family Supper: sample menu (PDF)',
          link: '/demo/tuscan-supper-sample-menu.pdf',
          image: '/demo/download-menu.svg',
        },
        {
          id: 'download-holiday-menu',
          title: 'Holiday Table menu (PDF)',
          link: '/demo/holiday-table-menu.pdf',
          image: '/demo/holiday-table.svg',
        },
        {
          id: 'download-checklist',
          title: 'Dinner party planning checklist (text)',
          link: '/demo/dinner-party-checklist.txt',
          image: '/demo/download-checklist.svg',
        },
      ],
    },
  },
  {
    // What landinglist means (decided here, read by src/lib/catalog/catalog-selection.ts): the menus
    // featured on the landing page, in display order. Every block is a menu tile (menuId; title overrides the
    // menu's title when not empty). A block with introMenu "true" is also an intro menu: a collapsible section
    // listing that menu's public packages. The intro menus are the two easiest first bookings: Tuscan Family
    // Supper and Garden Vegetarian (they hold the introOffer packages).
    id: 'config-landing-list',
    createdDaysAgo: 90,
    data: {
      title: 'Landing page menus',
      configKey: 'landinglist',
      formKey: 'landingListItem',
      labelKey: 'title',
      noteText:
        'Menus shown as tiles, in order. introMenu "true" also lists the menu\'s packages on the landing page.',
      contentBlocks: [
        { id: 'list-tuscan', menuId: menuIds.tuscan, title: '', introMenu: 'true' },
        { id: 'list-garden', menuId: menuIds.garden, title: '', introMenu: 'true' },
        { id: 'list-coastal', menuId: menuIds.coastal, title: '', introMenu: 'false' },
        { id: 'list-holiday', menuId: menuIds.holiday, title: '', introMenu: 'false' },
        { id: 'list-sweet', menuId: menuIds.sweet, title: 'Desserts', introMenu: 'false' },
      ],
    },
  },
  {
    id: 'config-contact-links',
    createdDaysAgo: 90,
    data: {
      title: 'Footer contact links',
      configKey: 'contactLinks',
      formKey: 'contactLink',
      labelKey: 'title',
      noteText: 'Icon is one of: phone, email, instagram, website.',
      contentBlocks: [
        { id: 'contact-phone', title: '(212) 555-0142', link: 'tel:+12125550142', icon: 'phone' },
        {
          id: 'contact-email',
          title: 'chef@saffron-table.test',
          link: 'mailto:chef@saffron-table.test',
          icon: 'email',
        },
        {
          id: 'contact-instagram',
          title: '@saffron.table',
          link: 'https://www.instagram.com/saffron.table.demo/',
          icon: 'instagram',
        },
        {
          id: 'contact-website',
          title: 'saffron-table.test',
          link: 'https://saffron-table.test/',
          icon: 'website',
        },
      ],
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// App configs
// ---------------------------------------------------------------------------------------------------------------

export const consultationAlertRecipients = [
  { email: 'chef@saffron-table.test', active: true },
  { email: 'old@saffron-table.test', active: false },
]

export const appConfigs: SeedRecord<NewAppConfig>[] = [
  {
    id: 'app-config-consultation-alert-recipients',
    createdDaysAgo: 90,
    data: {
      title: 'Consultation alert recipients',
      configKey: 'consultationAlertRecipients',
      configContent: JSON.stringify(consultationAlertRecipients),
      noteText:
        'Who is e-mailed when a customer completes the consultation sign-up. Set active to false to pause.',
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Testimonials: reviews from the footer form; the published ones have a testimonial record (tmonyId).
// ---------------------------------------------------------------------------------------------------------------

export const testimonialReviews: SeedRecord<NewTestimonialReview>[] = [
  {
    id: 'review-maria',
    createdDaysAgo: 40,
    data: {
      name: 'Maria Delgado',
      email: 'maria.delgado@example.test',
      testimony:
        "We booked the Tuscan Family Supper for my parents' fortieth anniversary. The pappardelle was rolled on our kitchen table and my dad still talks about the ragù. The kitchen was cleaner when they left than when they arrived.",
      imageUrl: '',
      images: [],
      published: true,
      tmonyId: 'testimonial-maria',
    },
  },
  {
    id: 'review-james',
    createdDaysAgo: 25,
    data: {
      name: 'James Okafor',
      email: 'james.okafor@example.test',
      testimony:
        'Three months of the weekly grain bowls and I have stopped buying sad desk lunches. Everything stays crisp until Friday, and the tahini dressing is dangerously good.',
      imageUrl: '',
      images: [],
      published: true,
      tmonyId: 'testimonial-james',
    },
  },
  {
    id: 'review-priya',
    createdDaysAgo: 12,
    data: {
      name: 'Priya & Sam',
      email: 'priya.sam@example.test',
      testimony:
        'Holiday dinner for twelve, two of them vegetarian and one gluten-free, and nobody felt like an afterthought. The strawberry cake disappeared in ten minutes.',
      imageUrl: '',
      images: [],
      published: true,
      tmonyId: 'testimonial-priya',
    },
  },
  {
    id: 'review-tom',
    createdDaysAgo: 2,
    data: {
      name: 'Tom Becker',
      email: 'tom.becker@example.test',
      testimony:
        'The mussel pot was superb. The chef arrived twenty minutes late, but dinner was still on time.',
      imageUrl: '',
      images: [],
      published: false,
    },
  },
]

// A published testimonial copies its review; reviewStamp is the review's createdStamp (filled in by the seed).
export const testimonials: SeedRecord<NewTestimonial>[] = testimonialReviews
  .filter((review) => review.data.published && review.data.tmonyId)
  .map((review) => ({
    id: review.data.tmonyId!,
    createdDaysAgo: Math.max(0, (review.createdDaysAgo ?? 0) - 1),
    data: {
      reviewId: review.id,
      name: review.data.name ?? '',
      email: review.data.email ?? '',
      testimony: review.data.testimony ?? '',
    },
  }))

// ---------------------------------------------------------------------------------------------------------------
// Accounts (Auth emulator users with a user profile each; profile id = Auth uid)
// ---------------------------------------------------------------------------------------------------------------

export interface DemoAccount {
  role: 'admin' | 'customer'
  uid: string
  email: string
  // Demo passwords for the local emulator only; they never reach a real project (the seed refuses non-demo ids).
  password: string
  displayName: string
  profile: NewUserProfile
}

export const demoAccounts: DemoAccount[] = [
  {
    role: 'admin',
    uid: 'demo-admin',
    email: 'admin@saffron-table.test',
    password: 'saffron-admin-demo',
    displayName: 'Ada Marchetti',
    profile: {
      userId: 'demo-admin',
      email: 'admin@saffron-table.test',
      firstName: 'Ada',
      lastName: 'Marchetti',
      phone: '+12125550142',
      notes: 'Head chef and owner.',
      userStatus: 'readyToOrder',
      isAdmin: true,
    },
  },
  {
    // readyToOrder so the demo customer can order at once (and sees intro offers); new sign-ups start at onBoard.
    role: 'customer',
    uid: 'demo-customer',
    email: 'customer@saffron-table.test',
    password: 'saffron-customer-demo',
    displayName: 'Casey Rivera',
    profile: {
      userId: 'demo-customer',
      email: 'customer@saffron-table.test',
      firstName: 'Casey',
      lastName: 'Rivera',
      phone: '+12125550188',
      notes: 'Consultation done; prefers Sunday evenings.',
      userStatus: 'readyToOrder',
      isAdmin: false,
      // Consultation sign-up answers, keyed by question key.
      dietaryNotes: 'Partner is allergic to tree nuts. We love spicy food and anything with lemon.',
      addresses: [
        { label: 'Address 1', street: '12 Orchard Lane', city: 'Springfield', state: 'IL', zip: '62704' },
      ],
      kitchenPhoto: '',
    },
  },
]

// The marker written last: when it exists, the catalogue and content were seeded once and are left alone, so
// admins' edits and deletions survive restarts of the local stack.
export const seedMarker = {
  id: 'demo-seed',
  configKey: 'demoSeed',
  version: 1,
}

// ---- The fulfilment calendar: dates are relative to the day the demo is seeded (in the business time zone) ----

export const demoTimeZone = 'America/New_York'

const lunch = (day: string) => ({ id: `${day}-lunch`, start: '12:00', end: '14:00', capacity: 6 })
const dinner = (day: string) => ({ id: `${day}-dinner`, start: '17:00', end: '19:00', capacity: 8 })
const lateSaturday = { id: 'sat-late', start: '19:30', end: '21:30', capacity: 3 }

/** The next date on or after `from` that falls on `weekday` (0 = Sunday). */
function nextWeekday(from: CalendarDate, weekday: number): CalendarDate {
  let date = from
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)
  return date
}

/**
 * Tuesday to Saturday, lunch and dinner (Saturday also a late seating of 3); pickup in the kitchen, delivery to two
 * zones, chef at your address within 25 miles of the kitchen (10001; free up to 10 miles, $30 beyond); a day's notice, orders close the day before at 18:00, 60 days ahead; one blackout
 * date ten days after `today`.
 */
export function demoFulfilmentSchedule(today: CalendarDate): FulfilmentScheduleInput {
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
  return {
    timeZone: demoTimeZone,
    country: 'US',
    kitchenPostalCode: '10001',
    pickup: {
      enabled: true,
      address: '48 Mercer Street, New York, NY 10013',
      instructions: 'Ring the kitchen bell at the side door; orders are ready at the start of your time.',
    },
    delivery: {
      enabled: true,
      zones: [
        {
          id: 'soho',
          name: 'SoHo and Tribeca',
          postalCodes: ['10012', '10013', '10007'],
          feeCents: 800,
          minimumOrderCents: 5000,
        },
        {
          id: 'chelsea',
          name: 'Chelsea and the Village',
          postalCodes: ['10011', '10014', '10001'],
          feeCents: 1500,
          minimumOrderCents: 10000,
        },
      ],
    },
    chefAtHome: {
      enabled: true,
      area: {
        maxMiles: 25,
        bands: [
          { fromMiles: 0, toMiles: 10, feeCents: 0 },
          { fromMiles: 10, toMiles: 25, feeCents: 3000 },
        ],
      },
    },
    week: days.map((day, index) => ({
      slots:
        index === 0 || index === 1
          ? []
          : index === 6
            ? [lunch(day), dinner(day), lateSaturday]
            : [lunch(day), dinner(day)],
    })),
    leadTimeDays: 1,
    cutOff: { daysBefore: 1, time: '18:00' },
    bookingWindowDays: 60,
    blackoutDates: [addDays(today, 10)],
    closures: [],
  }
}

/**
 * Places already held: on the next Saturday at least three days out, its late seating has one place left; and the
 * demo quote's dinner (demoQuote below).
 */
export function demoFulfilmentDays(today: CalendarDate): SeedRecord<FulfilmentDay>[] {
  const saturday = nextWeekday(addDays(today, 3), 6)
  const hold = demoQuoteHold(today)
  return [
    { id: saturday, data: { date: saturday, slots: { 'sat-late': 2 }, packages: {} } },
    { id: hold.date, data: { date: hold.date, slots: { [hold.slotId]: 1 }, packages: hold.packages } },
  ]
}

// ---- Weekly meal plans ----

export const mealPlanIds = {
  weekdayLunches: 'plan-five-weekday-lunches',
  dinnersForTwo: 'plan-three-dinners-for-two',
} as const

/**
 * A published plan of five weekday lunches (Wednesday, pickup or delivery, choices close Thursday 23:59 the week
 * before, 10 % off for subscribers) and a draft of dinners for two. The payment provider's price is made when the
 * first customer subscribes (the seed does not reach the provider).
 */
export const mealPlans: SeedRecord<NewMealPlan>[] = [
  {
    id: mealPlanIds.weekdayLunches,
    createdDaysAgo: 7,
    data: {
      name: 'Five Weekday Lunches',
      description:
        'Five lunches for the working week, from our grain bowls, vegetable tart and fresh pasta. Choose your mix each week, or keep last week’s.',
      chefPackageIds: [packageIds.harvestBowls, packageIds.vegetableTart, packageIds.pappardelle],
      mealsPerCycle: 5,
      servingsPerMeal: 1,
      priceCents: 6000,
      subscriberDiscountPercent: 10,
      cadenceWeeks: 1,
      fulfilmentDays: [3],
      methods: ['pickup', 'delivery'],
      selectionCutoff: { weekday: 4, time: '23:59' },
      unavailableMealRule: 'fallbackPackage',
      fallbackChefPackageId: packageIds.harvestBowls,
      fullSlotRule: 'nextSlotSameDay',
      published: true,
    },
  },
  {
    id: mealPlanIds.dinnersForTwo,
    createdDaysAgo: 2,
    data: {
      name: 'Three Dinners for Two',
      description: 'Three suppers for two every other week. Still being tasted: not open yet.',
      chefPackageIds: [packageIds.branzino, packageIds.shrimpMussels, packageIds.vegetableTart],
      mealsPerCycle: 3,
      servingsPerMeal: 2,
      priceCents: 18000,
      subscriberDiscountPercent: 5,
      cadenceWeeks: 2,
      fulfilmentDays: [4, 5],
      methods: ['pickup', 'delivery', 'chefAtHome'],
      selectionCutoff: { weekday: 1, time: '12:00' },
      published: false,
    },
  },
]

// ---- An open quote: the demo customer's holiday dinner party ----

export const demoQuoteId = 'quote-holiday-dinner-party'

/**
 * The quote's date: a Thursday about seven weeks ahead, far from the dates the browser specs count places on, and
 * within the booking window; the hold is its dinner.
 */
function demoQuoteHold(today: CalendarDate): QuoteHold {
  const date = nextWeekday(addDays(today, 45), 4)
  return { date, slotId: 'thu-dinner', packages: { [packageIds.holidayDinner]: 1 }, state: 'held' }
}

type SeedQuote = Omit<z.input<typeof quoteRecordSchema>, 'id'>

/**
 * Sent to the demo customer (who opens it signed in, under Quotes): Holiday Dinner Party for 10 guests with the
 * cheese course, two servers, a 10 % service charge and a 30 % deposit, open for two weeks. Priced by the same
 * functions as the server, so its totals are what saveQuoteCallable would store.
 */
export function demoQuote(today: CalendarDate, now: number): SeedRecord<SeedQuote> {
  const holiday = chefPackageSchema.parse({
    ...chefPackages.find((record) => record.id === packageIds.holidayDinner)!.data,
    id: packageIds.holidayDinner,
  })
  const hold = demoQuoteHold(today)
  const guests = 10
  const requested: QuoteLineRequest = {
    chefPackageId: packageIds.holidayDinner,
    quantity: 1,
    options: [
      { groupId: 'main', choiceIds: ['beef'], text: '' },
      { groupId: 'add-ons', choiceIds: ['cheese'], text: '' },
    ],
  }
  const priced = priceLine(holiday, { guests, options: requested.options ?? [] })
  const lines = [
    {
      chefPackageId: packageIds.holidayDinner,
      title: holiday.title,
      price: priced.price,
      image: holiday.image,
      quantity: 1,
      guests,
      options: priced.options,
    },
  ]
  const customLines = [
    { kind: 'staff' as const, label: 'Two servers, five hours', quantity: 2, unitCents: 18_000 },
  ]
  const depositRule = { kind: 'percent' as const, percent: 30 }
  const customer = demoAccounts.find((account) => account.role === 'customer')!
  const expiresOn = addDays(today, 14)
  return {
    id: demoQuoteId,
    createdDaysAgo: 1,
    data: {
      state: 'sent',
      customer: {
        uid: customer.uid,
        name: customer.displayName,
        email: customer.email,
        phone: customer.profile.phone ?? '',
      },
      customerUid: customer.uid,
      eventDate: hold.date,
      expiresOn,
      versions: [
        {
          version: 1,
          title: 'Holiday dinner party at home',
          guests,
          requestedLines: [requested],
          lines,
          customLines,
          serviceChargePercent: 10,
          fulfilment: {
            method: 'chefAtHome',
            date: hold.date,
            slotId: hold.slotId,
            slotStart: '17:00',
            slotEnd: '19:00',
            timeZone: demoTimeZone,
            name: customer.displayName,
            phone: customer.profile.phone ?? '',
            address: { line1: '12 Orchard Lane', line2: '', city: 'Springfield', postalCode: '62704' },
            guests,
            notes: '',
            deliveryFeeCents: 0,
          },
          timeline: [
            { time: '15:30', label: 'Chef and servers arrive, set-up' },
            { time: '17:00', label: 'Dinner served' },
          ],
          accessNotes: 'Park in the driveway; the kitchen door is at the side.',
          depositRule,
          balanceDueDate: addDays(hold.date, -14),
          cancellationTerms: {
            depositRefundable: false,
            bands: [
              { daysBefore: 30, refundPercent: 100 },
              { daysBefore: 7, refundPercent: 50 },
            ],
            summary: 'Cancel 30 days ahead and the balance is paid back in full; 7 days ahead, half of it.',
          },
          expiresOn,
          totals: quoteTotals({
            packageLines: lines,
            customLines,
            serviceChargePercent: 10,
            deliveryFeeCents: 0,
            depositRule,
          }),
          savedAt: now - 86_400_000,
          sentAt: now - 86_400_000,
        },
      ],
      accessTokenHashes: [],
      placeHold: hold,
    },
  }
}
