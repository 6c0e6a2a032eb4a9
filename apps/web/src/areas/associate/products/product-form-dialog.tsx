import {
  type ProductFormValues,
  productCategories,
  productInputSchema,
  type StaffProduct,
} from '@party/shared';
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateProduct, useUpdateProduct } from '@/features/products/api';
import { productTexts } from './texts';

const categoryOptions = productCategories.map((c) => ({ value: c.id, label: c.label }));

function valuesOf(product: StaffProduct | null): ProductFormValues {
  if (!product)
    return {
      name: '',
      category: 'party-essentials',
      description: '',
      imageUrl: '',
      price: '',
      cost: '',
      stockQuantity: '0',
      isFeatured: false,
      features: [],
    };
  return {
    name: product.name,
    category: product.category,
    description: product.description ?? '',
    imageUrl: product.imageUrl ?? '',
    price: product.price.toFixed(2),
    cost: product.cost.toFixed(2),
    stockQuantity: String(product.stockQuantity),
    isFeatured: product.isFeatured,
    features: product.features,
  };
}

type ProductControl = ReturnType<typeof useZodForm<typeof productInputSchema>>['control'];

/** The product's fields, all disabled when read-only. */
function ProductFields({ control, readOnly }: { control: ProductControl; readOnly: boolean }) {
  const featuredId = useId();
  return (
    <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
      <FormTextField control={control} name="name" label="Product Name" className="sm:col-span-2" />
      <FormSelect
        control={control}
        name="category"
        label="Category"
        options={categoryOptions}
        disabled={readOnly}
      />
      <FormTextField control={control} name="imageUrl" label="Image URL" placeholder="https://" />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        rows={3}
        className="sm:col-span-2"
        disabled={readOnly}
      />
      <FormTextField control={control} name="price" label="Price" inputMode="decimal" />
      <FormTextField control={control} name="cost" label="Cost" inputMode="decimal" />
      <FormTextField control={control} name="stockQuantity" label="Stock Quantity" inputMode="numeric" />
      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <FormField
            label="Features"
            hint="One per line."
            error={fieldState.error?.message}
            className="sm:col-span-2"
          >
            <Textarea
              rows={3}
              disabled={readOnly}
              value={Array.isArray(field.value) ? (field.value as string[]).join('\n') : ''}
              onChange={(event) => field.onChange(event.target.value.split('\n'))}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="isFeatured"
        render={({ field }) => (
          <div className="flex items-center gap-2 text-sm sm:col-span-2">
            <Checkbox
              id={`${featuredId}-featured`}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              disabled={readOnly}
            />
            <Label htmlFor={`${featuredId}-featured`}>Featured product</Label>
          </div>
        )}
      />
    </fieldset>
  );
}

/**
 * Add New Product / Edit Product (docs/product/associate-portal.md's rules and texts, checked by the
 * same contract as the server). Read-only, with the read-only text and no submit, for associates
 * without the product-management ability.
 */
export function ProductFormDialog({
  open,
  product,
  readOnly,
  onOpenChange,
}: {
  open: boolean;
  product: StaffProduct | null;
  readOnly: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(productInputSchema, { defaultValues: valuesOf(product) });
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(product));
  }, [open, product, reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit Product' : 'Add New Product'}
      description={readOnly ? productTexts.readOnly : undefined}
      form={form}
      className="sm:max-w-2xl"
      submitDisabled={readOnly}
      onSubmit={async (values) => {
        if (product) {
          await update.mutateAsync({ id: product.id, input: values });
          toast.success(productTexts.updated);
        } else {
          await create.mutateAsync(values);
          toast.success(productTexts.created);
        }
        onOpenChange(false);
      }}
      onError={() => toast.error(product ? productTexts.updateFailed : productTexts.createFailed)}
      submitLabel={product ? 'Update Product' : 'Create Product'}
      pendingLabel="Saving..."
    >
      <ProductFields control={form.control} readOnly={readOnly} />
    </FormDialog>
  );
}
