import { RETURN_MAX_PHOTOS } from '@party/shared';
import { companyMay } from '@party/shared/companies/roles';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CameraIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import { returnQueryOptions, useLiveReturns } from '@/features/returns/api';
import { ReturnDetailView } from '@/features/returns/return-detail';
import { useRecordTitle } from '@/lib/use-record-title';
import { cn } from '@/lib/utils';
import { AddPhotoDialog } from './returns/add-photo-dialog';
import { ReturnsNotForRole } from './returns/not-for-role';

/**
 * /partner/returns/:id (docs/product/returns.md): one return with its lines, photos (added while it
 * is being decided), the reason of a rejection and the adjustment note's PDF once received.
 */
export default function ReturnPage() {
  const principal = usePrincipal();
  if (companyMay(principal.companyRole, 'shop')) return <CompanyReturn />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Return" />
      <ReturnsNotForRole />
    </div>
  );
}

function CompanyReturn() {
  const { id = '' } = useParams();
  useLiveReturns('partner');
  const detail = useQuery(returnQueryOptions('partner', id));
  const [adding, setAdding] = useState(false);
  useRecordTitle(detail.data ? `Return ${detail.data.number}` : undefined);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/partner/returns" className={cn(buttonVariants({ variant: 'outline' }), 'w-fit')}>
        <ArrowLeftIcon aria-hidden="true" /> Back to Returns
      </Link>
      <RecordStates
        query={detail}
        loadingLabel="Loading return"
        errorTitle="Could not load this return."
        notFoundTitle="Return not found."
      >
        {(ret) => (
          <>
            <ReturnDetailView
              detail={ret}
              side="partner"
              actions={
                ret.status === 'requested' && ret.photos.length < RETURN_MAX_PHOTOS ? (
                  <Button variant="outline" onClick={() => setAdding(true)}>
                    <CameraIcon aria-hidden="true" /> Add Photo
                  </Button>
                ) : null
              }
            />
            <AddPhotoDialog
              open={adding}
              onOpenChange={setAdding}
              returnId={ret.id}
              count={ret.photos.length}
            />
          </>
        )}
      </RecordStates>
    </div>
  );
}
