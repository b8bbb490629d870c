import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * One record in a back-office list: an outlined card named by its title (for screen readers too), with grey detail
 * lines under the title, then any content, then its actions.
 */
export function RecordCard({
  title,
  headingLevel = 'h2',
  details = [],
  children,
  actions,
}: {
  title: string
  headingLevel?: 'h2' | 'h3'
  details?: ReactNode[]
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component={headingLevel}>
          {title}
        </Typography>
        {details.map((detail, index) => (
          <Typography key={index} variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ))}
        {children}
      </CardContent>
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  )
}
