import { PageHeader } from '@/components/page-header';

/** Stand-in for a screen a later piece of work delivers; the wording is the agreed one. */
export function BuildingScreen({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} />
      <p className="text-muted-foreground">This screen is being built.</p>
    </div>
  );
}
