import '@/test/setup-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorScreen, ComponentErrorBoundary, PageErrorScreen } from './error-screens';

const userEvent = userEventLib.setup({ delay: null });
let broken = true;

function Fragile({ label }: { label: string }) {
  if (broken) throw new Error('render failed');
  return <p>{label} works</p>;
}

function renderRoutes(errorAt: 'page' | 'app') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <AppErrorScreen />,
        children: [
          {
            path: 'page',
            element: <Fragile label="Page" />,
            ...(errorAt === 'page' ? { errorElement: <PageErrorScreen /> } : {}),
          },
        ],
      },
    ],
    { initialEntries: ['/page'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  broken = true;
  // React reports every caught render error on the console; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error screens: Application, Page and Component Error with Retry and Go Home', () => {
  it('shows Page Error with Retry that renders the page again', async () => {
    renderRoutes('page');
    expect(await screen.findByRole('heading', { name: 'Page Error' })).toBeTruthy();
    expect(screen.getByText('There was an error loading this page. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Page works')).toBeTruthy();
  });

  it('shows Application Error when nothing closer catches the failure', async () => {
    renderRoutes('app');
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(
      screen.getByText('Something went wrong with the application. Please try refreshing the page.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps a failing widget to itself with Component Error, and Retry brings it back', async () => {
    render(
      <main>
        <h1>Dashboard</h1>
        <ComponentErrorBoundary>
          <Fragile label="Widget" />
        </ComponentErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(
      screen.getByText("This component encountered an error and couldn't render properly."),
    ).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Widget works')).toBeTruthy();
  });
});
