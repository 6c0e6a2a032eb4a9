import {
  initialSearchHealthScore,
  readHeadFacts,
  type SearchHealthResult,
  scoreSearchHealth,
} from '@party/shared/seo/search-health';
import { useQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ListStates } from '@/components/list/list-states';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Product pages scored beside the fixed pages: a sample, not all of them. */
const PRODUCT_SAMPLE = 3;

interface PageReport extends SearchHealthResult {
  path: string;
  title: string;
  status: number;
}

const scoreVariant = (score: number) => (score === 100 ? 'success' : score >= 85 ? 'warning' : 'danger');

/** The addresses (`<loc>`) of one sitemap document, as paths of this site. */
async function sitemapPaths(path: string, signal: AbortSignal): Promise<string[]> {
  const response = await fetch(path, { signal });
  if (!response.ok) throw new Error(`The sitemap could not be read (${response.status})`);
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  return Array.from(xml.getElementsByTagName('loc'), (loc) => {
    const url = new URL(loc.textContent ?? '/', window.location.origin);
    return `${url.pathname}${url.search}`;
  });
}

/**
 * The public pages named by the sitemap: every fixed page and the first few products. /sitemap.xml is
 * an index of files (docs/ARCHITECTURE.md): the page and category files are read whole, and of the
 * product files only the first.
 */
async function publicPages(signal: AbortSignal): Promise<string[]> {
  const files = await sitemapPaths('/sitemap.xml', signal);
  const productFiles = files.filter((f) => f.includes('/products-'));
  const read = [...files.filter((f) => !f.includes('/products-')), ...productFiles.slice(0, 1)];
  const paths = (await Promise.all(read.map((file) => sitemapPaths(file, signal)))).flat();
  const products = paths.filter((p) => p.startsWith('/product/'));
  return [...paths.filter((p) => !p.startsWith('/product/')), ...products.slice(0, PRODUCT_SAMPLE)];
}

/** Scores each page as a search engine gets it: the server's HTML, no JavaScript run. */
async function scorePublicPages({ signal }: { signal: AbortSignal }): Promise<PageReport[]> {
  const paths = await publicPages(signal);
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(path, { signal, headers: { accept: 'text/html' } });
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      return { path, title: doc.title, status: response.status, ...scoreSearchHealth(readHeadFacts(doc)) };
    }),
  );
}

/** the check of the page in view: 100 ms after start, then whenever the head changes. */
function useCurrentPageHealth(): SearchHealthResult {
  const [result, setResult] = useState<SearchHealthResult>({
    score: initialSearchHealthScore,
    issues: [],
    recommendations: [],
  });
  useEffect(() => {
    const check = () => setResult(scoreSearchHealth(readHeadFacts(document)));
    const first = window.setTimeout(check, 100);
    const observer = new MutationObserver(check);
    observer.observe(document.head, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    return () => {
      window.clearTimeout(first);
      observer.disconnect();
    };
  }, []);
  return result;
}

function Findings({ result }: { result: SearchHealthResult }) {
  if (result.issues.length === 0) return <p className="text-muted-foreground text-sm">No issues found.</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {result.issues.map((issue, index) => (
        <li key={issue}>
          <span className="font-medium">{issue}</span>
          <span className="text-muted-foreground"> — {result.recommendations[index]}</span>
        </li>
      ))}
    </ul>
  );
}

/** /seo-dashboard: search-engine health of this page and of every public page the server sends. */
export default function SeoDashboardPage() {
  const current = useCurrentPageHealth();
  const pages = useQuery({ queryKey: ['seo', 'public-pages'], queryFn: scorePublicPages, staleTime: 0 });
  const average = pages.data?.length
    ? Math.round(pages.data.reduce((sum, p) => sum + p.score, 0) / pages.data.length)
    : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <PageHeader
        title="SEO Dashboard"
        description="Search-engine health: meta description, Open Graph title and structured data of each page."
        actions={
          <Button onClick={() => void pages.refetch()} disabled={pages.isFetching}>
            <RefreshCwIcon className={pages.isFetching ? 'animate-spin' : undefined} aria-hidden />
            Refresh
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>This page</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-5xl" data-testid="seo-score">
              {current.score}
            </span>
            <span className="text-muted-foreground">/ 100 search health score</span>
          </p>
          <Findings result={current} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Public pages</CardTitle>
          {average !== null && (
            <p className="text-muted-foreground text-sm">
              {pages.data?.length} pages as the server sends them · average score {average}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <ListStates
            query={pages}
            isEmpty={(data) => data.length === 0}
            loadingLabel="Checking public pages..."
            loading={<p className="text-muted-foreground">Checking public pages...</p>}
            errorTitle="The public pages could not be checked."
            empty={<p className="text-muted-foreground">No public pages.</p>}
          >
            {(data) => (
              <ul className="flex flex-col divide-y" aria-label="Public page scores">
                {data.map((page) => (
                  <li key={page.path} className="flex flex-col gap-1 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={scoreVariant(page.score)}>{page.score}</Badge>
                      <a href={page.path} className="font-medium underline-offset-4 hover:underline">
                        {page.path}
                      </a>
                      {page.status !== 200 && <Badge variant="danger">HTTP {page.status}</Badge>}
                    </div>
                    <p className="text-muted-foreground text-sm">{page.title || 'No title'}</p>
                    {page.issues.length > 0 && <Findings result={page} />}
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
        </CardContent>
      </Card>
    </div>
  );
}
