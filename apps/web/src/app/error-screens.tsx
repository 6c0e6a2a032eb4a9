import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { AlertTriangleIcon } from 'lucide-react';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** docs/product/storefront-and-sign-in.md, word for word. */
export const errorTexts = {
  app: {
    title: 'Application Error',
    message: 'Something went wrong with the application. Please try refreshing the page.',
  },
  page: { title: 'Page Error', message: 'There was an error loading this page. Please try again.' },
  component: {
    title: 'Component Error',
    message: "This component encountered an error and couldn't render properly.",
  },
} as const;

type Level = keyof typeof errorTexts;

export function ErrorScreen({
  level,
  onRetry,
  onHome,
}: {
  level: Level;
  onRetry: () => void;
  onHome: () => void;
}) {
  const { title, message } = errorTexts[level];
  const Heading = level === 'component' ? 'h2' : 'h1';
  return (
    <div
      role={level === 'component' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-4 p-6 text-center',
        level === 'app' && 'min-h-svh',
        level === 'page' && 'min-h-[50vh]',
        level === 'component' && 'rounded-lg border border-destructive/40 bg-red-50',
      )}
    >
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
      <Heading className={level === 'component' ? 'font-semibold text-lg' : 'text-2xl'}>{title}</Heading>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>Retry</Button>
        <Button variant="outline" onClick={onHome}>
          Go Home
        </Button>
      </div>
    </div>
  );
}

/** Root route's boundary and the one around the router: the router itself may be what broke. */
export function AppErrorScreen() {
  return (
    <ErrorScreen
      level="app"
      onRetry={() => window.location.reload()}
      onHome={() => window.location.assign('/')}
    />
  );
}

/** Area and page boundary (route ErrorBoundary): retrying re-enters the same address. */
export function PageErrorScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorScreen
      level="page"
      onRetry={() => {
        reset();
        void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
      }}
      onHome={() => void navigate('/')}
    />
  );
}

/** A page error outside any shell still needs its own main landmark. */
export function StandalonePageError() {
  return (
    <main id="main">
      <PageErrorScreen />
    </main>
  );
}

/** Wraps a widget so its failure leaves the rest of the page working. */
export class ComponentErrorBoundary extends React.Component<
  { children: React.ReactNode; onHome?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        level="component"
        onRetry={() => this.setState({ failed: false })}
        onHome={this.props.onHome ?? (() => window.location.assign('/'))}
      />
    );
  }
}

/** Outermost boundary, around the providers and the router. */
export class AppErrorBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <AppErrorScreen /> : this.props.children;
  }
}
