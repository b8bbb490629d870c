import { allergens, type Allergen } from './allergens.ts'

// Words that name a common ingredient of each allergen group, so the package editor can point out an allergen the
// text mentions but the labels leave out ("toasted hazelnuts" on a package not labelled Tree nuts). It is a hint
// for the admin, never a refusal: a word list cannot know a recipe. Written without accents (the text is compared
// without them) and in the singular (plurals match too); a phrase's spaces also match hyphens.

const wheatWords = [
  'wheat',
  'flour',
  'bread',
  'breadcrumb',
  'crouton',
  'panko',
  'pasta',
  'spaghetti',
  'linguine',
  'fettuccine',
  'tagliatelle',
  'pappardelle',
  'penne',
  'rigatoni',
  'lasagne',
  'lasagna',
  'ravioli',
  'tortellini',
  'gnocchi',
  'orzo',
  'macaroni',
  'noodle',
  'couscous',
  'bulgur',
  'semolina',
  'durum',
  'spelt',
  'farro',
  'freekeh',
  'seitan',
  'pastry',
  'filo',
  'phyllo',
  'brioche',
  'croissant',
  'baguette',
  'sourdough',
  'focaccia',
  'ciabatta',
  'flatbread',
  'pita',
  'pitta',
  'naan',
  'cracker',
  'biscuit',
  'cake',
  'cheesecake',
  'shortbread',
  'scone',
  'crepe',
  'dumpling',
  'roux',
  'tempura',
  'savoiardi',
  'ladyfinger',
] as const

/** The words per allergen group; cereals containing gluten take every wheat word too. */
export const allergenWords: Record<Allergen, readonly string[]> = {
  milk: [
    'milk',
    'buttermilk',
    'butter',
    'cream',
    'creme fraiche',
    'cheese',
    'cheesecake',
    'yogurt',
    'yoghurt',
    'ghee',
    'whey',
    'casein',
    'lactose',
    'dairy',
    'mascarpone',
    'ricotta',
    'mozzarella',
    'burrata',
    'parmesan',
    'parmigiano',
    'pecorino',
    'feta',
    'halloumi',
    'paneer',
    'labneh',
    'kefir',
    'brie',
    'camembert',
    'cheddar',
    'gruyere',
    'gorgonzola',
    'stilton',
    'roquefort',
    'manchego',
    'fontina',
    'taleggio',
    'gelato',
    'bechamel',
    'custard',
    'panna cotta',
    'brioche',
    'tiramisu',
  ],
  eggs: [
    'egg',
    'yolk',
    'albumen',
    'mayonnaise',
    'mayo',
    'aioli',
    'meringue',
    'pavlova',
    'custard',
    'hollandaise',
    'bearnaise',
    'frittata',
    'omelette',
    'omelet',
    'quiche',
    'souffle',
    'carbonara',
    'eggnog',
    'brioche',
    'macaron',
    'savoiardi',
    'ladyfinger',
    'tiramisu',
  ],
  fish: [
    'fish',
    'salmon',
    'tuna',
    'cod',
    'haddock',
    'halibut',
    'trout',
    'anchovy',
    'sardine',
    'mackerel',
    'bass',
    'branzino',
    'snapper',
    'swordfish',
    'tilapia',
    'plaice',
    'hake',
    'pollock',
    'monkfish',
    'turbot',
    'herring',
    'kipper',
    'bream',
    'catfish',
    'carp',
    'pike',
    'eel',
    'gravlax',
    'lox',
    'caviar',
    'roe',
    'bonito',
    'dashi',
    'worcestershire',
  ],
  crustaceanShellfish: [
    'shellfish',
    'shrimp',
    'prawn',
    'lobster',
    'crab',
    'crayfish',
    'crawfish',
    'langoustine',
    'scampi',
    'krill',
  ],
  treeNuts: [
    'nut',
    'almond',
    'hazelnut',
    'filbert',
    'walnut',
    'pecan',
    'cashew',
    'pistachio',
    'macadamia',
    'chestnut',
    'pignoli',
    'praline',
    'marzipan',
    'frangipane',
    'gianduja',
    'nutella',
    'amaretti',
    'amaretto',
    'nougat',
    'baklava',
    'pesto',
    'romesco',
    'dukkah',
    'macaron',
  ],
  peanuts: ['peanut', 'groundnut', 'ground nut', 'monkey nut', 'satay', 'arachis'],
  wheat: wheatWords,
  soybeans: [
    'soy',
    'soya',
    'soybean',
    'tofu',
    'tempeh',
    'edamame',
    'miso',
    'tamari',
    'shoyu',
    'natto',
    'teriyaki',
  ],
  sesame: [
    'sesame',
    'tahini',
    'hummus',
    'houmous',
    'halva',
    'halvah',
    "za'atar",
    'zaatar',
    'gomasio',
    'furikake',
  ],
  gluten: [...wheatWords, 'gluten', 'rye', 'barley', 'oat', 'oatmeal', 'malt', 'kamut', 'triticale', 'beer'],
  celery: ['celery', 'celeriac'],
  mustard: ['mustard', 'dijon'],
  sulphites: [
    'sulphite',
    'sulfite',
    'sulphur dioxide',
    'sulfur dioxide',
    'wine',
    'sherry',
    'champagne',
    'prosecco',
    'cider',
    'vermouth',
    'marsala',
  ],
  lupin: ['lupin', 'lupine', 'lupini'],
  molluscs: [
    'mollusc',
    'mollusk',
    'clam',
    'mussel',
    'oyster',
    'scallop',
    'squid',
    'calamari',
    'octopus',
    'cuttlefish',
    'snail',
    'escargot',
    'whelk',
    'cockle',
    'abalone',
  ],
}

