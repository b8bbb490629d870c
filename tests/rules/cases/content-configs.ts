// contentConfigs: public site content blocks, at most 50 per config.
import { listCapRows, publicContentTable, refuse } from '../rule-case.ts'

const block = { id: 'b', title: 'Card' }

export default publicContentTable(
  'contentConfigs',
  {
    doc: 'hero',
    data: { title: 'Private chef', summary: 'At your table', link: '/about' },
    update: { summary: 'At home' },
  },
  [
    ...listCapRows({
      record: { configKey: 'topLandingCards' },
      field: 'contentBlocks',
      item: block,
      max: 50,
      notAList: 'card',
      noun: 'blocks',
    }),
    refuse(
      'admin',
      'create',
      { doc: 'new', data: { configKey: 7, contentBlocks: [] } },
      'a key that is not text',
    ),
  ],
)
