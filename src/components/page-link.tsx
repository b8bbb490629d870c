import Link, { type LinkProps } from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'

export type PageLinkProps = Omit<LinkProps<typeof RouterLink>, 'component'>

/**
 * A link to a page of this app: styled as the theme's links and followed by the router, so it navigates without a
 * page load. Takes the router's props (`to`, `state`, `replace`, `prefetch`...) beside every MUI Link prop; `ref`
 * passes through as a prop.
 */
export function PageLink(props: PageLinkProps) {
  return <Link component={RouterLink} {...props} />
}
