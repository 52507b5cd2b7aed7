// Settings as the form edits them: grouped for display, keys made readable, values held as typed
// (numbers as text, so a half-typed "1." survives), turned back into the setting's own type on save,
// and compared with what is stored so only changed settings are sent.
import type { Setting, SettingValue } from '@astroden/shared';
import { z } from '../../lib/zod.ts';

type SubValue = string | number | boolean;
/** What the form holds for one setting (or one sub-key of an object setting). */
export type DraftScalar = string | boolean;
export type DraftValue = DraftScalar | Record<string, DraftScalar>;

/**
 * Payment provider ids and secrets (spec section 3): the API sends them marked `secret`, without their value, to be
 * written only; one that looks like a secret but comes unmarked (its value may be in it) is never shown.
 */
const SECRET_KEY = /secret|password|token|key_?id|api_?key|private_?key/i;
export const isSecretSetting = (key: string) => SECRET_KEY.test(key);
const isHidden = (setting: Setting) => !setting.secret && isSecretSetting(setting.key);

/** "freeShippingThreshold" → "Free Shipping Threshold", "seo_title" → "Seo Title", "site" → "Site". */
/** Keys whose words alone would read wrong ("Cod Enabled"). */
const LABELS: Record<string, string> = {
  codEnabled: 'Cash on delivery',
  paymentKeyId: 'Razorpay key id',
  paymentKeySecret: 'Razorpay key secret',
  paymentWebhookSecret: 'Razorpay webhook secret',
};

export function readableKey(key: string): string {
  if (LABELS[key]) return LABELS[key];
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Groups in a sensible reading order; groups the app does not know follow, by name. */
const GROUP_ORDER = ['site', 'general', 'contact', 'shipping', 'orders', 'inventory', 'payment'];

export interface SettingGroup {
  group: string;
  title: string;
  settings: Setting[];
}

export function groupSettings(settings: readonly Setting[]): SettingGroup[] {
  const byGroup = new Map<string, Setting[]>();
  for (const setting of settings) {
    if (isHidden(setting)) continue;
    const group = setting.group || 'general';
    byGroup.set(group, [...(byGroup.get(group) ?? []), setting]);
  }
  const rank = (g: string) => {
    const i = GROUP_ORDER.indexOf(g.toLowerCase());
    return i === -1 ? GROUP_ORDER.length : i;
  };
  return [...byGroup.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, list]) => ({ group, title: readableKey(group), settings: list }));
}

const scalarDraft = (value: SubValue): DraftScalar => (typeof value === 'number' ? String(value) : value);

export function toDraft(value: SettingValue): DraftValue {
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scalarDraft(v)]));
  }
  return scalarDraft(value);
}

export type Parsed = { ok: true; value: SettingValue } | { ok: false; errors: Record<string, string> };

/** Text typed into a number box as a number, or the reason it is not one. */
function parseNumber(text: string): number | string {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter a number';
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 'Must be a number';
}

function parseScalar(original: SubValue, draft: DraftScalar): { value: SubValue } | { error: string } {
  if (typeof original === 'number') {
    const n = parseNumber(String(draft));
    return typeof n === 'number' ? { value: n } : { error: n };
  }
  if (typeof original === 'boolean') return { value: draft === true || draft === 'true' };
  return { value: String(draft) };
}

/**
 * The draft in the setting's own type. `errors` is keyed '' for the setting itself, or by sub-key
 * for an object setting.
 */
export function fromDraft(setting: Setting, draft: DraftValue): Parsed {
  const original = setting.value;
  if (typeof original === 'object' && original !== null) {
    const subs = typeof draft === 'object' ? draft : {};
    const value: Record<string, SubValue> = {};
    const errors: Record<string, string> = {};
    for (const [subKey, subOriginal] of Object.entries(original)) {
      const parsed = parseScalar(subOriginal, subs[subKey] ?? scalarDraft(subOriginal));
      if ('error' in parsed) errors[subKey] = parsed.error;
      else value[subKey] = parsed.value;
    }
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
  }
  // A number setting is typed "number" even if a stored value ever came back as text.
  const base: SubValue = setting.type === 'number' ? 0 : setting.type === 'boolean' ? false : original;
  const parsed = parseScalar(base, typeof draft === 'object' ? '' : draft);
  return 'error' in parsed ? { ok: false, errors: { '': parsed.error } } : { ok: true, value: parsed.value };
}

export function sameValue(a: SettingValue, b: SettingValue): boolean {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => a[k] === b[k]);
  }
  return a === b;
}

/** The form's values: each shown setting's draft, by key. */
export type SettingsDraft = Record<string, DraftValue>;

export const draftsOf = (settings: readonly Setting[]): SettingsDraft =>
  Object.fromEntries(settings.map((s) => [s.key, toDraft(s.value)]));

export const kindOf = (v: unknown): 'string' | 'number' | 'boolean' =>
  typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';

/** A number box's text must hold a number; a switch holds a boolean; text is text. */
function scalarSchema(kind: 'string' | 'number' | 'boolean'): z.ZodType {
  if (kind === 'boolean') return z.union([z.boolean(), z.string()]);
  if (kind === 'string') return z.string();
  return z.string().superRefine((text, ctx) => {
    const n = parseNumber(text);
    if (typeof n === 'string') ctx.addIssue({ code: 'custom', message: n });
  });
}

/** The form's rules, built from the settings it shows (their types are only known at run time). */
export function settingsSchema(settings: readonly Setting[]) {
  return z.object(
    Object.fromEntries(
      settings.map((setting) => {
        const value = setting.value;
        if (typeof value === 'object' && value !== null) {
          return [
            setting.key,
            z.object(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scalarSchema(kindOf(v))]))),
          ];
        }
        const kind = setting.type === 'number' || setting.type === 'boolean' ? setting.type : 'string';
        return [setting.key, scalarSchema(kind)];
      }),
    ),
  );
}
