import { api } from './api'
import { paths } from './paths'

/*
 * What a visitor pressed before being sent to sign up (issue 20 §3): carried in the sign-up URL
 * (`?next=/post/<id>&intent=like:<id>`), then done once the account exists, on their behalf,
 * through the ordinary API, which checks it again like any request (a post hidden or deleted in
 * the meantime answers 404 and nothing happens). Only a same-origin relative path is followed.
 */
export type SignUpIntent =
  | { action: 'like' | 'save' | 'comment'; postId: string }
  | { action: 'follow'; username: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const USERNAME = /^[a-z0-9_]{3,30}$/

function encodeIntent(intent: SignUpIntent): string {
  return intent.action === 'follow'
    ? `follow:${intent.username}`
    : `${intent.action}:${intent.postId}`
}

function decodeIntent(value: string | null): SignUpIntent | null {
  if (!value) return null
  const [action, target, ...rest] = value.split(':')
  if (!target || rest.length > 0) return null
  if ((action === 'like' || action === 'save' || action === 'comment') && UUID.test(target)) {
    return { action, postId: target.toLowerCase() }
  }
  if (action === 'follow' && USERNAME.test(target)) return { action, username: target }
  return null
}

/**
 * A path of this app to come back to, or null: it must start with one slash (not `//host` nor
 * `/\host`, which browsers read as another origin) and stay on this origin once resolved.
 */
export function safeNextPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null
  }
  const base = 'http://app.invalid'
  try {
    const url = new URL(value, base)
    if (url.origin !== base) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    return path.startsWith('/signup') || path.startsWith('/login') ? null : path
  } catch {
    return null
  }
}

/** The sign-up link that brings the visitor back to `from` with `intent` done. */
export function signUpPath(from?: string, intent?: SignUpIntent): string {
  const params = new URLSearchParams()
  const next = safeNextPath(from ?? null)
  if (next) params.set('next', next)
  if (intent) params.set('intent', encodeIntent(intent))
  const query = params.toString()
  return query ? `${paths.signup()}?${query}` : paths.signup()
}

/** Where to go after signing up, and what to do there, from the sign-up URL's query. */
export function readSignUpIntent(search: URLSearchParams) {
  return { next: safeNextPath(search.get('next')), intent: decodeIntent(search.get('intent')) }
}

const segment = encodeURIComponent

/**
 * Does what the visitor pressed. A comment needs words: its intent only brings the member back
 * to the post, where the comment box now is. Resolves where to go next.
 */
export async function completeSignUpIntent(
  intent: SignUpIntent | null,
  next: string | null,
): Promise<string> {
  if (!intent) return next ?? paths.feed()
  switch (intent.action) {
    case 'like':
      await api.put(`/api/posts/${segment(intent.postId)}/like`)
      return next ?? paths.post(intent.postId)
    case 'save':
      await api.put(`/api/posts/${segment(intent.postId)}/save`)
      return next ?? paths.post(intent.postId)
    case 'comment':
      return next ?? paths.post(intent.postId)
    case 'follow':
      await api.put(`/api/users/${segment(intent.username)}/follow`)
      return next ?? paths.profile(intent.username)
  }
}
