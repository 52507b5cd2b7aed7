import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe("the browser's QueryClient", () => {
  it('shows a save in a list whose first read was on its way when the save went out', async () => {
    const client = createQueryClient();
    let price = 2499;
    // Each read takes the price the server holds when it is asked, and arrives when the test lets it.
    const arrivals: Array<() => void> = [];
    const queryFn = () => {
      const read = price;
      return new Promise<number>((resolve) => arrivals.push(() => resolve(read)));
    };
    const list = new QueryObserver(client, { queryKey: ['pods', 'list', { search: 'Nebula' }], queryFn });
    const shown: number[] = [];
    const stop = list.subscribe(({ data }) => {
      if (data !== undefined) shown.push(data);
    });
    expect(arrivals).toHaveLength(1);

    // The save commits, then invalidates the pods; only then does the read made before it arrive.
    price = 2999.5;
    const invalidated = client.invalidateQueries({ queryKey: ['pods'] });
    arrivals[0]?.();
    await vi.waitFor(() => expect(arrivals).toHaveLength(2));
    arrivals[1]?.();
    await invalidated;

    expect(list.getCurrentResult().data).toBe(2999.5);
    expect(shown).not.toContain(2499);
    stop();
  });

  it("lets a loader's first fetch finish when a save invalidates it before anything shows it", async () => {
    const client = createQueryClient();
    let arrive: (price: number) => void = () => {};
    const loaded = client.fetchQuery({
      queryKey: ['pods', 'detail', 'nook'],
      queryFn: () => new Promise<number>((resolve) => (arrive = resolve)),
    });

    await client.invalidateQueries({ queryKey: ['pods'] });
    arrive(2499);

    await expect(loaded).resolves.toBe(2499);
  });
});
