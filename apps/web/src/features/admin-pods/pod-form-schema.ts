// The add/edit pod form: values as typed, their rules (spec section 5) and the multipart body.

import { MAX_PRICE, type Pod } from '@astroden/shared';
import { MAX_LONG_TEXT_LENGTH } from '@astroden/shared/constants';
import { numberText } from '../../components/admin/number-text.ts';
import { z } from '../../lib/zod.ts';

export const WHATSAPP_URL_MESSAGE = 'WhatsApp link must be a valid URL';

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const podFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(MAX_LONG_TEXT_LENGTH, `Description must be at most ${MAX_LONG_TEXT_LENGTH} characters`),
  size: numberText('Size', { required: true }),
  price: numberText('Price', { required: true, max: MAX_PRICE }),
  whatsappLink: z
    .string()
    .trim()
    .max(500, 'WhatsApp link is too long')
    .refine((v) => v === '' || isHttpUrl(v), WHATSAPP_URL_MESSAGE),
  features: z.array(z.string()),
});

export type PodFormValues = z.infer<typeof podFormSchema>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function podFormDefaults(pod: Pod | null): PodFormValues {
  return {
    name: pod?.name ?? '',
    description: pod?.description ?? '',
    size: text(pod?.size),
    price: text(pod?.price),
    whatsappLink: pod?.whatsappLink ?? '',
    features: pod?.features ?? [],
  };
}

/** POST/PUT /pods body: whatsappLink only when set, features as JSON, existingImages on edit, files as `images`. */
export function podFormData(
  values: PodFormValues,
  images: { existing: string[]; files: File[] },
  /** An edit names the version it was filled from: the server refuses it if the pod changed since. */
  mode: 'add' | { version: number },
) {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('description', values.description.trim());
  form.set('size', String(Number(values.size)));
  form.set('price', String(Number(values.price)));
  form.set('features', JSON.stringify(values.features.map((f) => f.trim()).filter(Boolean)));
  const link = values.whatsappLink.trim();
  if (link) form.set('whatsappLink', link);
  if (mode !== 'add') {
    form.set('existingImages', JSON.stringify(images.existing));
    form.set('version', String(mode.version));
  }
  for (const file of images.files) form.append('images', file);
  return form;
}
