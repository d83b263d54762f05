import { launchListTexts } from '@common/launch-list-texts'
import { Button } from '@web/components/ui/button'
import { Input } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { Hash, X } from 'lucide-react'

/** The topic a leaderboard keeps (a category or a tag); submitting an empty box clears it. */
export function TopicFilter({
  topic,
  onChange,
}: {
  topic: string
  onChange: (topic: string) => void
}) {
  return (
    <search className="min-w-0 flex-1">
      <form
        // A new topic from a row's link starts the box again from it.
        key={topic}
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault()
          const value = new FormData(event.currentTarget).get('topic')?.toString() ?? ''
          onChange(value.trim().replace(/^#/, '').toLowerCase())
        }}
      >
        <Label htmlFor="launch-topic">{launchListTexts.topicLabel}</Label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Hash
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="launch-topic"
              name="topic"
              type="search"
              enterKeyHint="search"
              defaultValue={topic}
              placeholder={launchListTexts.topicPlaceholder}
              className="pl-9"
            />
          </div>
          <Button type="submit" variant="outline" className="h-11">
            {launchListTexts.filter}
          </Button>
          {topic ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-11"
              aria-label={launchListTexts.clearTopic}
              onClick={() => onChange('')}
            >
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  )
}
