// Add / Edit Product: a modal with tabs (Basic, Pricing, Specs, Features, Images). An invalid field
// switches to (and marks) its tab; a failed save keeps everything typed and chosen.
import type { Product } from '@astroden/shared';
import { DEFAULT_CATEGORIES, PRODUCT_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { type FieldErrors, useForm } from 'react-hook-form';
import { FormError } from '../../components/admin/form-error.tsx';
import { FormModal, type FormModalHandle, useReportDirty } from '../../components/admin/form-modal.tsx';
import { ImagePicker } from '../../components/admin/image-picker.tsx';
import { serverFieldErrors } from '../../components/admin/server-errors.ts';
import { StaleBanner } from '../../components/admin/stale-banner.tsx';
import { useItemImages } from '../../components/admin/use-item-images.ts';
import { useStaleReload } from '../../components/admin/use-stale-reload.ts';
import { type TabItem, Tabs } from '../../components/ui/tabs.tsx';
import { categoriesQuery, getProduct } from '../../lib/api/products.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { BasicPanel, FeaturesPanel, PricingPanel, SpecsPanel } from './product-form-panels.tsx';
import {
  FIELD_TABS,
  type ProductField,
  type ProductFormValues,
  type ProductTab,
  productFormData,
  productFormDefaults,
  productFormSchema,
} from './product-form-schema.ts';
import { useSaveProduct } from './use-product-mutations.ts';

interface ProductFormModalProps {
  open: boolean;
  /** The product to edit; null to add one. */
  product: Product | null;
  onClose(): void;
}

export function ProductFormModal({ open, product, onClose }: ProductFormModalProps) {
  const save = useSaveProduct();
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={product ? 'Edit Product' : 'Add Product'}
      size="lg"
      submitLabel={product ? 'Save Changes' : 'Add Product'}
      pendingLabel="Saving..."
      pending={save.isPending}
      uploadLabel="Uploading product"
    >
      {(formId, modal) => <ProductForm id={formId} product={product} onSaved={onClose} save={save} modal={modal} />}
    </FormModal>
  );
}

const SERVER_FIELDS: Record<string, ProductField> = {
  name: 'name',
  description: 'description',
  category: 'category',
  price: 'price',
  stock: 'stock',
  weight: 'weight',
  'dimensions.length': 'length',
  'dimensions.width': 'width',
  'dimensions.height': 'height',
  dimensions: 'length',
  features: 'features',
};

function ProductForm({
  id,
  product,
  onSaved,
  save,
  modal,
}: {
  id: string;
  product: Product | null;
  onSaved(): void;
  save: ReturnType<typeof useSaveProduct>;
  modal: FormModalHandle;
}) {
  const categoriesResult = useQuery(categoriesQuery());
  const categories = useMemo(() => {
    const names = (categoriesResult.data ?? DEFAULT_CATEGORIES.map((name) => ({ name })))
      .map((c) => c.name.trim())
      .filter(Boolean);
    return [...new Set(names)];
  }, [categoriesResult.data]);

  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormDefaults(product, categories),
    shouldFocusError: false,
  });
  const [tab, setTab] = useState<ProductTab>('basic');
  const images = useItemImages(product?.images ?? []);
  const [saveError, setSaveError] = useState<string | null>(null);
  const stale = useStaleReload<Product, ProductFormValues>({
    item: product,
    form,
    load: getProduct,
    defaults: (latest) => productFormDefaults(latest, categories),
    onRebased: (latest, previous) => images.rebase(latest.images, previous.images),
  });

  useReportDirty(modal, form.formState.isDirty || images.changed);

  /** Shows the first invalid field's tab and focuses the field. */
  const reveal = (fields: Iterable<string>) => {
    const wanted = new Set(fields);
    const first = FIELD_TABS.find(([field]) => wanted.has(field));
    const target: ProductTab | undefined = first?.[1] ?? (wanted.has('images') ? 'images' : undefined);
    if (!target) return;
    flushSync(() => setTab(target));
    if (first && first[0] !== 'features') form.setFocus(first[0]);
  };

  const onInvalid = (errors: FieldErrors<ProductFormValues>) => reveal(Object.keys(errors));

  const onValid = async (values: ProductFormValues) => {
    images.setError(undefined);
    setSaveError(null);
    const { base } = stale;
    const mode = base ? { version: base.version } : 'add';
    try {
      await save.mutateAsync({
        id: base?._id ?? null,
        form: productFormData(values, { existing: images.existing, files: images.files }, mode),
        upload: { onUploadProgress: modal.onUploadProgress },
      });
      notify.success(product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created);
      onSaved();
    } catch (err) {
      if (stale.caught(err)) return;
      const message = errorMessage(err, product ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.addFailed);
      setSaveError(message);
      notify.error(message);
      // Put the server's field errors (a 400) beside their fields.
      const fieldErrors = serverFieldErrors(err);
      if (fieldErrors.length > 0) {
        const shown: string[] = [];
        for (const { path, message } of fieldErrors) {
          const field = SERVER_FIELDS[path];
          if (field) {
            form.setError(field, { type: 'server', message });
            shown.push(field);
          } else if (path === 'images' || path === 'existingImages') {
            images.setError(message);
            shown.push('images');
          }
        }
        reveal(shown);
      }
    }
  };

  const { errors } = form.formState;
  const hasError = (t: ProductTab) => FIELD_TABS.some(([field, ft]) => ft === t && errors[field]);
  const items: TabItem<ProductTab>[] = [
    {
      id: 'basic',
      label: 'Basic',
      invalid: hasError('basic'),
      content: <BasicPanel form={form} categories={categories} />,
    },
    { id: 'pricing', label: 'Pricing', invalid: hasError('pricing'), content: <PricingPanel form={form} /> },
    { id: 'specs', label: 'Specs', invalid: hasError('specs'), content: <SpecsPanel form={form} /> },
    { id: 'features', label: 'Features', invalid: hasError('features'), content: <FeaturesPanel form={form} /> },
    {
      id: 'images',
      label: 'Images',
      invalid: Boolean(images.error),
      content: <ImagePicker {...images.picker} />,
    },
  ];

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <StaleBanner stale={stale} />
      <FormError message={saveError} />
      <Tabs<ProductTab>
        panelClassName="min-h-[21rem]"
        label="Product details"
        items={items}
        selected={tab}
        onSelect={setTab}
      />
    </form>
  );
}
