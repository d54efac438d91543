import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      return { calls };
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(calls).toBe(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('module');
    expect(await load()).toBe('module');
    expect(calls).toBe(2);
  });
});
