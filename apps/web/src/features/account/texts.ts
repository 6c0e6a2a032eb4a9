import { accountMessages as m } from '@party/shared';
import { toast } from 'sonner';

/**
 * The two account screens share their forms but not their wording: Account
 * Settings says 'Profile updated successfully', the profile screen 'Profile updated'.
 */
export type AccountScreen = 'account' | 'profile';

export function toastProfileSaved(screen: AccountScreen) {
  toast.success(screen === 'account' ? m.profileUpdated : m.profilePageUpdated);
}

export function toastProfileFailed(screen: AccountScreen, reason: string) {
  if (screen === 'account') toast.error(m.profileUpdateFailed(reason));
  else toast.error(m.profilePageUpdateFailed, { description: reason });
}
