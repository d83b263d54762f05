import { postScreenTexts } from '@common/post-texts'
import { FloatingActionLink } from '@web/components/floating-action-link'
import { PageHeader } from '@web/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs'
import { CompactComposer } from '@web/features/posts/components/compact-composer'
import { Feed } from '@web/features/posts/components/feed'
import { paths } from '@web/lib/paths'
import { Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'

// Loaded only when the Following feed is empty, outside the feed's first load.
const FollowingSuggestions = lazy(() =>
  import('@web/features/explore/components/following-suggestions').then((module) => ({
    default: module.FollowingSuggestions,
  })),
)

// Loaded only right after the sign-up form (it navigates here with { onboarding: true }), the
// one time the onboarding can open: its dialog, topics and suggestions stay out of the first load.
const OnboardingDialog = lazy(() =>
  import('@web/features/onboarding/components/onboarding-dialog').then((module) => ({
    default: module.OnboardingDialog,
  })),
)

export function Component() {
  const location = useLocation()
  // Once mounted the dialog stays (a tab switch drops the navigation state), as it always was.
  const [hasOnboarding, setHasOnboarding] = useState(false)
  if (!hasOnboarding && (location.state as { onboarding?: boolean } | null)?.onboarding) {
    setHasOnboarding(true)
  }
  const [searchParams, setSearchParams] = useSearchParams()
  // The tab lives in the URL so back, reload and shared links keep it.
  const tab = searchParams.get('tab') === 'following' ? 'following' : 'everyone'
  const selectTab = (value: string) =>
    setSearchParams(value === 'following' ? { tab: 'following' } : {}, { replace: true })

  return (
    <>
      <PageHeader title={postScreenTexts.feedTitle} />
      <CompactComposer />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={postScreenTexts.feedTabs} className="mb-1">
          <TabsTrigger value="everyone">{postScreenTexts.everyoneTab}</TabsTrigger>
          <TabsTrigger value="following">{postScreenTexts.followingTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="everyone">
          <Feed kind="everyone" />
        </TabsContent>
        <TabsContent value="following">
          <Feed
            kind="following"
            emptyAction={
              <Suspense fallback={null}>
                <FollowingSuggestions />
              </Suspense>
            }
          />
        </TabsContent>
      </Tabs>
      <FloatingActionLink to={paths.createPost()} label={postScreenTexts.createPost} icon={Plus} />
      {hasOnboarding ? (
        <Suspense fallback={null}>
          <OnboardingDialog />
        </Suspense>
      ) : null}
    </>
  )
}
