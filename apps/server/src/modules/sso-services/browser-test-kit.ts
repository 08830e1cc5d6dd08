/**
 * A browser enough for a sign-in through an OpenID provider: it keeps cookies per host as a
 * browser does (name, path; a Max-Age of 0 or an Expires in the past removes one), follows
 * nothing by itself, and submits the provider's development login and consent forms.
 */
interface Cookie {
  name: string;
  value: string;
  path: string;
}

export class TestBrowser {
  /** Cookies by host, then by name and path. */
  private readonly jar = new Map<string, Map<string, Cookie>>();

  /** `aliases`: origins served elsewhere (the console's PUBLIC_URL → where the test app listens). */
  constructor(private readonly aliases: ReadonlyMap<string, string> = new Map()) {}

  private resolve(url: string): URL {
    const parsed = new URL(url);
    const target = this.aliases.get(parsed.origin);
    return target === undefined ? parsed : new URL(`${parsed.pathname}${parsed.search}`, target);
  }

  private cookiesOf(url: URL): Map<string, Cookie> {
    let cookies = this.jar.get(url.hostname);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(url.hostname, cookies);
    }
    return cookies;
  }

  /** The cookie named so, whatever its path, if the browser holds one for the URL's host. */
  cookie(url: string, name: string): string | undefined {
    return [...this.cookiesOf(this.resolve(url)).values()].find((cookie) => cookie.name === name)?.value;
  }

  /** Forgets a cookie (as a user clearing it, or another browser would not have it). */
  drop(url: string, name: string): void {
    const cookies = this.cookiesOf(this.resolve(url));
    for (const [key, cookie] of cookies) if (cookie.name === name) cookies.delete(key);
  }

  /** Sets a cookie as a script of the page could not, but an attacker's browser might. */
  set(url: string, name: string, value: string, path: string): void {
    this.cookiesOf(this.resolve(url)).set(`${name};${path}`, { name, value, path });
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = this.resolve(url);
    const cookies = this.cookiesOf(target);
    const header = [...cookies.values()]
      .filter((cookie) => target.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(header === '' ? {} : { cookie: header }),
        ...(init.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(init.form !== undefined && { body: new URLSearchParams(init.form).toString() }),
    });
    for (const line of response.headers.getSetCookie()) this.store(cookies, line);
    return response;
  }

  private store(cookies: Map<string, Cookie>, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') ?? '/';
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const gone = maxAge === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
    if (gone) cookies.delete(`${name};${path}`);
    else cookies.set(`${name};${path}`, { name, value, path });
  }
}

/** Where a redirect goes, absolute. */
export function locationOf(response: Response, from: string): string {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`${response.status} from ${from} is no redirect`);
  return new URL(location, from).href;
}

/** What the person does at the provider's login page: sign in as `login`, or cancel. */
export type AtProvider = { login: string } | 'cancel';

/**
 * From the console's start address through the provider (login and consent pages, or none when
 * the provider remembers the person) to the callback address it sends the browser back to,
 * which is returned unvisited, for the test to visit (or tamper with first).
 */
export async function throughProvider(
  browser: TestBrowser,
  start: string,
  at: AtProvider,
  isCallback: (url: URL) => boolean,
): Promise<string> {
  let url = start;
  let response = await browser.request(url);
  for (let step = 0; step < 12; step++) {
    if (response.status >= 300 && response.status < 400) {
      url = locationOf(response, url);
      if (isCallback(new URL(url))) return url;
      response = await browser.request(url);
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || prompt === undefined) throw new Error(`${response.status} at ${url}: ${page}`);
    if (at === 'cancel') {
      response = await browser.request(`${url}/abort`);
    } else {
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login: at.login, password: 'any' } : { prompt };
      response = await browser.request(url, { method: 'POST', form });
    }
  }
  throw new Error(`no way back to the console from ${start}`);
}
