import { SignInPanel } from '@/features/auth/sign-in-panel';
import { AuthLayout, OtherDoors } from './auth-layout';

/** /login/associate: staff sign-in, leading to /associate. */
export default function AssociateLoginPage() {
  return (
    <AuthLayout
      title="Staff Sign In"
      description="Sign in to the associate portal to manage products, orders, quotes and support."
      footer={<OtherDoors />}
    >
      <SignInPanel portal="associate" />
    </AuthLayout>
  );
}
