import { postScreenTexts } from '@common/post-texts'
import { Button } from '@web/components/ui/button'
import { Ellipsis } from 'lucide-react'
import { type ComponentProps, lazy, Suspense, useState } from 'react'
import type { PostMenuProps } from './post-menu-dropdown'

// The menu, its dialogs and their positioning library load on first use, not with every list of
// posts.
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
  const [isWanted, setIsWanted] = useState(false)
  if (!isWanted) {
    return (
      <MenuButton
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setIsWanted(true)}
      />
    )
  }
  return (
    <Suspense fallback={<MenuButton aria-busy />}>
      <PostMenuDropdown {...props} />
    </Suspense>
  )
}
