import { CheckSquareIcon, LightbulbIcon, ShoppingBagIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import type { ArticleSection, Block, Rich } from './article';

const inlineLink = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed sentence never move
          <Link key={i} to={part.to} className={inlineLink}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

function StepsView({ block }: { block: Extract<Block, { kind: 'steps' }> }) {
  return (
    <ol className="space-y-4">
      {block.items.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
          >
            {i + 1}
          </span>
          <div className="flex flex-col gap-1">
            <span className="font-semibold">{step.title}</span>
            <span className="text-muted-foreground leading-relaxed">
              <RichText text={step.text} />
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}

function ChecklistView({ block, level }: { block: Extract<Block, { kind: 'checklist' }>; level: 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <div className="rounded-lg border bg-muted/40 p-5">
      <Heading className="mb-3 font-semibold text-base">{block.title}</Heading>
      <ul className="grid gap-2 sm:grid-cols-2">
        {block.items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckSquareIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TipView({ block }: { block: Extract<Block, { kind: 'tip' }> }) {
  return (
    <div
      role="note"
      aria-label={block.title}
      className="flex gap-3 rounded-lg border-festive border-l-4 bg-festive/10 p-4"
    >
      <LightbulbIcon className="mt-0.5 size-5 shrink-0 text-festive-foreground" aria-hidden="true" />
      <div>
        <p className="font-semibold">{block.title}</p>
        <p className="leading-relaxed">
          <RichText text={block.text} />
        </p>
      </div>
    </div>
  );
}

function ShopView({ block }: { block: Extract<Block, { kind: 'shop' }> }) {
  return (
    <nav aria-label={block.title} className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1.5 font-medium text-sm">
        <ShoppingBagIcon className="size-4" aria-hidden="true" />
        {block.title}:
      </span>
      {block.links.map((link) => (
        <Link
          key={link.category}
          to={`/products?category=${link.category}`}
          className="rounded-full border px-3 py-1 text-sm hover:bg-accent"
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

function BlockView({ block, level }: { block: Block; level: 3 | 4 }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="leading-relaxed">
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="ml-5 list-disc space-y-1.5 leading-relaxed">
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return <StepsView block={block} />;
    case 'checklist':
      return <ChecklistView block={block} level={level} />;
    case 'table':
    case 'budget':
      return <TableView block={block} />;
    case 'tip':
      return <TipView block={block} />;
    case 'shop':
      return <ShopView block={block} />;
  }
}

/**
 * A table that may be wider than a phone: its box scrolls sideways, and takes focus (named by the
 * table's caption) so the hidden columns can be reached by keyboard too.
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border">
      {children}
    </section>
  );
}

function TableView({ block }: { block: Extract<Block, { kind: 'table' | 'budget' }> }) {
  const rows =
    block.kind === 'table'
      ? block.rows
      : block.rows.map((row) => [row.item, ...row.amounts.map(formatMoney)]);
  const totals =
    block.kind === 'budget'
      ? block.head.slice(1).map((_, col) => block.rows.reduce((sum, row) => sum + (row.amounts[col] ?? 0), 0))
      : null;
  return (
    <ScrollableTable label={block.caption}>
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-2 text-left font-medium text-muted-foreground">{block.caption}</caption>
        <thead className="bg-muted">
          <tr>
            {block.head.map((cell, i) => (
              <th key={cell} scope="col" className={i > 0 && totals ? 'px-4 py-2 text-right' : 'px-4 py-2'}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row[0]}>
              <th scope="row" className="px-4 py-2 font-normal">
                {row[0]}
              </th>
              {row.slice(1).map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                <td key={i} className={totals ? 'px-4 py-2 text-right tabular-nums' : 'px-4 py-2'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="border-t-2 font-semibold">
            <tr>
              <th scope="row" className="px-4 py-2">
                Total
              </th>
              {totals.map((total, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                <td key={i} className="px-4 py-2 text-right tabular-nums">
                  {formatMoney(total)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollableTable>
  );
}

export function Blocks({ blocks, level = 3 }: { blocks: Block[]; level?: 3 | 4 }) {
  return (
    <div className="flex flex-col gap-4">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <BlockView key={i} block={block} level={level} />
      ))}
    </div>
  );
}

/** An h2 section with optional h3 subsections; headings never skip a level. */
export function SectionView({ section }: { section: ArticleSection }) {
  return (
    <section aria-labelledby={section.id} className="flex scroll-mt-20 flex-col gap-4">
      <h2 id={section.id} className="text-xl md:text-2xl">
        {section.heading}
      </h2>
      <Blocks blocks={section.blocks} level={3} />
      {section.subsections?.map((sub) => (
        <div key={sub.heading} className="flex flex-col gap-3">
          <h3 className="font-semibold text-lg">{sub.heading}</h3>
          <Blocks blocks={sub.blocks} level={4} />
        </div>
      ))}
    </section>
  );
}
