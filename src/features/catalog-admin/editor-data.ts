import { redirect } from 'react-router'
import { saveOrFailure } from '../../lib/data/save-failure.ts'
import { failed, submittedValues, type ActionFailure } from '../../shared/action-result.ts'
import type { Parsed } from './catalog-forms.ts'
import { notFound } from '../../lib/not-found.ts'

// The data halves of the catalogue editors: the record the loader reads and the write the action makes.

/**
 * The record an editor opens: null on its create route (no id); an id that matches nothing is a 404 for the
 * route's error boundary, with `missing` as its message.
 */
export async function loadEditorRecord<T>(
  store: { get(id: string): Promise<T | null> },
  id: string | undefined,
  missing: string,
): Promise<T | null> {
  const record = id ? await store.get(id) : null
  if (id && !record) throw notFound(missing)
  return record
}

/** The part of a data-layer collection an editor's action writes through. */
export interface EditorStore<V> {
  readonly name: string
  update(id: string, values: V): Promise<void>
  create(values: V): Promise<string>
}

/** The record an editor's action writes and where it goes next. */
export interface EditorTarget<V> {
  id: string | undefined
  store: EditorStore<V>
  /** The editor's route without its id, e.g. `/menu-edit`. */
  editorPath: string
  /** Names the editor in the log, e.g. `menu editor`. */
  editorName: string
}

/**
 * The write of a catalogue editor's action, after its form parsed: updates the record (or creates it when the
 * route has no id) and reopens its editor with ?saved=1. A failed write is logged and returned as the form's
 * error, so the page keeps what was typed.
 */
export async function saveEditorRecord<V>({
  id,
  values,
  store,
  editorPath,
  editorName,
  submitted,
}: EditorTarget<V> & {
  values: V
  /** The form as submitted, given back when the write fails. */
  submitted: Record<string, string>
}): Promise<ActionFailure | Response> {
  return saveOrFailure({ editor: editorName, collection: store.name, id }, submitted, async () => {
    if (id) {
      await store.update(id, values)
      return redirect(`${editorPath}/${encodeURIComponent(id)}?saved=1`)
    }
    const newId = await store.create(values)
    return redirect(`${editorPath}/${encodeURIComponent(newId)}?saved=1`)
  })
}

/**
 * A catalogue editor's whole action: reads the posted form with `parse`; a refusal answers with each field's
 * problem and what was typed, anything else is saved by saveEditorRecord.
 */
export async function saveEditorForm<V>(
  request: Request,
  parse: (formData: FormData) => Parsed<V>,
  target: EditorTarget<V>,
): Promise<ActionFailure | Response> {
  const formData = await request.formData()
  const submitted = submittedValues(formData)
  const parsed = parse(formData)
  if (!parsed.ok) return failed({ fieldErrors: parsed.errors }, submitted)
  return saveEditorRecord({ ...target, values: parsed.value, submitted })
}
