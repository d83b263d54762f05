import type { Post } from '@common/posts'
import type { ReplyRule } from '@common/safety'
import { ApiError } from '@web/lib/api'
import { uiTexts } from '@web/lib/ui-texts'

export type NewPost = {
  content: string
  images: { file: File; alt: string }[]
  /** A project update goes to its project's endpoint with its own fields (milestone). */
  target?: PostTarget
  /** Who may comment (issue 31); the server's default, everyone, when absent. */
  replyRule?: ReplyRule
}
export type PostTarget = { url: string; fields: Record<string, string> }

function errorFrom(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: string; message?: string } }
    if (body.error?.message) {
      return new ApiError(xhr.status, body.error.code ?? `http_${xhr.status}`, body.error.message)
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to the status line.
  }
  return new ApiError(xhr.status, `http_${xhr.status}`, xhr.statusText)
}

/**
 * POST /api/posts as multipart. XMLHttpRequest rather than fetch because only it reports
 * upload progress; `onProgress` gets 0..1.
 */
export function uploadPost(post: NewPost, onProgress: (fraction: number) => void): Promise<Post> {
  const form = new FormData()
  form.append('content', post.content)
  if (post.replyRule) form.append('replyRule', post.replyRule)
  for (const [name, value] of Object.entries(post.target?.fields ?? {})) form.append(name, value)
  // Text fields first: the server reads parts in order.
  for (const image of post.images) form.append('alt', image.alt)
  for (const image of post.images) form.append('images', image.file, image.file.name)

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', post.target?.url ?? '/api/posts')
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as Post)
      else reject(errorFrom(xhr))
    }
    xhr.onerror = () => reject(new ApiError(0, 'network', uiTexts.unreachable))
    xhr.send(form)
  })
}
