import { describe, expect, it } from 'vitest';

describe('zod under the page’s Content-Security-Policy', () => {
  it('parses without probing for eval once zod-config has run', async () => {
    await import('./zod-config');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const probe = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(probe, {
      construct: (target, args) => {
        probed = true;
        return Reflect.construct(target, args);
      },
      apply: (target, self, args) => {
        probed = true;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      expect(z.object({ name: z.string() }).parse({ name: 'crane' })).toEqual({ name: 'crane' });
    } finally {
      globalThis.Function = probe;
    }
    expect(probed).toBe(false);
  });
});
