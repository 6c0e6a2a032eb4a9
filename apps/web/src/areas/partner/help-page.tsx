import { countOf } from '@party/shared/text/plural';
import {
  CalendarClockIcon,
  ClockIcon,
  LightbulbIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  ShoppingBagIcon,
  WalletIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HoursList } from '@/components/hours-list';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePublicFaqs } from '@/features/faqs/api';
import { FaqBrowser } from '@/features/faqs/faq-browser';
import { FaqCategorySelect } from '@/features/faqs/faq-category-select';
import { useTabParam } from '@/lib/use-tab-param';
import { supportContact } from '../store/content/contact';
import {
  budgetRanges,
  orderHours,
  partyIdeas,
  planningTimeline,
  setupTips,
  supportHours,
  themeLabels,
} from './content/help-content';

const tabs = [
  { id: 'faq', label: 'FAQ' },
  { id: 'ideas', label: 'Party Ideas' },
  { id: 'guides', label: 'Planning Guides' },
  { id: 'contact', label: 'Contact Us' },
] as const;

/**
 * /partner/help: the help centre (docs/product/partner-portal.md), FAQ from the database, ideas, guides and
 * how to reach us.
 */
export default function PartnerHelpPage() {
  const [active, open] = useTabParam(tabs);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Help Centre"
        description="Answers, party ideas, planning guides and the team behind your orders."
      />
      <Tabs value={active} onValueChange={open}>
        <TabsList aria-label="Help Centre sections" className="h-auto">
          {tabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="faq">
          <FaqTab />
        </TabsContent>
        <TabsContent value="ideas">
          <PartyIdeasTab />
        </TabsContent>
        <TabsContent value="guides">
          <PlanningGuidesTab />
        </TabsContent>
        <TabsContent value="contact">
          <ContactTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function FaqTab() {
  const [filter, setFilter] = useState({ search: '', category: 'all' });
  const faqs = usePublicFaqs(filter);
  // A failed read shows inline in the FAQ list, with Try Again (FaqBrowser), not in a toast.
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-4">
      <h2 id="faq-heading" className="font-semibold text-xl">
        Frequently Asked Questions
      </h2>
      <FaqBrowser
        filter={filter}
        faqs={faqs}
        onSearchChange={(search) => setFilter((current) => ({ ...current, search }))}
        searchId="help-faq-search"
        categoryFilter={
          <FaqCategorySelect
            id="help-faq-category"
            value={filter.category}
            onChange={(category) => setFilter((current) => ({ ...current, category }))}
          />
        }
        inline
        listLabel="FAQs"
        onRetry={() => void faqs.refetch()}
      />
    </section>
  );
}

function PartyIdeasTab() {
  return (
    <section aria-labelledby="ideas-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="ideas-heading" className="font-semibold text-xl">
          Party Ideas
        </h2>
        <p className="text-muted-foreground">
          Themes our partners order most, with what to buy and how to set up.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {partyIdeas.map((idea) => (
          <li key={idea.id} className="flex">
            <Card className="flex-1">
              <CardHeader>
                <Badge variant="secondary" className="w-fit">
                  {themeLabels[idea.theme]}
                </Badge>
                <CardTitle as="h3">{idea.title}</CardTitle>
                <CardDescription>{idea.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-3 text-sm">
                <div>
                  <p className="font-medium">You will need</p>
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                    {idea.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <p className="flex gap-2 rounded-md bg-muted p-3">
                  <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{idea.tip}</span>
                </p>
              </CardContent>
              <CardFooter>
                <Link
                  to={`/partner/shop?theme=${idea.theme}`}
                  className={buttonVariants({ className: 'w-full' })}
                  aria-label={`Shop These Items: ${idea.title}`}
                >
                  <ShoppingBagIcon aria-hidden="true" /> Shop These Items
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanningGuidesTab() {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" /> Planning Timeline
          </CardTitle>
          <CardDescription>What to do, and when, for an event that runs to plan.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-4">
            {planningTimeline.map((step) => (
              <li key={step.weeks} className="flex gap-4">
                <span className="flex h-fit min-w-24 justify-center rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-sm">
                  {countOf(step.weeks, { one: 'week', other: 'weeks' })}
                </span>
                <div>
                  <h3 className="font-medium">{step.title}</h3>
                  <ul className="list-disc pl-5 text-muted-foreground text-sm">
                    {step.tasks.map((task) => (
                      <li key={task}>{task}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <WalletIcon className="size-5 text-primary" aria-hidden="true" /> Budget Guide
          </CardTitle>
          <CardDescription>Typical supply budgets in AUD, before venue and catering.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 md:grid-cols-3">
            {budgetRanges.map((budget) => (
              <li key={budget.range} className="flex flex-col gap-1 rounded-lg border p-4">
                <span className="font-bold text-2xl text-primary">{budget.range}</span>
                <h3 className="font-medium">{budget.title}</h3>
                <p className="text-muted-foreground text-sm">{budget.description}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LightbulbIcon className="size-5 text-primary" aria-hidden="true" /> Setup Tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc pl-5 text-sm">
            {setupTips.map((tip) => (
              <li key={tip} className="py-1">
                {tip}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function ContactTab() {
  const c = supportContact;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MessageCircleIcon className="size-5 text-primary" aria-hidden="true" /> Live Chat
          </CardTitle>
          <CardDescription>Chat with our team, or open a support ticket.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/partner/messages" className={buttonVariants()}>
            Start Live Chat
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <PhoneIcon className="size-5 text-primary" aria-hidden="true" /> Phone
          </CardTitle>
          <CardDescription>Local call cost from anywhere in Australia.</CardDescription>
        </CardHeader>
        <CardContent>
          <a
            href={c.phoneHref}
            className="font-medium text-lg text-primary underline-offset-4 hover:underline"
          >
            {c.phoneDisplay}
          </a>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MailIcon className="size-5 text-primary" aria-hidden="true" /> Email
          </CardTitle>
          <CardDescription>We reply within one business day.</CardDescription>
        </CardHeader>
        <CardContent>
          <a
            href={`mailto:${c.email}`}
            className="break-all font-medium text-primary underline-offset-4 hover:underline"
          >
            {c.email}
          </a>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ClockIcon className="size-5 text-primary" aria-hidden="true" /> Business Hours
          </CardTitle>
          <CardDescription>{c.hoursZone}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <div>
            <h3 className="font-medium">Support</h3>
            <HoursList hours={supportHours} className="gap-x-4" />
          </div>
          <div>
            <h3 className="font-medium">Order processing</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">{orderHours.processing.days}</dt>
              <dd>{orderHours.processing.time}</dd>
            </dl>
            <p className="mt-1">Same-day orders before {orderHours.sameDayCutoff}.</p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
