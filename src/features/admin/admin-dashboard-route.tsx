import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, redirect } from 'react-router'
import { adminCards, type AdminCard } from './admin-cards.ts'
import { CardList } from '../../components/card-grid.tsx'

export const adminDashboardPath = '/admin-dashboard'

// A POST to the dashboard redirects back to it.
export function action() {
  return redirect(adminDashboardPath)
}

function DashboardCard({ card }: { card: AdminCard }) {
  const content = (
    <CardContent>
      <Typography variant="h6" component="h2">
        {card.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {card.grey ? 'Coming later' : card.link}
      </Typography>
    </CardContent>
  )
  if (card.grey) {
    return (
      <Card
        variant="outlined"
        aria-disabled="true"
        data-grey="true"
        sx={{ bgcolor: 'action.disabledBackground', color: 'text.secondary' }}
      >
        {content}
      </Card>
    )
  }
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={card.link} sx={{ height: '100%' }}>
        {content}
      </CardActionArea>
    </Card>
  )
}

export function AdminDashboard({ cards }: { cards: AdminCard[] }) {
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Dashboard
      </Typography>
      <CardList items={cards} keyOf={(card) => card.title}>
        {(card) => <DashboardCard card={card} />}
      </CardList>
    </Box>
  )
}

export function Component() {
  return <AdminDashboard cards={adminCards()} />
}
