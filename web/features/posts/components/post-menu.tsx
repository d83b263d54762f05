import { postScreenTexts } from '@common/post-texts'
import { LazyMenu } from '@web/components/lazy-menu'
import { Button } from '@web/components/ui/button'
import { Ellipsis } from 'lucide-react'
import { type ComponentProps, lazy } from 'react'
import type { PostMenuProps } from './post-menu-dropdown'

const loadDropdown = () => import('./post-menu-dropdown')
const PostMenuDropdown = lazy(loadDropdown)

function MenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={postScreenTexts.options}
      aria-haspopup="menu"
      className="-mr-1.5"
      {...props}
    >
      <Ellipsis aria-hidden />
    </Button>
  )
}

/** The post's options button; the first press loads the real menu and opens it. */
export function PostMenu(props: PostMenuProps) {
  return (
    <LazyMenu load={loadDropdown} button={(events) => <MenuButton {...events} />}>
      <PostMenuDropdown {...props} />
    </LazyMenu>
  )
}
