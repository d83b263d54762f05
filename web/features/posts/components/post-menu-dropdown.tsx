import { postEditTexts } from '@common/post-edit-texts'
import { postScreenTexts, postTexts } from '@common/post-texts'
import type { Post } from '@common/posts'
import { reportActionLabel, reportTexts } from '@common/report-texts'
import { ConfirmDialog } from '@web/components/confirm-dialog'
import { Button } from '@web/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu'
import { ReportDialog } from '@web/features/reports/components/report-dialog'
import { useShieldMenu } from '@web/features/safety/components/shield-menu'
import { useMe } from '@web/lib/session'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useDeletePost } from '../mutations'
import { EditPostDialog } from './edit-post-dialog'

export type PostMenuProps = {
  post: Post
  /** After the post is gone for this member, deleted or reported (the detail page leaves it). */
  onDeleted?: () => unknown
}

/**
 * The author edits or deletes, other members report, visitors are told to log in. Loaded by PostMenu on
 * first use, so it mounts already open.
 */
export default function PostMenuDropdown({ post, onDeleted }: PostMenuProps) {
  const me = useMe()
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'report' | null>(null)
  const deletePost = useDeletePost(post.id)
  const isAuthor = me?.id === post.author.id
  // Block or mute the author: the post leaves this member's lists (the detail page leaves it).
  const shield = useShieldMenu(post.author.username, onDeleted)

  const confirmDelete = () =>
    deletePost.mutate(undefined, {
      onSuccess: () => {
        setDialog(null)
        toast.success(postTexts.deleted, { description: postTexts.deletedDescription })
        onDeleted?.()
      },
      onError: () => toast.error(uiTexts.errorTitle, { description: postTexts.deleteFailed }),
    })

  const report = () => {
    if (me) setDialog('report')
    else toast.error(reportTexts.loggedOut)
  }

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={postScreenTexts.options}
            className="-mr-1.5"
          >
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {isAuthor ? (
            <>
              <DropdownMenuItem onSelect={() => setDialog('edit')}>
                <Pencil aria-hidden />
                {postEditTexts.edit}
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={() => setDialog('delete')}>
                <Trash2 aria-hidden />
                {postScreenTexts.deletePost}
              </DropdownMenuItem>
            </>
          ) : (
            <>
              {me ? shield.items : null}
              <DropdownMenuItem onSelect={report}>
                <Flag aria-hidden />
                {reportActionLabel('post')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={postTexts.deleteTitle}
        description={postTexts.deleteBody}
        confirmLabel={uiTexts.delete}
        pending={deletePost.isPending}
        onConfirm={confirmDelete}
      />

      {isAuthor ? (
        <EditPostDialog
          post={post}
          open={dialog === 'edit'}
          onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        />
      ) : null}

      {me && !isAuthor ? shield.dialogs : null}

      {me && !isAuthor ? (
        <ReportDialog
          type="post"
          id={post.id}
          author={post.author}
          open={dialog === 'report'}
          onOpenChange={(open) => setDialog(open ? 'report' : null)}
          // A reported post is hidden from its reporter (decision 015).
          onReported={onDeleted}
        />
      ) : null}
    </>
  )
}
