import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { readableTags } from '../../shared/schemas/chef-package.ts'

/** A record's tags, always in words ("Serves 8", "Gluten free"), never as stored; nothing when it has none. */
export function TagList({ tags }: { tags: readonly string[] }) {
  const words = readableTags(tags)
  if (words.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {words.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size="small" />
        </li>
      ))}
    </Box>
  )
}
