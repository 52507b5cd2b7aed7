// An edit form filled from a version of a product, pod, user or setting that has changed since (the
// server's 409 names `version`): the form offers to reload the latest version, keeping what the admin
// changed on top of it, so nothing typed is lost and nothing newer is overwritten unseen.
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** True for the 409 of a write filled from an old version. */
export function isStaleWrite(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.path === 'version');
}

export interface StaleReload<Item> {
  /** The version the form is filled from now: the one opened, or the one reloaded since. */
  base: Item | null;
  /** The stale save's message while the admin has not reloaded yet. */
  staleMessage: string | null;
  /** Call with a failed save's error: true (and the form shows the offer) when it was a stale one. */
  caught(error: unknown): boolean;
  reload(): Promise<void>;
  reloading: boolean;
}

export function useStaleReload<Item extends { _id: string; version: number }, Values extends FieldValues>(options: {
  item: Item | null;
  form: UseFormReturn<Values>;
  load(id: string): Promise<Item>;
  defaults(item: Item): Values;
  /** What else the form holds beside its fields (the images kept), moved onto the latest version. */
  onRebased?(latest: Item, previous: Item): void;
}): StaleReload<Item> {
  const [base, setBase] = useState(options.item);
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  // Read while rendering, so react-hook-form tracks which fields the admin changed (a proxy subscription).
  void options.form.formState.dirtyFields;
  return {
    base,
    staleMessage,
    reloading,
    caught(error) {
      if (!isStaleWrite(error)) return false;
      setStaleMessage((error as ApiError).message);
      return true;
    },
    async reload() {
      if (!base) return;
      setReloading(true);
      try {
        const latest = await options.load(base._id);
        // The latest values in every field the admin has not touched; theirs where they have.
        options.form.reset(options.defaults(latest), { keepDirtyValues: true });
        options.onRebased?.(latest, base);
        setBase(latest);
        setStaleMessage(null);
      } finally {
        setReloading(false);
      }
    },
  };
}

/** The images an edit keeps, moved onto the latest version: its images but those the admin removed. */
export function keptImages(latest: string[], previous: string[], kept: string[]): string[] {
  const removed = new Set(previous.filter((image) => !kept.includes(image)));
  return latest.filter((image) => !removed.has(image));
}
