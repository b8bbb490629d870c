// contentConfigs: public site content blocks, at most 50 per config.
import { allow, publicContentTable, refuse } from '../rule-case.ts'

const block = { id: 'b', title: 'Card' }

export default publicContentTable(
  'contentConfigs',
  {
    doc: 'hero',
    data: { title: 'Private chef', summary: 'At your table', link: '/about' },
    update: { summary: 'At home' },
  },
  [
    allow(
      'admin',
      'create',
      { doc: 'new', data: { configKey: 'topLandingCards', contentBlocks: Array(50).fill(block) } },
      '50 blocks',
    ),
    refuse(
      'admin',
      'create',
      { doc: 'new', data: { configKey: 'x', contentBlocks: Array(51).fill(block) } },
      '51 blocks',
    ),
    refuse(
      'admin',
      'create',
      { doc: 'new', data: { configKey: 'x', contentBlocks: 'card' } },
      'blocks that are not a list',
    ),
    refuse(
      'admin',
      'create',
      { doc: 'new', data: { configKey: 7, contentBlocks: [] } },
      'a key that is not text',
    ),
  ],
)
