import { faqMessages, type StaffFaq } from '@party/shared';
import { faqCategoryIds, faqCategoryLabel } from '@party/shared/faqs/categories';
import { useQuery } from '@tanstack/react-query';
import { ChevronDownIcon, HelpCircleIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
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

/** The search box and the category filter over the list. */
function FaqFilters({
  search,
  onSearch,
  categoryId,
  category,
  onCategory,
}: {
  search: string;
  onSearch: (text: string) => void;
  categoryId: string;
  category: string;
  onCategory: (category: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <ListSearch
        label="Search FAQs"
        placeholder="Search questions and answers"
        value={search}
        onSearch={onSearch}
      />
      <FaqCategorySelect id={categoryId} value={category} onChange={onCategory} />
    </div>
  );
}

/** Asks before deleting a FAQ; a toast says how it went, and it closes either way. */
function DeleteFaqDialog({ faq, onClose }: { faq: StaffFaq | null; onClose: () => void }) {
  const remove = useDeleteFaq();
  const confirmDelete = async () => {
    if (!faq) return;
    try {
      await remove.mutateAsync(faq.id);
      toast.success(faqMessages.deleted);
    } catch {
      toast.error(faqMessages.deleteFailed);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={faq !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete FAQ"
      description={faqMessages.deleteConfirm}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() => void confirmDelete()}
    />
  );
}

/** The FAQs grouped by category, each group headed by its name and count. */
function FaqGroups({
  faqs,
  baseId,
  openId,
  onToggle,
  onEdit,
  onDelete,
}: {
  faqs: StaffFaq[];
  baseId: string;
  openId: string | null;
  onToggle: (faq: StaffFaq) => void;
  onEdit: (faq: StaffFaq) => void;
  onDelete: (faq: StaffFaq) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {groupByCategory(faqs).map(([category, items]) => (
        <section key={category} aria-labelledby={`${baseId}-${category}`} className="flex flex-col gap-2">
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
                onToggle={() => onToggle(faq)}
                onEdit={() => onEdit(faq)}
                onDelete={() => onDelete(faq)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * 'FAQ Management' (docs/product/associate-portal.md), the one screen of /associate/faq and
 * /admin/faq: search, category filter, FAQs grouped by category with counts, one open at a time,
 * create, edit and delete.
 */
export default function FaqManagementPage() {
  const list = useListParams(listOptions);
  const filter = { search: list.query.search, category: list.query.filters.category };
  const faqs = useQuery(staffFaqsQueryOptions(filter));
  const [editing, setEditing] = useState<StaffFaq | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<StaffFaq | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  const openForm = (faq: StaffFaq | null) => {
    setEditing(faq);
    setFormOpen(true);
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
      <FaqFilters
        search={list.query.search}
        onSearch={list.setSearch}
        categoryId={`${baseId}-category`}
        category={filter.category}
        onCategory={(value) => list.setFilter('category', value)}
      />
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
          <FaqGroups
            faqs={data.items}
            baseId={baseId}
            openId={openId}
            onToggle={(faq) => setOpenId(openId === faq.id ? null : faq.id)}
            onEdit={openForm}
            onDelete={setDeleting}
          />
        )}
      </ListStates>
      <FaqFormDialog open={formOpen} onOpenChange={setFormOpen} faq={editing} />
      <DeleteFaqDialog faq={deleting} onClose={() => setDeleting(null)} />
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
