/**
 * Pure helpers of the full-text search: turning what a visitor typed into safe index queries,
 * and ranking the candidates the index returns. Shared by both dialects.
 */

/** Words beyond this are ignored: they would only narrow an already precise query. */
export const MAX_SEARCH_TOKENS = 8;

/**
 * The words of a query, lowercased: runs of letters, digits and combining marks. Everything
 * else (quotes, operators, punctuation, symbols) separates words, so no index syntax can get
 * through, and a query without any word (marks alone are none) yields no tokens: an empty
 * result, not an error.
 */
export function searchTokens(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .slice(0, MAX_SEARCH_TOKENS);
}

/** An FTS5 MATCH expression: every token a quoted prefix term, all required (implicit AND). */
export function fts5PrefixQuery(tokens: string[]): string {
  return tokens.map((token) => `"${token}"*`).join(' ');
}

/** A PostgreSQL to_tsquery() argument: every token a prefix term, all required. */
export function tsPrefixQuery(tokens: string[]): string {
  return tokens.map((token) => `${token}:*`).join(' & ');
}

/** Lowercase words without diacritics, single-spaced: the form names are compared in. */
export function foldForComparison(text: string): string {
  return searchTokens(text.normalize('NFD').replace(/\p{M}/gu, '')).join(' ');
}

export interface SearchCandidate {
  id: number;
  /** The names the query may match (name, original name …); null ones are ignored. */
  names: Array<string | null>;
  /** Higher first among equally good matches: popularity, or recency for news. */
  weight: number;
}

/**
 * Orders candidates by how well a name matches the query — exact match, then name starting
 * with the query, then any other match — then by weight (desc), then id; returns the best ids.
 */
export function rankCandidates(
  candidates: SearchCandidate[],
  query: string,
  limit: number,
): number[] {
  const wanted = foldForComparison(query);
  const tier = (candidate: SearchCandidate) => {
    const names = candidate.names.flatMap((name) => (name ? [foldForComparison(name)] : []));
    if (names.some((name) => name === wanted)) return 0;
    if (names.some((name) => name.startsWith(wanted))) return 1;
    return 2;
  };
  return candidates
    .map((candidate) => ({ candidate, tier: tier(candidate) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.candidate.weight - a.candidate.weight ||
        a.candidate.id - b.candidate.id,
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate.id);
}
