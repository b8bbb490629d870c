import { renderImageUploadFor } from '../../components/image-upload-field.tsx'
import { QuestionFields } from '../../components/questions/question-fields.tsx'
import type { AnswerErrors } from '../../components/questions/question-values.ts'
import type { Question } from '../../shared/schemas/form.ts'

export const answerPrefix = 'answers.'

/** A form's questions as answer inputs; image answers upload through the shared upload field. */
export function AnswerFields({
  questions,
  values,
  errors,
  onUploadingChange,
}: {
  questions: Question[]
  values: Record<string, unknown>
  errors: AnswerErrors
  onUploadingChange?: (uploading: boolean) => void
}) {
  return (
    <QuestionFields
      questions={questions}
      values={values}
      errors={errors}
      namePrefix={answerPrefix}
      renderImageUpload={renderImageUploadFor('answer', onUploadingChange)}
    />
  )
}
