import { FloatingActionLink } from '@web/components/floating-action-link'
import { EmptyState } from '@web/components/ui/empty-state'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs'
import { paths } from '@web/lib/paths'
import { Bookmark, FileText, Link2, Plus, Rocket, UserRound } from 'lucide-react'
import { useState } from 'react'

const tabs = [
  { value: 'projects', label: 'Projects', icon: Rocket, empty: 'No projects yet' },
  { value: 'posts', label: 'Posts', icon: FileText, empty: 'No posts yet' },
  { value: 'links', label: 'Links', icon: Link2, empty: 'No links yet' },
  { value: 'saved', label: 'Saved', icon: Bookmark, empty: 'Nothing saved yet', ownerOnly: true },
  { value: 'about', label: 'About', icon: UserRound, empty: 'Nothing here yet' },
]

/** The profile's tabs in ARCHITECTURE.md's order; Saved only for the owner. */
export function ProfileTabs({ isOwner }: { isOwner: boolean }) {
  const [active, setActive] = useState('projects')
  const visibleTabs = tabs.filter((tab) => isOwner || !tab.ownerOnly)

  return (
    <Tabs value={active} onValueChange={setActive}>
      <TabsList aria-label="Profile sections">
        {visibleTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {visibleTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <EmptyState icon={tab.icon} title={tab.empty} />
        </TabsContent>
      ))}
      {isOwner && active === 'projects' ? (
        <FloatingActionLink to={paths.projectCreate()} label="Add project" icon={Plus} />
      ) : null}
    </Tabs>
  )
}
