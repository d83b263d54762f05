import type { MuteDuration, MutedWord, MutedWordContext } from '@common/safety'
import { safetyTexts } from '@common/safety-texts'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { FormField, fieldAria } from '@web/components/ui/form-field'
import { Input } from '@web/components/ui/input'
import { Spinner } from '@web/components/ui/spinner'
import { errorMessage } from '@web/lib/api'
import { toast } from '@web/lib/toast'
import { type FormEvent, useId, useState } from 'react'
import { useChangeMutedWords, useMutedWords } from '../api'
import { ChoiceGroup, MuteDurationChoice } from './choice-group'
import { ListStates } from './list-states'
import { MutedUntil } from './muted-until'

type MutedWordAction = MutedWord['action']

// From the texts rather than @common/safety's lists, which would bring zod into this screen.
const mutedWordContexts = Object.keys(safetyTexts.contexts) as MutedWordContext[]

const checkboxClassName =
  'size-4.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** "Feeds, Threads · Collapse behind a warning · until Nov 28, 2026, 10:14 PM". */
function MutedWordTerms({ word }: { word: Pick<MutedWord, 'contexts' | 'action' | 'expiresAt'> }) {
  const terms = [
    word.contexts.map((context) => safetyTexts.contexts[context]).join(', '),
    safetyTexts.actions[word.action],
  ].join(' · ')
  return (
    <span className="text-muted-foreground">
      {terms}
      {word.expiresAt ? (
        <>
          {' · '}
          <MutedUntil expiresAt={word.expiresAt} />
        </>
      ) : null}
    </span>
  )
}

function MutedWordRow({
  word,
  pending,
  onRemove,
}: {
  word: MutedWord
  pending: boolean
  onRemove: () => void
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="grid min-w-0 flex-1 text-sm">
        <span className="font-medium [overflow-wrap:anywhere]">{word.phrase}</span>
        <MutedWordTerms word={word} />
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={safetyTexts.unmuteWord(word.phrase)}
        onClick={onRemove}
      >
        {pending ? <Spinner /> : null}
        {safetyTexts.unmuteShort}
      </Button>
    </li>
  )
}

function AddMutedWordForm() {
  const { add } = useChangeMutedWords()
  const [phrase, setPhrase] = useState('')
  const [contexts, setContexts] = useState<MutedWordContext[]>([...mutedWordContexts])
  const [action, setAction] = useState<MutedWordAction>('hide')
  const [duration, setDuration] = useState<MuteDuration>('forever')
  const [contextError, setContextError] = useState(false)
  const ids = useId()
  const phraseId = `${ids}-phrase`
  const pending = add.isPending
  const serverError = add.isError ? errorMessage(add.error) : undefined

  const toggleContext = (context: MutedWordContext, checked: boolean) => {
    setContextError(false)
    setContexts((current) =>
      mutedWordContexts.filter((item) => (item === context ? checked : current.includes(item))),
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!phrase.trim()) return
    if (contexts.length === 0) {
      setContextError(true)
      return
    }
    add.mutate(
      { phrase: phrase.trim(), contexts, action, duration },
      { onSuccess: () => setPhrase('') },
    )
  }

  return (
    <form className="grid gap-4 border-t border-border pt-4" onSubmit={submit} noValidate>
      <FormField id={phraseId} label={safetyTexts.mutedWordLabel} error={serverError}>
        <Input
          id={phraseId}
          value={phrase}
          required
          maxLength={100}
          placeholder={safetyTexts.mutedWordPlaceholder}
          disabled={pending}
          {...fieldAria(phraseId, serverError)}
          onChange={(event) => {
            setPhrase(event.target.value)
            if (add.isError) add.reset()
          }}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{safetyTexts.mutedWordIn}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {mutedWordContexts.map((context) => (
            <label
              key={context}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-sm lg:min-h-9"
            >
              <input
                type="checkbox"
                className={checkboxClassName}
                checked={contexts.includes(context)}
                disabled={pending}
                onChange={(event) => toggleContext(context, event.target.checked)}
              />
              {safetyTexts.contexts[context]}
            </label>
          ))}
        </div>
        {contextError ? (
          <p role="alert" className="text-sm text-danger">
            {safetyTexts.mutedWordNeedsContext}
          </p>
        ) : null}
      </fieldset>
      <ChoiceGroup
        label={safetyTexts.mutedWordWhen}
        choices={safetyTexts.actions}
        value={action}
        disabled={pending}
        onChange={setAction}
      />
      <MuteDurationChoice
        value={duration}
        disabled={pending}
        className="sm:grid-cols-3"
        onChange={setDuration}
      />
      <Button type="submit" className="justify-self-start" disabled={pending || !phrase.trim()}>
        {pending ? <Spinner /> : null}
        {safetyTexts.addMutedWord}
      </Button>
    </form>
  )
}

/** Settings > Privacy and safety: the words and tags the viewer muted, with remove, and an add form. */
export function MutedWords() {
  const query = useMutedWords()
  const { remove } = useChangeMutedWords()
  const titleId = 'muted-words-title'
  const words = query.data ?? []
  return (
    <Card className="grid gap-2 p-5" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-base font-semibold">
        {safetyTexts.mutedWordsTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{safetyTexts.mutedWordsLead}</p>
      <ListStates
        query={query}
        failed={safetyTexts.mutedWordsLoadFailed}
        empty={safetyTexts.noMutedWords}
        isEmpty={words.length === 0}
      >
        <ul aria-labelledby={titleId} className="divide-y divide-border">
          {words.map((word) => (
            <MutedWordRow
              key={word.id}
              word={word}
              pending={remove.isPending && remove.variables === word.id}
              onRemove={() =>
                remove.mutate(word.id, { onError: (error) => toast.error(errorMessage(error)) })
              }
            />
          ))}
        </ul>
      </ListStates>
      <AddMutedWordForm />
    </Card>
  )
}
