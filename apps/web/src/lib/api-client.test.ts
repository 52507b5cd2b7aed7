import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, authedApi, errorMessage, onUnauthorized, tokenStore } from './api-client.ts';

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the stored bearer token and JSON, and returns the body', async () => {
    tokenStore.set('abc');
    respond(200, { success: true, data: 1 });
    await expect(api('/x', { method: 'POST', body: { a: 1 }, query: { page: 2, search: '' } })).resolves.toEqual({
      success: true,
      data: 1,
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/x?page=2');
    expect(init).toMatchObject({ headers: { Authorization: 'Bearer abc' }, body: '{"a":1}' });
  });

  it('always asks the server, never a stale copy the browser kept (stale-while-revalidate is for CDNs)', async () => {
    respond(200, { success: true, data: 1 });
    await api('/products');
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
  });

  it("prefers the server's message and falls back to the screen's own when there is none", async () => {
    respond(409, { success: false, message: 'Not enough stock' });
    const withMessage = await api('/x').catch((e: unknown) => e);
    expect(errorMessage(withMessage, 'Failed')).toBe('Not enough stock');
    respond(500, undefined);
    const without = await api('/x').catch((e: unknown) => e);
    expect(without).toBeInstanceOf(ApiError);
    expect(errorMessage(without, 'Failed to delete user')).toBe('Failed to delete user');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(errorMessage(await api('/x').catch((e: unknown) => e), 'Failed')).toBe('Failed');
  });

  it('removes the token and signs out on a 401', async () => {
    tokenStore.set('stale');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { success: false, message: 'Invalid or expired token' });
    await expect(api('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('signs out on a 401 even when no token was sent (one removed in another tab)', async () => {
    tokenStore.clear();
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { success: false, message: 'Authentication required' });
    await expect(api('/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it("refuses a signed-in-only call without a token: 'Authentication token not found', nothing sent", async () => {
    tokenStore.clear();
    respond(200, { success: true, data: 1 });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const error = await authedApi('/dashboard').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to fetch dashboard data')).toBe('Authentication token not found');
    expect(fetch).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('sends a signed-in-only call when a token is stored', async () => {
    tokenStore.set('abc');
    respond(200, { success: true, data: 1 });
    await expect(authedApi('/dashboard')).resolves.toEqual({ success: true, data: 1 });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: 'Bearer abc' } });
  });
});
