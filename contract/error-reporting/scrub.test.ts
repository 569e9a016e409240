import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubText, scrubUrl } from './scrub';

const password = 'Tajne-Heslo-2026!';
const email = 'jana.novakova@example.cz';
const card = '4111 1111 1111 1111';

/** An event as the SDK builds it for an error thrown while a sign-in form was posted. */
function signInEvent() {
  return {
    event_id: 'a1b2c3',
    message: `Sign-in failed for ${email} with password=${password}`,
    exception: {
      values: [
        {
          type: 'Error',
          value: `card ${card} refused for ${email}`,
          stacktrace: { frames: [{ filename: 'app.js', lineno: 3, vars: { password, email } }] },
        },
      ],
    },
    request: {
      method: 'POST',
      url: `https://shop.example/cs/prihlaseni?email=${encodeURIComponent(email)}&next=/kosik`,
      data: { email, password, card_number: card },
      cookies: { lumen_session: 'sess-secret-value' },
      query_string: `email=${encodeURIComponent(email)}`,
      headers: {
        Cookie: 'lumen_session=sess-secret-value',
        Authorization: 'Bearer eyJhbGciOi.secret.token',
        'User-Agent': 'Mozilla/5.0',
        'sentry-trace': '4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-1',
        Referer: `https://shop.example/cs/ucet?token=reset-token-123`,
      },
    },
    user: { id: 'c-42', email, ip_address: '203.0.113.9', username: 'jana' },
    breadcrumbs: [
      { category: 'ui.input', message: 'input[name="password"]' },
      { category: 'fetch', data: { url: `/api/auth/login?email=${email}`, method: 'POST' } },
      { category: 'console', message: `submitting {"email":"${email}","password":"${password}"}` },
    ],
    contexts: {
      trace: { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7' },
      form: { password, street: 'Dlouhá 12', city: 'Praha', first_name: 'Jana' },
    },
    extra: { body: { newPassword: password, token: 'abc' }, note: `Authorization: Bearer abc.def.ghi` },
    tags: { email },
  };
}

describe('scrubEvent', () => {
  it('leaves no password, e-mail, card number, token, cookie or address anywhere in the event', () => {
    const scrubbed = JSON.stringify(scrubEvent(signInEvent()));
    for (const secret of [
      password,
      email,
      encodeURIComponent(email),
      '4111',
      'sess-secret-value',
      'eyJhbGciOi',
      'reset-token-123',
      'Dlouhá',
      'Praha',
      'Jana',
      'jana',
      '203.0.113.9',
      'abc.def.ghi',
    ]) {
      expect(scrubbed, secret).not.toContain(secret);
    }
  });

  it('drops the request body, cookies and every header but the harmless ones', () => {
    const { request } = scrubEvent(signInEvent());
    expect(request).not.toHaveProperty('data');
    expect(request).not.toHaveProperty('cookies');
    expect(Object.keys(request?.headers ?? {}).sort()).toEqual(['Referer', 'User-Agent', 'sentry-trace']);
    expect(request?.url).toBe('https://shop.example/cs/prihlaseni?email=[Filtered]&next=[Filtered]');
  });

  it('keeps the user id, the trace ids, the stack frames and what the error was', () => {
    const scrubbed = scrubEvent(signInEvent());
    expect(scrubbed.user).toEqual({ id: 'c-42' });
    expect(scrubbed.contexts.trace).toEqual({
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
    });
    expect(scrubbed.exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'card [card] refused for [email]',
      stacktrace: { frames: [{ filename: 'app.js', lineno: 3 }] },
    });
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]).not.toHaveProperty('vars');
    expect(scrubbed.event_id).toBe('a1b2c3');
  });
});

describe('scrubText and scrubUrl', () => {
  it('replaces e-mail addresses, card numbers, bearer tokens and secret=value pairs', () => {
    expect(scrubText(`to ${email}`)).toBe('to [email]');
    expect(scrubText('pay 4111-1111-1111-1111 now')).toBe('pay [card] now');
    expect(scrubText('Bearer abc.def')).toBe('Bearer [Filtered]');
    expect(scrubText('with token=xyz now')).toBe('with token=[Filtered] now');
    expect(scrubText('order 2026000123 failed')).toBe('order 2026000123 failed');
    expect(scrubText('to jana%40example.cz')).toBe('to [email]');
  });

  it('filters the query values of a URL inside a text (a span’s description)', () => {
    expect(scrubText('GET /api/x?email=a%40b.cz&page=2 failed')).toBe(
      'GET /api/x?email=[Filtered]&page=[Filtered] failed',
    );
  });

  it('filters every query value, keeping the names and the path', () => {
    expect(scrubUrl('/cs/hledat?q=lamp&page=2#top')).toBe('/cs/hledat?q=[Filtered]&page=[Filtered]');
    expect(scrubUrl('/cs/kosik')).toBe('/cs/kosik');
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs the message and the data of a breadcrumb', () => {
    expect(scrubBreadcrumb({ message: `hello ${email}`, data: { password, url: '/a?b=c' } })).toEqual({
      message: 'hello [email]',
      data: { password: '[Filtered]', url: '/a?b=[Filtered]' },
    });
  });
});
