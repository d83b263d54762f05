import { postScreenTexts } from '@common/post-texts'
import { ImagePlus } from 'lucide-react'

/** The drop zone shown over the composer while files are dragged over it. */
export function ImageDropOverlay() {
  return (
    <div
      data-testid="image-drop-zone"
      className="pointer-events-none absolute -inset-2 z-30 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-primary border-dashed bg-card/90 font-medium text-primary"
    >
      <ImagePlus className="size-8" aria-hidden />
      {postScreenTexts.dropImages}
    </div>
  )
}
