import { type Column, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'

/*
 * A member's shields (issue 31) as SQL over the viewer's own rows: blocks, both ways, and mutes.
 * Each is a subquery of member ids that PostgreSQL runs once per statement (a hashed subplan),
 * so a list reads the viewer's blocks and mutes once, not once per row. visibility.ts applies
 * them in the same fragments as the other hiding rules; the aliases (`bl`, `mu`) keep clear of
 * the names those rules use.
 */

type ViewerId = string | Placeholder | SQL

const blockedSelect = (viewerId: ViewerId) =>
  sql`select bl.blocked_id from blocks bl where bl.blocker_id = ${viewerId}
    union all select bl.blocker_id from blocks bl where bl.blocked_id = ${viewerId}`

const mutedNow = sql`(mu.expires_at is null or mu.expires_at > now())`

const mutedContentSelect = (viewerId: ViewerId) =>
  sql`select mu.muted_id from mutes mu where mu.muter_id = ${viewerId} and not mu.notifications_only and ${mutedNow}`

/** Members on the other side of a block with the viewer: blocked by them, or blocking them. */
export const blockedEitherWay = (viewerId: ViewerId) => sql`(${blockedSelect(viewerId)})`

/** Members whose posts and comments the viewer muted (a notifications-only mute keeps them). */
export const mutedContent = (viewerId: ViewerId) => sql`(${mutedContentSelect(viewerId)})`

/**
 * Both as one set (blocked either way, or muted): one hashed subplan per statement, where two
 * conditions would also make the planner guess twice as few rows pass and leave an index walk.
 */
export const blockedOrMuted = (viewerId: ViewerId) =>
  sql`(${blockedSelect(viewerId)} union all ${mutedContentSelect(viewerId)})`

/** Members whose notifications the viewer muted: every mute in force. */
export const mutedNotifications = (viewerId: ViewerId) =>
  sql`(select mu.muted_id from mutes mu where mu.muter_id = ${viewerId} and ${mutedNow})`

/** Whether a block stands between two members, either way, as a boolean expression. */
export const blockBetween = (a: ViewerId | Column, b: ViewerId | Column) =>
  sql`exists (select 1 from blocks bl where (bl.blocker_id = ${a} and bl.blocked_id = ${b}) or (bl.blocker_id = ${b} and bl.blocked_id = ${a}))`

/** Whether a block stands between two members, either way. */
export async function isBlockedBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ blocked: boolean }>(
    sql`select ${blockBetween(a, b)} as blocked`,
  )
  return result.rows[0]?.blocked === true
}

/*
 * Muted words and tags (issue 31): whole words, any case, in the contexts the member chose. A
 * phrase is matched between non-word characters (or the text's ends), so "go" does not hide
 * "good" and "#launch" hides the tag; its regex characters are escaped first (muted_words.pattern,
 * kept by PostgreSQL: every character but letters, digits, spaces and _ behind a backslash).
 */
export type MutedWordContext = 'feeds' | 'threads' | 'notifications' | 'search'

const NOT_WORD = '[^[:alnum:]_]'
const mutedWordsOf = (viewerId: ViewerId, context: MutedWordContext, action: 'hide' | 'warn') =>
  sql`muted_words mw where mw.user_id = ${viewerId} and mw.action = '${sql.raw(action)}'
    and '${sql.raw(context)}' = any(mw.contexts) and (mw.expires_at is null or mw.expires_at > now())`
/** Words muted in any of these contexts, hidden or collapsed alike. */
const anyMutedWordsOf = (viewerId: ViewerId, contexts: readonly MutedWordContext[]) =>
  sql`muted_words mw where mw.user_id = ${viewerId}
    and mw.contexts && '{${sql.raw(contexts.join(','))}}'::text[] and (mw.expires_at is null or mw.expires_at > now())`
const patternOf = (words: SQL) =>
  sql`(select '(^|${sql.raw(NOT_WORD)})(' || string_agg(mw.pattern, '|') || ')($|${sql.raw(NOT_WORD)})' from ${words})`

