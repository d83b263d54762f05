import { postScreenTexts } from '@common/post-texts'
import { BackButton } from '@web/components/back-button'
import { PageHeader } from '@web/components/page-header'
import { fetchTagPage, postKeys } from '@web/features/posts/api'
import { PostList } from '@web/features/posts/components/post-list'
import { paths } from '@web/lib/paths'
import { useParams } from 'react-router'

export function Component() {
  const { tag: rawTag = '' } = useParams()
  // Tags are stored lowercased, as the parser finds them.
  const tag = rawTag.toLowerCase()
  // A word the parser could never have found as a tag has no posts: skip the request.
  const isTag = /^\w{1,50}$/.test(tag)
  return (
    <>
      <PageHeader title={`#${tag}`} back={<BackButton fallback={paths.feed()} />} />
      <PostList
        key={tag}
        queryKey={postKeys.tag(tag)}
        fetchPage={(cursor) =>
          isTag ? fetchTagPage(tag, cursor) : Promise.resolve({ items: [], nextCursor: null })
        }
        emptyText={postScreenTexts.tagEmpty(tag)}
      />
    </>
  )
}
