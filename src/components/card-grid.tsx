import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * A responsive list of cards: as many columns of at least `minWidth` px as fit, one column on a phone.
 * Children are the list items (`<li>`), so screen readers announce how many cards there are.
 */
export function CardGrid({ children, minWidth = 220 }: { children: ReactNode; minWidth?: number }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  )
}

/** A CardGrid of `items`, one card each, keyed by `keyOf`. */
export function CardList<Item>({
  items,
  keyOf,
  minWidth,
  children: card,
}: {
  items: readonly Item[]
  keyOf: (item: Item) => string
  minWidth?: number
  children: (item: Item) => ReactNode
}) {
  return (
    <CardGrid minWidth={minWidth}>
      {items.map((item) => (
        <li key={keyOf(item)}>{card(item)}</li>
      ))}
    </CardGrid>
  )
}
