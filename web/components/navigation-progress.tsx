import { uiTexts } from '@web/lib/ui-texts'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

// Shown only when loading lasts: a quick navigation does not flash a bar.
const SHOW_AFTER_MS = 150

/**
 * A thin bar at the top while the next screen's data loads (issue 20 §6): before it, the old
 * screen stayed for seconds on a slow network with no sign of progress. Fixed over the page, so
 * nothing moves when it appears; the sweep stops for people who ask for reduced motion.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const loading = navigation.state !== 'idle'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading])
  if (!visible) return null
  return (
    <div
      role="progressbar"
      aria-label={uiTexts.loadingPage}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  )
}
