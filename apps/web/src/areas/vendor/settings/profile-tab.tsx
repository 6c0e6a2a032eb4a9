import {
  formatAbn,
  type UpdateVendorProfile,
  type UpdateVendorProfileInput,
  updateVendorProfileSchema,
  type VendorProfile,
  vendorCapabilities,
  vendorMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { isNotFound, RecordStates } from '@/components/record/record-states';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useUpdateVendorProfile, vendorProfileQueryOptions } from '@/features/vendors/api';

function valuesOf(profile: VendorProfile | null, fallbackEmail: string): UpdateVendorProfileInput {
  return {
    companyName: profile?.companyName ?? '',
    contactEmail: profile?.contactEmail ?? fallbackEmail,
    contactPhone: profile?.contactPhone ?? '',
    businessAddress: profile?.businessAddress ?? '',
    abn: profile?.abn ? formatAbn(profile.abn) : '',
    paymentTermsDays: String(profile?.paymentTermsDays ?? 30),
    capabilities: (profile?.capabilities ?? []) as UpdateVendorProfileInput['capabilities'],
  };
}

/**
 * The quality rating (docs/product/vendor-portal.md) out of 5, 0 until staff rate the vendor; read-only here.
 */
function QualityRating({ rating }: { rating: number }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium text-sm">Quality Rating</p>
      <p className="flex items-center gap-2">
        <StarIcon className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
        <span className="font-semibold tabular-nums">{rating.toFixed(1)} / 5</span>
      </p>
      <p className="text-muted-foreground text-xs">Set by Party Central from your deliveries.</p>
    </div>
  );
}

/** The capabilities the vendor offers, one checkbox each. */
function CapabilitiesField({
  control,
}: {
  control: Control<UpdateVendorProfileInput, unknown, UpdateVendorProfile>;
}) {
  const capabilitiesId = useId();
  return (
    <Controller
      control={control}
      name="capabilities"
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value ?? []);
        return (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-medium text-sm">Capabilities</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {vendorCapabilities.map((capability, index) => (
                <div key={capability} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`${capabilitiesId}-${index}`}
                    checked={chosen.has(capability)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? [...chosen, capability]
                          : [...chosen].filter((c) => c !== capability),
                      )
                    }
                  />
                  <Label htmlFor={`${capabilitiesId}-${index}`} className="font-normal">
                    {capability}
                  </Label>
                </div>
              ))}
            </div>
            {fieldState.error && (
              <p role="alert" className="font-medium text-destructive text-sm">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function ProfileForm({ profile, email }: { profile: VendorProfile | null; email: string }) {
  const update = useUpdateVendorProfile();
  const form = useZodForm(updateVendorProfileSchema, {
    values: valuesOf(profile, email),
    resetOptions: { keepDirtyValues: true },
  });
  const submit = async (values: UpdateVendorProfile) => {
    await update.mutateAsync(values);
    toast.success(vendorMessages.profileUpdated);
  };

  return (
    <FormPanel
      form={form}
      onSubmit={submit}
      onError={(error) =>
        toast.error(
          vendorMessages.profileUpdateFailed(error instanceof Error ? error.message : String(error)),
        )
      }
      submitLabel="Save Profile"
      pendingLabel="Saving..."
      className="max-w-2xl gap-6"
    >
      {!profile && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
          {vendorMessages.profileNotFound}. Save your company details to set up your vendor profile.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="companyName"
          label="Company Name"
          className="sm:col-span-2"
        />
        <FormTextField control={form.control} name="contactEmail" label="Contact Email" type="email" />
        <FormTextField control={form.control} name="contactPhone" label="Contact Phone" type="tel" />
        <FormTextField
          control={form.control}
          name="businessAddress"
          label="Business Address"
          multiline
          rows={2}
          className="sm:col-span-2"
        />
        <FormTextField control={form.control} name="abn" label="ABN" hint="11 digits, e.g. 51 824 753 556" />
        <FormTextField
          control={form.control}
          name="paymentTermsDays"
          label="Payment Terms (days)"
          hint="Invoices fall due this many days after you accept a purchase order."
          type="number"
          step="1"
          min="1"
          inputMode="numeric"
        />
      </div>
      <CapabilitiesField control={form.control} />
      <QualityRating rating={profile?.qualityRating ?? 0} />
    </FormPanel>
  );
}

/** Settings → Profile: company details, ABN, payment terms, capabilities and the quality rating. */
export function VendorProfileTab({ email }: { email: string }) {
  const profile = useQuery(vendorProfileQueryOptions);
  // No company yet (a 404): the first save creates it.
  if (isNotFound(profile.error)) return <ProfileForm profile={null} email={email} />;
  return (
    <RecordStates
      query={profile}
      loadingLabel="Loading profile..."
      errorTitle="Error loading profile"
      notFoundTitle="Vendor profile not found"
    >
      {(data) => <ProfileForm profile={data} email={email} />}
    </RecordStates>
  );
}
