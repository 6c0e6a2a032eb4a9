/**
 * LIKE and ILIKE patterns from what someone typed: their own %, _ and \ are characters to find, not
 * wildcards (PostgreSQL's default escape character is \). Every search box goes through these.
 */

/** The typed text with its wildcards escaped, to put inside a pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** `%text%`: the typed text anywhere. */
export function containsPattern(text: string): string {
  return `%${likeEscape(text)}%`;
}

const UUID_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

/**
 * The uuids whose text starts with `prefix` (any case), as an inclusive range: `id between from and
 * to` walks the primary key where `id::text ilike 'prefix%'` reads every row. Null when no uuid's
 * text can start so (a character that is not hex, a dash out of place, too long).
 */
export function uuidPrefixRange(prefix: string): { from: string; to: string } | null {
  const typed = prefix.toLowerCase();
  if (typed.length === 0 || typed.length > UUID_SHAPE.length) return null;
  for (let i = 0; i < typed.length; i++) {
    const ch = typed[i]!;
    if (UUID_SHAPE[i] === '-' ? ch !== '-' : !/[0-9a-f]/.test(ch)) return null;
  }
  const fill = (digit: string) => typed + UUID_SHAPE.slice(typed.length).replace(/x/g, digit);
  return { from: fill('0'), to: fill('f') };
}
