import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './helpers.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('widget SDK files', () => {
  it('serves checkout.js, an IIFE exposing DatadeckCheckout.createCheckout, to any origin', async () => {
    const answer = await fetch(`${sandbox.base}/sdk/${CARD_WIDGET_VERSION}/checkout.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const script = await answer.text();
    const scope: Record<string, unknown> = {};
    // Evaluate the bundle in a bare scope: its global must carry createCheckout.
    new Function('self', `${script}; self.DatadeckCheckout = DatadeckCheckout;`)(scope);
    expect(typeof (scope.DatadeckCheckout as Record<string, unknown>).createCheckout).toBe('function');
  });

  it('serves checkout.css', async () => {
    const answer = await fetch(`${sandbox.base}/sdk/${CARD_WIDGET_VERSION}/checkout.css`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/css');
    expect((await answer.text()).length).toBeGreaterThan(100);
  });

  it('answers 404 for another version', async () => {
    expect((await fetch(`${sandbox.base}/sdk/0.0.1/checkout.js`)).status).toBe(404);
  });
});