const notWheat = [
  'rice flour',
  'almond flour',
  'corn flour',
  'chickpea flour',
  'coconut flour',
  'potato flour',
  'tapioca flour',
  'buckwheat flour',
  'rice noodle',
  'rice cake',
  'gluten free *',
  'wheat free *',
] as const

/**
 * Phrases holding a group's word that are not that allergen ("peanut butter" is no milk, "water chestnut" no nut);
 * `*` stands for any one word ("gluten-free bread").
 */
const notThisAllergen: Partial<Record<Allergen, readonly string[]>> = {
  milk: [
    'peanut butter',
    'nut butter',
    'almond butter',
    'cashew butter',
    'cocoa butter',
    'shea butter',
    'apple butter',
    'butter bean',
    'coconut milk',
    'coconut cream',
    'almond milk',
    'oat milk',
    'soy milk',
    'soya milk',
    'rice milk',
    'cream of tartar',
    'dairy free *',
  ],
  treeNuts: ['ground nut', 'monkey nut', 'tiger nut', 'water chestnut'],
  crustaceanShellfish: ['crab apple', 'lobster mushroom'],
  molluscs: ['oyster mushroom'],
  wheat: notWheat,
  gluten: notWheat,
}

const wordChar = String.raw`[\p{L}\p{N}]`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`)

/** A term as a pattern: its singular or plural, spaces matching hyphens too, `*` any one word. */
function termPattern(term: string): string {
  const parts = term.split(' ')
  const last = parts.pop()!
  const plural = /[^aeiou]y$/.test(last)
    ? `${escape(last.slice(0, -1))}(?:y|ies)`
    : last === '*'
      ? `${wordChar}+`
      : `${escape(last)}(?:s|es)?`
  return [...parts.map((part) => (part === '*' ? `${wordChar}+` : escape(part))), plural].join(
    String.raw`[\s-]+`,
  )
}

const wholeWords = (terms: readonly string[]) =>
  `(?<!${wordChar})(?:${terms.map(termPattern).join('|')})(?!${wordChar})`

// "Peanut-free" and "nut free" say the package has none, so a word right before "free" is no mention.
const notFollowedByFree = String.raw`(?![\s-]*free(?![\p{L}\p{N}]))`

const matchers = new Map(
  allergens.map((allergen) => {
    const exceptions = notThisAllergen[allergen]
    return [
      allergen,
      {
        words: new RegExp(wholeWords(allergenWords[allergen]) + notFollowedByFree, 'giu'),
        exceptions: exceptions ? new RegExp(wholeWords(exceptions), 'giu') : undefined,
      },
    ]
  }),
)

/** Lower case, without accents, curly apostrophes straightened: "Crème Fraîche" and "creme fraiche" alike. */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
}

export interface NamedAllergen {
  allergen: Allergen
  /** The words of the text that name it, as written there (lower case, without accents), each once. */
  words: string[]
}

/** The allergen groups a text names an ingredient of, in the fixed list's order. */
export function allergensNamedIn(text: string): NamedAllergen[] {
  const plain = comparable(text)
  return allergens.flatMap((allergen) => {
    const { words, exceptions } = matchers.get(allergen)!
    const checked = exceptions ? plain.replace(exceptions, ' ') : plain
    const found = [...new Set(Array.from(checked.matchAll(words), (match) => match[0].replace(/\s+/g, ' ')))]
    return found.length > 0 ? [{ allergen, words: found }] : []
  })
}

/**
 * The allergens a package's text names that its labels leave out, among those the editor offers (an allergen the
 * business does not label by cannot be ticked, so it is not asked for).
 */
export function unlabelledAllergens(
  text: string,
  labelled: readonly Allergen[],
  offered: readonly Allergen[],
): NamedAllergen[] {
  return allergensNamedIn(text).filter(
    ({ allergen }) => offered.includes(allergen) && !labelled.includes(allergen),
  )
}

/**
 * The words of a package the labels are checked against: title, description and each detail's title and
 * description. The parts are kept apart so a phrase never runs from one field into the next.
 */
export function packageText(chefPackage: {
  title?: string
  description?: string
  packageDetails?: ReadonlyArray<{ title?: string; description?: string }>
}): string {
  const details = (chefPackage.packageDetails ?? []).flatMap((detail) => [detail.title, detail.description])
  return [chefPackage.title, chefPackage.description, ...details].filter(Boolean).join(' | ')
}
