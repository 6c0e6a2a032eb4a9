import '@/test/setup-dom';
import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';

import { combinedQuery, type RecordQueryState, RecordStates } from './record-states';

const userEvent = userEventLib.setup({ delay: null });

function state(over: Partial<RecordQueryState<{ name: string }>>): RecordQueryState<{ name: string }> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: () => {},
    ...over,
  };
}

function show(query: RecordQueryState<{ name: string }>) {
  return render(
    <RecordStates
      query={query}
      loadingLabel="Loading order"
      errorTitle="Could not load this order."
      notFoundTitle="Order not found."
    >
      {(order) => <p>Order {order.name}</p>}
    </RecordStates>,
  );
}

describe('RecordStates', () => {
  it('announces loading, then shows the record', () => {
    const { rerender } = show(state({ isPending: true, isFetching: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading order');
    rerender(
      <RecordStates
        query={state({ data: { name: 'PC-1' } })}
        loadingLabel="Loading order"
        errorTitle="x"
        notFoundTitle="y"
      >
        {(order) => <p>Order {order.name}</p>}
      </RecordStates>,
    );
    screen.getByText('Order PC-1');
  });

  it('says a missing record is not found, with nothing to retry', () => {
    show(state({ isError: true, error: new ApiError(404, 'not_found', 'Order not found') }));
    screen.getByText('Order not found.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it("shows any other failure inline with the server's reason and Try Again", async () => {
    const refetch = vi.fn();
    show(
      state({ isError: true, error: new ApiError(500, 'internal', 'The database is unavailable'), refetch }),
    );
    screen.getByText('Could not load this order.');
    screen.getByText('The database is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('combinedQuery', () => {
  const query = <Data,>(over: Partial<RecordQueryState<Data>>): RecordQueryState<Data> => ({
    data: undefined,
    isPending: true,
    isError: false,
    isFetching: false,
    error: null,
    refetch: () => {},
    ...over,
  });

  it('has data once every query has answered, in order', () => {
    const cart = query({ data: { lines: 2 }, isPending: false });
    expect(combinedQuery([cart, query<string[]>({ isFetching: true })])).toMatchObject({
      data: undefined,
      isPending: true,
      isError: false,
      isFetching: true,
    });
    expect(combinedQuery([cart, query({ data: ['express'], isPending: false })]).data).toEqual([
      { lines: 2 },
      ['express'],
    ]);
  });

  it('fails with the first failure and retries every query', () => {
    const refetches = [vi.fn(), vi.fn()];
    const failure = new Error('Methods could not be read');
    const both = combinedQuery([
      query<number>({ refetch: refetches[0] }),
      query<number>({ isError: true, error: failure, refetch: refetches[1] }),
    ]);
    expect(both.isError).toBe(true);
    expect(both.error).toBe(failure);
    void both.refetch();
    for (const refetch of refetches) expect(refetch).toHaveBeenCalledTimes(1);
  });
});
