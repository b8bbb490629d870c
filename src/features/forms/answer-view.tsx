import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { CustomerImage } from '../../components/customer-image.tsx'
import type { Answer, Question } from '../../shared/schemas/form.ts'

/** One answer, read-only: text as written, images of our own Storage shown (others as links), addresses one per line. */
export function AnswerView({ question }: { question: Question }) {
  const answer: Answer | undefined = question.answer
  if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) {
    return <Typography color="text.secondary">(no answer)</Typography>
  }
  if (Array.isArray(answer)) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {answer.map((address, index) => (
          <li key={index}>
            <strong>{address.label || `Address ${index + 1}`}:</strong>{' '}
            {[address.street, address.city, address.state, address.zip].filter(Boolean).join(', ')}
          </li>
        ))}
      </Box>
    )
  }
  if (question.typeKey === 'image') {
    return <CustomerImage url={answer} alt={`Answer to: ${question.questionText}`} sx={{ borderRadius: 1 }} />
  }
  return <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{answer}</Typography>
}

export function AnswerList({ questions }: { questions: Question[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {questions.map((question, index) => (
        <Box key={question.id || index} sx={{ mb: 2 }}>
          <Typography component="dt" variant="subtitle2">
            {question.questionText || question.questionKey}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <AnswerView question={question} />
          </Box>
        </Box>
      ))}
    </Box>
  )
}
