import { proxy } from 'valtio';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Whether this browser can install the app now, or (iOS Safari) only by hand from the share sheet. */
export const installState = proxy({ canPrompt: false, iosHint: false });

let offer: BeforeInstallPromptEvent | null = null;

/** Inside the installed app nothing offers to install it. */
export const runsInstalled = (): boolean =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS Safari has no install offer: only 'Поделиться → На экран «Домой»' (other iOS browsers cannot). */
export const isIosSafari = (userAgent: string): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) &&
  /Safari\//.test(userAgent) &&
  !/CriOS|FxiOS|EdgiOS|YaBrowser/.test(userAgent);

/**
 * Listens from the very start: Chromium fires `beforeinstallprompt` once, maybe before the app has
 * rendered. Its own banner is held back; the footer offers 'Установить приложение' instead.
 */
export function captureInstallPrompt(): void {
  if (runsInstalled()) return;
  installState.iosHint = isIosSafari(navigator.userAgent);
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    installState.canPrompt = true;
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installState.canPrompt = false;
    installState.iosHint = false;
  });
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  offer = null;
  installState.canPrompt = false;
  await current?.prompt();
}
