import { uiTexts } from '@web/lib/ui-texts'
import { ArrowLeft } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from './ui/button'

type BackButtonProps = {
  /** Where to go when there is no earlier in-app page to return to. */
  fallback: string
  /** Go to `fallback` even when history exists (screens whose spec fixes the target). */
  alwaysFallback?: boolean
}

/** Returns one step back in the app's history, else to the fallback screen. */
export function BackButton({ fallback, alwaysFallback = false }: BackButtonProps) {
  const navigate = useNavigate()
  const goBack = () => {
    // React Router numbers history entries it created; idx 0 means we arrived from outside.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (!alwaysFallback && historyIndex > 0) navigate(-1)
    else navigate(fallback)
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      className="-ml-2"
      aria-label={uiTexts.back}
      onClick={goBack}
    >
      <ArrowLeft aria-hidden />
    </Button>
  )
}
