import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, updateProfileSchema } from '@party/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/form-field';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateProfile } from './api';
import { type AccountScreen, toastProfileFailed, toastProfileSaved } from './texts';

const profileFormSchema = updateProfileSchema.pick({
  name: true,
  phone: true,
  avatarUrl: true,
});
type ProfileFormInput = z.input<typeof profileFormSchema>;

/** The page's security policy admits same-origin pictures only; others show the initials. */
function shownAvatar(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin === window.location.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Profile tab: the person's own name, phone and avatar URL; the sign-in email is shown read-only.
 * The company's name is the Business form's (docs/product/company-accounts.md), shown here beside the name.
 */
export function ProfileForm({ profile, screen }: { profile: Profile; screen: AccountScreen }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    values: {
      name: profile.name,
      phone: profile.phone ?? '',
      avatarUrl: profile.avatarUrl ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toastProfileSaved(screen);
    } catch (error) {
      setServerFieldErrors(form.setError, error);
      toastProfileFailed(screen, error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      <div className="flex items-center gap-4">
        <Avatar className="size-16">
          {shownAvatar(profile.avatarUrl) && <AvatarImage src={shownAvatar(profile.avatarUrl)} alt="" />}
          <AvatarFallback className="text-lg">{initialsOf(profile.name || profile.email)}</AvatarFallback>
        </Avatar>
        <div className="flex flex-col">
          <span className="font-medium">{profile.name}</span>
          {profile.companyName && (
            <span className="text-muted-foreground text-sm">{profile.companyName}</span>
          )}
        </div>
      </div>
      <FormField label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" hint="Your email address is your sign-in and cannot be changed here.">
        <Input type="email" value={profile.email} readOnly aria-readonly="true" className="bg-muted" />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label="Avatar URL (optional)" error={errors.avatarUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('avatarUrl')} />
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
