import { useState } from 'react';
import { toast } from 'sonner';
import { downloadFile } from '@/components/file-download';
import { exportHref, useBulkDeleteProducts, useBulkFeatureProducts } from '@/features/products/api';
import { productTexts } from './texts';

/** Selected rows waiting for the bulk delete's confirmation, and how to clear the selection after. */
export interface BulkDelete {
  ids: string[];
  clear: () => void;
}

/** The Products screen's Export and bulk actions (feature, unfeature, delete), each toasting its outcome. */
export function useProductActions(search: string) {
  const [bulkDelete, setBulkDelete] = useState<BulkDelete | null>(null);
  const [exporting, setExporting] = useState(false);
  const removeMany = useBulkDeleteProducts();
  const feature = useBulkFeatureProducts();

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(exportHref(search), 'products.csv');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  async function confirmBulkDelete() {
    if (!bulkDelete) return;
    try {
      const { count } = await removeMany.mutateAsync(bulkDelete.ids);
      toast.success(productTexts.bulkDeleted(count));
      bulkDelete.clear();
      setBulkDelete(null);
    } catch {
      toast.error(productTexts.bulkDeleteFailed);
    }
  }

  async function setFeatured(ids: string[], isFeatured: boolean, clear: () => void) {
    try {
      const { count } = await feature.mutateAsync({ ids, isFeatured });
      toast.success(productTexts.bulkUpdated(count));
      clear();
    } catch {
      toast.error(productTexts.bulkUpdateFailed);
    }
  }

  return {
    exporting,
    exportCsv,
    bulkDelete,
    setBulkDelete,
    confirmBulkDelete,
    bulkDeleting: removeMany.isPending,
    featuring: feature.isPending,
    setFeatured,
  };
}
