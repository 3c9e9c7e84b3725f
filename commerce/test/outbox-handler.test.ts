import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../src/outbox/outbox';
import { startTestServer, type TestServer } from './support/test-server';

describe('GET /__outbox', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const outbox = new Outbox(server.db);
    outbox.send({
      to: 'a@example.com',
      kind: 'sign_in_code',
      subject: 'First',
      text: 'one',
      code: '111111',
    });
    outbox.send({
      to: 'b@example.com',
      kind: 'welcome_discount',
      subject: 'Other',
      text: 'x',
      code: null,
    });
    outbox.send({
      to: 'A@Example.com',
      kind: 'sign_in_code',
      subject: '<script>alert(1)</script>',
      text: 'two',
      code: '222222',
    });
  });
  afterAll(() => server.stop());

  it('answers the messages to one address as JSON, newest first, whatever the case', async () => {
    const response = await fetch(`${server.base}/__outbox?to=a%40EXAMPLE.com`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { messages } = (await response.json()) as {
      messages: { to: string; code: string | null; kind: string }[];
    };
    expect(messages.map((message) => message.code)).toEqual(['222222', '111111']);
    expect(messages[0]).toMatchObject({ to: 'a@example.com', kind: 'sign_in_code' });
  });

  it('lists messages as escaped HTML for a browser', async () => {
    const response = await fetch(`${server.base}/__outbox?to=a@example.com`, {
      headers: { accept: 'text/html' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('222222');
    expect(html).not.toContain('welcome_discount');
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${server.base}/__outbox`, { method: 'POST' })).status).toBe(405);
  });
});
