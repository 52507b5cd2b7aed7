// PNG-only image picker for admin forms (products, pods): the images an item already has, new files
// with previews, removal of either, and the 5-image limit counted over both (spec section 5).
// Controlled: the form owns `existing` (stored paths to keep) and `files` (new uploads).
import { IMAGE_MIME, MAX_IMAGES, UPLOAD_MESSAGES } from '@astroden/shared/constants';
import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { imageUrl } from '../../lib/images.ts';

export interface ImagePickerProps {
  /** Stored image paths the item keeps (edit mode); [] when adding. */
  existing: string[];
  onExistingChange(paths: string[]): void;
  /** New files chosen in this form, in order. */
  files: File[];
  onFilesChange(files: File[]): void;
  /** Most images in total (kept + new); defaults to the shared MAX_IMAGES (5). */
  max?: number;
  label?: string;
  /** An error from outside (e.g. the server's), shown until the picker has its own. */
  error?: string;
}

const isPng = (file: File) => file.type === IMAGE_MIME || (file.type === '' && /\.png$/i.test(file.name));

/** Object URLs for the given files, made once per file and revoked when a file leaves or on unmount. */
function useObjectUrls(files: File[]): Map<File, string> {
  const cache = useRef(new Map<File, string>());
  const [urls, setUrls] = useState<Map<File, string>>(() => new Map());
  useEffect(() => {
    const current = cache.current;
    for (const file of files) if (!current.has(file)) current.set(file, URL.createObjectURL(file));
    for (const [file, url] of current) {
      if (!files.includes(file)) {
        URL.revokeObjectURL(url);
        current.delete(file);
      }
    }
    setUrls(new Map(current));
  }, [files]);
  useEffect(() => {
    const current = cache.current;
    return () => {
      for (const url of current.values()) URL.revokeObjectURL(url);
      current.clear();
    };
  }, []);
  return urls;
}

export function ImagePicker({
  existing,
  onExistingChange,
  files,
  onFilesChange,
  max = MAX_IMAGES,
  label = 'Images',
  error: outsideError,
}: ImagePickerProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const urls = useObjectUrls(files);
  // Stable keys for new files (the same name may be chosen twice).
  const keys = useRef(new WeakMap<File, number>());
  const nextKey = useRef(0);
  const fileKey = (file: File) => {
    let key = keys.current.get(file);
    if (key === undefined) {
      key = nextKey.current++;
      keys.current.set(file, key);
    }
    return key;
  };
  const total = existing.length + files.length;
  const full = total >= max;
  const shownError = error ?? outsideError;

  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    if (!picked.every(isPng)) {
      setError(UPLOAD_MESSAGES.pngOnly);
      return;
    }
    if (total + picked.length > max) {
      setError(UPLOAD_MESSAGES.tooMany);
      return;
    }
    setError(null);
    onFilesChange([...files, ...picked]);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const thumb = 'relative aspect-square overflow-hidden rounded-lg border border-white/10 bg-space-950';
  const removeClass =
    'absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-black/75 text-white hover:bg-red-600 focus-visible:bg-red-600';

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-200">
        {label}
      </p>
      <label
        htmlFor={`${id}-input`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`relative flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan ${
          dragging ? 'border-neon-cyan bg-neon-cyan/10' : 'border-white/15 hover:border-neon-cyan/50'
        } ${full ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <ImagePlus aria-hidden="true" className="size-7 text-cyan-300" />
        <span className="text-sm text-slate-200">
          {full ? `${max} of ${max} images chosen` : 'Choose PNG images or drop them here'}
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-400">
          {UPLOAD_MESSAGES.hint}
        </span>
        <input
          id={`${id}-input`}
          type="file"
          accept={IMAGE_MIME}
          multiple
          disabled={full}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(shownError)}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            // Let the same file be chosen again after a removal or an error.
            e.target.value = '';
          }}
          className="sr-only"
        />
      </label>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-300">
          {shownError}
        </p>
      ) : null}
      {total > 0 ? (
        <ul aria-label="Chosen images" className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {existing.map((path, i) => (
            <li key={path} className={thumb}>
              <img src={imageUrl(path, 400)} alt={`Current upload ${i + 1}`} className="size-full object-cover" />
              <button
                type="button"
                aria-label={`Remove current image ${i + 1}`}
                className={removeClass}
                onClick={() => {
                  setError(null);
                  onExistingChange(existing.filter((p) => p !== path));
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
          {files.map((file) => (
            <li key={fileKey(file)} className={thumb}>
              {urls.get(file) ? (
                <img src={urls.get(file)} alt={`New upload ${file.name}`} className="size-full object-cover" />
              ) : null}
              <span className="absolute bottom-1 left-1 rounded bg-cyan-500/80 px-1.5 text-[10px] font-semibold text-space-950">
                New
              </span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                className={removeClass}
                onClick={() => {
                  setError(null);
                  onFilesChange(files.filter((f) => f !== file));
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-slate-400" aria-live="polite">
        {total} of {max} images
      </p>
    </div>
  );
}
