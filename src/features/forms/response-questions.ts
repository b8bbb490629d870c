import { keyedQuestions, type Answer, type Question } from '../../shared/schemas/form.ts'
import type { AnswerValues } from '../../components/questions/question-values.ts'

/**
 * A response's answers merged with its form's current questions (/edit-content). The form's questions come
 * first, in the form's order, each with the stored answer of the same key; questions the form no longer has are
 * kept after them, so no stored answer is ever dropped. Without a form, the response's own questions are used.
 */
export function mergeResponseQuestions(
  formQuestions: readonly Question[],
  responseQuestions: readonly Question[],
): Question[] {
  const answered = new Map(responseQuestions.filter((q) => q.questionKey).map((q) => [q.questionKey, q]))
  const merged: Question[] = keyedQuestions(formQuestions)
    .filter((question) => question.questionKey)
    .map((question) => {
      const previous = answered.get(question.questionKey)
      return previous?.answer === undefined ? { ...question } : { ...question, answer: previous.answer }
    })
  const formKeys = new Set(merged.map((question) => question.questionKey))
  for (const question of responseQuestions) {
    if (question.questionKey && !formKeys.has(question.questionKey)) merged.push({ ...question })
  }
  return merged
}

/** Answers by question key, the `values` of <QuestionFields>. */
export function answersByKey(questions: readonly Question[]): Record<string, Answer | undefined> {
  return Object.fromEntries(questions.map((question) => [question.questionKey, question.answer]))
}

/**
 * The questions with the given answers filled in (what a formResponses document stores). Questions that fill the
 * dietary profile are left out: their answers live on the profile.
 */
export function withAnswers(questions: readonly Question[], answers: AnswerValues): Question[] {
  return keyedQuestions(questions).map((question) => ({
    ...question,
    answer: answers[question.questionKey] ?? question.answer ?? '',
  }))
}

/** True when at least one answer has content. */
export function hasAnyAnswer(answers: AnswerValues): boolean {
  return Object.values(answers).some((answer) =>
    Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '',
  )
}
