/** The text with its own LIKE wildcards (and the escape character) taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** %term% for ILIKE, with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** term% for LIKE, with the term's own wildcards taken literally. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}
