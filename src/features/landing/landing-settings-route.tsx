import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState, type ChangeEvent, type ReactNode } from 'react'
import { Form, useLoaderData } from 'react-router'
import { ContactLinkList } from '../../components/contact-link-list.tsx'
import { toContactLinks } from '../../components/contact-links.ts'
import { EditorFrame, EditorNotices, EditorToolbar } from '../../components/editor-frame.tsx'
import { FormField } from '../../components/form-field.tsx'
import { ImageUploadField } from '../../components/image-upload-field.tsx'
import { keepPageAfterFailedSave } from '../../components/form-result.ts'
import { ListRowsSection, RowToolbar } from '../../components/list-row-editor.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { useEditor, type Editor } from '../../components/use-editor.ts'
import { useListRows, type ListRows } from '../../components/use-list-rows.ts'
import { selectIntroMenus, selectMenuTiles } from '../../lib/catalog/catalog-selection.ts'
import { contentConfigs } from '../../lib/data/content-configs.ts'
import { menus } from '../../lib/data/menus.ts'
import { saveFailedMessage, saveOrFailure } from '../../lib/data/save-failure.ts'
import { firebase } from '../../lib/firebase.ts'
import { failed, submittedValues, succeeded, type ActionResult } from '../../shared/action-result.ts'
import {
  blocksFromLandingSettings,
  contactAddressProblem,
  contactKinds,
  landingSettingsConfigKeys,
  landingSettingsFromBlocks,
  maxFeaturedMenus,
  maxLandingRows,
  missingMenuMessage,
  repeatedMenuMessage,
  type ContactKind,
  type ContactRow,
  type DownloadRow,
  type FeaturedMenuRow,
  type LandingSettings,
  type LandingSettingsBlocks,
  type OfferRow,
} from '../../shared/landing-settings.ts'
import type { ContentConfig } from '../../shared/schemas/content-config.ts'
import { imageVariantsKey } from '../../shared/images.ts'
import type { ImageVariants } from '../../shared/schemas/image-variants.ts'
import { DownloadList } from './download-list.tsx'
import { landingLimits, landingListOf, toDownloadViews, toLandingCardViews } from './landing-data.ts'
import {
  fieldName,
  landingLists,
  missingMenuErrors,
  nothingSavedMessage,
  parseLandingSettingsForm,
  type LandingList,
} from './landing-settings-form.ts'
import { MenuTiles } from './menu-tiles.tsx'
import { PromoCards } from './promo-cards.tsx'

type ConfigPart = keyof LandingSettingsBlocks
const parts = Object.keys(landingSettingsConfigKeys) as ConfigPart[]

async function readLandingConfigs(): Promise<Record<ConfigPart, ContentConfig | null>> {
  const found = await Promise.all(
    parts.map((part) => contentConfigs.getByConfigKey(landingSettingsConfigKeys[part])),
  )
  return Object.fromEntries(parts.map((part, index) => [part, found[index] ?? null])) as Record<
    ConfigPart,
    ContentConfig | null
  >
}

const blocksOf = (configs: Record<ConfigPart, ContentConfig | null>): LandingSettingsBlocks => ({
  topLandingCards: configs.topLandingCards?.contentBlocks ?? [],
  landingDownloads: configs.landingDownloads?.contentBlocks ?? [],
  contactLinks: configs.contactLinks?.contentBlocks ?? [],
  landingList: configs.landingList?.contentBlocks ?? [],
})

const missingKeys = (configs: Record<ConfigPart, ContentConfig | null>) =>
  parts.filter((part) => !configs[part]).map((part) => landingSettingsConfigKeys[part])

// Every menu a chef may feature, drafts included (the landing page leaves a draft out until it is published).
const menuChoiceLimit = 500

