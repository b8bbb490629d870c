import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { ImageUploadField } from '../../components/image-upload-field.tsx'
import { QuestionFields } from '../../components/questions/question-fields.tsx'
import type { ContentBlock } from '../../shared/schemas/content-config.ts'
import type { Question } from '../../shared/schemas/form.ts'
import { blockIdField, blockLabel, blockPrefix, maxBlocks, type BlockErrors } from './content-blocks.ts'

interface BlockState {
  block: ContentBlock
  expanded: boolean
}

/**
 * The content blocks of a config: collapsible sections, each answering the linked form's questions. Inputs stay
 * mounted while collapsed (they are part of the form); this component holds only the order and what is open.
 */
export function BlockListEditor({
  blocks,
  questions,
  labelKey,
  errors,
  onUploadingChange,
}: {
  blocks: ContentBlock[]
  questions: Question[]
  labelKey: string
  errors: BlockErrors
  onUploadingChange?: (uploading: boolean) => void
}) {
  const [items, setItems] = useState<BlockState[]>(() => blocks.map((block) => ({ block, expanded: false })))
  // Element id that gets keyboard focus after the next render.
  const pendingFocus = useRef<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (!pendingFocus.current) return
    document.getElementById(pendingFocus.current)?.focus()
    pendingFocus.current = null
  })

  function setFocusId(id: string) {
    pendingFocus.current = id
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by
    if (target < 0 || target >= items.length) return
    const next = [...items]
    const [moved] = next.splice(index, 1)
    next.splice(target, 0, moved!)
    setItems(next)
    const wanted = `block-${moved!.block.id}-${by === -1 ? 'up' : 'down'}`
    const other = `block-${moved!.block.id}-${by === -1 ? 'down' : 'up'}`
    const atEdge = by === -1 ? target === 0 : target === next.length - 1
    setFocusId(atEdge ? other : wanted)
    setAnnouncement(`Block moved to position ${target + 1} of ${next.length}.`)
  }

  function remove(index: number) {
    const next = items.filter((_, position) => position !== index)
    setItems(next)
    const after = next[index] ?? next[index - 1]
    setFocusId(after ? `block-${after.block.id}-summary` : 'add-block')
    setAnnouncement(`Block ${index + 1} removed.`)
  }

  function add() {
    const block: ContentBlock = { id: crypto.randomUUID() }
    setItems([...items, { block, expanded: true }])
    setFocusId(`block-${block.id}-summary`)
    setAnnouncement(`Block ${items.length + 1} added.`)
  }

  return (
    <Box component="section" aria-labelledby="blocks-heading" sx={{ mt: 3 }}>
      <Typography id="blocks-heading" variant="h5" component="h2" gutterBottom>
        Content blocks
      </Typography>
      <Box
        role="status"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {announcement}
      </Box>
      {items.length === 0 && <Typography sx={{ mb: 1 }}>No blocks yet.</Typography>}
      {items.map((item, index) => {
        const { block } = item
        const label = blockLabel(block, labelKey, index)
        return (
          <Accordion
            key={block.id}
            // A block with problems stays open until they are fixed, so its messages are seen.
            expanded={item.expanded || Boolean(errors[block.id])}
            onChange={(_, expanded) =>
              setItems((current) =>
                current.map((other) => (other.block.id === block.id ? { ...other, expanded } : other)),
              )
            }
            disableGutters
            variant="outlined"
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`block-${block.id}-summary`}>
              <Typography component="h3" variant="subtitle1">
                {label}
                {errors[block.id] && (
                  <Typography component="span" color="error" variant="body2">
                    {' '}
                    (needs attention)
                  </Typography>
                )}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <input type="hidden" name={blockIdField} value={block.id} />
              <QuestionFields
                questions={questions}
                values={block}
                errors={errors[block.id]}
                namePrefix={blockPrefix(block.id)}
                renderImageUpload={(props) => (
                  <ImageUploadField
                    name={props.name}
                    label={props.label}
                    defaultValue={props.defaultValue}
                    error={props.error}
                    purpose="content"
                    onUploadingChange={onUploadingChange}
                  />
                )}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Button
                  id={`block-${block.id}-up`}
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move up: block ${index + 1}`}
                >
                  Move up
                </Button>
                <Button
                  id={`block-${block.id}-down`}
                  onClick={() => move(index, 1)}
                  disabled={index === items.length - 1}
                  aria-label={`Move down: block ${index + 1}`}
                >
                  Move down
                </Button>
                <Button color="error" onClick={() => remove(index)} aria-label={`Remove block ${index + 1}`}>
                  Remove block
                </Button>
              </Stack>
            </AccordionDetails>
          </Accordion>
        )
      })}
      <Button
        id="add-block"
        variant="outlined"
        onClick={add}
        disabled={items.length >= maxBlocks}
        sx={{ mt: 2 }}
      >
        Add block
      </Button>
    </Box>
  )
}
