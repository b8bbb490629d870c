import { newQuoteSchema, quoteSchema, quoteStates, type Quote } from '../../shared/schemas/quote.ts'
import { defineCollection } from './collection.ts'

// Quotes are written only by the quote callables (firestore.rules); the browser reads them here. Staff list a
// customer's quotes; a customer lists their own that were sent (the rules never show them a draft).
export const quotes = defineCollection({
  name: 'quotes',
  schema: quoteSchema,
  blank: () => newQuoteSchema.parse({ customer: {} }),
})

const newestFirst = (list: Quote[]) => [...list].sort((a, b) => (b.createdStamp ?? 0) - (a.createdStamp ?? 0))

/** Staff: every quote made for a customer's account, newest first. */
export async function quotesForCustomer(uid: string): Promise<Quote[]> {
  return newestFirst(await quotes.query({ where: [['customerUid', uid]], limit: 100 }))
}

/** A signed-in customer: their own quotes that were sent to them, newest first. */
export async function myQuotes(uid: string): Promise<Quote[]> {
  const shown = quoteStates.filter((state) => state !== 'draft')
  return newestFirst(
    await quotes.query({ where: [['customerUid', uid]], filters: [['state', 'in', shown]], limit: 50 }),
  )
}
