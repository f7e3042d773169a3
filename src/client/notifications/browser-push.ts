/**
 * The browser side of the 'Browser' channel (spec 4): permission, the service worker and the
 * push subscription. The browser APIs come in as an argument so tests can pass fakes of them.
 */
export interface PushBrowser {
  Notification: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
}

export type PushPermission = 'granted' | 'denied';

/** Spec 4: granted proceeds, denied refuses, otherwise the browser asks. */
export async function ensurePushPermission(browser: PushBrowser): Promise<PushPermission> {
  const current = browser.Notification.permission;
  if (current === 'granted' || current === 'denied') return current;
  return (await browser.Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
}

/** base64url (the VAPID key) → the bytes pushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Registers the service worker and subscribes this browser to push with the server's key. */
export async function subscribeToPush(
  browser: PushBrowser,
  { workerUrl, publicKey }: { workerUrl: string; publicKey: string },
): Promise<PushSubscriptionJson> {
  if (!browser.serviceWorker) throw new Error('This browser does not support push notifications.');
  const registration = await browser.serviceWorker.register(workerUrl);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export function realPushBrowser(): PushBrowser | null {
  if (typeof Notification === 'undefined') return null;
  return { Notification, serviceWorker: navigator.serviceWorker };
}
