import {
  formatAbn,
  type UpdateVendorProfileInput,
  updateVendorProfileSchema,
  type VendorProfile,
  vendorCapabilities,
  vendorMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useUpdateVendorProfile, vendorProfileQueryOptions } from '@/features/vendors/api';
import { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/server-field-errors';

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

/** Spec 2: the quality rating out of 5, 0 until staff rate the vendor; read-only here. */
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

function ProfileForm({ profile, email }: { profile: VendorProfile | null; email: string }) {
  const capabilitiesId = useId();
  const update = useUpdateVendorProfile();
  const form = useZodForm(updateVendorProfileSchema, {
    values: valuesOf(profile, email),
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(vendorMessages.profileUpdated);
    } catch (error) {
      setServerFieldErrors(form.setError, error);
      toast.error(vendorMessages.profileUpdateFailed(error instanceof Error ? error.message : String(error)));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-6">
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
      <Controller
        control={form.control}
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
      <QualityRating rating={profile?.qualityRating ?? 0} />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}

/** Settings → Profile: company details, ABN, payment terms, capabilities and the quality rating. */
export function VendorProfileTab({ email }: { email: string }) {
  const profile = useQuery(vendorProfileQueryOptions);
  if (profile.isPending) return <ListSkeleton label="Loading profile..." rows={4} />;
  // No company yet: the first save creates it.
  if (profile.isError && profile.error instanceof ApiError && profile.error.status === 404)
    return <ProfileForm profile={null} email={email} />;
  if (profile.isError)
    return <ListError title="Error loading profile" error={profile.error} onRetry={profile.refetch} />;
  return <ProfileForm profile={profile.data} email={email} />;
}
