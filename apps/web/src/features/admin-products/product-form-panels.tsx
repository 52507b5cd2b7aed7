// The panels of the product form's tabs: Basic, Pricing, Specs, Features (Images is the shared picker).
import { MAX_CATEGORY_LENGTH, PRODUCT_MESSAGES } from '@astroden/shared/constants';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChipInput } from '../../components/admin/chip-input.tsx';
import { decimalInput, FormInput, FormTextArea } from '../../components/admin/form-fields.tsx';
import { controlClass, FieldShell } from '../../components/ui/field.tsx';
import { NEW_CATEGORY, type ProductFormValues } from './product-form-schema.ts';

type Form = UseFormReturn<ProductFormValues>;

export function BasicPanel({ form, categories }: { form: Form; categories: string[] }) {
  const { errors } = form.formState;
  const category = form.watch('category');
  return (
    <div className="space-y-4">
      <FormInput form={form} name="name" label="Name" required autoComplete="off" />
      <FormTextArea form={form} name="description" label="Description" required rows={5} />
      <FieldShell label="Category" error={errors.category?.message} required>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required
            className={controlClass}
            {...form.register('category')}
          >
            <option value="">Select a category</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>{PRODUCT_MESSAGES.newCategory}</option>
          </select>
        )}
      </FieldShell>
      {category === NEW_CATEGORY ? (
        <FormInput
          form={form}
          name="newCategory"
          label="New category"
          required
          maxLength={MAX_CATEGORY_LENGTH}
          autoComplete="off"
        />
      ) : null}
    </div>
  );
}

export function PricingPanel({ form }: { form: Form }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormInput form={form} name="price" label="Price (₹)" required {...decimalInput} />
      <FormInput form={form} name="stock" label="Stock" required type="number" min={0} step={1} inputMode="numeric" />
    </div>
  );
}

export function SpecsPanel({ form }: { form: Form }) {
  return (
    <div className="space-y-4">
      <FormInput form={form} name="weight" label="Weight (kg)" hint="Optional" {...decimalInput} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-200">Dimensions (cm, optional)</legend>
        <div className="grid grid-cols-3 gap-3 sm:gap-4">
          <FormInput form={form} name="length" label="Length" {...decimalInput} />
          <FormInput form={form} name="width" label="Width" {...decimalInput} />
          <FormInput form={form} name="height" label="Height" {...decimalInput} />
        </div>
      </fieldset>
    </div>
  );
}

export function FeaturesPanel({ form }: { form: Form }) {
  return (
    <Controller
      control={form.control}
      name="features"
      render={({ field, fieldState }) => (
        <ChipInput
          label="Features"
          itemName="feature"
          layout="list"
          placeholder="e.g. RGB lighting"
          values={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
