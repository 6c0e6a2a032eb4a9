import {
  companyTexts,
  invitationSignUpInputSchema,
  maskEmail,
  type PublicInvitation,
} from '@party/shared/companies/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { RecordStates } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { meQueryKey, useSession } from '@/features/auth/api';
import { loginPathFor } from '@/features/auth/redirect';
import { invitationQueryOptions, useAcceptInvitation, useInvitationSignUp } from '@/features/companies/api';
import { refreshCsrfToken } from '@/lib/csrf';
import { AuthLayout } from './auth-layout';

/**
 * /invitations/{token} (docs/product/company-accounts.md, "Members and invitations"): 'Join {company}',
 * who invited whom and as what; Accept Invitation when signed in with the invited email, Create
 * Account & Join or Sign in to accept when not; a used, revoked, unknown or expired link says so.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  // A link of another shape was never one of ours: no need to ask the server.
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(token);
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: wellFormed });
  const data = invitation.data;
  return (
    <AuthLayout
      title={data ? companyTexts.joinTitle(data.company) : 'Invitation'}
      description={
        data && `${data.inviter} invited ${data.maskedEmail} to join ${data.company} as ${data.role}.`
      }
    >
      {wellFormed ? (
        <RecordStates
          query={invitation}
          loadingLabel="Loading invitation"
          errorTitle="Could not load this invitation."
          notFoundTitle="This invitation link is not valid."
        >
          {(found) => <InvitationBody token={token} invitation={found} />}
        </RecordStates>
      ) : (
        <p>This invitation link is not valid.</p>
      )}
    </AuthLayout>
  );
}

function InvitationBody({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const session = useSession();
  if (invitation.state === 'accepted') return <p>{companyTexts.used}</p>;
  if (invitation.state === 'revoked') return <p>{companyTexts.notValid(invitation.company)}</p>;
  if (invitation.state === 'expired') return <p>{companyTexts.expired(invitation.inviter)}</p>;
  if (session.isPending) return null;
  const principal = session.data?.principal ?? null;
  if (!principal) return <SignUpToJoin token={token} invitation={invitation} />;
  if (maskEmail(principal.email.toLowerCase()) !== invitation.maskedEmail)
    return <p role="alert">{companyTexts.wrongEmail(invitation.maskedEmail)}</p>;
  return <AcceptButton token={token} />;
}

/** Signed in with the invited email: one button, then the partner portal as a member. */
function AcceptButton({ token }: { token: string }) {
  const accept = useAcceptInvitation(token);
  const joined = useJoined();
  return (
    <Button
      disabled={accept.isPending}
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: ({ company }) => void joined(company),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {accept.isPending ? 'Joining...' : companyTexts.acceptInvitation}
    </Button>
  );
}

/** After joining: the session's company is new, so /api/me is read again before the portal opens. */
function useJoined() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (company: string) => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    toast.success(companyTexts.welcome(company));
    await navigate('/partner', { replace: true });
  };
}

/** Not signed in: name and password make an account of the invited email, signed in at once. */
function SignUpToJoin({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const signUp = useInvitationSignUp(token);
  const joined = useJoined();
  const form = useZodForm(invitationSignUpInputSchema, { defaultValues: { name: '', password: '' } });
  return (
    <>
      <FormPanel
        form={form}
        submitLabel={companyTexts.createAccountAndJoin}
        pendingLabel="Creating account..."
        onSubmit={async (values) => {
          const { company, email } = await signUp.mutateAsync(values);
          const { authClient, authFailureText } = await import('@/lib/auth-client');
          const { error } = await authClient.signIn.email({ email, password: values.password });
          if (error) throw new Error(authFailureText(error));
          // A new session: its writes carry a token of their own.
          void refreshCsrfToken();
          await joined(company);
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="invited-email">Email</Label>
          <Input id="invited-email" value={invitation.maskedEmail} readOnly aria-readonly="true" />
        </div>
        <FormTextField control={form.control} name="name" label="Name" autoComplete="name" />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
      </FormPanel>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link
          to={loginPathFor(`/invitations/${token}`)}
          className="text-primary underline-offset-4 hover:underline"
        >
          {companyTexts.signInToAccept}
        </Link>
      </p>
    </>
  );
}
