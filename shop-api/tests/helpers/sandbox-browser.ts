/**
 * A shopper's browser at the sandbox identity provider, for the API tests: follows its redirects
 * (keeping its cookies) up to the storefront's return route, which it does not open.
 */
export class SandboxBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly storefrontOrigin: string) {}

  async open(url: string | URL, init: RequestInit = {}): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    let request: RequestInit = init;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(current, {
        ...request,
        redirect: 'manual',
        headers: { ...(request.headers as Record<string, string>), cookie: this.cookieHeader() },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name!.trim());
        else this.cookies.set(name!.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current);
      if (current.origin === this.storefrontOrigin) return { response, url: current };
      request = {};
    }
    throw new Error('Too many redirects');
  }

  /** Consents on the provider's page as `identity` (or denies): answers the way back to the storefront. */
  async consent(authUrl: string | URL, identity: string, decision = 'allow'): Promise<URL> {
    const page = await this.open(authUrl);
    if (page.response.status !== 200)
      throw new Error(`consent page: ${page.response.status} ${await page.response.text()}`);
    const back = await this.open(page.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identity, decision }).toString(),
    });
    return back.url;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
