import { type FileStorageSummary, filePurposeLabel } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { FileIcon, FileTextIcon, HardDriveIcon, ImageIcon } from 'lucide-react';
import { ListError } from '@/components/list/list-states';
import { type Stat, StatCards } from '@/components/stat-cards';
import { formatFileSize } from '@/lib/format';
import { storageSummaryQueryOptions } from './api';

const filesCount = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'file' : 'files'}`;

function hint(text: string) {
  return <p className="text-muted-foreground text-xs">{text}</p>;
}

function kindStats(summary: FileStorageSummary | undefined): Stat[] {
  const of = (kind: 'image' | 'pdf' | 'other') => summary?.byKind.find((k) => k.kind === kind);
  const card = (label: string, kind: 'image' | 'pdf' | 'other', icon: Stat['icon']): Stat => ({
    label,
    value: formatFileSize(of(kind)?.bytes ?? 0),
    hint: hint(filesCount(of(kind)?.count ?? 0)),
    icon,
  });
  return [
    {
      label: 'Storage Used',
      value: formatFileSize(summary?.totalBytes ?? 0),
      hint: hint(filesCount(summary?.totalFiles ?? 0)),
      icon: HardDriveIcon,
    },
    card('Images', 'image', ImageIcon),
    card('PDFs', 'pdf', FileTextIcon),
    card('Other Files', 'other', FileIcon),
  ];
}

/** Storage used in total, by type and by purpose (the File Management figures). */
export function StorageCards() {
  const summary = useQuery(storageSummaryQueryOptions);
  if (summary.isError)
    return <ListError title="Failed to load storage used" error={summary.error} onRetry={summary.refetch} />;
  const purposes = summary.data?.byPurpose ?? [];
  return (
    <div className="flex flex-col gap-4">
      <StatCards label="Storage by type" loading={summary.isPending} stats={kindStats(summary.data)} />
      {purposes.length > 0 && (
        <section aria-labelledby="storage-by-purpose" className="flex flex-col gap-2">
          <h2 id="storage-by-purpose" className="font-medium text-lg">
            Storage by purpose
          </h2>
          <StatCards
            label="Storage by purpose"
            headingLevel="h3"
            stats={purposes.map((p) => ({
              label: filePurposeLabel(p.purpose),
              value: formatFileSize(p.bytes),
              hint: hint(filesCount(p.count)),
            }))}
          />
        </section>
      )}
    </div>
  );
}
