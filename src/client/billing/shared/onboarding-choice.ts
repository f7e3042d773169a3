import type { OnboardingChoice } from '@common/billing/pricing';
import { ONBOARDING_STORAGE_KEY } from '@client/auth/use-auth';

/**
 * The plan a visitor picked on /pricing, kept locally (spec 9: be.onboarding.selected) so that
 * registering or signing in leads to its checkout (redirectUriAfterLogin reads it). Storage can
 * be unavailable (private mode, quota): the choice is then simply not remembered.
 */
export function storeOnboardingChoice(choice: OnboardingChoice | null): void {
  try {
    if (choice) localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(choice));
    else localStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // nothing to remember with
  }
}

/** Forgets the choice once its checkout is confirmed, so later logins go to the usual place. */
export function clearOnboardingChoice(): void {
  storeOnboardingChoice(null);
}
