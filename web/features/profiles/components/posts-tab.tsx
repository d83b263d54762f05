import { profileScreenTexts, profileTexts } from '@common/profile-texts'
import { Button } from '@web/components/ui/button'
import { PostList } from '@web/features/posts/components/post-list'
import { paths } from '@web/lib/paths'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { fetchPostsByAuthor, profilePostKeys } from '../api'

/** The member's posts, newest first, with the feed's card and hiding rules. */
export function PostsTab({ username, isOwner }: { username: string; isOwner: boolean }) {
  return (
    <PostList
      queryKey={profilePostKeys.byAuthor(username)}
      fetchPage={(cursor) => fetchPostsByAuthor(username, cursor)}
      emptyText={profileTexts.noPostsToShow}
      emptyAction={
        isOwner ? (
          <Button asChild>
            <Link to={paths.createPost()}>
              <Plus aria-hidden />
              {profileScreenTexts.createFirstPost}
            </Link>
          </Button>
        ) : undefined
      }
    />
  )
}
