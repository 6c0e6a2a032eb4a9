/**
 * The first thing a keyboard user reaches: hidden until focused, it jumps past the header to the
 * page's <main id="main" tabIndex={-1}> (every shell has one).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-background p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
