import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { demoGoogleIdentities, type EmulatorGoogleIdentity } from './google-sign-in.ts'

export interface GoogleEmulatorChooserProps {
  open: boolean
  onClose: () => void
  onChoose: (identity: EmulatorGoogleIdentity) => void
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/

/**
 * Local emulator only: stands in for Google's account chooser, which cannot load offline. The identity is
 * signed in through the Auth emulator as a google.com user (docs/decisions/0026).
 */
export function GoogleEmulatorChooser({ open, onClose, onChoose }: GoogleEmulatorChooserProps) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [error, setError] = useState('')

  function submitOther(event: FormEvent) {
    event.preventDefault()
    if (!emailPattern.test(email.trim())) {
      setError('Enter a valid e-mail address, like name@example.com.')
      return
    }
    onChoose({ email: email.trim(), name: name.trim() || email.trim().split('@')[0]! })
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="google-emulator-title" fullWidth maxWidth="xs">
      <DialogTitle id="google-emulator-title">Choose a Google account</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Local emulator only. This stands in for Google&apos;s sign-in window, which needs the internet. The
          real site opens Google&apos;s own window.
        </Alert>
        <List aria-label="Demo Google accounts">
          {demoGoogleIdentities.map((identity) => (
            <ListItem key={identity.email} disablePadding>
              <ListItemButton onClick={() => onChoose(identity)}>
                <ListItemText primary={identity.name} secondary={identity.email} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Or use another account
        </Typography>
        <Stack component="form" onSubmit={submitOther} noValidate spacing={1} sx={{ mt: 1 }}>
          <TextField
            label="Google email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError('')
            }}
            error={Boolean(error)}
            helperText={error || ' '}
            type="email"
            size="small"
          />
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            size="small"
          />
          <Button type="submit" variant="contained">
            Continue with this account
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  )
}
