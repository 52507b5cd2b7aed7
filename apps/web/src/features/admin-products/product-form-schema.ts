// The add/edit product form: its values (text as typed), their rules (spec section 5, with the
// messages the API uses), which tab each field lives on, and the multipart body it sends.

import { MAX_PRICE, type Product } from '@astroden/shared';
import { MAX_CATEGORY_LENGTH, MAX_LONG_TEXT_LENGTH, MAX_STOCK } from '@astroden/shared/constants';
import { numberText } from '../../components/admin/number-text.ts';
import { z } from '../../lib/zod.ts';

/** The select's value for "Add new catalogue...". */
export const NEW_CATEGORY = '__new__';

export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required')
      .max(MAX_LONG_TEXT_LENGTH, `Description must be at most ${MAX_LONG_TEXT_LENGTH} characters`),
    category: z.string().min(1, 'Category is required'),
    newCategory: z.string().max(MAX_CATEGORY_LENGTH, `Category must be at most ${MAX_CATEGORY_LENGTH} characters`),
    price: numberText('Price', { required: true, max: MAX_PRICE }),
    stock: numberText('Stock', { required: true, integer: true, max: MAX_STOCK }),
    weight: numberText('Weight'),
    length: numberText('Length'),
    width: numberText('Width'),
    height: numberText('Height'),
    features: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    if (v.category === NEW_CATEGORY && !v.newCategory.trim()) {
      ctx.addIssue({ code: 'custom', path: ['newCategory'], message: 'Category is required' });
    }
    const dims = [v.length, v.width, v.height].map((d) => d.trim());
    if (dims.some(Boolean) && !dims.every(Boolean)) {
      for (const key of ['length', 'width', 'height'] as const) {
        if (!v[key].trim()) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'Enter length, width and height, or none of them' });
        }
      }
    }
  });

export type ProductFormValues = z.infer<typeof productFormSchema>;
export type ProductField = keyof ProductFormValues;

export type ProductTab = 'basic' | 'pricing' | 'specs' | 'features' | 'images';

/** Fields in the order the form shows them, with their tab. */
export const FIELD_TABS: [ProductField, ProductTab][] = [
  ['name', 'basic'],
  ['description', 'basic'],
  ['category', 'basic'],
  ['newCategory', 'basic'],
  ['price', 'pricing'],
  ['stock', 'pricing'],
  ['weight', 'specs'],
  ['length', 'specs'],
  ['width', 'specs'],
  ['height', 'specs'],
  ['features', 'features'],
];

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function productFormDefaults(product: Product | null, categories: string[]): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: product ? (categories.includes(product.category) ? product.category : NEW_CATEGORY) : '',
    newCategory: product && !categories.includes(product.category) ? product.category : '',
    price: text(product?.price),
    stock: text(product?.stock),
    weight: text(product?.weight),
    length: text(product?.dimensions?.length),
    width: text(product?.dimensions?.width),
    height: text(product?.dimensions?.height),
    features: product?.features ?? [],
  };
}

/**
 * The multipart body of POST/PUT /products (DESIGN.md "Contract details"): text fields, lists and
 * objects as JSON text, files as repeated `images`; existingImages (kept paths) and version only on edit.
 */
export function productFormData(
  values: ProductFormValues,
  images: { existing: string[]; files: File[] },
  /** An edit names the version it was filled from: the server refuses it if the product changed since. */
  mode: 'add' | { version: number },
): FormData {
  const form = new FormData();
  const category = values.category === NEW_CATEGORY ? values.newCategory.trim() : values.category;
  const dims = { length: values.length.trim(), width: values.width.trim(), height: values.height.trim() };
  form.set('name', values.name.trim());
  form.set('description', values.description.trim());
  form.set('price', String(Number(values.price)));
  form.set('stock', String(Number(values.stock)));
  form.set('category', category);
  form.set('weight', values.weight.trim() ? String(Number(values.weight)) : '');
  form.set(
    'dimensions',
    dims.length && dims.width && dims.height
      ? JSON.stringify({ length: Number(dims.length), width: Number(dims.width), height: Number(dims.height) })
      : '',
  );
  form.set('features', JSON.stringify(values.features.map((f) => f.trim()).filter(Boolean)));
  if (mode !== 'add') {
    form.set('existingImages', JSON.stringify(images.existing));
    form.set('version', String(mode.version));
  }
  for (const file of images.files) form.append('images', file);
  return form;
}
