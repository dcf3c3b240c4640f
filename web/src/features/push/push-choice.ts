/** What this device answered to the push offer, kept so it is asked once: on, or not now. */
export type PushChoice = 'on' | 'dismissed';

const CHOICE_KEY = 'recell.push-alerts';

export function pushChoice(): PushChoice | null {
  const value = localStorage.getItem(CHOICE_KEY);
  return value === 'on' || value === 'dismissed' ? value : null;
}

export function rememberPushChoice(choice: PushChoice): void {
  localStorage.setItem(CHOICE_KEY, choice);
}
