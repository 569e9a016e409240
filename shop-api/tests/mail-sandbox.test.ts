import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import vnuJar from 'vnu-jar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract';
import { SandboxMailListSchema, type SandboxMail } from '@contract/calls/sandbox-mailbox';
import { renderOrderConfirmation } from '../src/mail/order-confirmation';
import { sampleOrderConfirmation } from '../src/mail/order-confirmation.sample';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  expect((await t.app.inject({ method: 'DELETE', url: '/sandbox/mailbox' })).statusCode).toBe(204);
});

async function mailbox(query = ''): Promise<SandboxMail[]> {
  const response = await t.app.inject({ url: `/sandbox/mailbox.json${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return SandboxMailListSchema.parse(response.json()).items;
}

const hostileSubject = `<script>alert("subject")</script> & <img src=x onerror=alert(1)>`;

describe('the sandbox mailbox (no SMTP_URL)', () => {
  it('keeps what the mailer sends and lists it as JSON, newest first', async () => {
    expect(t.app.mailer.transport).toBe('sandbox');
    const first = await t.app.mailer.send({
      to: { name: 'Jana Nováková', address: 'jana@example.com' },
      subject: 'První',
      text: 'Dobrý den',
      html: '<p>Dobrý den</p>',
    });
    expect(first).toMatchObject({ ok: true, transport: 'sandbox', accepted: ['jana@example.com'] });
    void t.app.mailer.send({ to: 'petr@example.com', subject: 'Second', text: 'Hello' });

    // Not awaited above: the read waits for mail still being built.
    const items = await mailbox();
    expect(items.map((mail) => mail.subject)).toEqual(['Second', 'První']);
    expect(items[1]).toMatchObject({
      from: 'Lumen Store <obchod@lumen.example>',
      to: ['Jana Nováková <jana@example.com>'],
      text: 'Dobrý den',
      html: '<p>Dobrý den</p>',
    });
    expect(items[0]?.html).toBeNull();
  });

  it('filters by recipient address (any case) with to=', async () => {
    await t.app.mailer.send({ to: 'jana@example.com', subject: 'For Jana', text: '.' });
    await t.app.mailer.send({ to: ['petr@example.com', 'eva@example.com'], subject: 'For Petr and Eva', text: '.' });
    expect((await mailbox('?to=JANA@example.com')).map((m) => m.subject)).toEqual(['For Jana']);
    expect((await mailbox('?to=eva%40example.com')).map((m) => m.subject)).toEqual(['For Petr and Eva']);
    expect(await mailbox('?to=nobody@example.com')).toEqual([]);
  });

  it('answers 422 with the field for an unknown or repeated parameter', async () => {
    for (const query of ['?sender=x', '?to=a@example.com&to=b@example.com', `?to=${'a'.repeat(321)}`]) {
      const response = await t.app.inject({ url: `/sandbox/mailbox.json${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(ErrorBodySchema.parse(response.json()).errors.length).toBeGreaterThan(0);
    }
  });

  it('refuses what an SMTP server would (no recipient, no address) as a result, and keeps nothing', async () => {
    for (const to of [[], 'not an address', 'jana@']) {
      const result = await t.app.mailer.send({ to, subject: 'Nobody', text: '.' });
      expect(result, JSON.stringify(to)).toMatchObject({ ok: false, transport: 'sandbox' });
    }
    expect(await mailbox()).toEqual([]);
  });

  it('clears with DELETE', async () => {
    await t.app.mailer.send({ to: 'jana@example.com', subject: 'Soon gone', text: '.' });
    expect(await mailbox()).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: '/sandbox/mailbox' });
    expect(await mailbox()).toEqual([]);
  });
});