export async function loader() {
  firebase()
  const [configs, menuList] = await Promise.all([
    readLandingConfigs(),
    menus.query({ limit: menuChoiceLimit }),
  ])
  const blocks = blocksOf(configs)
  const stamps = parts.map((part) => configs[part]?.updateStamp ?? configs[part]?.createdStamp ?? 0)
  return {
    settings: landingSettingsFromBlocks(blocks),
    blocks,
    menus: [...menuList].sort((a, b) => a.title.localeCompare(b.title)),
    missing: missingKeys(configs),
    updateStamp: Math.max(...stamps) || undefined,
  }
}

/** The chosen menus' ids that still exist (a menu may be deleted while the page is open). */
async function existingMenuIds(menuIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(menuIds)]
  const found = await Promise.all(unique.map((id) => menus.get(id)))
  return new Set(unique.filter((_, index) => found[index]))
}

export const shouldRevalidate = keepPageAfterFailedSave

// Every row is checked before anything is written (a featured menu must still exist), then the four configs are
// written in one batch: a save is all or nothing.
export async function action({ request }: { request: Request }): Promise<ActionResult> {
  firebase()
  const formData = await request.formData()
  const values = submittedValues(formData)
  const parsed = parseLandingSettingsForm(formData, values)
  if (!parsed.ok) return parsed
  return saveOrFailure({ editor: 'landing settings', collection: contentConfigs.name }, values, async () => {
    const [configs, existing] = await Promise.all([
      readLandingConfigs(),
      existingMenuIds(parsed.settings.menus.map((row) => row.menuId)),
    ])
    const missing = missingKeys(configs)
    if (missing.length > 0) return failed({ formError: saveFailedMessage({ code: 'not-found' }) }, values)
    const fieldErrors = missingMenuErrors(parsed.settings, existing)
    if (Object.keys(fieldErrors).length > 0)
      return failed({ fieldErrors, formError: nothingSavedMessage }, values)
    const blocks = blocksFromLandingSettings(parsed.settings, blocksOf(configs))
    await contentConfigs.updateTogether(
      parts.map((part) => ({ id: configs[part]!.id, patch: { contentBlocks: blocks[part] } })),
    )
    return succeeded(undefined, 'Saved.')
  })
}

