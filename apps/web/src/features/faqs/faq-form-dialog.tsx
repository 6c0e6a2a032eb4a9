import { type FaqInput, faqInputSchema, faqMessages, type StaffFaq } from '@party/shared';
import { faqCategoryIds, faqCategoryLabels } from '@party/shared/faqs/categories';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useCreateFaq, useUpdateFaq } from './staff-api';

const categoryOptions = faqCategoryIds.map((id) => ({ value: id, label: faqCategoryLabels[id] }));

/** After cancel, create or edit the form resets to an empty question and answer, general, public on. */
const blank: FaqInput = { question: '', answer: '', category: 'general', isPublic: true };

const valuesOf = (faq: StaffFaq | null): FaqInput =>
  faq
    ? { question: faq.question, answer: faq.answer, category: faq.category, isPublic: faq.isPublic }
    : blank;

/** The Create and Edit FAQ dialogs (600px wide): Question, Answer (6 rows), Category, visibility. */
export function FaqFormDialog({
  open,
  onOpenChange,
  faq,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The FAQ to edit; null creates one. */
  faq: StaffFaq | null;
}) {
  const form = useZodForm(faqInputSchema, { defaultValues: blank });
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const id = useId();
  const { reset } = form;
  const { submitCount } = form.formState;
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const toastedSubmit = useRef(0);

  useEffect(() => {
    reset(open ? valuesOf(faq) : blank);
  }, [open, faq, reset]);
  // The 'Please fill in all required fields' toast (docs/product/associate-portal.md), once per submit stopped by a missing field (the fields say which, too).
  useEffect(() => {
    if (submitCount > toastedSubmit.current && hasErrors) {
      toastedSubmit.current = submitCount;
      toast.error(faqMessages.requiredFields);
    }
  }, [submitCount, hasErrors]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={faq ? 'Edit FAQ' : 'Create New FAQ'}
      description={
        faq ? 'Change the question, its answer or who can see it.' : 'Add a question and its answer.'
      }
      form={form}
      className="sm:max-w-[600px]"
      submitLabel={faq ? 'Update FAQ' : 'Create FAQ'}
      pendingLabel={faq ? 'Updating...' : 'Creating...'}
      onError={() => toast.error(faq ? faqMessages.updateFailed : faqMessages.createFailed)}
      onSubmit={async (values) => {
        if (faq) await update.mutateAsync({ id: faq.id, input: values });
        else await create.mutateAsync(values);
        toast.success(faq ? faqMessages.updated : faqMessages.created);
        onOpenChange(false);
      }}
    >
      <FormTextField control={form.control} name="question" label="Question" />
      <FormTextField control={form.control} name="answer" label="Answer" multiline rows={6} />
      <FormSelect control={form.control} name="category" label="Category" options={categoryOptions} />
      <Controller
        control={form.control}
        name="isPublic"
        render={({ field }) => (
          <div className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`${id}-public`}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor={`${id}-public`}>{faqMessages.visibleToPartners}</Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
