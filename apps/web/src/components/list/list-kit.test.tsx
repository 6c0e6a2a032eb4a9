import '@/test/setup-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/data-table';
import { FilterGroup } from './filter-group';
import { ListSearch } from './list-search';
import { ListStates } from './list-states';
import { listQueryString, useListParams } from './use-list-params';

const userEvent = userEventLib.setup({ delay: null });

interface Row {
  id: string;
  name: string;
}
const columns: ColumnDef<Row, unknown>[] = [{ accessorKey: 'name', header: 'Name', enableSorting: true }];
const rows = (names: string[]) => names.map((name) => ({ id: name, name }));
const options = {
  filters: { status: { values: ['all', 'open', 'closed'], default: 'all' } },
  sortable: ['name'],
  pageSize: 2,
};

/** A list screen on the kit; what it would ask the server for is shown and recorded. */
function Screen({ onBulk }: { onBulk: (rows: Row[]) => void }) {
  const list = useListParams(options);
  return (
    <>
      <ListSearch label="Search things" value={list.query.search} onSearch={list.setSearch} />
      <FilterGroup
        label="Status"
        value={list.query.filters.status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={[
          { value: 'all', label: 'All' },
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
      <output aria-label="request">{listQueryString(list.query)}</output>
      <DataTable
        caption="Things"
        columns={columns}
        data={rows(['Alpha', 'Bravo'])}
        getRowId={(row) => row.id}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        serverPage={{ page: list.query.page, pageSize: 2, total: 5, onPageChange: list.setPage }}
        rowLabel={(row) => `Select ${row.name}`}
        bulkActions={(selected) => (
          <button type="button" onClick={() => onBulk(selected)}>
            Archive
          </button>
        )}
      />
    </>
  );
}

function renderScreen(path = '/things') {
  const onBulk = vi.fn();
  const router = createMemoryRouter([{ path: '/things', element: <Screen onBulk={onBulk} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  const request = () => screen.getByRole('status', { name: 'request' }).textContent;
  return { router, onBulk, request };
}

describe('list-screen kit', () => {
  it('keeps filter, sort and page in the address, asks the server for them, and the back button undoes them', async () => {
    const { router, request } = renderScreen();
    expect(request()).toBe('status=all&page=1&pageSize=2');

    await userEvent.click(screen.getByRole('radio', { name: 'Open' }));
    expect(router.state.location.search).toBe('?status=open');
    expect(screen.getByRole('radio', { name: 'Open' }).getAttribute('aria-checked')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?status=open&sort=name');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?status=open&sort=-name');

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(request()).toBe('status=open&sort=-name&page=2&pageSize=2');

    // A new filter starts again at page 1.
    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(router.state.location.search).toBe('?status=closed&sort=-name');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&sort=-name&page=2'));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Open' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(request()).toBe('status=open&sort=-name&page=2&pageSize=2');
  });

  it('sends the search after typing stops, from page 1, replacing the entry rather than adding one', async () => {
    const { router, request } = renderScreen('/things?status=open&page=3');
    const lastHistoryAction = () => router.state.historyAction;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search things' }), 'gold');
    await waitFor(() => expect(request()).toBe('search=gold&status=open&page=1&pageSize=2'));
    expect(router.state.location.search).toBe('?status=open&search=gold');
    expect(lastHistoryAction()).toBe('REPLACE');
  });

  it('ignores values the list does not know and leaves defaults out of the address', () => {
    const { request } = renderScreen('/things?status=nonsense&sort=secret&page=-3');
    expect(request()).toBe('status=all&page=1&pageSize=2');
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
  });

  it('selects rows for a bulk action', async () => {
    const { onBulk } = renderScreen();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bravo' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(toolbar.textContent).toContain('1 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(toolbar.textContent).toContain('2 selected');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Archive' }));
    expect(onBulk).toHaveBeenCalledWith(rows(['Alpha', 'Bravo']));
  });
});

describe('a count the server stopped (totalCapped)', () => {
  it("reads 'Page 2 of 2+' and keeps Next on the last counted page", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Orders"
        columns={columns}
        data={rows(['Alpha', 'Bravo'])}
        getRowId={(row) => row.id}
        serverPage={{ page: 2, pageSize: 2, total: 4, totalCapped: true, onPageChange }}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager.textContent).toContain('Page 2 of 2+');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    rerender(
      <DataTable
        caption="Orders"
        columns={columns}
        data={rows(['Alpha', 'Bravo'])}
        getRowId={(row) => row.id}
        serverPage={{ page: 2, pageSize: 2, total: 4, onPageChange }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toMatch(/Page 2 of 2(?!\+)/);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ListStates', () => {
  const base = { isPending: false, isError: false, isFetching: false, error: null, refetch: vi.fn() };
  const states = (query: Parameters<typeof ListStates<string[]>>[0]['query']) =>
    render(
      <ListStates
        query={query}
        isEmpty={(data) => data.length === 0}
        loadingLabel="Loading things"
        errorTitle="Things could not be loaded"
        empty={<p>No things yet</p>}
      >
        {(data) => (
          <ul>
            {data.map((thing) => (
              <li key={thing}>{thing}</li>
            ))}
          </ul>
        )}
      </ListStates>,
    );

  it('shows loading, then the error with Try Again, the empty text, or the list', async () => {
    const { rerender } = states({ ...base, data: undefined, isPending: true, isFetching: true });
    expect(screen.getByRole('status').textContent).toBe('Loading things');

    const refetch = vi.fn();
    rerender(
      <ListStates
        query={{ ...base, data: undefined, isError: true, error: new Error('Down for maintenance'), refetch }}
        isEmpty={(data: string[]) => data.length === 0}
        loadingLabel="Loading things"
        errorTitle="Things could not be loaded"
        empty={<p>No things yet</p>}
      >
        {() => null}
      </ListStates>,
    );
    expect(screen.getByText('Things could not be loaded')).toBeTruthy();
    expect(screen.getByText('Down for maintenance')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for no rows and keeps a shown list when a refetch fails', () => {
    const { unmount } = states({ ...base, data: [] });
    expect(screen.getByText('No things yet')).toBeTruthy();
    unmount();
    states({ ...base, data: ['Balloons'], isError: true, error: new Error('Down') });
    expect(screen.getByText('Balloons')).toBeTruthy();
    expect(screen.queryByText('Down')).toBeNull();
  });
});

/** A screen whose server holds `stored`; the search, status and a `tag` kept beside the kit narrow it. */
function Filtered({ stored }: { stored: Row[] }) {
  const list = useListParams({ ...options, extraFilters: ['tag'] });
  const found = stored.filter(
    (row) =>
      row.name.toLowerCase().includes(list.query.search.toLowerCase()) &&
      (list.query.filters.status === 'all' || row.id.endsWith(list.query.filters.status)) &&
      !list.params.get('tag'),
  );
  return (
    <>
      <ListSearch label="Search things" value={list.query.search} onSearch={list.setSearch} />
      <output aria-label="request">{listQueryString(list.query)}</output>
      <ListStates
        query={{
          data: found,
          isPending: false,
          isError: false,
          isFetching: false,
          error: null,
          refetch: vi.fn(),
        }}
        isEmpty={(data) => data.length === 0}
        loadingLabel="Loading things"
        errorTitle="Things could not be loaded"
        empty={<p>No things yet</p>}
        filtered={list.filtered}
        noMatchTitle="No things match your search."
      >
        {(data) => (
          <ul aria-label="Things">
            {data.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}
const renderFiltered = (stored: Row[], path = '/things') => {
  const router = createMemoryRouter([{ path: '/things', element: <Filtered stored={stored} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('ListStates with the list params: no match versus nothing yet', () => {
  it("says 'No things yet', with nothing to clear, when no search or filter narrows an empty list", () => {
    renderFiltered([]);
    expect(screen.getByText('No things yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it('says a search found nothing, and Clear search and filters brings the whole list back from page 1', async () => {
    const router = renderFiltered(
      rows(['Alpha', 'Bravo']),
      '/things?search=zzzz&status=open&page=3&sort=name',
    );
    expect(screen.getByText('No things match your search.')).toBeTruthy();
    expect(screen.queryByText('No things yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(2),
    );
    // The sort is how the list reads, not what it holds: it stays.
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('counts a filter kept beside the kit (extraFilters) and clears it too', async () => {
    const router = renderFiltered(rows(['Alpha']), '/things?tag=red');
    expect(screen.getByText('No things match your search.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

interface Order {
  id: string;
  number: string;
  notes: string;
  total: string;
}
const orderColumns: ColumnDef<Order, unknown>[] = [
  { accessorKey: 'number', header: 'PO Number' },
  { id: 'notes', header: 'Notes', meta: { detail: true }, cell: ({ row }) => row.original.notes },
  { accessorKey: 'total', header: 'Total', enableSorting: true },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <button type="button">Respond to {row.original.number}</button>,
  },
];
const orders: Order[] = [
  { id: '1', number: 'PO-1', notes: 'Leave at dock 3', total: '$80.00' },
  { id: '2', number: 'PO-2', notes: 'Call first', total: '$1,200.00' },
];
const renderOrders = () =>
  render(<DataTable caption="Purchase orders" columns={orderColumns} data={orders} getRowId={(o) => o.id} />);

describe('DataTable layout: every list fits its screen and keeps its action in view', () => {
  it('draws a detail column under its row, labelled, rather than as one more column', () => {
    renderOrders();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['PO Number', 'Total', 'Actions']);
    const notes = screen.getAllByRole('term').map((term) => term.textContent);
    expect(notes).toEqual(['Notes', 'Notes']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Leave at dock 3',
      'Call first',
    ]);
  });

  it('pins the action column to the right edge of a table wider than its box', () => {
    renderOrders();
    const action = screen.getByRole('button', { name: 'Respond to PO-1' }).closest('td');
    expect(action?.className).toContain('sticky');
    expect(action?.className).toContain('right-0');
  });

  it('on a phone, shows each row as a card of labelled lines with its action at the foot', async () => {
    const desktopMatchMedia = window.matchMedia;
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...desktopMatchMedia(query),
      matches: query === '(max-width: 767px)',
    }));
    try {
      renderOrders();
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Purchase orders' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const first = cards[0] as HTMLElement;
      const lines = within(first)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      expect(lines).toEqual(['PO Number: PO-1', 'Notes: Leave at dock 3', 'Total: $80.00']);
      expect(within(first).getByRole('button', { name: 'Respond to PO-1' })).toBeTruthy();
      // The header row that held the sort buttons is gone: the sortable columns are buttons above the cards.
      await userEvent.click(
        within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name: 'Total' }),
      );
      const sorted = within(screen.getByRole('list', { name: 'Purchase orders' })).getAllByRole('listitem');
      expect(sorted[0]?.textContent).toContain('PO-2');
    } finally {
      phone.mockRestore();
    }
  });
});
