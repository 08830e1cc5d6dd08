import { randomUUID } from 'node:crypto';
import {
  BILLING_LIMITS,
  expiryProblem,
  MESSAGES,
  TIME,
  type BillingPayment,
  type BillingSubmissionResult,
  type BillingUpdate,
  type PaymentDetails,
} from '@datadeck/contracts';
import type { PaymentResponse } from '@datadeck/contracts/provider-api';
import type { CoreContext } from '../../app-context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import type { PaymentProvider } from './provider/payment-provider.ts';
import { cardOfDetails, cardOfProvider } from './card-on-file.ts';
import {
  billingAccount,
  claimVerification,
  insertVerification,
  pendingVerification,
  releaseVerification,
  resetBillingSync,
  saveAccountBilling,
  type BillingForm,
  type CardOnFile,
} from './queries.ts';
import { billingView, isConsoleBrand, type BillingViewer } from './view.ts';

/** Who changes billing: the viewer, as the audit log names them. */
export interface BillingEditor extends BillingViewer {
  actor: AuditActor;
}

const synchronisedRefusal = () =>
  new HttpError(409, [{ name: 'resetBillingSync', message: MESSAGES.billing.synchronisedRefusal }]);

const noneWaiting = () =>
  new HttpError(409, [{ name: 'threeDSResult', message: MESSAGES.billing.noVerificationPending }]);

/** What the audit log says of a form: who is billed and where, never card data. */
const formDetail = (form: BillingForm) =>
  `contact ${form.contactEmail}, billing country ${form.addressDetails.countryCodeAlpha2}`;

/**
 * Billing rules (SPEC §3, §4, §5): the contact and address, and the card through the provider's
 * zero-amount verification, finished after 3-D Secure when the provider asks for it. Only what a
 * PCI SAQ-A merchant may keep is saved (the provider's card reference, brand, last four, expiry,
 * holder); the encrypted card values pass through to the provider once and are kept nowhere.
 * Without a provider the card comes with the form (`paymentDetails`) and only its last four,
 * expiry, holder and brand are kept.
 */
