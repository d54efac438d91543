import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../test/fake-api';
import { apiRequest } from './api-client';
import { ApiRequestError } from './api-error';

const PingSchema = z.object({ ok: z.literal(true) });

/** The shared fake API answering `/api/ping` (a route of these tests only) with `response`. */
function stubFetch(response: Response | Error) {
  const reply = () => {
    if (response instanceof Error) throw response;
    return response;
  };
  return fakeApi({ routes: { 'GET /api/ping': reply, 'POST /api/ping': reply } }).spy;
}

async function captureError(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected ApiRequestError, got ${error}`);
  return error;
}

describe('apiRequest', () => {
  it('returns the reply parsed by the schema', async () => {
    stubFetch(Response.json({ ok: true, extra: 1 }));
    await expect(apiRequest('/api/ping', { schema: PingSchema })).resolves.toEqual({ ok: true });
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest('/api/ping', { schema: PingSchema, method: 'POST', body: { a: 1 } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/ping',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it("throws the server's code, message, field errors and status", async () => {
    stubFetch(
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Age must be between 1 and 120.',
            fieldErrors: { age: ['Too big'] },
          },
        },
        { status: 400 },
      ),
    );
    const error = await captureError(apiRequest('/api/ping', { schema: PingSchema }));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Age must be between 1 and 120.',
      fieldErrors: { age: ['Too big'] },
      isClientError: true,
    });
  });

  it('reports a failure without the error shape as HTTP_ERROR', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await captureError(apiRequest('/api/ping', { schema: PingSchema }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', isClientError: false });
  });

  it('reports an unreachable server as NETWORK_ERROR with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await captureError(apiRequest('/api/ping', { schema: PingSchema }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects a reply that does not match the schema', async () => {
    stubFetch(Response.json({ ok: 'yes' }));
    const error = await captureError(apiRequest('/api/ping', { schema: PingSchema }));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });
});