/**
 * A muted text: its column, and for posts their stored full-text vector (english, decision 033),
 * which answers most rows without the regex.
 */
export type MutedText = { text: Column | SQL; vector?: Column | SQL }

/*
 * PostgreSQL's regex engine runs an alternation of a member's 100 words at about 10-20 µs a row,
 * a millisecond on a feed page. A text that holds a phrase whole also holds the phrase's lexemes
 * in its search vector, and `vector @@ lexemes` costs a binary search per word; so a row whose
 * vector has none of them cannot match and skips the regex. Two exceptions fall back to it:
 * - a phrase with no lexeme (a stop word such as "the", an emoji, punctuation): the whole
 *   statement uses the regex (`lexemesOf` is null);
 * - a text where the parser keeps a word inside a longer token that the regex's boundaries split
 *   ("pricing.io", a URL or path, an email, "<pricing>"): a mark, dot, slash, at or ampersand
 *   followed by a letter sends the row to the regex. Sentences ("Shipped it. Next") do not.
 */
const lexemesOf = (words: SQL) =>
  sql`(select case when bool_and(numnode(mw.lexemes) > 0)
    then string_agg('(' || mw.lexemes::text || ')', ' | ')::tsquery end from ${words})`
const splitByParser = sql`'[./@<&][^[:space:]]'`
/** True when the vector proves the text holds none of the words (never true without a vector). */
const surelyNone = (muted: MutedText, words: SQL) =>
  muted.vector
    ? sql`(coalesce(not (${muted.vector} @@ ${lexemesOf(words)}), false) and ${muted.text} !~ ${splitByParser})`
    : sql`false`

const notMatching = (muted: MutedText, words: SQL) =>
  sql`((${surelyNone(muted, words)} or ${muted.text} !~* ${patternOf(words)}) is not false)`

/**
 * The text column does not hold a word the viewer hides in this context (true when they hide
 * none: the pattern is null): one pattern of all their words, built once per statement. Written
 * `is not false` rather than `coalesce(..., true)`: the planner reads a negated regex match as
 * passing nearly every row, where a coalesce was a coin toss that halved the rows it expected a
 * walk to keep, and could tip a walk of an index in order (search's newest posts) into a scan.
 */
export function withoutMutedWords(viewerId: ViewerId, context: MutedWordContext, muted: MutedText) {
  return notMatching(muted, mutedWordsOf(viewerId, context, 'hide'))
}

/**
 * For an email, which cannot collapse anything: the text holds no word the viewer muted in any
 * of these contexts, whether they chose to hide it or to collapse it.
 */
export function withoutAnyMutedWords(
  viewerId: ViewerId,
  contexts: readonly MutedWordContext[],
  muted: MutedText,
) {
  return notMatching(muted, anyMutedWordsOf(viewerId, contexts))
}

/**
 * The word the viewer chose to collapse (not hide) that the text holds, or null: the one pattern
 * of all those words (built once per statement) says which part of the text matched, and that is
 * looked up among the words to answer the phrase as the member wrote it. A pattern per word per
 * row recompiled every word on every matching row once a member collapsed more than 32
 * (PostgreSQL keeps about 32 compiled regexes per connection): 5 ms for one row at 33 words.
 */
export function collapsingMutedWord(
  viewerId: ViewerId,
  context: MutedWordContext,
  muted: MutedText,
) {
  const words = mutedWordsOf(viewerId, context, 'warn')
  // `offset 0` keeps the match a subquery of its own: inlined, it ran once per word looked up.
  return sql<
    string | null
  >`case when not ${surelyNone(muted, words)} then (select case when found.word is not null then coalesce(
      (select mw.phrase from ${words} and lower(mw.phrase) = lower(found.word) limit 1), found.word) end
    from (select (regexp_match(${muted.text}, ${patternOf(words)}, 'i'))[2] as word offset 0) found) end`
}
