import Typography from '@mui/material/Typography'

/** The business's "may contain" notice, under every list of food labels. */
export function FoodNotice({ notice }: { notice: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="may-contain-notice">
      {notice}
    </Typography>
  )
}
