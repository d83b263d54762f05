import { ProfileProjects } from '@web/features/projects/components/profile-projects'

/** The member's projects; the cards, empty states and add button come from the projects feature. */
export function ProjectsTab({ username, isOwner }: { username: string; isOwner: boolean }) {
  return <ProfileProjects username={username} isOwner={isOwner} />
}
