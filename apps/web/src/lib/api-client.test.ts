import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage, onUnauthorized, tokenStore } from './api-client.ts';

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
});
