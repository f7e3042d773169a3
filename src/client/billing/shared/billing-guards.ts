import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSubscribed } from '@common/permissions/permission-check';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { guardRoute } from '@client/app/route-guards';

/** Spec 2.7 checkout: a visitor is sent to /register, a subscribed user to /billing. */
export function checkoutGuard(): Response | null {
  const { user } = getBootstrapData();
  if (!user) return redirect('/register');
  if (isSubscribed(user)) return redirect('/billing');
  return null;
}

/** Spec 2.7 billing: login required; a user who is not subscribed is sent to /pricing. */
export function billingGuard(): Response | null {
  const guarded = guardRoute({ login: true });
  if (guarded) return guarded;
  return isSubscribed(getBootstrapData().user) ? null : redirect('/pricing');
}

/** /change-plan/{productId}/{priceId}/confirm, where the pricing page's buttons lead (spec 2.7). */
export function changePlanShortcut({ params }: LoaderFunctionArgs): Response {
  const productId = encodeURIComponent(params.productId ?? '');
  const priceId = encodeURIComponent(params.priceId ?? '');
  return redirect(`/billing/change-plan/${productId}/${priceId}/confirm`);
}
