import { faqMessages, type StaffFaq } from '@party/shared';
import { faqCategoryIds, faqCategoryLabel } from '@party/shared/faqs/categories';
import { useQuery } from '@tanstack/react-query';
import { ChevronDownIcon, HelpCircleIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { FaqCategorySelect } from './faq-category-select';
import { FaqFormDialog } from './faq-form-dialog';
import { staffFaqsQueryOptions, useDeleteFaq } from './staff-api';

const listOptions = {
  filters: { category: { values: ['all', ...faqCategoryIds], default: 'all' } },
};

/** FAQs by category in the list's order (General first), each group with its FAQs. */
function groupByCategory(faqs: StaffFaq[]) {
  const groups = new Map<string, StaffFaq[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups.entries()];
}

/**
 * Spec 3 'FAQ Management', the one screen of /associate/faq and /admin/faq: search, category filter,
 * FAQs grouped by category with counts, one open at a time, create, edit and delete.
 */
export default function FaqManagementPage() {
  const list = useListParams(listOptions);
  const filter = { search: list.query.search, category: list.query.filters.category };
  const faqs = useQuery(staffFaqsQueryOptions(filter));
  const [editing, setEditing] = useState<StaffFaq | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<StaffFaq | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const remove = useDeleteFaq();
  const baseId = useId();

  useEffect(() => {
    if (faqs.isError) toast.error(faqMessages.loadFailed);
  }, [faqs.isError]);

  const openForm = (faq: StaffFaq | null) => {
    setEditing(faq);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(faqMessages.deleted);
    } catch {
      toast.error(faqMessages.deleteFailed);
    }
    setDeleting(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="FAQ Management"
        description="Answer the questions partners ask; internal FAQs stay with staff."
        actions={
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" /> New FAQ
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <ListSearch
          label="Search FAQs"
          placeholder="Search questions and answers"
          value={list.query.search}
          onSearch={list.setSearch}
        />
        <FaqCategorySelect
          id={`${baseId}-category`}
          value={filter.category}
          onChange={(value) => list.setFilter('category', value)}
        />
      </div>
      <ListStates
        filtered={list.filtered}
        noMatchTitle={faqMessages.emptyTitle}
        query={faqs}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading FAQs"
        errorTitle={faqMessages.loadFailed}
        empty={
          <EmptyState
            icon={HelpCircleIcon}
            title={faqMessages.emptyTitle}
            description="Create your first FAQ to get started."
            action={<Button onClick={() => openForm(null)}>New FAQ</Button>}
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            {groupByCategory(data.items).map(([category, items]) => (
              <section
                key={category}
                aria-labelledby={`${baseId}-${category}`}
                className="flex flex-col gap-2"
              >
                <h2 id={`${baseId}-${category}`} className="flex items-center gap-2 font-semibold text-lg">
                  {faqCategoryLabel(category)}
                  <Badge variant="secondary" aria-label={`${items.length} FAQs`}>
                    {items.length}
                  </Badge>
                </h2>
                <ul className="divide-y rounded-lg border">
                  {items.map((faq) => (
                    <FaqItem
                      key={faq.id}
                      faq={faq}
                      open={openId === faq.id}
                      onToggle={() => setOpenId(openId === faq.id ? null : faq.id)}
                      onEdit={() => openForm(faq)}
                      onDelete={() => setDeleting(faq)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListStates>
      <FaqFormDialog open={formOpen} onOpenChange={setFormOpen} faq={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete FAQ"
        description={faqMessages.deleteConfirm}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

function FaqItem({
  faq,
  open,
  onToggle,
  onEdit,
  onDelete,
}: {
  faq: StaffFaq;
  open: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const panelId = useId();
  const changed = faq.updatedAt !== faq.createdAt;
  return (
    <li>
      <h3 className="font-normal text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium hover:bg-muted/60"
        >
          <span className="flex flex-wrap items-center gap-2">
            {faq.question}
            {!faq.isPublic && <Badge variant="warning">Internal</Badge>}
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="flex flex-col gap-3 px-4 pb-4">
        <p className="whitespace-pre-line text-muted-foreground leading-relaxed">{faq.answer}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground text-xs" data-testid={`faq-meta-${faq.id}`}>
            By {faq.userName ?? 'a former user'} · Created {formatDate(faq.createdAt)}
            {changed && <> · Updated {formatDate(faq.updatedAt)}</>}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${faq.question}`}>
              <PencilIcon aria-hidden="true" /> Edit
            </Button>
            <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${faq.question}`}>
              <Trash2Icon aria-hidden="true" /> Delete
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
