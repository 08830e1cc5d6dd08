import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  GiftCardPaymentMethod,
  OrderReference,
  SessionBalanceResponse,
  SessionCancelOrderResponse,
  SessionOrderResponse,
} from '@datadeck/contracts/provider-api';
import { decryptField } from '../crypto/decrypt.ts';
import type { ProviderKeys } from '../crypto/keys.ts';
import { ProviderError, securityError, validationError } from '../http/errors.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { Session, SessionOrder, Store } from '../store.ts';
import { testGiftCard } from './gift-cards.ts';
import type { SessionService } from './service.ts';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Gift card balances and orders within a session (SPEC §7 `/paymentMethodBalance`, `/orders`,
 * `/orders/cancel`): a shopper checks what a gift card can spend and, when it is not enough,
 * opens an order so the amount can be paid in parts. Every answer carries the sessionData.
 */
export class SessionOrderService {
  constructor(
    private readonly store: Store,
    private readonly sessions: SessionService,
    private readonly keys: ProviderKeys,
  ) {}

  async balance(
    merchant: Merchant,
    id: string,
    request: { sessionData: string; paymentMethod: GiftCardPaymentMethod; order?: OrderReference | undefined },
  ): Promise<SessionBalanceResponse> {
    const session = this.sessions.open(merchant, id, request.sessionData);
    const order = request.order === undefined ? undefined : this.openOrder(session, request.order);
    const { paymentMethod } = request;
    // Decrypted values never leave this function, nor any error message.
    const number = await decryptField(this.keys, paymentMethod.encryptedCardNumber, 'number', 'validation.cardNumber');
    const pin = await decryptField(this.keys, paymentMethod.encryptedSecurityCode, 'cvc', 'validation.securityCode');
    const card = testGiftCard(number);
    if (card === undefined || card.brand !== paymentMethod.brand)
      throw validationError(
        'giftcard.unknown',
        `paymentMethod.encryptedCardNumber: not a ${paymentMethod.brand} gift card the sandbox knows`,
      );
    if (!timingSafeEqual(digest(pin), digest(card.pin)))
      throw validationError('giftcard.pin', 'paymentMethod.encryptedSecurityCode: the PIN does not match');
    if (card.blocked) throw validationError('giftcard.blocked', 'paymentMethod: the gift card is blocked');
    const currency = session.amount.currency;
    const spendable = Math.min(card.balance, card.transactionLimit ?? card.balance);
    const due = (order?.remainingAmount ?? session.amount).value;
    return {
      sessionData: session.sessionData,
      resultCode: spendable >= due ? 'Success' : 'NotEnoughBalance',
      balance: { currency, value: card.balance },
      ...(card.transactionLimit === undefined ? {} : { transactionLimit: { currency, value: card.transactionLimit } }),
    };
  }

  createOrder(merchant: Merchant, id: string, sessionData: string): SessionOrderResponse {
    const session = this.sessions.open(merchant, id, sessionData);
    if (session.amount.value === 0)
      throw validationError('order.zeroAmount', 'amount: a session of amount 0 has nothing to pay in parts');
    const open = this.store.openOrders.get(session.id);
    const existing = open === undefined ? undefined : this.store.orders.get(open);
    if (existing !== undefined && existing.status === 'open')
      throw validationError('order.alreadyOpen', `order: the session has an open order (${existing.pspReference})`);
    const order: SessionOrder = {
      pspReference: randomBytes(8).toString('hex').toUpperCase(),
      orderData: randomBytes(32).toString('base64url'),
      sessionId: session.id,
      merchantAccount: merchant.merchantAccount,
      amount: session.amount,
      remainingAmount: session.amount,
      status: 'open',
      // An order cannot outlive the session it pays (so the session's expiry check covers it).
      expiresAt: session.expiresAt,
    };
    this.store.orders.set(order.pspReference, order);
    this.store.openOrders.set(session.id, order.pspReference);
    return {
      sessionData: session.sessionData,
      pspReference: order.pspReference,
      orderData: order.orderData,
      amount: order.amount,
      remainingAmount: order.remainingAmount,
      expiresAt: new Date(order.expiresAt).toISOString(),
    };
  }

  cancelOrder(
    merchant: Merchant,
    id: string,
    request: { sessionData: string; order: OrderReference },
  ): SessionCancelOrderResponse {
    const session = this.sessions.open(merchant, id, request.sessionData);
    const order = this.openOrder(session, request.order);
    order.status = 'cancelled';
    this.store.openOrders.delete(session.id);
    return { sessionData: session.sessionData, pspReference: order.pspReference, resultCode: 'Received' };
  }

  /** The session's order named by the browser, proven by its orderData, and still open. */
  private openOrder(session: Session, reference: OrderReference): SessionOrder {
    const order = this.store.orders.get(reference.pspReference);
    if (order === undefined || order.sessionId !== session.id)
      throw new ProviderError(404, 'order.notFound', 'order.pspReference: unknown order of this session', 'validation');
    if (!timingSafeEqual(digest(reference.orderData), digest(order.orderData)))
      throw securityError(403, 'security.orderData', 'order.orderData: does not belong to this order');
    if (order.status !== 'open') throw validationError('order.notOpen', `order: the order is ${order.status}`);
    // No expiry check of its own: the order expires with its session, which open() refused already.
    return order;
  }
}
