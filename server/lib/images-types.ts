/** An image as stored on a post: where it lives and how big it is. */
export type StoredImage = {
  key: string
  url: string
  width: number
  height: number
  alt: string
}
