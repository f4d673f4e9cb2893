import { describe, expect, it } from 'vitest';
import { BotCheckNotReadyError, loadBotCheck, scriptSrc, type BotCheckHost } from './bot-check-loader';

/** A script element that records its listeners, so a test can make it load or fail. */
class FakeScript {
  src = '';
  async = false;
  defer = false;
  attributes: Record<string, string> = {};
  listeners: Record<string, (() => void)[]> = {};
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  fire(type: 'load' | 'error') {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

function fakeHost() {
  const scripts: FakeScript[] = [];
  const warnings: string[] = [];
  const host = {
    document: {
      createElement: () => new FakeScript(),
      querySelector: () => scripts[0] ?? null,
      head: { appendChild: (node: FakeScript) => scripts.push(node) },
    },
    window: {} as BotCheckHost['window'],
    warn: (message: string) => warnings.push(message),
  };
  return { host: host as unknown as BotCheckHost, scripts, warnings, window: host.window };
}

describe('bot-check loader', () => {
  it('builds the script address with the site key', () => {
    expect(scriptSrc('https://www.google.com/recaptcha/api.js', 'k 1')).toBe(
      'https://www.google.com/recaptcha/api.js?render=k%201',
    );
    expect(scriptSrc('/stand-in.js?v=2', 'abc')).toBe('/stand-in.js?v=2&render=abc');
  });

  it('warns and loads nothing when the site key is missing', () => {
    const { host, scripts, warnings } = fakeHost();
    const check = loadBotCheck({ siteKey: '  ', host });
    expect(scripts).toHaveLength(0);
    expect(check.status()).toBe('disabled');
    expect(warnings.join()).toMatch(/NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set/);
    expect(() => check.execute('contact')).toThrow(BotCheckNotReadyError);
  });

  it('warns when the script fails to load', () => {
    const { host, scripts, warnings } = fakeHost();
    const check = loadBotCheck({ siteKey: 'key', scriptUrl: 'http://127.0.0.1:9/api.js', host });
    expect(scripts[0]?.src).toBe('http://127.0.0.1:9/api.js?render=key');
    scripts[0]?.fire('error');
    expect(check.status()).toBe('failed');
    expect(warnings.join()).toMatch(/failed to load/);
  });

  it('warns when the script loads without the reCAPTCHA API', () => {
    const { host, scripts, warnings } = fakeHost();
    const check = loadBotCheck({ siteKey: 'key', host });
    scripts[0]?.fire('load');
    expect(check.status()).toBe('failed');
    expect(warnings.join()).toMatch(/no grecaptcha API/);
  });

  it('raises an error when a token is requested before the script has loaded', () => {
    const { host } = fakeHost();
    const check = loadBotCheck({ siteKey: 'key', host });
    expect(check.status()).toBe('loading');
    expect(() => check.execute('contact')).toThrow(/before the reCAPTCHA script loaded/);
  });

  it('gives a token for the named action once the script is ready', async () => {
    const { host, scripts, window } = fakeHost();
    const check = loadBotCheck({ siteKey: 'key', host });
    const seen: string[] = [];
    check.subscribe((status) => seen.push(status));
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: (siteKey, { action }) => Promise.resolve(`${siteKey}:${action}`),
    };
    scripts[0]?.fire('load');
    expect(seen).toEqual(['ready']);
    await expect(check.execute('form_submit_1')).resolves.toBe('key:form_submit_1');
  });
});
