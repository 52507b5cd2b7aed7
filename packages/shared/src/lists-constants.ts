// What the admin lists share without zod: sort values ('price', '-price'), and the limits and wording of
// bulk actions, used by the API and the screens.

/** 'name' | '-name' | ... for the given columns. */
export type SortValue<K extends string> = K | `-${K}`;

/** The sort values of `keys`, ascending then descending: ['name', '-name', 'price', '-price']. */
export function sortValues<K extends string>(keys: readonly K[]): SortValue<K>[] {
  return keys.flatMap((key) => [key, `-${key}` as const]);
}

/** Splits a sort value into its column and direction. */
export function parseSort<K extends string>(sort: SortValue<K>): { key: K; desc: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1) as K, desc: true } : { key: sort as K, desc: false };
}

/** Rows one bulk request may name. */
export const MAX_BULK_IDS = 100;

export const BULK_MESSAGES = {
  summary: (done: number, refused: number) => (refused === 0 ? `${done} done` : `${done} done, ${refused} refused`),
  selected: (n: number) => `${n} selected`,
  failed: 'The bulk action failed; nothing was changed',
} as const;
