// Limits and wording of the admin lists' bulk actions, shared by the API and the screens.

/** Rows one bulk request may name. */
export const MAX_BULK_IDS = 100;

export const BULK_MESSAGES = {
  summary: (done: number, refused: number) => (refused === 0 ? `${done} done` : `${done} done, ${refused} refused`),
  selected: (n: number) => `${n} selected`,
  failed: 'The bulk action failed; nothing was changed',
} as const;
