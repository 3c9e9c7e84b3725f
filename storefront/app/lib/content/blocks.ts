import type { ContentBlock } from './types';

export type BlockOfKind<Kind extends ContentBlock['kind']> = Extract<ContentBlock, { kind: Kind }>;

/** The first block of a kind (a section's picture, a page's cards…). */
export function firstBlock<Kind extends ContentBlock['kind']>(
  blocks: readonly ContentBlock[],
  kind: Kind,
): BlockOfKind<Kind> | undefined {
  return blocks.find((block): block is BlockOfKind<Kind> => block.kind === kind);
}

/**
 * A section's opening text (its blocks up to the first that is not plain text: cards, a picture,
 * small print, a button) and what follows it.
 */
export function splitOpening(
  blocks: readonly ContentBlock[],
): [opening: ContentBlock[], rest: ContentBlock[]] {
  const end = blocks.findIndex((block) => block.kind !== 'element');
  return end === -1 ? [[...blocks], []] : [blocks.slice(0, end), blocks.slice(end)];
}
