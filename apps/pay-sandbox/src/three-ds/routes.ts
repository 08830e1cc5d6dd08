import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_CHALLENGE_CODE } from '../cards/test-cards.ts';
import { sendHtml } from '../http/html.ts';
import type { PendingPayment, Store } from '../store.ts';
import { challengePage, errorPage, methodPage, notificationPage, type Page } from './pages.ts';
import { ACS_PATHS, decodeJsonToken } from './tokens.ts';

type Form = Record<string, unknown> | undefined;
const field = (form: Form, name: string): string | null => {
  const value = form?.[name];
  return typeof value === 'string' && value !== '' && value.length <= 8192 ? value : null;
};

/** A 4xx page of the ACS, thrown by the handlers below and rendered by `page`. */
class AcsRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}
const badRequest = (text: string) => new AcsRefusal(400, text);

function send(reply: FastifyReply, render: () => Page): FastifyReply {
  try {
    const page = render();
    return sendHtml(reply, 200, page.html, page.csp);
  } catch (error) {
    if (!(error instanceof AcsRefusal)) throw error;
    const page = errorPage(error.status === 404 ? 'Transaction not found' : 'Bad request', error.message);
    return sendHtml(reply, error.status, page.html, page.csp);
  }
}

/**
 * The 3-D Secure 2 ACS simulator and the 3DS server's notification pages. Browsers post HTML
 * forms here from inside the widget's iframes; what they record on the transaction is what
 * payments/details decides by.
 */
export function registerThreeDSRoutes(app: FastifyInstance, store: Store, publicUrl: string): void {
  const transaction = (id: string | null): PendingPayment => {
    if (id === null) throw badRequest('threeDSServerTransID is missing');
    const pending = store.pendingByTransaction(id);
    if (pending === undefined) throw new AcsRefusal(404, 'Unknown or expired 3-D Secure transaction');
    return pending;
  };

  app.post(ACS_PATHS.method, async (request, reply) =>
    send(reply, () => {
      const data = decodeJsonToken(field(request.body as Form, 'threeDSMethodData'));
      if (data === null || typeof data.threeDSServerTransID !== 'string')
        throw badRequest('threeDSMethodData is missing or malformed');
      const notificationUrl = `${publicUrl}${ACS_PATHS.methodNotification}`;
      // The ACS only posts to the 3DS server it belongs to: no open redirect through it.
      if (data.threeDSMethodNotificationURL !== notificationUrl)
        throw badRequest('threeDSMethodNotificationURL is not this provider');
      const pending = transaction(data.threeDSServerTransID);
      return methodPage({
        notificationUrl,
        threeDSServerTransID: pending.threeDSServerTransID,
        hostOrigin: pending.hostOrigin,
        publicUrl,
      });
    }),
  );

  app.post(ACS_PATHS.methodNotification, async (request, reply) =>
    send(reply, () => {
      const form = request.body as Form;
      const status = field(form, 'threeDSCompInd');
      if (status !== 'Y' && status !== 'N' && status !== 'U') throw badRequest('threeDSCompInd must be Y, N or U');
      const pending = transaction(field(form, 'threeDSServerTransID'));
      pending.methodCompleted = true;
      return notificationPage({
        type: 'fingerprintComplete',
        threeDSServerTransID: pending.threeDSServerTransID,
        status,
        hostOrigin: pending.hostOrigin,
      });
    }),
  );

  /** The transaction a challenge form is about: issued, not yet answered, with the ACS's own id. */
  const openChallenge = (threeDSServerTransID: string | null, acsTransID: unknown): PendingPayment => {
    const pending = transaction(threeDSServerTransID);
    if (acsTransID !== pending.acsTransID) throw badRequest('acsTransID does not match the transaction');
    if (!pending.challengeIssued) throw badRequest('No challenge was issued for this transaction');
    if (pending.transStatus !== null) throw badRequest('The challenge is already completed');
    return pending;
  };

  app.post(ACS_PATHS.challenge, async (request, reply) =>
    send(reply, () => {
      const creq = decodeJsonToken(field(request.body as Form, 'creq'));
      if (creq === null || creq.messageType !== 'CReq' || typeof creq.threeDSServerTransID !== 'string')
        throw badRequest('creq is missing or malformed');
      const pending = openChallenge(creq.threeDSServerTransID, creq.acsTransID);
      return challengePage({
        notificationUrl: `${publicUrl}${ACS_PATHS.challengeNotification}`,
        threeDSServerTransID: pending.threeDSServerTransID,
        acsTransID: pending.acsTransID,
        merchantAccount: pending.merchantAccount,
        amount: pending.amount,
        lastFour: pending.card.lastFour,
        hostOrigin: pending.hostOrigin,
        publicUrl,
      });
    }),
  );

  // The challenge form posts here: the sandbox's ACS and 3DS server are one, so the code is
  // judged and the outcome recorded in the same step (Submit + 1234 → Y, other code → N, Cancel → U).
  app.post(ACS_PATHS.challengeNotification, async (request, reply) =>
    send(reply, () => {
      const form = request.body as Form;
      const pending = openChallenge(field(form, 'threeDSServerTransID'), field(form, 'acsTransID'));
      const action = field(form, 'action') ?? 'submit';
      if (action !== 'submit' && action !== 'cancel') throw badRequest('action must be submit or cancel');
      const status = action === 'cancel' ? 'U' : field(form, 'code') === SANDBOX_CHALLENGE_CODE ? 'Y' : 'N';
      pending.transStatus = status;
      return notificationPage({
        type: 'challengeComplete',
        threeDSServerTransID: pending.threeDSServerTransID,
        status,
        hostOrigin: pending.hostOrigin,
      });
    }),
  );
}
