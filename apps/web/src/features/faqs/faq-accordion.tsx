import type { PublicFaq } from '@party/shared';
import { faqCategoryLabel } from '@party/shared/faqs/categories';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useInBrowser } from '@/components/client-only';
import { cn } from '@/lib/utils';

/**
 * Questions as a single-open accordion (docs/product/partner-portal.md: one open at a time). Each question is a heading
 * holding a disclosure button, the pattern screen readers announce best.
 */
export function FaqAccordion({
  faqs,
  headingLevel = 3,
  label = 'Questions',
}: {
  faqs: PublicFaq[];
  headingLevel?: 2 | 3 | 4;
  /** Names the list for assistive technology. */
  label?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  // Not ready until the page's script has taken a server-drawn page over: a click would do nothing.
  const inBrowser = useInBrowser();

  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {faqs.map((faq) => {
        const open = openId === faq.id;
        const panelId = `${baseId}-${faq.id}`;
        return (
          <li key={faq.id}>
            <Heading className="font-normal text-base">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                disabled={!inBrowser}
                onClick={() => setOpenId(open ? null : faq.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium hover:bg-muted/60"
              >
                <span>{faq.question}</span>
                <ChevronDownIcon
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-muted-foreground transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div id={panelId} hidden={!open} className="px-4 pb-4">
              <p className="text-muted-foreground leading-relaxed">{faq.answer}</p>
              <p className="mt-2 text-muted-foreground text-xs">{faqCategoryLabel(faq.category)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
