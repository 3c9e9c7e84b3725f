/**
 * How many cards /products' skeleton draws while its list loads: as many as the list held when
 * this server last loaded it (a catalogue changes far more slowly than shoppers browse), capped
 * by the page size. Until this server has loaded it once, two rows of the wide grid.
 */
const COUNT_BEFORE_FIRST_LOAD = 8;

let lastListedCount: number | null = null;

export function expectedListedCount(pageSize: number): number {
  return Math.min(lastListedCount ?? COUNT_BEFORE_FIRST_LOAD, pageSize);
}

/** Called with each list loaded, so the next skeleton matches it. */
export function rememberListedCount(count: number): void {
  lastListedCount = count;
}
