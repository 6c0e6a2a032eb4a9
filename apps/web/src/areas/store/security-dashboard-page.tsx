import type { SecurityReport } from '@party/shared/seo/security-checks';
import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, CircleXIcon, RefreshCwIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/lib/api-client';

const securityChecksQuery = {
  queryKey: ['store', 'security-checks'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<SecurityReport>('/api/store/security-checks', { signal }),
  // A dashboard of the live server: always ask again when opened.
  staleTime: 0,
};

/** /security-dashboard: the running server's own security checks and the share that pass. */
export default function SecurityDashboardPage() {
  const report = useQuery(securityChecksQuery);
  const { refetch, isFetching } = report;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title="Security Dashboard"
        description="Live checks of the headers, cookies and transport this server sends to every visitor."
        actions={
          <Button onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCwIcon className={isFetching ? 'animate-spin' : undefined} aria-hidden />
            Refresh
          </Button>
        }
      />
      <RecordStates
        query={report}
        loadingLabel="Running security checks..."
        loading={<p className="text-muted-foreground">Running security checks...</p>}
        errorTitle="The security checks could not be run."
        notFoundTitle="The security checks could not be run."
        className="flex flex-col gap-6"
      >
        {(data) => <SecurityReportView data={data} />}
      </RecordStates>
    </div>
  );
}

function SecurityReportView({ data }: { data: SecurityReport }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Security score</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-baseline gap-3">
          <span className="font-bold text-5xl" data-testid="security-score">
            {data.score}%
          </span>
          <span className="text-muted-foreground">
            {data.checks.filter((c) => c.passed).length} of {data.checks.length} checks passed · checked{' '}
            {new Date(data.checkedAt).toLocaleTimeString('en-AU')}
          </span>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Checks</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y">
            {data.checks.map((check) => (
              <li key={check.id} className="flex items-start gap-3 py-3">
                {check.passed ? (
                  <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                ) : (
                  <CircleXIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{check.name}</span>
                    <Badge variant={check.passed ? 'success' : 'danger'}>
                      {check.passed ? 'Pass' : 'Fail'}
                    </Badge>
                  </div>
                  <p className="break-words text-muted-foreground text-sm">{check.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
