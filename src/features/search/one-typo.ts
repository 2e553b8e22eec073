/**
 * Whether `stem` is the start of `word` but for one typo: a letter missing, one too many, one
 * wrong, or two neighbours swapped ('пскв', 'пцков', 'спков' all start 'псковский'). The classic
 * one-edit check: everything before the first difference agrees, so only the edits there count.
 */
export function startsWithOneTypo(word: string, stem: string): boolean {
  let at = 0;
  while (at < stem.length && at < word.length && stem[at] === word[at]) at++;
  if (at === stem.length) return true;
  const restOfStem = (from: number) => stem.slice(from);
  return (
    // A wrong letter.
    (at < word.length && word.startsWith(restOfStem(at + 1), at + 1)) ||
    // A letter too many in the query.
    word.startsWith(restOfStem(at + 1), at) ||
    // A letter missing from the query.
    (at < word.length && word.startsWith(restOfStem(at), at + 1)) ||
    // Two neighbours swapped.
    (stem[at] === word[at + 1] && stem[at + 1] === word[at] && word.startsWith(restOfStem(at + 2), at + 2))
  );
}
