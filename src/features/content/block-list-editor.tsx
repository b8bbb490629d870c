import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import { renderImageUploadFor } from '../../components/image-upload-field.tsx'
import { ListRowsSection, RowToolbar } from '../../components/list-row-editor.tsx'
import { QuestionFields } from '../../components/questions/question-fields.tsx'
import { useListRows } from '../../components/use-list-rows.ts'
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
  const list = useListRows<BlockState>({
    initial: () => blocks.map((block) => ({ block, expanded: false })),
    idOf: (item) => item.block.id,
    create: () => ({ block: { id: crypto.randomUUID() }, expanded: true }),
    max: maxBlocks,
    noun: 'Block',
    buttonIdPrefix: 'block',
    addButtonId: 'add-block',
    rowFocusTarget: (id) => document.getElementById(`block-${id}-summary`),
  })

  return (
    <ListRowsSection list={list} headingId="blocks-heading" heading="Content blocks" addLabel="Add block">
      {list.rows.length === 0 && <Typography sx={{ mb: 1 }}>No blocks yet.</Typography>}
      {list.rows.map((item, index) => {
        const { block } = item
        const label = blockLabel(block, labelKey, index)
        return (
          <Accordion
            key={block.id}
            // A block with problems stays open until they are fixed, so its messages are seen.
            expanded={item.expanded || Boolean(errors[block.id])}
            onChange={(_, expanded) =>
              list.setRows((current) =>
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
                renderImageUpload={renderImageUploadFor('content', onUploadingChange)}
              />
              <RowToolbar list={list} index={index} removeText="Remove block" />
            </AccordionDetails>
          </Accordion>
        )
      })}
    </ListRowsSection>
  )
}
