// Zod-free: usernames are normalised on screens that do not load zod.

const EMOJI_BEFORE_JOINER = /\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?$/u
const EMOJI_BEFORE_SELECTOR = /\p{Extended_Pictographic}$/u
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u

/**
 * Drops the code points that render as nothing (zero-width space, word joiner, soft hyphen,
 * BOM...), so 'Alice\u200bApp' is 'AliceApp'. Zero-width joiners and variation selectors stay
 * only where they build an emoji (👩‍💻, ❤️), which looks different from its parts.
 */
export function stripInvisible(value: string): string {
  return value.replace(/\p{Default_Ignorable_Code_Point}/gu, (char, offset: number) => {
    // Fixed windows around the match: an emoji with its skin tone is at most 4 UTF-16 units.
    const before = value.slice(Math.max(0, offset - 4), offset)
    const after = value.slice(offset + char.length, offset + char.length + 2)
    const isEmojiGlue =
      char === '\u200d'
        ? EMOJI_BEFORE_JOINER.test(before) && EMOJI_AFTER.test(after)
        : (char === '\ufe0f' || char === '\ufe0e') && EMOJI_BEFORE_SELECTOR.test(before)
    return isEmojiGlue ? char : ''
  })
}

/**
 * A name as people see it, for names that must be unique or must not impersonate: NFKC
 * (fullwidth 'Ａ' is 'A', 'ﬁ' is 'fi'), invisible code points dropped, whitespace collapsed.
 */
export function normaliseName(value: string): string {
  return stripInvisible(value.normalize('NFKC')).replace(/\s+/g, ' ').trim()
}
