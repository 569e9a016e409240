import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/price-preferences/route';

const web = 'http://localhost:3000';

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams(fields);
  return POST(
    new Request(`${web}/api/price-preferences`, {
      method: 'POST',
      body,
      headers: {
        host: 'localhost:3000',
        origin: web,
        'sec-fetch-site': 'same-origin',
        referer: `${web}/cs/obleceni?znacka=nordvik`,
        ...headers,
      },
    }),
  );
}

describe('POST /api/price-preferences (the price switch without JavaScript)', () => {
  it('sets the chosen currency and tax mode and sends the shopper back to the same page with a 303', async () => {
    const response = await post({ locale: 'cs', currency: 'EUR', tax: 'without' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cs/obleceni?znacka=nordvik');
    expect(response.headers.getSetCookie()).toEqual([
      'currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax',
      'price_tax=without; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('ignores values it does not know and marks the cookies Secure on https', async () => {
    const response = await post(
      { locale: 'cs', currency: 'USD', tax: 'with' },
      { 'x-forwarded-proto': 'https', origin: 'https://localhost:3000', referer: 'https://localhost:3000/cs' },
    );
    expect(response.headers.getSetCookie()).toEqual(['price_tax=with; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('never sends the shopper to another site: a foreign or missing referrer goes to the language home page', async () => {
    for (const referer of ['https://evil.example/cs', `${web}//evil.example/x`, 'not a url']) {
      const response = await post({ locale: 'sk', currency: 'EUR' }, { referer });
      expect(response.headers.get('location')).toBe('/sk');
    }
    const response = await post({ locale: 'xx', currency: 'EUR' }, { referer: '' });
    expect(response.headers.get('location')).toBe('/en');
  });

  it('refuses a form posted from another site', async () => {
    const crossSite = await post(
      { currency: 'EUR' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    const foreignOrigin = await post({ currency: 'EUR' }, { 'sec-fetch-site': '', origin: 'https://evil.example' });
    expect(foreignOrigin.status).toBe(403);
  });

  it('says why in the language of the form that was posted', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const said = async (locale: string) => (await post({ locale, currency: 'EUR' }, crossSite)).text();
    expect(await said('cs')).toBe('Zobrazení cen lze změnit jen ze stránek tohoto obchodu.');
    expect(await said('sk')).toBe('Zobrazenie cien možno zmeniť len zo stránok tohto obchodu.');
    expect(await said('en')).toBe('Only this shop’s own pages can change its price display.');
    expect(await said('xx')).toBe('Only this shop’s own pages can change its price display.');
  });
});
