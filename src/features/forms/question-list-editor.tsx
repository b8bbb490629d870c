import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { FormField } from '../../components/form-field.tsx'
import { ImageUploadField } from '../../components/image-upload-field.tsx'
import { newQuestion, questionTypeKeys } from '../../shared/schemas/form.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import {
  maxQuestions,
  questionField,
  questionIdField,
  typeKeyLabels,
  type EditableQuestion,
} from './form-draft.ts'

const typeOptions = questionTypeKeys.map((key) => ({ value: key, label: typeKeyLabels[key] }))

type FocusTarget = { id: string; control: 'up' | 'down' | 'text' } | { id: null; control: 'add' } | null

/**
 * The question list of the form editor. Each question's inputs are named by its id and keyed by it, so adding,
 * removing and moving questions never loses what was typed (the inputs are the form's state; this component
 * only holds the order). Move buttons keep keyboard focus on the moved question.
 */
export function QuestionListEditor({
  initial,
  errors,
  onUploadingChange,
}: {
  initial: EditableQuestion[]
  errors: FieldErrors
  onUploadingChange?: (uploading: boolean) => void
}) {
  const [questions, setQuestions] = useState<EditableQuestion[]>(initial)
  // Where keyboard focus goes after the next render (a moved question's button, a new question's text).
  const pendingFocus = useRef<FocusTarget>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    const focus = pendingFocus.current
    if (!focus) return
    pendingFocus.current = null
    if (focus.id === null) {
      document.getElementById('add-question')?.focus()
    } else if (focus.control === 'text') {
      ;(
        document.getElementsByName(questionField(focus.id, 'questionText'))[0] as HTMLElement | undefined
      )?.focus()
    } else {
      const byId = (suffix: string) => document.getElementById(`q-${focus.id}-${suffix}`)
      const wanted = byId(focus.control) as HTMLButtonElement | null
      const other = byId(focus.control === 'up' ? 'down' : 'up') as HTMLButtonElement | null
      ;(wanted && !wanted.disabled ? wanted : other)?.focus()
    }
  })

  function setPendingFocus(target: FocusTarget) {
    pendingFocus.current = target
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by
    if (target < 0 || target >= questions.length) return
    const next = [...questions]
    const [moved] = next.splice(index, 1)
    next.splice(target, 0, moved!)
    setQuestions(next)
    setPendingFocus({ id: moved!.id, control: by === -1 ? 'up' : 'down' })
    setAnnouncement(`Question moved to position ${target + 1} of ${next.length}.`)
  }

  function remove(index: number) {
    const removed = questions[index]!
    const next = questions.filter((_, position) => position !== index)
    setQuestions(next)
    // Focus moves to the question that took its place, else to Add question.
    const after = next[index] ?? next[index - 1]
    setPendingFocus(after ? { id: after.id, control: 'text' } : { id: null, control: 'add' })
    setAnnouncement(
      `Question ${index + 1} removed${removed.questionText ? ` (${removed.questionText})` : ''}.`,
    )
  }

  function add() {
    const question = newQuestion()
    setQuestions([...questions, question])
    setPendingFocus({ id: question.id, control: 'text' })
    setAnnouncement(`Question ${questions.length + 1} added.`)
  }

  return (
    <Box component="section" aria-labelledby="questions-heading" sx={{ mt: 3 }}>
      <Typography id="questions-heading" variant="h5" component="h2" gutterBottom>
        Questions
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
      {errors['questions'] && (
        <Typography color="error" role="alert">
          {errors['questions']}
        </Typography>
      )}
      {questions.length === 0 && <Typography sx={{ mb: 1 }}>No questions yet.</Typography>}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.map((question, index) => {
          const name = (key: keyof EditableQuestion) => questionField(question.id, key)
          const label = `Question ${index + 1}`
          return (
            <Card key={question.id} component="li" variant="outlined" aria-label={label}>
              <CardContent>
                <input type="hidden" name={questionIdField} value={question.id} />
                <Typography variant="subtitle1" component="h3">
                  {label}
                </Typography>
                <FormField
                  label="Question text"
                  name={name('questionText')}
                  required
                  defaultValue={question.questionText}
                  error={errors[name('questionText')]}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                  <FormField
                    label="Key"
                    name={name('questionKey')}
                    required
                    defaultValue={question.questionKey}
                    error={errors[name('questionKey')]}
                  />
                  <FormField
                    label="Type"
                    name={name('typeKey')}
                    defaultValue={question.typeKey}
                    options={typeOptions}
                    error={errors[name('typeKey')]}
                  />
                </Stack>
                <ImageUploadField
                  name={name('questionImage')}
                  label={`Image for question ${index + 1}`}
                  defaultValue={question.questionImage}
                  purpose="content"
                  onUploadingChange={onUploadingChange}
                />
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <Button
                    id={`q-${question.id}-up`}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move up: question ${index + 1}`}
                  >
                    Move up
                  </Button>
                  <Button
                    id={`q-${question.id}-down`}
                    onClick={() => move(index, 1)}
                    disabled={index === questions.length - 1}
                    aria-label={`Move down: question ${index + 1}`}
                  >
                    Move down
                  </Button>
                  <Button
                    color="error"
                    onClick={() => remove(index)}
                    aria-label={`Remove question ${index + 1}`}
                  >
                    Remove
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          )
        })}
      </Stack>
      <Button
        id="add-question"
        variant="outlined"
        onClick={add}
        disabled={questions.length >= maxQuestions}
        sx={{ mt: 2 }}
      >
        Add question
      </Button>
    </Box>
  )
}