describe('the sandbox mailbox pages', () => {
  it('list the messages with time, recipient and a link to each, newest first', async () => {
    await t.app.mailer.send({ to: 'jana@example.com', subject: 'Older', text: '.' });
    await t.app.mailer.send({ to: 'petr@example.com', subject: 'Newer', text: '.' });
    const [newer] = await mailbox();
    const response = await t.app.inject({ url: '/sandbox/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const { document } = new JSDOM(response.body).window;
    const rows = [...document.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()),
    );
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      ['petr@example.com', 'Newer'],
      ['jana@example.com', 'Older'],
    ]);
    expect(document.querySelector('tbody a')?.getAttribute('href')).toBe(`/sandbox/mailbox/${newer?.id}`);
    expect(document.querySelector('tbody time')?.getAttribute('datetime')).toBe(newer?.created_at);
  });

  it('show one message: headers, the HTML part in a sandboxed frame, the text part', async () => {
    const confirmation = renderOrderConfirmation(sampleOrderConfirmation('cs'));
    await t.app.mailer.send({ to: 'jana.novakova@example.com', ...confirmation });
    const [mail] = await mailbox();
    const response = await t.app.inject({ url: `/sandbox/mailbox/${mail?.id}` });
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(response.body).window;
    expect(document.querySelector('h1')?.textContent).toBe(confirmation.subject);
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toBe(confirmation.html);
    expect(document.querySelector('pre')?.textContent).toBe(confirmation.text);
  });

  it('escape a hostile subject, sender name and text everywhere', async () => {
    await t.app.mailer.send({
      to: { name: '<b>Jana</b>', address: 'jana@example.com' },
      subject: hostileSubject,
      text: '</pre><script>alert("text")</script>',
      html: '<p>hi</p><script>alert("html")</script>',
    });
    const [mail] = await mailbox();
    for (const url of ['/sandbox/mailbox', `/sandbox/mailbox/${mail?.id}`]) {
      const { document } = new JSDOM((await t.app.inject({ url })).body).window;
      expect(document.querySelectorAll('script, img, b'), url).toHaveLength(0);
      expect(document.body.textContent).toContain(hostileSubject);
    }
    const view = new JSDOM((await t.app.inject({ url: `/sandbox/mailbox/${mail?.id}` })).body).window.document;
    expect(view.querySelector('pre')?.textContent).toBe('</pre><script>alert("text")</script>');
    expect(view.querySelector('title')?.textContent).toContain(hostileSubject);
  });

  it('answer an unknown or malformed id with a 404 page', async () => {
    for (const id of ['0b6f3c1e-8a4d-4d2b-9f1e-3c5a7b9d1e2f', 'not-an-id']) {
      const response = await t.app.inject({ url: `/sandbox/mailbox/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('No such message');
    }
  });

  it('are valid HTML to the Nu Html Checker, and so is the order confirmation', async () => {
    const confirmation = renderOrderConfirmation(sampleOrderConfirmation('sk'));
    await t.app.mailer.send({ to: 'jana@example.com', ...confirmation });
    await t.app.mailer.send({ to: 'petr@example.com', subject: hostileSubject, text: 'plain only' });
    const [plain, confirmed] = await mailbox();
    const pages = {
      'list.html': (await t.app.inject({ url: '/sandbox/mailbox' })).body,
      'filtered.html': (await t.app.inject({ url: '/sandbox/mailbox?to=jana@example.com' })).body,
      'empty.html': (await t.app.inject({ url: '/sandbox/mailbox?to=nobody@example.com' })).body,
      'view.html': (await t.app.inject({ url: `/sandbox/mailbox/${confirmed?.id}` })).body,
      'view-plain.html': (await t.app.inject({ url: `/sandbox/mailbox/${plain?.id}` })).body,
      'missing.html': (await t.app.inject({ url: '/sandbox/mailbox/missing' })).body,
      'confirmation.html': confirmation.html,
    };
    expect(validationErrors(pages)).toEqual([]);
  });
});

describe('the sandbox mailbox in the API’s document', () => {
  it('has its four operations under the sandbox tag', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; tags: string[]; responses: object }>>;
    };
    const operations = [
      document.paths['/sandbox/mailbox']?.get,
      document.paths['/sandbox/mailbox']?.delete,
      document.paths['/sandbox/mailbox.json']?.get,
      document.paths['/sandbox/mailbox/{id}']?.get,
    ];
    expect(operations.map((operation) => operation?.operationId)).toEqual([
      'sandboxMailboxPage',
      'clearSandboxMailbox',
      'sandboxMailboxList',
      'sandboxMailPage',
    ]);
    for (const operation of operations) expect(operation?.tags).toEqual(['sandbox']);
    expect(Object.keys(document.paths['/sandbox/mailbox/{id}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '404', '422']),
    );
  });
});

/** The Nu Html Checker (vnu.jar, as e2e/html-validity.spec.ts runs it) over the pages: its errors, one line each. */
function validationErrors(pages: Record<string, string>): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'mail-html-'));
  try {
    const files = Object.entries(pages).map(([name, body]) => {
      writeFileSync(join(folder, name), body);
      return join(folder, name);
    });
    const run = spawnSync(
      process.env.JAVA ?? 'java',
      ['-jar', String(vnuJar), '--errors-only', '--format', 'json', '--stdout', ...files],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stdout) as { messages: { type: string; url: string; message: string }[] };
    return messages.map((m) => `${m.url.split('/').pop()}: ${m.message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
