import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configsQueryOptions } from '@/shared/api/site-config';

/**
 * Which personal data policy each account consented to on this device: the policy's date from the
 * site config (`PERSONAL_DATA_POLICY_DATE`; '' while the config names none). Kept after 'Выйти': it
 * holds no one's data, only that an account agreed to a policy, and a visitor who signs in again is
 * not asked again for the same policy.
 */
const KEY = 'storefront-consent';

type Consents = Record<string, string>;

function read(storage: Storage): Consents {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Consents) : {};
  } catch {
    return {};
  }
}

/** Whether the account has consented to this policy here. */
export const hasConsented = (userId: number, policy: string, storage: Storage = localStorage): boolean =>
  read(storage)[String(userId)] === policy;

export function rememberConsent(userId: number, policy: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ ...read(storage), [String(userId)]: policy }));
  } catch {
    // Blocked or full storage: the consent is asked again next time.
  }
}

/** The policy in force: its date, '' when the config names none, undefined while the config is unknown. */
export function usePolicyDate(): string | undefined {
  const { data: config } = useQuery(configsQueryOptions());
  return config ? (config.PERSONAL_DATA_POLICY_DATE?.trim() ?? '') : undefined;
}

/**
 * The consent of a signed-in user's form: `given` when they consented to the policy in force on this
 * device (the form then shows that instead of asking); `remember` after a save it was sent with.
 * Read in the browser only: the form renders after hydration. An unknown policy asks.
 */
export function useKeptConsent(userId: number) {
  const policy = usePolicyDate();
  const [, setRemembered] = useState(0);
  return {
    given: policy !== undefined && hasConsented(userId, policy),
    policy,
    remember: () => {
      if (policy === undefined) return;
      rememberConsent(userId, policy);
      setRemembered((count) => count + 1);
    },
  };
}
