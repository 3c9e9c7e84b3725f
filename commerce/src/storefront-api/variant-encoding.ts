/**
 * Shopify's encoding of which option value combinations a product has (encodedVariantExistence)
 * or can sell (encodedVariantAvailability), version 1, as hydrogen-react's decodeEncodedVariant
 * reads it: each variant is the list of its option values' positions; the lists form a trie
 * written depth first, `:` going one option deeper, `,` closing a level, ` ` between values
 * and `-` joining a run of consecutive values (so [[0,0],[0,1],[1,0]] is "0:0-1,1:0,").
 */

type Trie = Map<number, Trie>;

/** Sorted positions as runs: [0, 1, 2, 4] is "0-2 4". */
function runs(positions: readonly number[]): string {
  const parts: string[] = [];
  for (let index = 0; index < positions.length;) {
    let end = index;
    while (end + 1 < positions.length && positions[end + 1] === positions[end]! + 1) end += 1;
    parts.push(end > index ? `${positions[index]}-${positions[end]}` : `${positions[index]}`);
    index = end + 1;
  }
  return parts.join(' ');
}

function encodeLevel(trie: Trie, isRoot: boolean): string {
  const positions = [...trie.keys()].sort((a, b) => a - b);
  const isLast = positions.every((position) => trie.get(position)!.size === 0);
  const body = isLast
    ? runs(positions)
    : positions
        .map((position) => `${position}:${encodeLevel(trie.get(position)!, false)}`)
        .join('');
  return isRoot ? body : `${body},`;
}

/** The v1 encoding of option value combinations, each a list of value positions (one per option). */
export function encodeVariantCombinations(combinations: readonly (readonly number[])[]): string {
  const root: Trie = new Map();
  for (const combination of combinations) {
    let node = root;
    for (const position of combination) {
      let child = node.get(position);
      if (!child) node.set(position, (child = new Map()));
      node = child;
    }
  }
  return `v1_${encodeLevel(root, true)}`;
}
