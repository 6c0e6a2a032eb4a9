import {
  businessDay,
  type Campaign,
  campaignCreatedMessage,
  campaignDefaults,
  campaignDiscountTypeLabels,
  campaignDiscountTypes,
  campaignInputSchema,
  campaignMessages,
  campaignSegmentLabels,
  campaignTargetSegments,
  type ProductCategoryId,
} from '@party/shared';
import { useEffect, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useCreateCampaign, useUpdateCampaign } from '@/features/campaigns/api';
import { ApiError } from '@/lib/api-client';
import { type CampaignTargets, describeTargets, TargetPickerDialog } from './target-picker-dialog';

const discountTypeOptions = campaignDiscountTypes.map((value) => ({
  value,
  label: campaignDiscountTypeLabels[value],
}));
const segmentOptions = campaignTargetSegments.map((value) => ({
  value,
  label: campaignSegmentLabels[value],
}));

function valuesOf(campaign: Campaign | null) {
  const defaults = campaignDefaults();
  const blank = {
    ...defaults,
    discountValue: String(defaults.discountValue),
    usageLimit: '',
    minPurchaseAmount: '',
  };
  if (!campaign) return blank;
  return {
    name: campaign.name,
    description: campaign.description ?? '',
    discountType: campaign.discountType,
    discountValue: String(campaign.discountValue),
    // A draft whose start has passed must be moved to today or later.
    startDate: [campaign.startDate, businessDay()].sort().at(-1) ?? campaign.startDate,
    endDate: campaign.endDate,
    targetSegment: campaign.targetSegment,
    usageLimit: campaign.usageLimit === null ? '' : String(campaign.usageLimit),
    minPurchaseAmount: campaign.minPurchaseAmount === null ? '' : campaign.minPurchaseAmount.toFixed(2),
    isAutoApply: campaign.isAutoApply,
    appliesToAll: campaign.appliesToAll,
    categories: campaign.categories,
    productIds: campaign.products.map((p) => p.id),
  };
}

/** The backend's refusal in the screen's words (docs/product/associate-portal.md, 'Campaign Management'). */
export function campaignSaveError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return campaignMessages.authError;
    if (error.status === 403) return campaignMessages.permissionError;
    return error.message || campaignMessages.saveFailed;
  }
  return campaignMessages.saveFailed;
}

type CampaignForm = ReturnType<typeof useCampaignForm>;
function useCampaignForm(campaign: Campaign | null) {
  return useZodForm(campaignInputSchema, { defaultValues: valuesOf(campaign) });
}

/** Discount, dates, segment, limits and auto-apply; end no earlier than start, neither in the past. */
function CampaignTermsFields({ form }: { form: CampaignForm }) {
  const id = useId();
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const today = businessDay();
  return (
    <>
      <FormSelect
        control={form.control}
        name="discountType"
        label="Discount Type"
        options={discountTypeOptions}
      />
      <FormTextField
        control={form.control}
        name="discountValue"
        label="Discount Value"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
      />
      <FormTextField control={form.control} name="startDate" label="Start Date" type="date" min={today} />
      <FormTextField
        control={form.control}
        name="endDate"
        label="End Date"
        type="date"
        min={typeof startDate === 'string' && startDate > today ? startDate : today}
      />
      <FormSelect
        control={form.control}
        name="targetSegment"
        label="Target Segment"
        options={segmentOptions}
      />
      <FormTextField
        control={form.control}
        name="usageLimit"
        label="Usage Limit (optional)"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
      />
      <FormTextField
        control={form.control}
        name="minPurchaseAmount"
        label="Minimum Purchase (optional)"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
      />
      <Controller
        control={form.control}
        name="isAutoApply"
        render={({ field }) => (
          <div className="flex items-center gap-2 self-end pb-2 text-sm">
            <Checkbox
              id={`${id}-auto`}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor={`${id}-auto`}>Apply automatically to eligible carts</Label>
          </div>
        )}
      />
    </>
  );
}

/** Applies To: everything, or the categories and products chosen in the picker. */
function CampaignTargetsField({
  form,
  targets,
  onChoose,
}: {
  form: CampaignForm;
  targets: CampaignTargets;
  onChoose: () => void;
}) {
  return (
    <Controller
      control={form.control}
      name="categories"
      render={({ fieldState }) => (
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-2 font-medium text-sm">Applies To</legend>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm" data-testid="campaign-targets">
              {describeTargets(targets)}
            </span>
            <Button type="button" variant="outline" size="sm" onClick={onChoose}>
              Choose Products and Categories
            </Button>
          </div>
          {fieldState.error?.message && (
            <p className="text-destructive text-sm" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/**
 * What the campaign applies to: all products or categories in the form, the chosen products (with
 * their names, for the summary) beside it; reset each time the dialog opens.
 */
function useCampaignTargets(form: CampaignForm, open: boolean, campaign: Campaign | null) {
  const [products, setProducts] = useState<{ id: string; name: string }[]>([]);
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(valuesOf(campaign));
      setProducts(campaign?.products ?? []);
    }
  }, [open, campaign, reset]);
  const [appliesToAll, categories] = useWatch({
    control: form.control,
    name: ['appliesToAll', 'categories'],
  });
  const targets: CampaignTargets = {
    appliesToAll: appliesToAll !== false,
    categories: (categories as string[] | undefined) ?? [],
    products,
  };
  const choose = (next: CampaignTargets) => {
    setProducts(next.products);
    form.setValue('appliesToAll', next.appliesToAll);
    form.setValue('categories', next.categories as ProductCategoryId[]);
    form.setValue(
      'productIds',
      next.products.map((p) => p.id),
    );
    form.clearErrors('categories');
  };
  return { targets, choose, products };
}

/** Create Campaign / Edit Campaign (docs/product/associate-portal.md): its form, defaults and texts, checked by the server's contract. */
export function CampaignFormDialog({
  open,
  campaign,
  onOpenChange,
}: {
  open: boolean;
  campaign: Campaign | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useCampaignForm(campaign);
  const [picking, setPicking] = useState(false);
  const { targets, choose, products } = useCampaignTargets(form, open, campaign);
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={campaign ? 'Edit Campaign' : 'Create Campaign'}
        description="A campaign starts as a draft; submit it for approval by finance when it is ready."
        form={form}
        className="sm:max-w-2xl"
        onSubmit={async (values) => {
          const body = { ...values, productIds: products.map((p) => p.id) };
          if (campaign) {
            await update.mutateAsync({ id: campaign.id, body });
            toast.success(campaignMessages.updated);
          } else {
            const created = await create.mutateAsync(body);
            toast.success(campaignCreatedMessage(created.promoCode ?? ''));
          }
          onOpenChange(false);
        }}
        onError={(error) => toast.error(campaignSaveError(error))}
        submitLabel={campaign ? 'Update Campaign' : 'Create Campaign'}
        pendingLabel="Saving..."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField control={form.control} name="name" label="Campaign Name" className="sm:col-span-2" />
          <FormTextField
            control={form.control}
            name="description"
            label="Description"
            multiline
            rows={2}
            className="sm:col-span-2"
          />
          <CampaignTermsFields form={form} />
          <CampaignTargetsField form={form} targets={targets} onChoose={() => setPicking(true)} />
        </div>
      </FormDialog>
      <TargetPickerDialog open={picking} onOpenChange={setPicking} value={targets} onDone={choose} />
    </>
  );
}
