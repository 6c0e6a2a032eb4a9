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
