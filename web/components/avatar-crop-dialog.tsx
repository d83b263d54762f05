import { avatarRules } from '@common/profiles'
import { settingsTexts } from '@common/settings-texts'
import { Button } from '@web/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog'
import { Label } from '@web/components/ui/label'
import { Spinner } from '@web/components/ui/spinner'
import { toast } from '@web/lib/toast'
import { uiTexts } from '@web/lib/ui-texts'
import { ZoomIn, ZoomOut } from 'lucide-react'
import { useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { cropToJpeg } from './crop-image'

type AvatarCropDialogProps = {
  /** An object URL of the chosen file; null keeps the dialog closed. */
  imageUrl: string | null
  isSaving: boolean
  onCancel: () => void
  onCropped: (image: Blob) => void
}

/** A round crop of the chosen picture: drag to move, slider or mouse wheel to zoom. */
export function AvatarCropDialog({
  imageUrl,
  isSaving,
  onCancel,
  onCropped,
}: AvatarCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState<number>(avatarRules.zoomMin)
  const [area, setArea] = useState<Area | null>(null)
  const [isCropping, setIsCropping] = useState(false)

  const save = async () => {
    if (!imageUrl || !area) return
    setIsCropping(true)
    try {
      onCropped(await cropToJpeg(imageUrl, area))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : settingsTexts.cropFailed)
    } finally {
      setIsCropping(false)
    }
  }

  const isBusy = isSaving || isCropping
  return (
    <Dialog open={imageUrl !== null} onOpenChange={(open) => !open && !isBusy && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{settingsTexts.cropTitle}</DialogTitle>
          <DialogDescription>{settingsTexts.cropHint}</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-muted">
          {imageUrl ? (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              minZoom={avatarRules.zoomMin}
              maxZoom={avatarRules.zoomMax}
              aspect={avatarRules.cropAspect}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="avatar-zoom">{settingsTexts.zoom}</Label>
          <div className="flex items-center gap-3">
            <ZoomOut className="size-4 text-muted-foreground" aria-hidden />
            <input
              id="avatar-zoom"
              type="range"
              min={avatarRules.zoomMin}
              max={avatarRules.zoomMax}
              step={avatarRules.zoomStep}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="h-2 flex-1 cursor-pointer accent-primary"
            />
            <ZoomIn className="size-4 text-muted-foreground" aria-hidden />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isBusy}>
            {uiTexts.cancel}
          </Button>
          <Button onClick={save} disabled={isBusy || !area}>
            {isBusy ? <Spinner /> : null}
            {settingsTexts.savePhoto}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
