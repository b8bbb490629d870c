import Typography from '@mui/material/Typography'
import { publicPageDelayMinutes } from '../shared/server-render.ts'

/** Where admins edit what the public pages show: when a saved change reaches them (the CDN keeps pages a while). */
export function PublicPagesDelayNote() {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="public-pages-delay-note">
      Saved changes show on the public pages (home, shop and package pages) within {publicPageDelayMinutes} minutes.
    </Typography>
  )
}
