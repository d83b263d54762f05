import { scrollBehavior } from '@web/lib/motion'
import { useEffect } from 'react'
import { openShortcutSheet } from './shortcut-sheet-store'

/** Keys typed into a field belong to the field. */
function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target.closest('input, textarea, select') !== null
}

/** An open dialog or menu owns the keyboard (its own keys, Escape, typeahead). */
function isOverlayOpen() {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
}

/** Post cards in the list on screen, in reading order (PostCard marks them in lists only). */
function postCards() {
  return [...document.querySelectorAll<HTMLElement>('main [data-post-card]')]
}

function focusedCard(cards: HTMLElement[]) {
  return cards.find((card) => card.contains(document.activeElement))
}

/** The first card still showing below the sticky top bar: where j/k start from. */
function firstVisibleCard(cards: HTMLElement[]) {
  const topBarBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
  return cards.find((card) => card.getBoundingClientRect().bottom > topBarBottom) ?? cards[0]
}

function moveFocus(step: 1 | -1) {
  const cards = postCards()
  if (cards.length === 0) return false
  const current = focusedCard(cards)
  const target = current
    ? cards[Math.min(Math.max(cards.indexOf(current) + step, 0), cards.length - 1)]
    : firstVisibleCard(cards)
  if (!target) return false
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'start', behavior: scrollBehavior() })
  return true
}

/** Presses one of the focused card's own controls, so the key does exactly what a click does. */
function pressInFocusedCard(selector: string) {
  const card = focusedCard(postCards())
  const control = card?.querySelector<HTMLElement>(selector)
  if (!control) return false
  control.click()
  return true
}

/**
 * j/k move focus through the posts of the list on screen, l likes or unlikes the focused
 * post, Enter opens it, ? opens the shortcut sheet. Modifier keys, fields and open dialogs
 * keep their keys.
 */
export function usePostListShortcuts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      if (event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target) || isOverlayOpen()) return
      let handled = false
      if (event.key === '?') {
        openShortcutSheet()
        handled = true
      } else if (event.key === 'j') handled = moveFocus(1)
      else if (event.key === 'k') handled = moveFocus(-1)
      else if (event.key === 'l') handled = pressInFocusedCard('[data-post-action="like"]')
      else if (event.key === 'Enter' && document.activeElement?.matches('[data-post-card]')) {
        // A click on the card itself opens the post, as a tap on its body does.
        ;(document.activeElement as HTMLElement).click()
        handled = true
      }
      if (handled) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
