import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormField } from '../../components/form-field.tsx'
import { ImageUploadField } from '../../components/image-upload-field.tsx'
import { ListRowsSection, RowToolbar } from '../../components/list-row-editor.tsx'
import { useListRows } from '../../components/use-list-rows.ts'
import { newQuestion, questionTypeKeys } from '../../shared/schemas/form.ts'
import type { FieldErrors } from '../../shared/field-errors.ts'
import {
  maxQuestions,
  profileFieldLabels,
  questionField,
  questionIdField,
  typeKeyLabels,
  type EditableQuestion,
} from './form-draft.ts'

const typeOptions = questionTypeKeys.map((key) => ({ value: key, label: typeKeyLabels[key] }))
const profileFieldOptions = Object.entries(profileFieldLabels).map(([value, label]) => ({ value, label }))

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
  const list = useListRows<EditableQuestion>({
    initial,
    idOf: (question) => question.id,
    create: newQuestion,
    max: maxQuestions,
    noun: 'Question',
    buttonIdPrefix: 'q',
    addButtonId: 'add-question',
    // A new question, or the one that took a removed one's place, is focused at its text.
    rowFocusTarget: (id) => document.getElementsByName(questionField(id, 'questionText'))[0],
    removedDetail: (question) => (question.questionText ? ` (${question.questionText})` : ''),
  })

  return (
    <ListRowsSection list={list} headingId="questions-heading" heading="Questions" addLabel="Add question">
      {errors['questions'] && (
        <Typography color="error" role="alert">
          {errors['questions']}
        </Typography>
      )}
      {list.rows.length === 0 && <Typography sx={{ mb: 1 }}>No questions yet.</Typography>}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.rows.map((question, index) => {
          const name = (key: keyof EditableQuestion) => questionField(question.id, key)
          // A field's name, stored value and problem, all from the question's key.
          const field = (key: 'questionText' | 'questionKey' | 'typeKey') => ({
            name: name(key),
            defaultValue: question[key],
            error: errors[name(key)],
          })
          const label = `Question ${index + 1}`
          return (
            <Card key={question.id} component="li" variant="outlined" aria-label={label}>
              <CardContent>
                <input type="hidden" name={questionIdField} value={question.id} />
                <Typography variant="subtitle1" component="h3">
                  {label}
                </Typography>
                <FormField label="Question text" {...field('questionText')} required />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                  <FormField label="Key" {...field('questionKey')} required />
                  <FormField label="Type" {...field('typeKey')} options={typeOptions} />
                </Stack>
                <FormField
                  label="Fills the customer's dietary profile"
                  name={name('profileField')}
                  defaultValue={question.profileField ?? ''}
                  options={profileFieldOptions}
                  error={errors[name('profileField')]}
                  helperText="Consultation sign-up only: the customer ticks from the fixed list and the answer is saved on their profile's allergies or diets."
                />
                <ImageUploadField
                  name={name('questionImage')}
                  label={`Image for question ${index + 1}`}
                  defaultValue={question.questionImage}
                  purpose="content"
                  onUploadingChange={onUploadingChange}
                />
                <RowToolbar list={list} index={index} removeText="Remove" />
              </CardContent>
            </Card>
          )
        })}
      </Stack>
    </ListRowsSection>
  )
}
