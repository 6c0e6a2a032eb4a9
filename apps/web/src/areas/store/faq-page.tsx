import {
  FAQ_EMPTY_TEXT,
  FAQ_LOAD_ERROR_TEXT,
  faqCategoryIds,
  faqCategoryLabels,
} from '@party/shared/faqs/categories';
import { MailIcon, MessageCircleIcon, PhoneIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loginPathFor } from '@/features/auth/redirect';
import { usePublicFaqs } from '@/features/faqs/api';
import { FaqAccordion } from '@/features/faqs/faq-accordion';
import { cn } from '@/lib/utils';
import { supportContact } from './content/contact';
import { Breadcrumbs } from './content/page-parts';

const SEARCH_DELAY_MS = 300;
const categories = [
  { id: 'all', label: 'All Categories' },
  ...faqCategoryIds.map((id) => ({ id, label: faqCategoryLabels[id] })),
];

/** /faq: public FAQs from the database, searchable and filtered in the URL, and how to reach us. */
export default function FaqPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  // An unknown category in a shared or old link shows every FAQ rather than an error.
  const wanted = params.get('category');
  const category = categories.some((c) => c.id === wanted) ? (wanted as string) : 'all';
  const faqs = usePublicFaqs({ search, category });

  const setParam = useCallback(
    (name: 'search' | 'category', value: string) =>
      setParams(
        () => {
          // The live address, not the render's snapshot: a debounced search landing just after a
          // category click must not undo it.
          const next = new URLSearchParams(window.location.search);
          if (!value || value === 'all') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: name === 'search', preventScrollReset: true },
      ),
    [setParams],
  );
  const [draft, setDraft] = useDebouncedParam(search, (text) => setParam('search', text));

  useScrollToContact(faqs.isFetched);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 md:py-12">
      <Breadcrumbs trail={[{ label: 'FAQ' }]} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl md:text-4xl">Frequently Asked Questions</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Answers about quotes, bulk orders, delivery across Australia, returns and partner accounts. Can’t
          find yours?{' '}
          <a href="#contact" className="font-medium text-primary underline underline-offset-4">
            Contact our team
          </a>
          .
        </p>
      </div>

      <section aria-labelledby="faq-list-heading" className="flex flex-col gap-5">
        <h2 id="faq-list-heading" className="sr-only">
          Questions and answers
        </h2>
        <search className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="faq-search">Search FAQs</Label>
            <div className="relative">
              <SearchIcon
                className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="faq-search"
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder="Search questions and answers..."
                maxLength={200}
                className="pl-9"
              />
            </div>
          </div>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter by category</legend>
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={category === c.id}
                onClick={() => setParam('category', c.id)}
                className={cn(
                  'rounded-full border px-3 py-1.5 text-sm transition-colors',
                  category === c.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                {c.label}
              </button>
            ))}
          </fieldset>
        </search>

        <div aria-live="polite" aria-busy={faqs.isFetching}>
          {faqs.isPending ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              Loading FAQs...
            </p>
          ) : faqs.isError ? (
            <EmptyState title={FAQ_LOAD_ERROR_TEXT} description={faqs.error.message} />
          ) : faqs.data.items.length === 0 ? (
            <EmptyState
              icon={SearchIcon}
              title={FAQ_EMPTY_TEXT}
              description="Try other words or All Categories."
            />
          ) : (
            <FaqAccordion key={`${search}|${category}`} faqs={faqs.data.items} headingLevel={3} />
          )}
        </div>
      </section>

      <ContactSection />
    </div>
  );
}

/**
 * The search box's text, written to the URL after a pause so a visitor can share a search; when the
 * URL changes on its own (Back, a link) the box follows it.
 */
function useDebouncedParam(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commitRef.current(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return [draft, setDraft] as const;
}

/** The footer's Contact Support goes to /faq#contact; the section must still be found once the list loads above it. */
function useScrollToContact(listReady: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#contact' && listReady) document.getElementById('contact')?.scrollIntoView();
  }, [hash, listReady]);
}

function ContactSection() {
  const c = supportContact;
  const card = 'flex flex-col gap-2 rounded-lg border p-5';
  return (
    <section id="contact" aria-labelledby="contact-heading" className="flex scroll-mt-20 flex-col gap-4">
      <h2 id="contact-heading" className="text-2xl">
        Contact us
      </h2>
      <p className="text-muted-foreground">
        Our Australian support team helps with orders, quotes, delivery and accounts.
      </p>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <div className={card}>
          <h3 className="flex items-center gap-2 font-semibold text-base">
            <PhoneIcon className="size-4 text-primary" aria-hidden="true" /> Phone
          </h3>
          <a href={c.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
            {c.phoneDisplay}
          </a>
          <p className="text-muted-foreground text-sm">Local call cost from anywhere in Australia.</p>
        </div>
        <div className={card}>
          <h3 className="flex items-center gap-2 font-semibold text-base">
            <MailIcon className="size-4 text-primary" aria-hidden="true" /> Email
          </h3>
          <a
            href={`mailto:${c.email}`}
            className="break-all font-medium text-primary underline-offset-4 hover:underline"
          >
            {c.email}
          </a>
          <p className="text-muted-foreground text-sm">
            Bulk and event quotes:{' '}
            <a href={`mailto:${c.salesEmail}`} className="underline underline-offset-4">
              {c.salesEmail}
            </a>
          </p>
        </div>
        <div className={card}>
          <h3 className="flex items-center gap-2 font-semibold text-base">
            <MessageCircleIcon className="size-4 text-primary" aria-hidden="true" /> Live chat
          </h3>
          <p className="text-muted-foreground text-sm">
            Partners chat with our team from the partner portal.
          </p>
          <Link
            to={loginPathFor(c.liveChatPath)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in for live chat
          </Link>
        </div>
        <div className={card}>
          <h3 className="font-semibold text-base">Business hours ({c.hoursZone})</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {c.hours.map((row) => (
              <div key={row.days} className="contents">
                <dt className="text-muted-foreground">{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
