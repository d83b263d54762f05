import { profileScreenTexts, profileTexts } from '@common/profile-texts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs'
import { PostList } from '@web/features/posts/components/post-list'
import { SavedProjectsList } from '@web/features/projects/components/saved-projects-list'
import { useSearchParams } from 'react-router'
import { fetchSavedPosts, profilePostKeys } from '../api'

const savedTabs = ['posts', 'projects'] as const
type SavedTabValue = (typeof savedTabs)[number]

/** The owner's saved posts and bookmarked projects; the sub-tab lives in `?saved=`. */
export function SavedTab() {
  const [searchParams, setSearchParams] = useSearchParams()
  const active: SavedTabValue = searchParams.get('saved') === 'projects' ? 'projects' : 'posts'
  const select = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (value === 'projects') next.set('saved', value)
        else next.delete('saved')
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label={profileScreenTexts.savedSections} className="gap-2 border-b-0">
        {savedTabs.map((value) => (
          <TabsTrigger
            key={value}
            value={value}
            className="mb-0 rounded-full border border-border px-4 py-1.5 data-[state=active]:border-primary data-[state=active]:bg-primary-soft data-[state=active]:text-link"
          >
            {profileScreenTexts.savedTabs[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="posts">
        <PostList
          queryKey={profilePostKeys.saved()}
          fetchPage={fetchSavedPosts}
          emptyText={profileTexts.noSavedPosts}
        />
      </TabsContent>
      <TabsContent value="projects">
        <SavedProjectsList />
      </TabsContent>
    </Tabs>
  )
}
