import { jobTexts } from '@common/job-texts'
import { moderationTexts } from '@common/moderation-texts'
import { PageHeader } from '@web/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs'
import { useNow } from '@web/lib/use-now'
import { CircleCheck, History, ShieldCheck } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { useFailedJobs, useModerationHistory, useReportQueue } from '../api'
import { FailedJobItem } from './failed-job-item'
import { HistoryItem, HistoryItemSkeleton } from './history-item'
import { PagedList } from './paged-list'
import { ReportQueueItem, ReportQueueItemSkeleton } from './report-queue-item'

/** The review queue and the record of what moderators did; the tab lives in the URL. */
export function ModerationScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const asked = searchParams.get('tab')
  const tab = asked === 'history' || asked === 'jobs' ? asked : 'reports'
  const selectTab = (value: string) =>
    setSearchParams(value === 'reports' ? {} : { tab: value }, { replace: true })

  return (
    <>
      <PageHeader title={moderationTexts.title} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={moderationTexts.title} className="mb-1">
          <TabsTrigger value="reports">{moderationTexts.queueTitle}</TabsTrigger>
          <TabsTrigger value="history">{moderationTexts.historyTitle}</TabsTrigger>
          <TabsTrigger value="jobs">{jobTexts.failedTitle}</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <ReportQueue />
        </TabsContent>
        <TabsContent value="history">
          <ModerationHistory />
        </TabsContent>
        <TabsContent value="jobs">
          <FailedJobs />
        </TabsContent>
      </Tabs>
    </>
  )
}

function ReportQueue() {
  const query = useReportQueue()
  const now = useNow()
  return (
    <PagedList
      query={query}
      label={moderationTexts.queueTitle}
      emptyIcon={ShieldCheck}
      emptyText={moderationTexts.emptyQueue}
      skeleton={<ReportQueueItemSkeleton />}
      renderItem={(item) => (
        <li key={`${item.type}:${item.id}`}>
          <ReportQueueItem item={item} now={now} />
        </li>
      )}
    />
  )
}

function ModerationHistory() {
  const query = useModerationHistory()
  const now = useNow()
  return (
    <PagedList
      query={query}
      label={moderationTexts.historyTitle}
      emptyIcon={History}
      emptyText={moderationTexts.emptyHistory}
      skeleton={<HistoryItemSkeleton />}
      renderItem={(entry) => <HistoryItem key={entry.id} entry={entry} now={now} />}
    />
  )
}

function FailedJobs() {
  const query = useFailedJobs()
  const now = useNow()
  return (
    <PagedList
      query={query}
      label={jobTexts.failedTitle}
      emptyIcon={CircleCheck}
      emptyText={jobTexts.emptyFailed}
      skeleton={<HistoryItemSkeleton />}
      renderItem={(job) => <FailedJobItem key={job.id} job={job} now={now} />}
    />
  )
}
