import type { Comment } from '@common/comments'
import type { Page } from '@common/pagination'
import type { Post } from '@common/posts'
import type { CommentPages, PostPages } from './api'

// Cache shapes for the unit tests of the web app's cache helpers (not loaded by the app).

const author = (id: string) => ({ id, username: id, name: id, avatarUrl: null })

/** A post created `minute` minutes after a fixed start, so ids and times order alike. */
export function post(id: string, minute: number, authorId = 'someone'): Post {
  return {
    id,
    author: author(authorId),
    content: id,
    images: [],
    mentions: { users: [], projects: [] },
    hashtags: [],
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
    editedAt: null,
    likesCount: 0,
    commentsCount: 0,
    likedByMe: false,
    savedByMe: false,
    update: null,
    launch: null,
    replyRule: 'everyone',
  }
}

export function page<T>(items: T[], nextCursor: string | null = null): Page<T> {
  return { items, nextCursor }
}

export function feed(...pages: Page<Post>[]): PostPages {
  return { pages, pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index}`)) }
}

export function comment(id: string, parentId: string | null = null, authorId = 'someone'): Comment {
  return {
    id,
    postId: 'post',
    parentId,
    author: author(authorId),
    content: id,
    deleted: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    editedAt: null,
    likesCount: 0,
    likedByMe: false,
  }
}

export function thread(...pages: Page<Comment>[]): CommentPages {
  return { pages, pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index}`)) }
}

export const idsOf = (data: { pages: Page<{ id: string }>[] } | undefined) =>
  data?.pages.map((item) => item.items.map((entry) => entry.id))
