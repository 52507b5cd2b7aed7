// Keeps an admin from losing what they typed: while `when` holds, leaving for another screen (a link,
// Back) asks first, and closing or reloading the tab gets the browser's own warning.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

export const UNSAVED_CHANGES = {
  title: 'Unsaved changes',
  message: 'You have unsaved changes. Leave without saving them?',
  leave: 'Leave',
  discard: 'Discard changes',
  discardMessage: 'You have unsaved changes. Close without saving them?',
} as const;

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  // Only another screen counts: a list's own URL (page, filters) may change under an open form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  // A form that saved (or was reset) while the question was up no longer needs it.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.reset();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES.title}
      message={UNSAVED_CHANGES.message}
      confirmLabel={UNSAVED_CHANGES.leave}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
