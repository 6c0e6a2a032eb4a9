import type { OnboardingApplication } from '@party/shared';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';

const statusTexts = {
  pending: 'Your application is under review. We will email you when it has been decided.',
  approved: 'Your application has been approved.',
  rejected:
    'Your application was not approved. You may apply again; an administrator reviews every new application.',
} as const;

const roleNames = { vendor: 'vendor (supplier)', associate: 'associate (staff)' } as const;

/** The applicant's view of their application (docs/product/access.md: approved, rejected, else under review). */
export function ApplicationStatus({ application }: { application: OnboardingApplication }) {
  const text = statusTexts[application.status];
  return (
    <section aria-labelledby="application-heading" className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="application-heading" className="text-lg">
          Your application
        </h2>
        <StatusBadge entity="onboarding" status={application.status} />
      </div>
      <p>{text}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Applied as</dt>
        <dd>{roleNames[application.role]}</dd>
        <dt className="text-muted-foreground">Company</dt>
        <dd>{application.companyName}</dd>
        <dt className="text-muted-foreground">Submitted</dt>
        <dd>{formatDate(application.submittedAt)}</dd>
        {application.reviewNotes && (
          <>
            <dt className="text-muted-foreground">Notes</dt>
            <dd>{application.reviewNotes}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
