import { type ProfileTab, parseProfileTab, profileScreenTexts } from '@common/profile-texts'
import type { Profile } from '@common/profiles'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs'
import { useSearchParams } from 'react-router'
import { AboutTab } from './about-tab'
import { LinksTab } from './links-tab'
import { PostsTab } from './posts-tab'
import { ProjectsTab } from './projects-tab'
import { SavedTab } from './saved-tab'

const tabLabels: Record<ProfileTab, string> = profileScreenTexts.tabs

const defaultTab: ProfileTab = 'projects'

/** The chosen tab lives in `?tab=` so a shared link or a reload opens the same one. */
function useTabParam(isOwner: boolean) {
  const [searchParams, setSearchParams] = useSearchParams()
  const parsed = parseProfileTab(searchParams.get('tab') ?? defaultTab)
  const active = parsed === 'saved' && !isOwner ? defaultTab : parsed
  const select = (tab: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (tab === defaultTab) next.delete('tab')
        else next.set('tab', tab)
        next.delete('saved')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  return [active, select] as const
}

/** Projects, Posts, Links, Saved (owner only), About: ARCHITECTURE.md's order. */
export function ProfileTabs({ profile }: { profile: Profile }) {
  const { isOwner } = profile
  const [active, select] = useTabParam(isOwner)
  const visibleTabs = (Object.keys(tabLabels) as ProfileTab[]).filter(
    (tab) => isOwner || tab !== 'saved',
  )

  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label={profileScreenTexts.sections}>
        {visibleTabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {tabLabels[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="projects">
        <ProjectsTab username={profile.username} isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="posts">
        <PostsTab username={profile.username} isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="links">
        <LinksTab profile={profile} />
      </TabsContent>
      {isOwner ? (
        <TabsContent value="saved">
          <SavedTab />
        </TabsContent>
      ) : null}
      <TabsContent value="about">
        <AboutTab profile={profile} />
      </TabsContent>
    </Tabs>
  )
}
