// The Site Settings form: a section per group, edits held as typed, Save Settings sending only what
// changed, and the banner: success for 3 seconds, failure until the next save (with each refused
// setting's message, which also shows beside its field).
import type { Setting } from '@astroden/shared';
import { SETTINGS_BANNER_MS, SETTINGS_MESSAGES } from '@astroden/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { settingsQuery } from '../../lib/api/settings.ts';
import { SettingField } from './setting-field.tsx';
import { type DraftValue, fromDraft, groupSettings, readableKey, sameValue, toDraft } from './settings-values.ts';
import { type SettingChange, useSaveSettings } from './use-save-settings.ts';

type Banner = { tone: 'success' } | { tone: 'error'; problems: { key: string; message: string }[]; stale: string[] };
type FieldErrors = Record<string, Record<string, string>>;

export function SettingsForm({ settings }: { settings: Setting[] }) {
  const groups = useMemo(() => groupSettings(settings), [settings]);
  const shown = useMemo(() => groups.flatMap((g) => g.settings), [groups]);
  const [edits, setEdits] = useState<Record<string, DraftValue>>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saveBar = useRef<HTMLDivElement>(null);
  const save = useSaveSettings();
  const queryClient = useQueryClient();
  const [reloading, setReloading] = useState(false);
  // The edits are kept apart from the settings they were typed over: a refetch brings the latest values
  // and versions, and every edit stays on top of them.
  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.refetchQueries({ queryKey: settingsQuery().queryKey });
      setBanner(null);
      setFieldErrors({});
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

  /** What would be sent now, and what cannot be (a number box that holds no number). */
  const pending = useMemo(() => {
    const changes: SettingChange[] = [];
    const invalid: FieldErrors = {};
    for (const setting of shown) {
      const draft = edits[setting.key];
      if (draft === undefined) continue;
      const parsed = fromDraft(setting, draft);
      if (!parsed.ok) invalid[setting.key] = parsed.errors;
      else if (!sameValue(parsed.value, setting.value))
        changes.push({ key: setting.key, value: parsed.value, version: setting.version });
    }
    return { changes, invalid };
  }, [shown, edits]);
  const unsaved = pending.changes.length + Object.keys(pending.invalid).length;

  const edit = (key: string, value: DraftValue) => {
    setEdits((prev) => ({ ...prev, [key]: value }));
    setFieldErrors((prev) => {
      if (!prev[key]) return prev;
      const { [key]: _, ...rest } = prev;
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (Object.keys(pending.invalid).length > 0) {
      setFieldErrors(pending.invalid);
      setBanner(null);
      // Let the errors render, then take the admin to the first one: its label, box and message (the
      // field's wrapper) in view, above the Save bar; focusing alone shows the box only.
      requestAnimationFrame(() => {
        const box = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        box?.parentElement?.scrollIntoView({ block: 'nearest' });
        box?.focus({ preventScroll: true });
      });
      return;
    }
    const changes = pending.changes;
    setBanner(null);
    if (changes.length === 0) {
      setBanner({ tone: 'success' });
      return;
    }
    try {
      const { saved, failed, stale } = await save.mutateAsync(changes);
      const sent = new Map(changes.map((c) => [c.key, c.value]));
      // Forget the edits that saved, unless the admin typed on while they were saving.
      setEdits((prev) => {
        const next = { ...prev };
        for (const { key } of saved) {
          const setting = shown.find((s) => s.key === key);
          const draft = next[key];
          if (!setting || draft === undefined) continue;
          const parsed = fromDraft(setting, draft);
          if (parsed.ok && sameValue(parsed.value, sent.get(key)!)) delete next[key];
        }
        return next;
      });
      const problems = Object.entries(failed).map(([key, message]) => ({ key, message }));
      setFieldErrors(Object.fromEntries(problems.map(({ key, message }) => [key, { '': message }])));
      setBanner(problems.length === 0 ? { tone: 'success' } : { tone: 'error', problems, stale });
    } catch {
      setBanner({ tone: 'error', problems: [], stale: [] });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
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
                <SettingField
                  key={setting.key}
                  setting={setting}
                  value={edits[setting.key] ?? toDraft(setting.value)}
                  onChange={(value) => edit(setting.key, value)}
                  errors={fieldErrors[setting.key]}
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
