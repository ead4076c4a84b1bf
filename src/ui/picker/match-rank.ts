/**
 * The order of a picker's matches: a reader who types "United St" means the United States, so options whose name
 * starts with what was typed come before those where a later word does, which come before any other match; among
 * equals, the shorter common name ("United States", 2 words) before the longer ("United States Minor Outlying
 * Islands", 5), then the alphabetical order the list already has.
 */

/** Compares the way the picker filters: by base letters, whatever the case and accents. */
export type StartsWith = (text: string, prefix: string) => boolean;

/** Lower is better. */
const Tier = { Exact: 0, NamePrefix: 1, WordPrefix: 2, Elsewhere: 3 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

interface Rank {
  tier: Tier;
  words: number;
}

const wordsOf = (name: string) => name.split(/[\s\-()/,.]+/).filter(Boolean);

function rankOf(names: readonly string[], typed: string, startsWith: StartsWith): Rank {
  let best: Rank = { tier: Tier.Elsewhere, words: Number.POSITIVE_INFINITY };
  for (const name of names) {
    const words = wordsOf(name);
    const tier = startsWith(name, typed)
      ? startsWith(typed, name)
        ? Tier.Exact
        : Tier.NamePrefix
      : words.some((_, index) => startsWith(words.slice(index).join(' '), typed))
        ? Tier.WordPrefix
        : Tier.Elsewhere;
    if (tier < best.tier || (tier === best.tier && words.length < best.words)) best = { tier, words: words.length };
  }
  return best;
}

/** `options` (already in alphabetical order) reordered for what was typed; unchanged when nothing was. */
export function rankMatches<O extends { searchNames: readonly string[] }>(
  options: readonly O[],
  typed: string,
  startsWith: StartsWith,
): readonly O[] {
  const query = typed.trim();
  if (query === '') return options;
  const ranks = new Map(options.map((option) => [option, rankOf(option.searchNames, query, startsWith)]));
  // Array sort is stable: equal ranks keep the alphabetical order.
  return [...options].sort((a, b) => {
    const left = ranks.get(a) as Rank;
    const right = ranks.get(b) as Rank;
    return left.tier - right.tier || left.words - right.words;
  });
}
