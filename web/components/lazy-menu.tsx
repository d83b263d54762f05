import { type ComponentProps, type ReactNode, Suspense, useState } from 'react'

type ButtonProps = Pick<
  ComponentProps<'button'>,
  'onPointerEnter' | 'onFocus' | 'onClick' | 'aria-busy'
>

/**
 * An options button whose menu, dialogs and positioning library load on first use, not with
 * every list it sits in: pointing at or focusing the button starts the download, the first press
 * shows `children` (the real menu, from a `lazy()` import of `load`), which opens at once.
 */
export function LazyMenu({
  load,
  button,
  children,
}: {
  load: () => Promise<unknown>
  button: (props: ButtonProps) => ReactNode
  children: ReactNode
}) {
  const [isWanted, setIsWanted] = useState(false)
  if (!isWanted) {
    return button({
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => setIsWanted(true),
    })
  }
  return <Suspense fallback={button({ 'aria-busy': true })}>{children}</Suspense>
}
