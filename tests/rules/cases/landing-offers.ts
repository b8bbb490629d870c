// landingOffers: offers on the public landing page, with a price above 0.
import { allow, imageVariantRows, publicContentTable, refuse } from '../rule-case.ts'

const offer = { title: 'Intro dinner', description: 'For two', price: 90 }

export default publicContentTable('landingOffers', { doc: 'intro', data: offer, update: { price: 95 } }, [
  allow('admin', 'update', { doc: 'intro', data: { price: 0.01 } }, 'a price of one cent'),
  refuse('admin', 'update', { doc: 'intro', data: { price: 0 } }, 'a price of 0'),
  refuse('admin', 'update', { doc: 'intro', data: { price: -1 } }, 'a negative price'),
  refuse('admin', 'create', { doc: 'new', data: { ...offer, price: '90' } }, 'a price as text'),
  ...imageVariantRows('intro'),
])