export function billingService(ctx: Pick<CoreContext, 'db' | 'clock' | 'config'>, provider: PaymentProvider | null) {
  const { db, clock, config } = ctx;
  const view = (viewer: BillingViewer) => billingView(db, config, viewer);

  /**
   * SPEC §4: billing synced to the organisation is changed only with the reset (scheduled
   * maintenance, §6, holds every billing change at the binder). Answers whether this submit resets it.
   */
  async function checkSync(accountId: string, reset: boolean): Promise<boolean> {
    const account = await billingAccount(db, accountId);
    if (account === undefined) throw notFound();
    const synced = account.billingSynced && account.organisationId !== null;
    if (!synced) return false;
    if (!reset) throw synchronisedRefusal();
    return true;
  }

  /** The form (and card) saved, the reset applied, each audited, in one transaction. */
  async function save(
    tx: Tx,
    editor: BillingEditor,
    form: BillingForm,
    card: CardOnFile | null,
    reset: boolean,
  ): Promise<void> {
    const accountId = editor.accountId;
    if (reset && (await resetBillingSync(tx, accountId))) {
      await recordAudit(tx, clock, editor.actor, { type: 'BILLING_SYNC_RESET', accountId });
    }
    await saveAccountBilling(tx, accountId, form, card, clock.now());
    await recordAudit(tx, clock, editor.actor, {
      type: 'BILLING_DETAILS_UPDATED',
      accountId,
      detail: formDetail(form),
    });
    if (card !== null) {
      await recordAudit(tx, clock, editor.actor, {
        type: 'BILLING_CARD_SAVED',
        accountId,
        detail: `${card.brand ?? 'card'} ending ${card.lastFour}`,
      });
    }
  }

  async function refused(editor: BillingEditor, outcome: string): Promise<void> {
    await recordAudit(db, clock, editor.actor, {
      type: 'BILLING_CARD_REFUSED',
      accountId: editor.accountId,
      detail: outcome,
    });
  }

  /**
   * The provider's final answer to a verification: a stored mc or visa card is saved with the
   * form; anything else saves nothing and is audited as refused.
   */
  async function settle(
    editor: BillingEditor,
    form: BillingForm,
    reset: boolean,
    response: PaymentResponse,
  ): Promise<BillingSubmissionResult> {
    const stored = response.storedPaymentMethod;
    if (response.resultCode === 'Authorised' && stored !== undefined) {
      if (!isConsoleBrand(stored.brand)) {
        await refused(editor, `card brand ${stored.brand} is not accepted for billing`);
        throw new HttpError(400, [
          { name: 'savedDetails.paymentMethod.brand', message: MESSAGES.billing.invalidBrand },
        ]);
      }
      await db.transaction((tx) => save(tx, editor, form, cardOfProvider(stored), reset));
      return { resultCode: 'Authorised', action: null, billing: await view(editor) };
    }
    // Authorised without a stored card, or a step the console does not know: not a saved card.
    const resultCode =
      response.resultCode === 'Refused' || response.resultCode === 'Cancelled' ? response.resultCode : 'Error';
    await refused(editor, response.refusalReason ? `${resultCode}: ${response.refusalReason}` : resultCode);
    return { resultCode, action: null, billing: await view(editor) };
  }

  function requireProvider(): PaymentProvider {
    if (provider === null) {
      throw new HttpError(400, [{ name: 'savedDetails', message: MESSAGES.billing.noProvider }]);
    }
    return provider;
  }

  /**
   * SPEC §3 `paymentDetails`, only on a server without a provider (with one, the card goes through
   * its form and never reaches the console). The body's schema checked the card; what depends on
   * the date is checked here, by the server's clock: the year among this year and the next 9, and
   * no month already past.
   */
  function enteredCard(details: PaymentDetails): CardOnFile {
    if (provider !== null) {
      throw new HttpError(400, [{ name: 'paymentDetails', message: MESSAGES.billing.card.providerTakesCard }]);
    }
    const problem = expiryProblem(details, clock.now());
    if (problem !== null)
      throw new HttpError(400, [{ name: `paymentDetails.${problem.field}`, message: problem.message }]);
    return cardOfDetails(details);
  }

  /** POST /billing: contact and address, and without a provider the card if one is entered. */
  async function update(editor: BillingEditor, body: BillingUpdate): Promise<BillingSubmissionResult> {
    const card = body.paymentDetails === undefined ? null : enteredCard(body.paymentDetails);
    const reset = await checkSync(editor.accountId, body.resetBillingSync);
    const form: BillingForm = { contactEmail: body.contactEmail, addressDetails: body.addressDetails };
    await db.transaction((tx) => save(tx, editor, form, card, reset));
    // A form-only save has nothing to authorise: it succeeded as a whole.
    return { resultCode: 'Authorised', action: null, billing: await view(editor) };
  }

  /**
   * POST /billing/payment: the form plus the card. The provider verifies the card (amount 0,
   * stored for the account) and answers at once, or asks for 3-D Secure: then the form waits in
   * a verification row for the result, and the widget gets the provider's action.
   */
  async function payment(
    editor: BillingEditor,
    body: BillingPayment,
    origin: string,
  ): Promise<BillingSubmissionResult> {
    const cardProvider = requireProvider();
    const reset = await checkSync(editor.accountId, body.resetBillingSync);
    const { paymentMethod, billingAddress, browserInfo } = body.savedDetails;
    const response = await cardProvider.verifyCard({
      shopperReference: editor.accountId,
      reference: `billing-${randomUUID()}`,
      paymentMethod,
      origin,
      ...(billingAddress === undefined ? {} : { billingAddress }),
      ...(browserInfo === undefined ? {} : { browserInfo }),
    });
    const form: BillingForm = { contactEmail: body.contactEmail, addressDetails: body.addressDetails };
    if (response.action === undefined) return settle(editor, form, reset, response);
    const now = clock.now();
    await insertVerification(db, {
      accountId: editor.accountId,
      userId: editor.actor.userId,
      paymentData: response.action.paymentData,
      pspReference: response.pspReference,
      ...form,
      resetBillingSync: reset,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BILLING_LIMITS.verificationLifetimeMinutes * TIME.MINUTE_MS),
    });
    return { resultCode: 'Pending', action: response.action, billing: await view(editor) };
  }

  /**
   * POST /billing/result: finishes the account's newest waiting verification with its 3-D Secure
   * result. The verification is claimed before the provider is asked, so of two results sent at
   * once only one reaches the provider and saves.
   */
  async function result(
    editor: BillingEditor,
    body: { redirectResult?: string | undefined; threeDSResult?: string | undefined },
  ): Promise<BillingSubmissionResult> {
    const cardProvider = requireProvider();
    // The provider's payments/details takes the 3-D Secure 2 result only; it has no redirect flow.
    if (body.threeDSResult === undefined) {
      throw new HttpError(400, [{ name: 'redirectResult', message: MESSAGES.billing.threeDS.other }]);
    }
    const now = clock.now();
    const verification = await pendingVerification(db, editor.accountId, now);
    if (verification === undefined || !(await claimVerification(db, verification.id, now))) throw noneWaiting();
    let response: PaymentResponse;
    try {
      response = await cardProvider.finishVerification({
        details: { threeDSResult: body.threeDSResult },
        paymentData: verification.paymentData,
      });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 502) await releaseVerification(db, verification.id);
      throw err;
    }
    const form: BillingForm = { contactEmail: verification.contactEmail, addressDetails: verification.addressDetails };
    return settle(editor, form, verification.resetBillingSync, response);
  }

  return { view, update, payment, result };
}
