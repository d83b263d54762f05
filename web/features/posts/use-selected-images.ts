import { postTexts } from '@common/post-texts'
import { limits } from '@common/texts'
import { toast } from '@web/lib/toast'
import { useEffect, useRef, useState } from 'react'

export type SelectedImage = {
  id: string
  file: File
  previewUrl: string
  alt: string
  /** The decoded size, for a preview at the image's own shape; null if the browser cannot read it. */
  width: number | null
  height: number | null
}

/** The image's size as the browser shows it (EXIF rotation applied), before it is listed. */
async function readSize(previewUrl: string): Promise<{ width: number; height: number } | null> {
  const image = new Image()
  image.src = previewUrl
  try {
    await image.decode()
    return { width: image.naturalWidth, height: image.naturalHeight }
  } catch {
    return null
  }
}

/**
 * The composer's chosen images with their previews and alt texts, from the picker, a paste or a
 * drop alike. Checks the spec's rules as files are added (the server checks again) and frees
 * preview URLs it no longer needs.
 */
export function useSelectedImages() {
  const [images, setImages] = useState<SelectedImage[]>([])
  const imagesRef = useRef(images)
  imagesRef.current = images
  // Files still being measured hold their place, so two quick adds cannot pass the limit (read
  // at once, hence a ref), and the form waits for them: posting meanwhile would send the post
  // without them (rendered, hence the state beside it).
  const pendingCount = useRef(0)
  const [isAdding, setIsAdding] = useState(false)
  const countPending = (change: number) => {
    pendingCount.current += change
    setIsAdding(pendingCount.current > 0)
  }
  const isUnmounted = useRef(false)

  useEffect(() => {
    isUnmounted.current = false
    return () => {
      isUnmounted.current = true
      for (const image of imagesRef.current) URL.revokeObjectURL(image.previewUrl)
    }
  }, [])

  const add = (files: File[]) => {
    const imageFiles = files.filter((file) => file.type.startsWith('image/'))
    if (imageFiles.length < files.length) toast.error(postTexts.onlyImages)
    const smallEnough = imageFiles.filter((file) => file.size <= limits.imageBytesMax)
    if (smallEnough.length < imageFiles.length) toast.error(postTexts.fileTooLarge)
    const room = limits.imagesPerPost - imagesRef.current.length - pendingCount.current
    if (smallEnough.length > room) toast.error(postTexts.tooManyImages)
    const accepted = smallEnough.slice(0, Math.max(0, room))
    if (accepted.length === 0) return
    countPending(accepted.length)
    void Promise.all(
      accepted.map(async (file) => {
        const previewUrl = URL.createObjectURL(file)
        const size = await readSize(previewUrl)
        return {
          id: crypto.randomUUID(),
          file,
          previewUrl,
          alt: '',
          width: size?.width ?? null,
          height: size?.height ?? null,
        }
      }),
    ).then((added) => {
      countPending(-added.length)
      if (isUnmounted.current) {
        for (const image of added) URL.revokeObjectURL(image.previewUrl)
        return
      }
      setImages((current) => [...current, ...added])
    })
  }

  const remove = (id: string) => {
    const image = imagesRef.current.find((candidate) => candidate.id === id)
    if (image) URL.revokeObjectURL(image.previewUrl)
    setImages((current) => current.filter((candidate) => candidate.id !== id))
  }

  const setAlt = (id: string, alt: string) =>
    setImages((current) => current.map((image) => (image.id === id ? { ...image, alt } : image)))

  return {
    images,
    add,
    remove,
    setAlt,
    isFull: images.length >= limits.imagesPerPost,
    /** Images picked but still being read: not in `images` yet, so nothing may be sent. */
    isAdding,
  }
}
