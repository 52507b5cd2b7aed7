// The images of a product or pod being edited: the stored ones kept, the new files chosen, the
// complaint beside the picker, and whether anything changed (for the unsaved-changes question).
// `picker` goes straight onto <ImagePicker>; `rebase` follows a reload of the item (use-stale-reload).
import { useState } from 'react';
import { keptImages } from './use-stale-reload.ts';

export function useItemImages(stored: readonly string[]) {
  const [existing, setExisting] = useState<string[]>([...stored]);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  return {
    existing,
    files,
    error,
    setError,
    changed: files.length > 0 || existing.join('\n') !== stored.join('\n'),
    /** The item was reloaded: keep what the admin kept of the images it still has. */
    rebase(latest: readonly string[], previous: readonly string[]) {
      setExisting((kept) => keptImages([...latest], [...previous], kept));
    },
    picker: {
      existing,
      onExistingChange: setExisting,
      files,
      onFilesChange(next: File[]) {
        setError(undefined);
        setFiles(next);
      },
      error,
    },
  };
}
