// Add Pod / Edit Pod: name, description, size, price, WhatsApp link, feature chips and images.
import type { Pod } from '@astroden/shared';
import { POD_MESSAGES } from '@astroden/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ChipInput } from '../../components/admin/chip-input.tsx';
import { FormError } from '../../components/admin/form-error.tsx';
import { decimalInput, FormInput, FormTextArea } from '../../components/admin/form-fields.tsx';
import { FormModal, type FormModalHandle, useReportDirty } from '../../components/admin/form-modal.tsx';
import { ImagePicker } from '../../components/admin/image-picker.tsx';
import { serverFieldErrors } from '../../components/admin/server-errors.ts';
import { StaleBanner } from '../../components/admin/stale-banner.tsx';
import { useItemImages } from '../../components/admin/use-item-images.ts';
import { useStaleReload } from '../../components/admin/use-stale-reload.ts';
import { getPod } from '../../lib/api/pods.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { type PodFormValues, podFormData, podFormDefaults, podFormSchema } from './pod-form-schema.ts';
import { useSavePod } from './use-pod-mutations.ts';

interface PodFormModalProps {
  open: boolean;
  /** The pod to edit; null to add one. */
  pod: Pod | null;
  onClose(): void;
}

export function PodFormModal({ open, pod, onClose }: PodFormModalProps) {
  const save = useSavePod();
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={pod ? 'Edit Pod' : 'Add Pod'}
      size="lg"
      submitLabel={pod ? 'Save Changes' : 'Add Pod'}
      pendingLabel="Saving..."
      pending={save.isPending}
      uploadLabel="Uploading pod"
    >
      {(formId, modal) => <PodForm id={formId} pod={pod} onSaved={onClose} save={save} modal={modal} />}
    </FormModal>
  );
}

const SERVER_FIELDS = ['name', 'description', 'size', 'price', 'whatsappLink', 'features'] as const;

function PodForm({
  id,
  pod,
  onSaved,
  save,
  modal,
}: {
  id: string;
  pod: Pod | null;
  onSaved(): void;
  save: ReturnType<typeof useSavePod>;
  modal: FormModalHandle;
}) {
  const form = useForm<PodFormValues>({ resolver: zodResolver(podFormSchema), defaultValues: podFormDefaults(pod) });
  const images = useItemImages(pod?.images ?? []);
  const [saveError, setSaveError] = useState<string | null>(null);
  const stale = useStaleReload<Pod, PodFormValues>({
    item: pod,
    form,
    load: getPod,
    defaults: podFormDefaults,
    onRebased: (latest, previous) => images.rebase(latest.images, previous.images),
  });

  useReportDirty(modal, form.formState.isDirty || images.changed);

  const onValid = async (values: PodFormValues) => {
    images.setError(undefined);
    setSaveError(null);
    try {
      const { base } = stale;
      await save.mutateAsync({
        id: base?._id ?? null,
        form: podFormData(
          values,
          { existing: images.existing, files: images.files },
          base ? { version: base.version } : 'add',
        ),
        upload: { onUploadProgress: modal.onUploadProgress },
      });
      notify.success(pod ? POD_MESSAGES.updated : POD_MESSAGES.created);
      onSaved();
    } catch (err) {
      if (stale.caught(err)) return;
      const message = errorMessage(err, pod ? POD_MESSAGES.updateFailed : POD_MESSAGES.addFailed);
      setSaveError(message);
      notify.error(message);
      for (const { path, message } of serverFieldErrors(err)) {
        const field = SERVER_FIELDS.find((f) => f === path);
        if (field) form.setError(field, { type: 'server', message });
        else if (path === 'images' || path === 'existingImages') images.setError(message);
      }
    }
  };

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <StaleBanner stale={stale} />
      <FormError message={saveError} />
      <FormInput form={form} name="name" label="Name" required autoComplete="off" />
      <FormTextArea form={form} name="description" label="Description" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="size" label="Size (sqft)" required {...decimalInput} />
        <FormInput form={form} name="price" label="Price per night (₹)" required {...decimalInput} />
      </div>
      <FormInput
        form={form}
        name="whatsappLink"
        label="WhatsApp link"
        hint="Optional, e.g. https://wa.me/919000000000"
        type="url"
        inputMode="url"
        autoComplete="off"
      />
      <Controller
        control={form.control}
        name="features"
        render={({ field, fieldState }) => (
          <ChipInput
            label="Features"
            itemName="feature"
            placeholder="e.g. 27-inch display"
            values={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <ImagePicker {...images.picker} />
    </form>
  );
}
