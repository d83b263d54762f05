import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { profiles } from './profiles'
import { tsquery } from './tsvector'

type MutedWordContext = 'feeds' | 'threads' | 'notifications' | 'search'

/**
 * A member's shield against another (issue 31). Private: only the blocker reads their own rows.
 * While one stands, neither side sees the other's content in lists, and the blocked side's
 * writes toward the blocker are refused (server/policy/shield.ts).
 */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockerId: text('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blocks_pair_key').on(t.blockerId, t.blockedId),
    // The other way: who blocked the viewer, read with every list the viewer asks for.
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_no_self_block', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
)

/** The muter no longer sees the muted member's posts, comments or notifications; not told. */
export const mutes = pgTable(
  'mutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    muterId: text('muter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Only notifications go; posts and comments stay. */
    notificationsOnly: boolean('notifications_only').notNull().default(false),
    /** Null: until undone. An expired row is ignored by every rule and replaced on the next mute. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mutes_pair_key').on(t.muterId, t.mutedId),
    check('mutes_no_self_mute', sql`${t.muterId} <> ${t.mutedId}`),
  ],
)

/** Words, phrases and #tags a member does not want to read, in chosen contexts. */
export const mutedWords = pgTable(
  'muted_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    contexts: text('contexts').array().$type<MutedWordContext[]>().notNull(),
    action: text('action', { enum: ['hide', 'warn'] })
      .notNull()
      .default('hide'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * Kept by PostgreSQL so a list builds a member's patterns from stored values, not from 100
     * function calls per statement (server/policy/shield.ts): the phrase with every character but
     * letters, digits, spaces and _ escaped for a regex, and its english lexemes (empty for a stop
     * word or an emoji).
     */
    pattern: text('pattern')
      .notNull()
      // repeat(chr(92), 3) || '1' is the replacement \\\1 (a backslash, then the character it
      // escapes), spelled without backslashes, which a tagged template would have to escape.
      .generatedAlwaysAs(
        sql`regexp_replace(phrase, '([^[:alnum:][:space:]_])', repeat(chr(92), 3) || '1', 'g')`,
      ),
    lexemes: tsquery('lexemes')
      .notNull()
      .generatedAlwaysAs(sql`plainto_tsquery('english'::regconfig, phrase)`),
  },
  (t) => [
    uniqueIndex('muted_words_phrase_key').on(t.userId, sql`lower(${t.phrase})`),
    check('muted_words_phrase_length', sql`char_length(${t.phrase}) between 1 and 100`),
  ],
)
