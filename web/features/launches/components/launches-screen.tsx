import { isRealDate } from '@common/calendar'
import { type LaunchListTab, launchListTabs, launchListTexts } from '@common/launch-list-texts'
import { launchTexts } from '@common/launch-texts'
import { Input } from '@web/components/ui/input'
import { Label } from '@web/components/ui/label'
import { useLiveLaunchDay } from '@web/lib/live-events'
import { paths } from '@web/lib/paths'
import { Info } from 'lucide-react'
import { useSearchParams } from 'react-router'
import type { LaunchList as LaunchListQuery } from '../api'
import { addDays, formatLaunchDay, mondayOf, useLaunchToday } from '../launch-days'
import { LaunchList } from './launch-list'
import { LaunchTabs } from './launch-tabs'
import { TopicFilter } from './topic-filter'

const isTab = (value: string | null): value is LaunchListTab =>
  launchListTabs.includes(value as LaunchListTab)

/** A leaderboard's query: the default tab (Today) and an empty topic stay out of it. */
function launchesParams(tab: LaunchListTab, topic: string, day = '') {
  const params = new URLSearchParams()
  if (tab !== 'today') params.set('tab', tab)
  if (tab === 'past' && day) params.set('day', day)
  if (topic) params.set('topic', topic)
  return params
}

function launchesHref(tab: LaunchListTab, topic: string, day = '') {
  const query = launchesParams(tab, topic, day).toString()
  return query ? `${paths.launches()}?${query}` : paths.launches()
}

/** What the tab lists, and the line naming its day or week. */
function tabList(tab: LaunchListTab, today: string, pastDay: string) {
  const name = (day: string) => formatLaunchDay(day, today)
  const week = (monday: string) => launchListTexts.week(name(monday), name(addDays(monday, 6)))
  switch (tab) {
    case 'today':
      return { list: { day: today }, caption: launchListTexts.todayLive(name(today)) }
    case 'yesterday': {
      const day = addDays(today, -1)
      return { list: { day }, caption: launchListTexts.final(name(day)) }
    }
    case 'week':
      return { list: { week: mondayOf(today) }, caption: week(mondayOf(today)) }
    case 'last-week': {
      const monday = addDays(mondayOf(today), -7)
      return { list: { week: monday }, caption: week(monday) }
    }
    case 'past':
      return { list: { day: pastDay }, caption: launchListTexts.final(name(pastDay)) }
    case 'upcoming':
      return { list: { upcoming: true as const }, caption: launchListTexts.upcomingTitle }
  }
}

/**
 * The leaderboards (issue 32): today's ranked live, yesterday's final ranks, this week's and
 * last week's, a past day by date, and the upcoming launches; the tab, the topic and the past
 * day live in the URL (?tab=week&topic=ai). Votes are taken only on today's (UTC) launches, so
 * the Today and This week tabs follow today's live counts.
 */
export function LaunchesScreen() {
  const [params, setParams] = useSearchParams()
  const today = useLaunchToday()
  const asked = params.get('tab')
  const tab = isTab(asked) ? asked : 'today'
  const topic = params.get('topic')?.trim().toLowerCase() ?? ''
  const yesterday = addDays(today, -1)
  const askedDay = params.get('day') ?? ''
  const pastDay = isRealDate(askedDay) && askedDay <= yesterday ? askedDay : addDays(today, -2)
  const { list, caption } = tabList(tab, today, pastDay)
  const query: LaunchListQuery = topic ? { ...list, topic } : list
  const isRanked = tab !== 'upcoming'

  useLiveLaunchDay(tab === 'today' || tab === 'week' ? today : null)

  const go = (next: { topic?: string; day?: string }) =>
    setParams(launchesParams(tab, next.topic ?? topic, next.day ?? askedDay), { replace: true })

  return (
    // One minmax(0, 1fr) column: the tabs scroll sideways instead of widening the screen.
    <div className="grid grid-cols-1 gap-4">
      <LaunchTabs tab={tab} hrefOf={(value) => launchesHref(value, topic)} />
      <div className="flex flex-wrap items-end gap-3">
        <TopicFilter topic={topic} onChange={(value) => go({ topic: value })} />
        {tab === 'past' ? (
          <div className="grid gap-1.5">
            <Label htmlFor="launch-day">{launchListTexts.dayLabel}</Label>
            <Input
              id="launch-day"
              type="date"
              max={yesterday}
              value={pastDay}
              onChange={(event) => {
                if (isRealDate(event.target.value)) go({ day: event.target.value })
              }}
              className="w-auto"
            />
          </div>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h2 className="text-base font-semibold">{caption}</h2>
        <p className="flex gap-1.5 text-xs text-muted-foreground">
          <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          {isRanked ? launchTexts.countedRule : launchListTexts.upcomingIntro}
        </p>
      </div>
      <LaunchList
        key={tab}
        list={query}
        today={today}
        emptyText={topic ? launchListTexts.emptyTopic(topic) : launchListTexts.empty[tab]}
        topicHref={(value) => launchesHref(tab, value, askedDay)}
      />
    </div>
  )
}
