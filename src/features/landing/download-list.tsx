import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { DownloadView } from './landing-data.ts'

const thumbSize = 56

export function DownloadList({ downloads }: { downloads: readonly DownloadView[] }) {
  if (downloads.length === 0) return null
  return (
    <Box component="section" aria-labelledby="landing-downloads-heading">
      <Typography id="landing-downloads-heading" variant="h5" component="h2" gutterBottom>
        Click To Download
      </Typography>
      <List
        disablePadding
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {downloads.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              component="a"
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ gap: 2, borderRadius: 1, border: 1, borderColor: 'divider' }}
            >
              {item.image && (
                // The link text names the file, so the thumbnail is decorative (empty alt, not read twice).
                <Box
                  component="img"
                  src={item.image}
                  alt=""
                  width={thumbSize}
                  height={thumbSize}
                  loading="lazy"
                  sx={{
                    width: thumbSize,
                    height: thumbSize,
                    objectFit: 'cover',
                    borderRadius: 1,
                    flexShrink: 0,
                  }}
                />
              )}
              <ListItemText primary={item.title} />
              <Box component="span" className="visually-hidden">
                (opens in a new tab)
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
