import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { ResponsiveImage } from '../../components/responsive-image.tsx'
import type { MenuTile } from '../../lib/catalog/catalog-selection.ts'
import { TitledSection } from '../../components/titled-section.tsx'

// docs/product.md, Constants and limits: menu tile 300 by 300.
export const menuTileSize = 300

export function MenuTiles({ tiles }: { tiles: readonly MenuTile[] }) {
  if (tiles.length === 0) return null
  return (
    <TitledSection headingId="landing-menus-heading" title="Our Menus">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: { xs: 'center', sm: 'flex-start' },
        }}
      >
        {tiles.map((tile) => (
          <Box component="li" key={tile.menuId}>
            <Box
              component={RouterLink}
              to={`/package-shop/${encodeURIComponent(tile.menuId)}`}
              sx={{
                position: 'relative',
                display: 'block',
                width: menuTileSize,
                height: menuTileSize,
                borderRadius: 2,
                overflow: 'hidden',
                bgcolor: 'grey.300',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                '&:hover img': { transform: 'scale(1.04)' },
              }}
            >
              <ResponsiveImage
                src={tile.image}
                variants={tile.imageVariants}
                alt={tile.title}
                sizes={`${menuTileSize}px`}
                width={menuTileSize}
                height={menuTileSize}
                sx={{
                  width: menuTileSize,
                  height: menuTileSize,
                  objectFit: 'cover',
                  display: 'block',
                  transition: 'transform 200ms',
                }}
              />
              {/* The image's alt already names the link; the overlay is for sighted visitors. */}
              <Typography
                aria-hidden="true"
                variant="h6"
                component="span"
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  px: 2,
                  py: 1.5,
                  color: '#fff',
                  background: 'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0))',
                  textShadow: '0 1px 2px rgba(0,0,0,0.6)',
                }}
              >
                {tile.title}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </TitledSection>
  )
}
