import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorReply, fakeApi, functionFieldErrorReply } from '../test/fake-api';
import { callAnalyze, callChat, FunctionCallError, resetAiCallSpacing } from './functions-api';

describe('server function calls', () => {
  beforeEach(() => resetAiCallSpacing());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs a rate-limit notice on a 429 and fails so the screen shows its fallback (spec §8)', async () => {
    fakeApi({
      routes: {
        'POST /api/functions/ai-chat': {
          status: 429,
          body: {
            success: false,
            data: null,
            error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait 30 seconds.' },
          },
        },
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const call = callChat({ type: 'startQuestionnaire' }, z.unknown());
    await expect(call).rejects.toBeInstanceOf(FunctionCallError);
    await expect(call).rejects.toMatchObject({ status: 429 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Rate limit reached for \/api\/functions\/ai-chat/),
    );
  });

  it('logs no notice for other failures', async () => {
    fakeApi({ routes: { 'POST /api/functions/ai-chat': errorReply(500, 'INTERNAL', 'x') } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(callChat({ type: 'startQuestionnaire' }, z.unknown())).rejects.toMatchObject({
      status: 500,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns a refused answer of the profile into words and kind "profile", not a field path', async () => {
    fakeApi({
      routes: {
        'POST /api/functions/ai-analyze': functionFieldErrorReply(
          'userProfile.profile.age: Age must be at most 120',
          { 'userProfile.profile.age': ['Age must be at most 120'] },
        ),
      },
    });
    const call = callAnalyze({ type: 'healthAnalysis', userProfile: {} } as never, z.unknown());
    await expect(call).rejects.toMatchObject({
      kind: 'profile',
      status: 400,
      message:
        'Some of your answers need a correction: Age must be at most 120. Please correct it on the Health Assessment screen, then try again.',
    });
  });

  it('a call waiting for its turn that is aborted or dropped is never sent', async () => {
    const api = fakeApi();
    await callChat({ type: 'startQuestionnaire' }, z.unknown());
    expect(api.requests).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Both wait for the second that spec §9 keeps between calls.
      const leaving = new AbortController();
      const aborted = callChat({ type: 'startQuestionnaire' }, z.unknown(), leaving.signal);
      const dropped = callChat({ type: 'startQuestionnaire' }, z.unknown());
      const settled = Promise.allSettled([aborted, dropped]);
      await vi.advanceTimersByTimeAsync(500);
      leaving.abort();
      resetAiCallSpacing();
      const results = await settled;
      expect(results).toMatchObject([
        { status: 'rejected', reason: { name: 'AbortError' } },
        { status: 'rejected', reason: { name: 'AbortError' } },
      ]);
      await vi.advanceTimersByTimeAsync(3000);
      expect(api.requests).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }

    await callChat({ type: 'startQuestionnaire' }, z.unknown());
    expect(api.requests).toHaveLength(2);
  });
});
