import { useCallback } from 'react';
import type { Price } from '@common/api/billing';
import { formatMoney, formatPrice } from '@common/billing/pricing';
import { useBootstrapData } from '@client/app/bootstrap-store';

/** Money formatting in the visitor's language: minor-unit amounts and displayed prices (spec 9). */
export function useMoney() {
  const locale = useBootstrapData().i18n.language;
  return {
    price: useCallback(
      (price: Pick<Price, 'amount' | 'currency' | 'interval_count'>) => formatPrice(price, locale),
      [locale],
    ),
    amount: useCallback(
      (amount: number, currency: string) => formatMoney(amount, currency, locale),
      [locale],
    ),
  };
}
