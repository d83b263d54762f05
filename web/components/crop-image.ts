import { avatarRules } from '@common/profiles'
import { settingsTexts } from '@common/settings-texts'
import type { Area } from 'react-easy-crop'

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(settingsTexts.imageUnreadable))
    image.src = src
  })
}

/** The chosen square of the image as a JPEG no larger than the server keeps anyway. */
export async function cropToJpeg(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src)
  const size = Math.max(1, Math.min(Math.round(area.width), avatarRules.sizeMax))
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error(settingsTexts.cropFailed)
  // JPEG has no transparency: a transparent PNG gets a white background instead of black.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size, size)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(settingsTexts.cropFailed))),
      'image/jpeg',
      0.9,
    ),
  )
}
