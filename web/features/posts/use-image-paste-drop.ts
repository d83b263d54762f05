import { useRef, useState } from 'react'

const carriesFiles = (transfer: DataTransfer) => Array.from(transfer.types).includes('Files')

/**
 * Pasted and dropped images go where picked ones go (`onFiles`: the same checks and messages).
 * A paste of text pastes as text: office apps put a picture of the copied text beside it.
 * `isDragging` drives the drop zone; a counter keeps it on while the pointer crosses children.
 */
export function useImagePasteDrop(onFiles: (files: File[]) => void, isEnabled: boolean) {
  const [isDragging, setIsDragging] = useState(false)
  const depth = useRef(0)

  const handlers = {
    onPaste: (event: React.ClipboardEvent) => {
      const files = Array.from(event.clipboardData.files)
      if (files.length === 0 || event.clipboardData.getData('text/plain') !== '') return
      event.preventDefault()
      if (isEnabled) onFiles(files)
    },
    onDragEnter: (event: React.DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return
      event.preventDefault()
      depth.current += 1
      setIsDragging(true)
    },
    onDragOver: (event: React.DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = isEnabled ? 'copy' : 'none'
    },
    onDragLeave: (event: React.DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setIsDragging(false)
    },
    onDrop: (event: React.DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return
      // Always: the browser's own drop would open the file in place of the composer.
      event.preventDefault()
      depth.current = 0
      setIsDragging(false)
      if (isEnabled) onFiles(Array.from(event.dataTransfer.files))
    },
  }
  return { isDragging, handlers }
}
