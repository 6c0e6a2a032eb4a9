import { faqFilterFrom } from '@party/shared/faqs/categories';
import { MailIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HoursList } from '@/components/hours-list';
import { loginPathFor } from '@/features/auth/redirect';
import { usePublicFaqs } from '@/features/faqs/api';
import { FaqBrowser, FaqCategoryChips } from '@/features/faqs/faq-browser';
import { supportContact } from './content/contact';
import { Breadcrumbs, useScrollToSection } from './content/page-parts';

/**
 * /faq: public FAQs from the database, searchable and filtered in the URL, and how to reach us. The
 * server draws the list of the address's filter into the HTML and lists its questions as FAQPage
 * data in the head (resolve-page-head.ts). The browser does not rewrite that data on a new search:
 * usePageMeta here would split its module out of the product page's file, over the JS budget.
 */
export default function FaqPage() {
  const [params, setParams] = useSearchParams();
  const { search, category } = faqFilterFrom(params);
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
  useScrollToSection(faqs.isFetched);

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
        <FaqBrowser
          filter={{ search, category }}
          faqs={faqs}
          onSearchChange={(text) => setParam('search', text)}
          searchId="faq-search"
          categoryFilter={<FaqCategoryChips value={category} onChange={(id) => setParam('category', id)} />}
        />
      </section>

      <ContactSection />
    </div>
  );
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
          <HoursList hours={c.hours} className="gap-x-3 text-sm" />
        </div>
      </div>
    </section>
  );
}
