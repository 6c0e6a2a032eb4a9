import { SignInPanel } from '@/features/auth/sign-in-panel';
import { AuthLayout, OtherDoors } from './auth-layout';

/** /login/vendor: supplier sign-in, leading to /vendor. */
export default function VendorLoginPage() {
  return (
    <AuthLayout
      title="Supplier Sign In"
      description="Sign in to the vendor portal to manage purchase orders, shipments and your catalog."
      footer={<OtherDoors />}
    >
      <SignInPanel portal="vendor" />
    </AuthLayout>
  );
}
