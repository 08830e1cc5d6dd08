import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readAuthnRequest } from './authn-request.ts';
import type { IdpKeys } from './keys.ts';
import { samlResponse } from './response.ts';

export interface TestIdpOptions {
  keys: IdpKeys;
  port?: number;
  host?: string;
  /** The IdP's entity id; its own URL unless given. */
  issuer?: string;
}

export interface RunningTestIdp {
  /** Where it listens, e.g. http://127.0.0.1:7070. */
  url: string;
  /** Its entity id: what the console registers as the issuer URL. */
  issuer: string;
  /** Its single sign-on URL: where the console sends AuthnRequests. */
  ssoUrl: string;
  certificate: string;
  close(): Promise<void>;
}

const html = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.4rem;font:inherit}button{margin-top:1rem;padding:.5rem 1rem;font:inherit}code{word-break:break-all}</style></head><body>${body}</body></html>`;
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(body);
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1_048_576) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The person's sign-in form: whoever the tester types in is who the IdP vouches for. Hidden fields
 * carry what the answer needs back: the request answered (SP-initiated) or, IdP-initiated, where
 * to post and for which audience.
 */
function signInForm(hidden: Record<string, string>): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${html(name)}" value="${html(value)}">`)
    .join('');
  return page(
    'Test IdP: sign in',
    `<main><h1>Test identity provider</h1><p>Sign in as anyone: this IdP vouches for whoever you type.</p>
<form method="post" action="/sso">${fields}
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="firstName">First name</label><input id="firstName" name="firstName" required value="Test">
<label for="lastName">Last name</label><input id="lastName" name="lastName" required value="User">
<button type="submit">Sign in</button></form></main>`,
  );
}

/** The HTTP-POST binding: a form carrying the signed response to the ACS, sent at once. */
function postBinding(acsUrl: string, response: string, relayState: string): string {
  return page(
    'Test IdP: signing you in',
    `<main><form method="post" action="${html(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${html(response)}">${
      relayState === '' ? '' : `<input type="hidden" name="RelayState" value="${html(relayState)}">`
    }<p>Signing you in to the service provider…</p><button type="submit">Continue</button></form></main>
<script>document.forms[0].submit()</script>`,
  );
}

/**
 * A SAML 2.0 identity provider for tests and local trials. GET /sso takes the console's
 * AuthnRequest (HTTP-Redirect binding); GET /idp-initiated?acs=…&audience=… starts a sign-in from
 * the IdP's side; either shows a sign-in form whose POST /sso answers with a response whose
 * assertion is signed by `keys`. GET /metadata and /certificate.pem give what the console's
 * identity provider form asks for.
 */
export async function startTestIdp(options: TestIdpOptions): Promise<RunningTestIdp> {
  const state = { url: '', issuer: '' };

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', state.url);
      if (request.method === 'GET' && url.pathname === '/certificate.pem') {
        return send(response, 200, 'application/x-pem-file', options.keys.certificate);
      }
      if (request.method === 'GET' && url.pathname === '/metadata') {
        const der = options.keys.certificate.replace(/-----[A-Z ]+-----|\s/g, '');
        return send(
          response,
          200,
          'application/samlmetadata+xml',
          `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${html(state.issuer)}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${der}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${html(`${state.url}/sso`)}"/></md:IDPSSODescriptor></md:EntityDescriptor>`,
        );
      }
      if (request.method === 'GET' && url.pathname === '/sso') {
        const samlRequest = url.searchParams.get('SAMLRequest') ?? '';
        if (readAuthnRequest(samlRequest) === null) return send(response, 400, 'text/plain', 'No valid SAMLRequest');
        return send(
          response,
          200,
          'text/html',
          signInForm({ SAMLRequest: samlRequest, RelayState: url.searchParams.get('RelayState') ?? '' }),
        );
      }
      if (request.method === 'GET' && url.pathname === '/idp-initiated') {
        const acs = url.searchParams.get('acs');
        const audience = url.searchParams.get('audience');
        if (!acs || !audience) return send(response, 400, 'text/plain', 'acs and audience are required');
        return send(
          response,
          200,
          'text/html',
          signInForm({ acs, audience, RelayState: url.searchParams.get('relayState') ?? '' }),
        );
      }
      if (request.method === 'POST' && url.pathname === '/sso') {
        const form = await formOf(request);
        const authn = readAuthnRequest(form.get('SAMLRequest') ?? '');
        const acs = authn?.assertionConsumerServiceUrl ?? form.get('acs');
        const audience = authn?.issuer ?? form.get('audience');
        const email = form.get('email') ?? '';
        if (!acs || !audience || email === '') return send(response, 400, 'text/plain', 'Nothing to answer');
        const answer = samlResponse({
          issuer: state.issuer,
          destination: acs,
          audience,
          ...(authn === null ? {} : { inResponseTo: authn.id }),
          nameId: email,
          attributes: { email, firstName: form.get('firstName') ?? '', lastName: form.get('lastName') ?? '' },
          sign: 'assertion',
          keys: options.keys,
        });
        return send(response, 200, 'text/html', postBinding(acs, answer, form.get('RelayState') ?? ''));
      }
      if (request.method === 'GET' && url.pathname === '/') {
        return send(
          response,
          200,
          'text/html',
          page(
            'Test IdP',
            `<main><h1>Test identity provider</h1><dl><dt>Issuer URL</dt><dd><code>${html(state.issuer)}</code></dd><dt>Single sign-on URL</dt><dd><code>${html(`${state.url}/sso`)}</code></dd></dl><p><a href="/certificate.pem" download="test-idp.pem">Download the X.509 certificate</a> · <a href="/metadata">Metadata</a></p></main>`,
          ),
        );
      }
      return send(response, 404, 'text/plain', 'Not found');
    } catch (error) {
      return send(response, 400, 'text/plain', error instanceof Error ? error.message : 'Bad request');
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://${host}:${port}`;
  state.issuer = options.issuer ?? state.url;
  return {
    url: state.url,
    issuer: state.issuer,
    ssoUrl: `${state.url}/sso`,
    certificate: options.keys.certificate,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