let nextRow = 0
const newRowId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(nextRow += 1)}`

function rowList<Row extends { id: string }>(
  list: LandingList,
  rows: Row[],
  noun: string,
  create: () => Row,
  max = maxLandingRows,
) {
  const prefix = landingLists[list].prefix
  return {
    initial: rows,
    idOf: (row: Row) => row.id,
    create,
    max,
    noun,
    buttonIdPrefix: prefix,
    addButtonId: `add-${prefix}`,
    rowFocusTarget: (id: string) => document.getElementById(`${prefix}-row-${id}`),
  }
}

/** One row of a list: a fieldset named after its position, with its move and remove buttons. */
function RowFrame<Row>({
  list,
  index,
  of,
  children,
}: {
  list: ListRows<Row>
  index: number
  of: LandingList
  children: ReactNode
}) {
  const id = list.idOf(list.rows[index]!)
  const { prefix, row } = landingLists[of]
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      id={`${prefix}-row-${id}`}
      tabIndex={-1}
      sx={{ p: 2, m: 0, mb: 2, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {list.noun} {index + 1}
      </Typography>
      <input type="hidden" name={row} value={id} />
      {children}
      <RowToolbar list={list} index={index} removeText="Remove" />
    </Paper>
  )
}

/** One list of the form: its heading, a line on what it is, a frame per row and the Add button. */
function LandingListSection<Row extends { id: string }>({
  list,
  of,
  heading,
  addLabel,
  intro,
  children,
}: {
  list: ListRows<Row>
  of: LandingList
  heading: string
  addLabel: string
  intro: ReactNode
  children: (row: Row, index: number) => ReactNode
}) {
  return (
    <ListRowsSection list={list} headingId={`${of}-heading`} heading={heading} addLabel={addLabel}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      {list.rows.map((row, index) => (
        <RowFrame key={row.id} list={list} index={index} of={of}>
          {children(row, index)}
        </RowFrame>
      ))}
    </ListRowsSection>
  )
}

function LandingSettingsForm({
  loaded,
  editor,
}: {
  loaded: ReturnType<typeof useLoaderData<typeof loader>>
  editor: Editor
}) {
  const form = editor.form
  // What has been typed so far, by field name: the preview reads it (the fields themselves stay uncontrolled).
  const [typed, setTyped] = useState<Record<string, string>>({})
  const offers = useListRows<OfferRow>(
    rowList('offers', loaded.settings.offers, 'Offer', () => ({
      id: newRowId('offer'),
      title: '',
      summary: '',
      summaryPunch: '',
      discloser: '',
      actionLine: '',
      link: '',
      active: true,
      image: '',
      imageVariants: undefined,
    })),
  )
  const downloads = useListRows<DownloadRow>(
    rowList('downloads', loaded.settings.downloads, 'Download', () => ({
      id: newRowId('download'),
      title: '',
      link: '',
    })),
  )
  const featured = useListRows<FeaturedMenuRow>(
    rowList(
      'menus',
      loaded.settings.menus,
      'Featured menu',
      () => ({ id: newRowId('menu'), menuId: '', title: '', introMenu: false }),
      maxFeaturedMenus,
    ),
  )
  const contacts = useListRows<ContactRow>(
    rowList('contacts', loaded.settings.contacts, 'Contact link', () => ({
      id: newRowId('contact'),
      kind: 'email',
      shownAs: '',
      address: '',
    })),
  )

  // Each offer's picture as its upload field holds it now, by row id (the field keeps the form's hidden inputs).
  const [pictures, setPictures] = useState<Record<string, { image: string; imageVariants?: ImageVariants }>>(
    {},
  )
  const menusById = new Map(loaded.menus.map((menu) => [menu.id, menu]))
  const menuOptions = loaded.menus.map((menu) => ({
    value: menu.id,
    label: menu.published ? menu.title : `${menu.title} (draft: not shown until published)`,
  }))
  const current = (list: LandingList, id: string, field: string, stored: string) =>
    typed[fieldName(list, id, field)] ?? form.valueOf(fieldName(list, id, field), stored) ?? stored
  const text = (list: LandingList, row: { id: string }, field: string, stored: string) => {
    const name = fieldName(list, row.id, field)
    return {
      ...form.field(name, stored),
      onValueChange: (value: string) => setTyped((before) => ({ ...before, [name]: value })),
    }
  }

  // The preview: the rows as typed, mapped to blocks as a save would store them, shown by the landing page's own
  // components.
  const shown: LandingSettings = {
    offers: offers.rows.map((row) => ({
      ...row,
      title: current('offers', row.id, 'title', row.title),
      summary: current('offers', row.id, 'summary', row.summary),
      summaryPunch: current('offers', row.id, 'summaryPunch', row.summaryPunch),
      discloser: current('offers', row.id, 'discloser', row.discloser),
      actionLine: current('offers', row.id, 'actionLine', row.actionLine),
      link: current('offers', row.id, 'link', row.link),
      active: current('offers', row.id, 'active', row.active ? 'on' : '') === 'on',
      ...pictures[row.id],
    })),
    downloads: downloads.rows.map((row) => ({
      ...row,
      title: current('downloads', row.id, 'title', row.title),
      link: current('downloads', row.id, 'link', row.link),
    })),
    menus: featured.rows.map((row) => ({
      ...row,
      menuId: current('menus', row.id, 'menuId', row.menuId),
      title: current('menus', row.id, 'title', row.title),
      introMenu: current('menus', row.id, 'introMenu', row.introMenu ? 'on' : '') === 'on',
    })),
    contacts: contacts.rows.map((row) => ({
      ...row,
      kind: current('contacts', row.id, 'kind', row.kind) as ContactKind,
      shownAs: current('contacts', row.id, 'shownAs', row.shownAs),
      address: current('contacts', row.id, 'address', row.address),
    })),
  }
  const preview = blocksFromLandingSettings(shown, loaded.blocks)
  // The landing page reads published menus only: a draft is left out of the preview as it is of the page.
  const publishedById = new Map(loaded.menus.filter((menu) => menu.published).map((menu) => [menu.id, menu]))
  const listed = landingListOf(preview.landingList)
  const menuTiles = selectMenuTiles(listed, publishedById)
  const introMenus = selectIntroMenus(listed, publishedById, landingLimits.introMenus)
  const switchOf = (list: LandingList, row: { id: string }, field: string, stored: boolean) => ({
    name: fieldName(list, row.id, field),
    defaultChecked: stored,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setTyped((before) => ({
        ...before,
        [fieldName(list, row.id, field)]: event.target.checked ? 'on' : '',
      })),
  })

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'minmax(0, 1fr) minmax(0, 1fr)',
          lg: 'minmax(0, 5fr) minmax(0, 7fr)',
        },
        alignItems: 'start',
      }}
    >
      <Form method="post" noValidate aria-label="Landing page settings">
        <LandingListSection
          list={offers}
          of="offers"
          heading="Featured offers"
          addLabel="Add offer"
          intro="The cards at the top of the landing page, in this order."
        >
          {(row) => (
            <>
              <FormField label="Heading" required {...text('offers', row, 'title', row.title)} />
              <FormField
                label="Text"
                multiline
                minRows={2}
                {...text('offers', row, 'summary', row.summary)}
              />
              <FormField
                label="Price or when"
                helperText="A short line in colour, e.g. From $145 a week."
                {...text('offers', row, 'summaryPunch', row.summaryPunch)}
              />
              <FormField label="Small print" {...text('offers', row, 'discloser', row.discloser)} />
              <FormField
                label="Button text"
                helperText="Learn more when left empty."
                {...text('offers', row, 'actionLine', row.actionLine)}
              />
              <FormField
                label="Button link"
                helperText="A page of this site (/package-shop) or a web address; no button when empty."
                {...text('offers', row, 'link', row.link)}
              />
              <ImageUploadField
                label="Picture"
                name={fieldName('offers', row.id, 'image')}
                variantsName={fieldName('offers', row.id, imageVariantsKey('image'))}
                defaultValue={row.image}
                defaultVariants={row.imageVariants}
                purpose="content"
                error={form.errorOf(fieldName('offers', row.id, 'image'))}
                onUploadingChange={editor.setUploading}
                onImageChange={(image, imageVariants) =>
                  setPictures((before) => ({ ...before, [row.id]: { image, imageVariants } }))
                }
              />
              <FormControlLabel
                label="Shown on the landing page"
                control={<Checkbox {...switchOf('offers', row, 'active', row.active)} />}
              />
            </>
          )}
        </LandingListSection>

        <LandingListSection
          list={downloads}
          of="downloads"
          heading="Downloads"
          addLabel="Add download"
          intro="The Click To Download list; each opens in a new tab."
        >
          {(row) => (
            <>
              <FormField label="Title" required {...text('downloads', row, 'title', row.title)} />
              <FormField label="File or web address" required {...text('downloads', row, 'link', row.link)} />
            </>
          )}
        </LandingListSection>

        <LandingListSection
          list={featured}
          of="menus"
          heading="Featured menus"
          addLabel="Add featured menu"
          intro={
            <>
              The menu tiles, in this order (at most {maxFeaturedMenus}). The first {landingLimits.introMenus}{' '}
              with "Also list its packages" switched on are also listed with their packages below the tiles.
              With no featured menu, the landing page shows some published menus.
            </>
          }
        >
          {(row, index) => {
            const field = text('menus', row, 'menuId', row.menuId)
            const chosen = shown.menus[index]!.menuId
            const gone = chosen !== '' && !menusById.has(chosen)
            // Every problem a menu choice can have is known here, so it is said (and cleared) as the chef picks.
            const repeated =
              chosen !== '' && shown.menus.findIndex((other) => other.menuId === chosen) < index
            const problem = gone
              ? missingMenuMessage
              : repeated
                ? repeatedMenuMessage
                : chosen === ''
                  ? field.error
                  : undefined
            return (
              <>
                <FormField
                  label="Menu"
                  required
                  options={[
                    { value: '', label: 'Choose a menu' },
                    ...(gone ? [{ value: chosen, label: 'A menu that no longer exists' }] : []),
                    ...menuOptions,
                  ]}
                  {...field}
                  error={problem}
                />
                <FormField
                  label="Title shown"
                  helperText={`The menu's own title when left empty${
                    menusById.get(chosen) ? ` (${menusById.get(chosen)!.title})` : ''
                  }.`}
                  {...text('menus', row, 'title', row.title)}
                />
                <FormControlLabel
                  label="Also list its packages"
                  control={<Switch {...switchOf('menus', row, 'introMenu', row.introMenu)} />}
                />
              </>
            )
          }}
        </LandingListSection>

        <LandingListSection
          list={contacts}
          of="contacts"
          heading="Contact links"
          addLabel="Add contact link"
          intro={
            <>
              Shown in every page's footer. The first e-mail address and the first phone number are also the
              ones every mail gives customers.
            </>
          }
        >
          {(row, index) => {
            const kind = shown.contacts[index]!.kind
            const kindInfo = contactKinds.find((candidate) => candidate.value === kind) ?? contactKinds[0]
            return (
              <>
                <FormField label="Kind" options={contactKinds} {...text('contacts', row, 'kind', row.kind)} />
                <FormField
                  label={kindInfo.addressLabel}
                  required
                  type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'url'}
                  check={(value) => contactAddressProblem(kind, value)}
                  {...text('contacts', row, 'address', row.address)}
                />
                <FormField
                  label="Text shown"
                  helperText="The address itself when left empty."
                  {...text('contacts', row, 'shownAs', row.shownAs)}
                />
              </>
            )
          }}
        </LandingListSection>
        <EditorNotices editor={editor} />
        <EditorToolbar editor={editor} placement="bottom" canReset />
      </Form>

      {/* Beside the form the preview stays in sight and scrolls on its own (it is taller than a screen with the
          menu tiles); it takes the keyboard's focus so it can be scrolled without a mouse. */}
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="preview-heading"
        tabIndex={0}
        sx={{
          p: 2,
          position: { md: 'sticky' },
          top: { md: 16 },
          maxHeight: { md: 'calc(100vh - 32px)' },
          overflowY: { md: 'auto' },
          minWidth: 0,
        }}
      >
        <Typography id="preview-heading" variant="h5" component="h2">
          What customers see
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Updates as you type; customers see it once saved.
        </Typography>
        {/* One column no wider than the preview: the cards' own grids would otherwise widen it on a phone. */}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <PromoCards cards={toLandingCardViews(preview.topLandingCards)} maxColumns={2} />
          <DownloadList downloads={toDownloadViews(preview.landingDownloads)} maxColumns={2} />
          <MenuTiles tiles={menuTiles} />
          {introMenus.length > 0 && (
            <Typography variant="body2">
              Listed with their packages below the tiles: {introMenus.map((menu) => menu.title).join(', ')}.
            </Typography>
          )}
          <Box>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Footer: contact
            </Typography>
            <ContactLinkList links={toContactLinks(preview.contactLinks)} />
          </Box>
        </Box>
      </Paper>
    </Box>
  )
}

export function Component() {
  const loaded = useLoaderData<typeof loader>()
  const editor = useEditor<typeof action>({ updateStamp: loaded.updateStamp }, { stampPlacement: 'title' })
  return (
    <EditorFrame
      record={{ id: 'landing-settings', title: 'Landing page' }}
      title="Landing page"
      maxWidth={1400}
      editor={editor}
      shownOnPublicPages
      links={
        <Typography variant="body2">
          The same configs, as raw blocks, are under{' '}
          <PageLink to="/content-configs">Content Configs</PageLink>.
        </Typography>
      }
    >
      {loaded.missing.length > 0 ? (
        <Alert severity="info">
          The landing page's content configs {loaded.missing.join(', ')} do not exist yet: create them under
          Content Configs first.
        </Alert>
      ) : (
        <LandingSettingsForm loaded={loaded} editor={editor} />
      )}
    </EditorFrame>
  )
}
