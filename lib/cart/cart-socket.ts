import type Echo from 'laravel-echo';
import {
  cartChannel,
  CartNoticeDataSchema,
  cartNoticeEvents,
  type CartNoticeData,
  type CartNoticeEvent,
} from '@contract/calls/broadcasting';
import { defaultLocale, type Locale } from '@contract/locales';
import { publicApiBaseUrl } from '@/lib/api/api-url';
import { showNotice } from '@/lib/notices/notices';
import { useCartSocketStore } from '@/stores/cart-socket-store';
import { cartChannelAuthorizer } from './cart-channel-authorizer';
import { cartSocketSettings } from './cart-socket-settings';
import { statusAfterError, statusAfterState } from './cart-socket-status';

/**
 * The storefront's one websocket to the shop API (pusher-js + laravel-echo, loaded on first use so
 * that catalogue pages do not carry them), its status in `useCartSocketStore`, and subscriptions to
 * cart channels shared by every component that listens to the same cart.
 */

export interface CartNotice {
  event: CartNoticeEvent;
  data: CartNoticeData;
}

/** Texts of the two failure notices, in the page's language (set by `useCartNotices`). */
export interface CartSocketTexts {
  title: string;
  cantConnect: string;
  cantAuthenticate: string;
}

type CartEcho = Echo<'pusher'>;

let echo: Promise<CartEcho> | null = null;
let locale: Locale = defaultLocale;
let texts: CartSocketTexts | null = null;

function tell(kind: 'cantConnect' | 'cantAuthenticate'): void {
  if (texts) void showNotice(texts.title, texts[kind]);
}

function setStatus(next: ReturnType<typeof useCartSocketStore.getState>['status']): void {
  const store = useCartSocketStore.getState();
  if (next === store.status) return;
  store.setStatus(next);
  if (next === 'error') tell('cantConnect');
}

async function openEcho(): Promise<CartEcho> {
  setStatus('connecting');
  const [{ default: Pusher }, { default: EchoClient }] = await Promise.all([
    import('pusher-js'),
    import('laravel-echo'),
  ]);
  const client = new EchoClient({
    broadcaster: 'pusher',
    Pusher,
    ...cartSocketSettings(publicApiBaseUrl(), {
      NEXT_PUBLIC_PUSHER_KEY: process.env.NEXT_PUBLIC_PUSHER_KEY,
      NEXT_PUBLIC_PUSHER_HOST: process.env.NEXT_PUBLIC_PUSHER_HOST,
      NEXT_PUBLIC_PUSHER_PORT: process.env.NEXT_PUBLIC_PUSHER_PORT,
    }),
    disableStats: true,
    withoutInterceptors: true,
    authorizer: cartChannelAuthorizer(() => locale),
  });
  const connection = client.connector.pusher.connection;
  connection.bind('state_change', ({ current }: { current: string }) =>
    setStatus(statusAfterState(useCartSocketStore.getState().status, current)),
  );
  connection.bind('error', (error: unknown) =>
    setStatus(statusAfterError(useCartSocketStore.getState().status, error)),
  );
  return client;
}

function connect(): Promise<CartEcho> {
  echo ??= openEcho().catch((error: unknown) => {
    // pusher-js or laravel-echo could not be loaded (offline, a stale build): try again next time.
    echo = null;
    setStatus('error');
    throw error;
  });
  return echo;
}

/** Called by `useCartNotices` with the page's language and texts. */
export function configureCartSocket(options: { locale: Locale; texts: CartSocketTexts }): void {
  locale = options.locale;
  texts = options.texts;
}

interface Subscription {
  listeners: Set<(notice: CartNotice) => void>;
}
const subscriptions = new Map<string, Subscription>();

function listenTo(client: CartEcho, name: string, subscription: Subscription): void {
  const channel = client.private(name);
  for (const event of cartNoticeEvents) {
    // A leading dot: the event's own name, without Echo's `App\Events` namespace.
    channel.listen(`.${event}`, (payload: unknown) => {
      const data = CartNoticeDataSchema.safeParse(payload);
      if (!data.success) {
        console.warn(`[cart-socket] ${event} with unexpected data`, data.error.issues);
        return;
      }
      for (const listener of subscription.listeners) listener({ event, data: data.data });
    });
  }
  // pusher-js may hand a re-subscription the channel object of a cancelled one: only the live subscription speaks.
  const refused = () => {
    if (subscriptions.get(name) === subscription) tell('cantAuthenticate');
  };
  channel.error(refused);
  // The server refuses a subscription whose signature it cannot verify with pusher:error on the channel.
  channel.on('pusher:error', refused);
}

/**
 * Listens to a cart's private channel (`shop.{shopId}.cart.{cartId}`) and calls `listener` with
 * each notice. Components listening to the same cart share one subscription; the channel is left
 * when the last one stops. Answers the function that stops listening.
 */
export function subscribeToCart(shopId: number, cartId: string, listener: (notice: CartNotice) => void): () => void {
  const name = cartChannel(shopId, cartId);
  let subscription = subscriptions.get(name);
  if (!subscription) {
    const created: Subscription = { listeners: new Set() };
    subscriptions.set(name, created);
    subscription = created;
    connect().then(
      (client) => {
        if (subscriptions.get(name) === created) listenTo(client, name, created);
      },
      () => undefined,
    );
  }
  subscription.listeners.add(listener);
  const joined = subscription;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0 || subscriptions.get(name) !== joined) return;
    subscriptions.delete(name);
    void echo?.then(
      (client) => client.leave(name),
      () => undefined,
    );
  };
}
