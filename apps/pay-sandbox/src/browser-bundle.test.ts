import { describe, expect, it, vi } from 'vitest';
import { once } from './browser-bundle.ts';

describe('once', () => {
  it('computes on first use and keeps the value', async () => {
    const compute = vi.fn<() => Promise<string>>(async () => 'bundle');
    const get = once(compute);
    expect(await get()).toBe('bundle');
    expect(await get()).toBe('bundle');
    expect(compute).toHaveBeenCalledOnce();
  });

  it('does not keep a failure: the next use computes again', async () => {
    const compute = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('mid-edit'))
      .mockResolvedValueOnce('bundle');
    const get = once(compute);
    await expect(get()).rejects.toThrow('mid-edit');
    expect(await get()).toBe('bundle');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
