import { BookOpenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { guides, guidesIndex } from './content/guides';
import { Breadcrumbs, QuoteCallToAction } from './content/page-parts';

/** /guides: the three planning guides. */
export default function GuidesPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 md:py-12">
      <Breadcrumbs trail={[{ label: 'Guides' }]} />
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl md:text-4xl">{guidesIndex.title}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{guidesIndex.lead}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug} className="flex flex-col gap-3 rounded-xl border p-6">
            <BookOpenIcon className="size-8 text-primary" aria-hidden="true" />
            <h2 className="text-xl">
              <Link to={guide.path} className="underline-offset-4 hover:underline">
                {guide.title}
              </Link>
            </h2>
            <p className="flex-1 text-muted-foreground">{guide.summary}</p>
            <p className="text-muted-foreground text-sm">{guide.readingMinutes} min read</p>
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {guide.sections.slice(0, 4).map((section) => (
                <li key={section.id}>
                  <Link
                    to={`${guide.path}#${section.id}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {section.heading}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <QuoteCallToAction />
    </div>
  );
}
