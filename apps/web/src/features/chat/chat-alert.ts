/**
 * How a message from someone else makes itself noticed while the chat is not open: a short beep
 * (made by Web Audio, so nothing is fetched) and a browser notification that closes itself.
 */

/** Spec: the browser notification closes after 5 seconds. */
const NOTIFICATION_MS = 5_000;
const NOTIFICATION_TAG = 'team-chat';

let audio: AudioContext | undefined;

/**
 * Two short tones. Browsers let a page make sound only once its user has interacted with it; before
 * that the beep is skipped rather than queued.
 */
export function playBeep(): void {
  if (typeof AudioContext === 'undefined' || !navigator.userActivation?.hasBeenActive) return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.15);
  }
}

export const notificationsSupported = () => typeof Notification !== 'undefined';

/**
 * A browser notification, when the user allowed them; a click brings the page forward and runs
 * `onClick` (opening the chat). Phones' browsers refuse `new Notification()`: there the service
 * worker of the push notifications shows it, if the page has one.
 */
export async function showBrowserNotification(title: string, body: string, onClick: () => void) {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag: NOTIFICATION_TAG });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    setTimeout(() => notification.close(), NOTIFICATION_MS);
  } catch {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return;
    await registration.showNotification(title, { body, tag: NOTIFICATION_TAG, data: { url: '/?tab=chat' } });
    setTimeout(async () => {
      for (const shown of await registration.getNotifications({ tag: NOTIFICATION_TAG })) shown.close();
    }, NOTIFICATION_MS);
  }
}
