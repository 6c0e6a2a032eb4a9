import { Link } from 'react-router';
import { SectionView } from './content/blocks';
import { type GuideSlug, guides, guidesIndex } from './content/guides';
import { Breadcrumbs, QuoteCallToAction, useScrollToSection } from './content/page-parts';

/** One planning guide (/guides/<slug>): contents, the article, other guides and a call to action. */
export default function GuidePage({ slug }: { slug: GuideSlug }) {
  const guide = guides.find((g) => g.slug === slug);
  if (!guide) throw new Error(`Unknown guide ${slug}`);
  useScrollToSection();
  const others = guides.filter((g) => g.slug !== slug);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 md:py-12">
      <Breadcrumbs trail={[{ label: 'Guides', to: guidesIndex.path }, { label: guide.title }]} />
      <div className="grid gap-10 lg:grid-cols-[1fr_16rem]">
        <article aria-labelledby="guide-title" className="flex min-w-0 flex-col gap-10">
          <header className="flex flex-col gap-3">
            <h1 id="guide-title" className="text-3xl md:text-4xl">
              {guide.title}
            </h1>
            <p className="text-lg text-muted-foreground">{guide.summary}</p>
            <p className="text-muted-foreground text-sm">
              {guide.readingMinutes} min read · Party Central team
            </p>
          </header>
          {guide.sections.map((section) => (
            <SectionView key={section.id} section={section} />
          ))}
          <QuoteCallToAction
            heading="Get a quote for your party"
            text="Found what you need? Add quantities on any product and press Get Quote. Our sales team replies within 24 hours with bulk pricing and a delivery date."
          />
        </article>
        <div className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
          <nav aria-label="In this guide" className="flex flex-col gap-2">
            <p className="font-semibold">In this guide</p>
            <ol className="flex flex-col gap-1.5 border-l pl-3 text-sm">
              {guide.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <nav aria-label="More guides" className="flex flex-col gap-2">
            <p className="font-semibold">More guides</p>
            <ul className="flex flex-col gap-1.5 text-sm">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={other.path} className="text-primary underline-offset-4 hover:underline">
                    {other.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={guidesIndex.path} className="text-primary underline-offset-4 hover:underline">
                  All guides
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
