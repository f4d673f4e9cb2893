import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBotCheck } from './recaptcha';
import { sendJson, startStub } from './test-support/http-stub';

let stub: Awaited<ReturnType<typeof startStub>>;
beforeAll(async () => (stub = await startStub()));
afterAll(() => stub.close());

const settings = () => ({ secret: 'shh', minScore: 0.5, verifyUrl: `${stub.url}/siteverify`, timeoutMs: 300 });

describe('verifyBotCheck', () => {
  it('posts the secret, token and address and accepts a good score for the right action', async () => {
    let form = new URLSearchParams();
    stub.handle((_req, body, res) => {
      form = new URLSearchParams(body);
      sendJson(res, 200, { success: true, score: 0.9, action: 'form_submit_1' });
    });
    expect(await verifyBotCheck('tok', 'form_submit_1', '203.0.113.9', settings())).toEqual({ ok: true, score: 0.9 });
    expect(Object.fromEntries(form)).toEqual({ secret: 'shh', response: 'tok', remoteip: '203.0.113.9' });
  });

  it.each([
    ['a low score', { success: true, score: 0.1, action: 'form_submit_1' }, /below 0.5/],
    ['another action', { success: true, score: 0.9, action: 'login' }, /action login/],
    ['an invalid token', { success: false, 'error-codes': ['invalid-input-response'] }, /invalid-input-response/],
  ])('refuses %s', async (_name, answer, reason) => {
    stub.handle((_req, _body, res) => sendJson(res, 200, answer));
    const result = await verifyBotCheck('tok', 'form_submit_1', undefined, settings());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('refuses when the service cannot be reached', async () => {
    stub.handle((_req, _body, res) => res.socket?.destroy());
    expect((await verifyBotCheck('tok', 'form_submit_1', undefined, settings())).ok).toBe(false);
  });
});
