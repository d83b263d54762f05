import { postTexts } from '@common/post-texts'
import { limits } from '@common/texts'
import { toast } from '@web/lib/toast'
import { useEffect, useRef, useState } from 'react'

export type SelectedImage = { id: string; file: File; previewUrl: string; alt: string }

/**
 * The composer's chosen images with their previews and alt texts. Checks the spec's rules as
 * files are added (the server checks again) and frees preview URLs it no longer needs.
 */
export function useSelectedImages() {
  const [images, setImages] = useState<SelectedImage[]>([])
  const imagesRef = useRef(images)
  imagesRef.current = images

  useEffect(
    () => () => {
      for (const image of imagesRef.current) URL.revokeObjectURL(image.previewUrl)
    },
    [],
  )

  const add = (files: File[]) => {
    const imageFiles = files.filter((file) => file.type.startsWith('image/'))
    if (imageFiles.length < files.length) toast.error(postTexts.onlyImages)
    const smallEnough = imageFiles.filter((file) => file.size <= limits.imageBytesMax)
    if (smallEnough.length < imageFiles.length) toast.error(postTexts.fileTooLarge)
    const room = limits.imagesPerPost - imagesRef.current.length
    if (smallEnough.length > room) toast.error(postTexts.tooManyImages)
    const added = smallEnough.slice(0, Math.max(0, room)).map((file) => ({
      id: crypto.randomUUID(),
      file,
      previewUrl: URL.createObjectURL(file),
      alt: '',
    }))
    if (added.length > 0) setImages((current) => [...current, ...added])
  }

  const remove = (id: string) => {
    const image = imagesRef.current.find((candidate) => candidate.id === id)
    if (image) URL.revokeObjectURL(image.previewUrl)
    setImages((current) => current.filter((candidate) => candidate.id !== id))
  }

  const setAlt = (id: string, alt: string) =>
    setImages((current) => current.map((image) => (image.id === id ? { ...image, alt } : image)))

  return { images, add, remove, setAlt, isFull: images.length >= limits.imagesPerPost }
}
