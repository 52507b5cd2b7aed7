// The Site Settings form (react-hook-form, rules built from the settings' types): a section per group,
// edits held as typed, Save Settings sending only what changed, a question before leaving with unsaved
// changes, and the banner: success for 3 seconds, failure until the next save (with each refused
// setting's message, which also shows beside its field).
import type { Setting } from '@astroden/shared';
import { SETTINGS_BANNER_MS, SETTINGS_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { UnsavedChangesGuard } from '../../components/admin/unsaved-changes-guard.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { settingsQuery } from '../../lib/api/settings.ts';
import { SettingField } from './setting-field.tsx';
import {
  type DraftValue,
  draftsOf,
  fromDraft,
  groupSettings,
  readableKey,
  type SettingsDraft,
  sameValue,
  settingsSchema,
  toDraft,
} from './settings-values.ts';
import { type SettingChange, useSaveSettings } from './use-save-settings.ts';

type Banner = { tone: 'success' } | { tone: 'error'; problems: { key: string; message: string }[]; stale: string[] };

/** A field's errors as SettingField takes them: '' for the setting, a sub-key for an object's part. */
function errorsOf(errors: FieldErrors<SettingsDraft>, key: string): Record<string, string> | undefined {
  const error = errors[key] as { message?: unknown } | Record<string, { message?: unknown }> | undefined;
  if (!error) return undefined;
  if (typeof error.message === 'string') return { '': error.message };
  const subs: Record<string, string> = {};
  for (const [sub, e] of Object.entries(error as Record<string, { message?: unknown } | undefined>)) {
    if (typeof e?.message === 'string') subs[sub] = e.message;
  }
  return subs;
}

export function SettingsForm({ settings }: { settings: Setting[] }) {
  const groups = useMemo(() => groupSettings(settings), [settings]);
  const shown = useMemo(() => groups.flatMap((g) => g.settings), [groups]);
  const resolver = useMemo(() => zodResolver(settingsSchema(shown)) as unknown as Resolver<SettingsDraft>, [shown]);
  const form = useForm<SettingsDraft>({
    defaultValues: draftsOf(shown),
    resolver,
    // The Save bar covers the bottom of the window: we scroll to the first invalid field ourselves.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control });
  const [banner, setBanner] = useState<Banner | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saveBar = useRef<HTMLDivElement>(null);
  const save = useSaveSettings();
  const queryClient = useQueryClient();
  const [reloading, setReloading] = useState(false);

  // New settings (a save, a reload) replace what the admin has not touched; whatever they typed stays
  // on top of the latest values and versions.
  const loaded = useRef(draftsOf(shown));
  useEffect(() => {
    const latest = draftsOf(shown);
    const previous = loaded.current;
    loaded.current = latest;
    const current = form.getValues();
    const merged = Object.fromEntries(
      Object.entries(latest).map(([key, draft]) => {
        const typed = current[key];
        const touched = typed !== undefined && JSON.stringify(typed) !== JSON.stringify(previous[key]);
        return [key, touched ? typed : draft];
      }),
    );
    form.reset(merged, { keepErrors: true, keepSubmitCount: true });
  }, [shown, form]);

  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.refetchQueries({ queryKey: settingsQuery().queryKey });
      setBanner(null);
      form.clearErrors();
    } finally {
      setReloading(false);
    }
  };

  // The Save bar sticks to the bottom of the window, over the page. While it is shown, the browser's
  // scrolling to a field (Tab, or the first invalid one after Save) must stop above it, not under it.
  useEffect(() => {
    const bar = saveBar.current;
    const root = document.documentElement;
    if (!bar) return;
    const update = () => root.style.setProperty('scroll-padding-bottom', `${bar.offsetHeight + 16}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);

  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = setTimeout(() => setBanner(null), SETTINGS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  /** What differs from the stored settings: changes to send, and drafts that are not values yet. */
  const pending = useMemo(() => {
    const changes: SettingChange[] = [];
    let invalid = 0;
    for (const setting of shown) {
      const draft = values[setting.key] as DraftValue | undefined;
      if (draft === undefined) continue;
      const parsed = fromDraft(setting, draft);
      if (!parsed.ok) invalid++;
      else if (!sameValue(parsed.value, setting.value))
        changes.push({ key: setting.key, value: parsed.value, version: setting.version });
    }
    return { changes, invalid };
  }, [shown, values]);
  const unsaved = pending.changes.length + pending.invalid;

  const onInvalid = () => {
    setBanner(null);
    // Let the errors render, then take the admin to the first one: its label, box and message (the
    // field's wrapper) in view, above the Save bar; focusing alone shows the box only.
    requestAnimationFrame(() => {
      const box = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      box?.parentElement?.scrollIntoView({ block: 'nearest' });
      box?.focus({ preventScroll: true });
    });
  };

  const onValid = async () => {
    if (save.isPending) return;
    const changes = pending.changes;
    setBanner(null);
    if (changes.length === 0) {
      setBanner({ tone: 'success' });
      return;
    }
    try {
      const { saved, failed, stale } = await save.mutateAsync(changes);
      // Forget the edits that saved, unless the admin typed on while they were saving: those fields
      // show the stored value again, and follow it from now on.
      const sent = new Map(changes.map((c) => [c.key, c.value]));
      for (const { key } of saved) {
        const setting = shown.find((s) => s.key === key);
        const parsed = setting ? fromDraft(setting, form.getValues(key)) : null;
        if (parsed?.ok && sameValue(parsed.value, sent.get(key)!)) form.setValue(key, loaded.current[key]!);
      }
      const problems = Object.entries(failed).map(([key, message]) => ({ key, message }));
      for (const { key, message } of problems) form.setError(key, { type: 'server', message });
      setBanner(problems.length === 0 ? { tone: 'success' } : { tone: 'error', problems, stale });
    } catch {
      setBanner({ tone: 'error', problems: [], stale: [] });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-busy={save.isPending}>
      <UnsavedChangesGuard when={unsaved > 0 && !save.isPending} />
      <div className="space-y-6">
        {groups.map((group) => (
          <section
            key={group.group}
            aria-labelledby={`settings-group-${group.group}`}
            className="rounded-xl border border-white/10 bg-space-900/60 p-4 sm:p-5"
          >
            <h2 id={`settings-group-${group.group}`} className="mb-4 text-lg font-semibold text-white">
              {group.title}
            </h2>
            <div className="grid gap-5 md:grid-cols-2">
              {group.settings.map((setting) => (
                <Controller
                  key={setting.key}
                  control={form.control}
                  name={setting.key}
                  render={({ field, formState }) => (
                    <SettingField
                      setting={setting}
                      value={field.value ?? toDraft(setting.value)}
                      onChange={(value) => {
                        // A refusal from the server is about the value that was sent, not this one.
                        if (formState.errors[setting.key]?.type === 'server') form.clearErrors(setting.key);
                        field.onChange(value);
                      }}
                      errors={errorsOf(formState.errors, setting.key)}
                    />
                  )}
                />
              ))}
            </div>
          </section>
        ))}
      </div>

      <div
        ref={saveBar}
        className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-white/10 bg-space-950/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
      >
        {banner?.tone === 'success' ? (
          <Alert tone="success" className="mb-3">
            {SETTINGS_MESSAGES.saved}
          </Alert>
        ) : null}
        {banner?.tone === 'error' ? (
          <Alert tone="error" className="mb-3">
            <p>{SETTINGS_MESSAGES.saveFailed}</p>
            {banner.problems.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {banner.problems.map(({ key, message }) => (
                  <li key={key}>
                    <span className="font-medium">{readableKey(key)}:</span> {message}
                  </li>
                ))}
              </ul>
            ) : null}
            {banner.stale.length > 0 ? (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <p className="min-w-0 flex-1">Reload to see their latest values; everything you typed stays.</p>
                <Button type="button" size="sm" variant="secondary" onClick={reload} disabled={reloading}>
                  <RefreshCw aria-hidden="true" className={`size-4 ${reloading ? 'animate-spin' : ''}`} />
                  {reloading ? 'Reloading...' : 'Reload latest'}
                </Button>
              </div>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span className="text-sm text-slate-400" aria-live="polite">
            {unsaved > 0 ? `${unsaved} unsaved ${unsaved === 1 ? 'change' : 'changes'}` : 'All changes saved'}
          </span>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}
