import { categoryImagePath, type ProductCategoryId } from '@party/shared/catalog/categories';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** An image starts loading at 10% visibility with a 50 px margin. */
const LAZY_THRESHOLD = 0.1;
const LAZY_ROOT_MARGIN = '50px';

// Soft colour washes (no download) that stand in for a picture until it arrives.
const placeholderTint: Record<ProductCategoryId, string> = {
  balloons: 'from-pink-200 via-fuchsia-100 to-sky-200',
  decorations: 'from-amber-100 via-rose-100 to-violet-200',
  'party-essentials': 'from-lime-100 via-yellow-100 to-orange-200',
  tableware: 'from-sky-100 via-slate-100 to-teal-200',
  'cake-supplies': 'from-rose-100 via-orange-50 to-amber-200',
};

interface ProductImageProps {
  src: string | null;
  alt: string;
  category: ProductCategoryId;
  /** Load at once (the picture the page is about, or the first row): no observer, high priority. */
  eager?: boolean;
  className?: string;
}

/**
 * A 4:3 product picture: a blurred placeholder until it comes near the viewport, then it loads and
 * fades in; if it fails, the category's stock picture takes its place.
 */
export function ProductImage(props: ProductImageProps) {
  // A new picture (another product in the same spot) starts over from the placeholder.
  return <LazyImage key={`${props.src}|${props.category}`} {...props} />;
}

function LazyImage({ src, alt, category, eager = false, className }: ProductImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);
  const [failed, setFailed] = useState(!src);
  const [loaded, setLoaded] = useState(false);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    const node = frame.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD, rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  const shown = failed || !src ? categoryImagePath(category) : src;
  return (
    <div ref={frame} className={cn('relative aspect-[4/3] overflow-hidden bg-muted', className)}>
      <div
        aria-hidden="true"
        data-testid="image-placeholder"
        className={cn(
          'absolute inset-0 scale-110 bg-gradient-to-br blur-lg transition-opacity duration-500',
          placeholderTint[category],
          loaded && 'opacity-0',
        )}
      />
      {near && !broken && (
        <img
          src={shown}
          alt={alt}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          width={800}
          height={600}
          onLoad={() => setLoaded(true)}
          onError={() => {
            setLoaded(false);
            if (failed) setBroken(true);
            else setFailed(true);
          }}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-500',
            // An eager picture is in the server's HTML and paints as it arrives, before any script
            // runs (the page's Largest Contentful Paint); the others fade in once loaded.
            loaded || eager ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      {broken && <span className="sr-only">{alt}</span>}
    </div>
  );
}
